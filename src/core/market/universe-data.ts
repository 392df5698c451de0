// The simulated market's universe: real US-listed stocks and ETFs with their real names and GICS
// sectors. Levels are approximate closes of 31 Dec 2024 (the model's anchor), with betas, annual
// volatilities, P/E (blank when trailing earnings were negative or not meaningful), dividend yields (%),
// market capitalisations (ETFs: assets, $bn) and average daily volumes (millions of shares) of that time.
// drift is the expected annual log return the model gives the symbol (blank: the market's own, for
// index trackers, so they follow the index).
//
// symbol|name|sector|kind|price|beta|volatility|drift|pe|dividendYield|marketCapBn|avgVolumeM
export const UNIVERSE_TABLE = `
AAPL|Apple Inc.|Technology|stock|250.42|1.20|0.27|0.10|41.0|0.40|3785|48
MSFT|Microsoft Corporation|Technology|stock|421.50|0.90|0.25|0.10|34.8|0.79|3134|20
NVDA|NVIDIA Corporation|Technology|stock|134.29|1.65|0.55|0.14|53.0|0.03|3289|230
AVGO|Broadcom Inc.|Technology|stock|231.84|1.20|0.45|0.12|180|0.98|1087|30
ORCL|Oracle Corporation|Technology|stock|166.64|1.05|0.33|0.09|41.0|0.96|466|9
CRM|Salesforce, Inc.|Technology|stock|334.33|1.25|0.35|0.08|55.0|0.48|320|6
ADBE|Adobe Inc.|Technology|stock|444.68|1.25|0.33|0.07|36.0|0|196|3.5
AMD|Advanced Micro Devices, Inc.|Technology|stock|120.79|1.70|0.50|0.10|107|0|196|40
INTC|Intel Corporation|Technology|stock|20.05|1.10|0.45|0.02||2.49|86|70
CSCO|Cisco Systems, Inc.|Technology|stock|59.20|0.85|0.22|0.06|25.5|2.70|236|18
IBM|International Business Machines Corporation|Technology|stock|219.83|0.75|0.24|0.06|32.0|3.04|203|4
QCOM|QUALCOMM Incorporated|Technology|stock|153.62|1.30|0.38|0.07|17.0|2.21|171|8
TXN|Texas Instruments Incorporated|Technology|stock|187.51|1.00|0.28|0.06|36.0|2.90|171|6
INTU|Intuit Inc.|Technology|stock|628.50|1.25|0.33|0.09|61.0|0.66|176|1.6
AMAT|Applied Materials, Inc.|Technology|stock|162.63|1.55|0.45|0.09|19.0|0.98|134|7
MU|Micron Technology, Inc.|Technology|stock|84.16|1.45|0.50|0.08|24.0|0.55|94|20
NOW|ServiceNow, Inc.|Technology|stock|1060.12|1.00|0.35|0.10|155|0|218|1.3
PANW|Palo Alto Networks, Inc.|Technology|stock|181.96|1.10|0.38|0.10|47.0|0|119|6
SNOW|Snowflake Inc.|Technology|stock|154.41|1.20|0.55|0.05||0|51|5
PLTR|Palantir Technologies Inc.|Technology|stock|75.63|2.00|0.70|0.10|375|0|172|80
CRWD|CrowdStrike Holdings, Inc.|Technology|stock|342.16|1.25|0.50|0.10||0|84|4
DELL|Dell Technologies Inc.|Technology|stock|115.24|1.05|0.45|0.08|20.0|1.54|80|7
HPQ|HP Inc.|Technology|stock|32.63|1.05|0.30|0.05|11.5|3.37|31|7
LRCX|Lam Research Corporation|Technology|stock|72.23|1.50|0.45|0.09|22.0|1.22|93|11
KLAC|KLA Corporation|Technology|stock|630.12|1.30|0.40|0.10|27.0|1.08|84|1.1
ADI|Analog Devices, Inc.|Technology|stock|212.46|1.05|0.30|0.07|65.0|1.75|105|3.5
ACN|Accenture plc|Technology|stock|351.79|1.10|0.25|0.07|29.0|1.68|220|2.5
SMCI|Super Micro Computer, Inc.|Technology|stock|30.48|1.40|0.90|0.00|15.0|0|18|60
SHOP|Shopify Inc.|Technology|stock|106.33|2.10|0.55|0.09|100|0|138|8
GOOGL|Alphabet Inc. Class A|Communication Services|stock|189.30|1.05|0.30|0.10|23.5|0.42|2320|25
GOOG|Alphabet Inc. Class C|Communication Services|stock|190.44|1.05|0.30|0.10|23.6|0.42|2320|20
META|Meta Platforms, Inc.|Communication Services|stock|585.51|1.25|0.38|0.11|27.5|0.34|1480|12
NFLX|Netflix, Inc.|Communication Services|stock|891.32|1.30|0.38|0.10|50.0|0|381|3
DIS|The Walt Disney Company|Communication Services|stock|111.35|1.40|0.28|0.06|36.0|0.85|202|8
CMCSA|Comcast Corporation|Communication Services|stock|37.53|1.00|0.27|0.04|10.0|3.30|144|20
T|AT&T Inc.|Communication Services|stock|22.77|0.60|0.22|0.04|18.6|4.88|163|35
VZ|Verizon Communications Inc.|Communication Services|stock|39.99|0.45|0.20|0.03|17.0|6.78|168|18
TMUS|T-Mobile US, Inc.|Communication Services|stock|220.73|0.55|0.22|0.08|25.0|1.28|256|4
SNAP|Snap Inc.|Communication Services|stock|10.77|1.25|0.65|0.00||0|18|30
RBLX|Roblox Corporation|Communication Services|stock|57.86|1.60|0.55|0.05||0|37|7
EA|Electronic Arts Inc.|Communication Services|stock|146.30|0.80|0.25|0.06|37.0|0.52|38|2.5
SPOT|Spotify Technology S.A.|Communication Services|stock|447.38|1.50|0.45|0.10|120|0|91|2
WBD|Warner Bros. Discovery, Inc.|Communication Services|stock|10.57|1.40|0.45|0.00||0|26|30
PINS|Pinterest, Inc.|Communication Services|stock|29.00|1.05|0.45|0.05|10.8|0|20|10
TTWO|Take-Two Interactive Software, Inc.|Communication Services|stock|184.08|0.95|0.28|0.07||0|32|1.8
AMZN|Amazon.com, Inc.|Consumer Discretionary|stock|219.39|1.15|0.32|0.11|47.0|0|2307|40
TSLA|Tesla, Inc.|Consumer Discretionary|stock|403.84|2.30|0.60|0.08|110|0|1296|90
HD|The Home Depot, Inc.|Consumer Discretionary|stock|388.99|1.00|0.22|0.07|26.4|2.31|386|3.5
MCD|McDonald's Corporation|Consumer Discretionary|stock|289.89|0.70|0.18|0.07|25.4|2.44|207|3.3
NKE|NIKE, Inc.|Consumer Discretionary|stock|75.67|1.05|0.32|0.04|23.0|2.11|113|12
SBUX|Starbucks Corporation|Consumer Discretionary|stock|91.25|0.95|0.30|0.05|27.5|2.67|103|9
LOW|Lowe's Companies, Inc.|Consumer Discretionary|stock|246.80|1.05|0.25|0.07|20.5|1.86|139|2.3
BKNG|Booking Holdings Inc.|Consumer Discretionary|stock|4968.42|1.30|0.28|0.10|34.0|0.70|165|0.25
GM|General Motors Company|Consumer Discretionary|stock|53.27|1.35|0.35|0.05|5.7|0.90|58|10
F|Ford Motor Company|Consumer Discretionary|stock|9.90|1.55|0.38|0.02|10.8|6.06|39|55
ABNB|Airbnb, Inc.|Consumer Discretionary|stock|131.41|1.20|0.40|0.07|46.0|0|83|4.5
CMG|Chipotle Mexican Grill, Inc.|Consumer Discretionary|stock|60.30|1.20|0.30|0.09|54.0|0|82|16
RIVN|Rivian Automotive, Inc.|Consumer Discretionary|stock|13.30|2.00|0.75|0.00||0|14|35
LCID|Lucid Group, Inc.|Consumer Discretionary|stock|3.02|1.80|0.70|-0.05||0|9|30
GME|GameStop Corp.|Consumer Discretionary|stock|31.34|1.80|0.90|0.00|140|0|14|10
AMC|AMC Entertainment Holdings, Inc.|Communication Services|stock|3.98|1.90|0.90|-0.10||0|1.5|20
EBAY|eBay Inc.|Consumer Discretionary|stock|61.95|1.30|0.28|0.06|15.5|1.74|30|5
MAR|Marriott International, Inc.|Consumer Discretionary|stock|278.94|1.35|0.25|0.08|29.0|0.90|77|1.5
ROST|Ross Stores, Inc.|Consumer Discretionary|stock|151.27|1.05|0.27|0.07|24.0|0.97|50|2.5
TJX|The TJX Companies, Inc.|Consumer Discretionary|stock|120.81|0.85|0.20|0.08|28.5|1.24|136|5
YUM|Yum! Brands, Inc.|Consumer Discretionary|stock|134.16|0.75|0.20|0.06|23.0|2.00|37|1.8
DASH|DoorDash, Inc.|Consumer Discretionary|stock|167.75|1.70|0.45|0.09||0|70|3.5
LULU|lululemon athletica inc.|Consumer Discretionary|stock|382.41|1.25|0.40|0.06|27.5|0|46|2.2
ETSY|Etsy, Inc.|Consumer Discretionary|stock|52.89|1.95|0.50|0.02|30.0|0|6|3.5
DKNG|DraftKings Inc.|Consumer Discretionary|stock|37.20|1.80|0.50|0.06||0|18|9
CCL|Carnival Corporation & plc|Consumer Discretionary|stock|24.92|2.30|0.50|0.05|19.0|0|33|25
EXPE|Expedia Group, Inc.|Consumer Discretionary|stock|186.33|1.70|0.38|0.07|24.0|0|24|2
WMT|Walmart Inc.|Consumer Staples|stock|90.35|0.55|0.20|0.08|37.0|0.92|726|16
PG|The Procter & Gamble Company|Consumer Staples|stock|167.65|0.45|0.16|0.06|28.5|2.40|395|7
KO|The Coca-Cola Company|Consumer Staples|stock|62.26|0.55|0.16|0.05|25.8|3.12|268|14
PEP|PepsiCo, Inc.|Consumer Staples|stock|152.06|0.55|0.17|0.04|22.4|3.56|209|7
COST|Costco Wholesale Corporation|Consumer Staples|stock|916.27|0.80|0.22|0.09|54.0|0.51|407|2
PM|Philip Morris International Inc.|Consumer Staples|stock|120.35|0.55|0.20|0.06|20.0|4.49|187|5
MO|Altria Group, Inc.|Consumer Staples|stock|52.29|0.65|0.20|0.03|9.0|7.80|89|8
MDLZ|Mondelez International, Inc.|Consumer Staples|stock|59.73|0.60|0.18|0.04|21.0|3.15|80|8
CL|Colgate-Palmolive Company|Consumer Staples|stock|90.91|0.45|0.17|0.05|26.0|2.20|74|4.5
KHC|The Kraft Heinz Company|Consumer Staples|stock|30.71|0.65|0.22|0.01|27.0|5.21|37|9
TGT|Target Corporation|Consumer Staples|stock|135.18|1.00|0.30|0.04|14.3|3.31|62|4.5
KR|The Kroger Co.|Consumer Staples|stock|61.15|0.45|0.22|0.05|16.0|2.09|44|7
GIS|General Mills, Inc.|Consumer Staples|stock|63.77|0.45|0.18|0.02|15.0|3.76|35|4
EL|The Estée Lauder Companies Inc.|Consumer Staples|stock|74.98|1.10|0.45|0.00||3.52|27|4
STZ|Constellation Brands, Inc.|Consumer Staples|stock|221.00|0.85|0.25|0.04|58.0|1.83|40|1.5
KDP|Keurig Dr Pepper Inc.|Consumer Staples|stock|32.12|0.60|0.18|0.04|19.5|2.80|44|9
UNH|UnitedHealth Group Incorporated|Health Care|stock|505.86|0.60|0.25|0.06|32.5|1.66|466|4
JNJ|Johnson & Johnson|Health Care|stock|144.62|0.50|0.16|0.04|24.0|3.43|348|7
LLY|Eli Lilly and Company|Health Care|stock|772.00|0.45|0.33|0.12|83.0|0.78|732|3.5
PFE|Pfizer Inc.|Health Care|stock|26.53|0.65|0.25|0.01|35.6|6.48|150|35
MRK|Merck & Co., Inc.|Health Care|stock|99.48|0.40|0.22|0.04|21.0|3.26|252|9
ABBV|AbbVie Inc.|Health Care|stock|177.70|0.60|0.22|0.07|61.0|3.69|314|6
TMO|Thermo Fisher Scientific Inc.|Health Care|stock|520.23|0.85|0.24|0.07|31.7|0.30|199|1.8
ABT|Abbott Laboratories|Health Care|stock|113.11|0.70|0.20|0.06|34.0|1.95|196|5.5
AMGN|Amgen Inc.|Health Care|stock|260.64|0.60|0.22|0.05|33.0|3.45|140|2.8
BMY|Bristol-Myers Squibb Company|Health Care|stock|56.56|0.45|0.25|0.02||4.38|115|12
CVS|CVS Health Corporation|Health Care|stock|44.89|0.70|0.35|0.03|12.0|5.93|56|10
GILD|Gilead Sciences, Inc.|Health Care|stock|92.37|0.40|0.22|0.05||3.33|115|7
MRNA|Moderna, Inc.|Health Care|stock|41.58|1.60|0.60|-0.05||0|16|8
ISRG|Intuitive Surgical, Inc.|Health Care|stock|521.96|1.15|0.30|0.10|84.0|0|186|1.5
VRTX|Vertex Pharmaceuticals Incorporated|Health Care|stock|402.70|0.40|0.25|0.08||0|104|1.3
REGN|Regeneron Pharmaceuticals, Inc.|Health Care|stock|712.33|0.40|0.28|0.05|17.6|0|78|0.8
DHR|Danaher Corporation|Health Care|stock|229.55|0.80|0.25|0.06|43.0|0.47|166|3.5
MDT|Medtronic plc|Health Care|stock|79.88|0.80|0.20|0.04|24.0|3.51|102|6
CI|The Cigna Group|Health Care|stock|276.14|0.55|0.25|0.06|22.5|2.03|77|1.8
HUM|Humana Inc.|Health Care|stock|253.71|0.50|0.35|0.03|25.0|1.40|30|1.8
ZTS|Zoetis Inc.|Health Care|stock|162.93|0.90|0.25|0.06|30.6|1.23|74|3
BRK.A|Berkshire Hathaway Inc. Class A|Financials|stock|680920|0.85|0.17|0.08|9.5|0|978|0.0003
BRK.B|Berkshire Hathaway Inc. Class B|Financials|stock|453.28|0.85|0.17|0.08|9.5|0|978|3.5
JPM|JPMorgan Chase & Co.|Financials|stock|239.71|1.10|0.22|0.08|13.3|2.09|675|9
BAC|Bank of America Corporation|Financials|stock|43.95|1.30|0.27|0.06|16.0|2.37|338|35
WFC|Wells Fargo & Company|Financials|stock|70.24|1.15|0.27|0.06|14.6|2.28|234|17
GS|The Goldman Sachs Group, Inc.|Financials|stock|572.62|1.35|0.28|0.08|16.8|2.10|179|2.2
MS|Morgan Stanley|Financials|stock|125.72|1.35|0.27|0.07|18.7|2.94|203|6
C|Citigroup Inc.|Financials|stock|70.39|1.40|0.30|0.05|20.0|3.18|133|15
V|Visa Inc.|Financials|stock|316.04|0.95|0.20|0.09|32.0|0.75|615|7
MA|Mastercard Incorporated|Financials|stock|526.57|1.05|0.21|0.09|39.8|0.55|485|3
AXP|American Express Company|Financials|stock|296.79|1.20|0.27|0.08|21.8|0.94|209|3
PYPL|PayPal Holdings, Inc.|Financials|stock|85.35|1.40|0.40|0.04|20.5|0|85|12
SCHW|The Charles Schwab Corporation|Financials|stock|74.01|1.00|0.30|0.06|27.8|1.35|132|8
BLK|BlackRock, Inc.|Financials|stock|1025.11|1.25|0.24|0.08|25.0|1.99|159|0.7
SPGI|S&P Global Inc.|Financials|stock|498.03|1.15|0.22|0.08|44.0|0.73|154|1.3
COF|Capital One Financial Corporation|Financials|stock|178.32|1.45|0.32|0.06|16.8|1.35|68|3
USB|U.S. Bancorp|Financials|stock|47.83|1.05|0.28|0.04|14.6|4.18|75|8
PNC|The PNC Financial Services Group, Inc.|Financials|stock|192.85|1.15|0.27|0.05|16.6|3.32|76|2
MET|MetLife, Inc.|Financials|stock|81.88|1.05|0.25|0.05|16.5|2.66|57|3.5
AIG|American International Group, Inc.|Financials|stock|72.80|1.05|0.25|0.05|15.0|2.20|45|4
CB|Chubb Limited|Financials|stock|276.30|0.65|0.20|0.07|11.3|1.32|111|1.6
HOOD|Robinhood Markets, Inc.|Financials|stock|37.26|2.20|0.65|0.06|62.0|0|33|30
COIN|Coinbase Global, Inc.|Financials|stock|248.30|2.80|0.75|0.05|42.0|0|62|10
SOFI|SoFi Technologies, Inc.|Financials|stock|15.40|1.80|0.55|0.05|40.0|0|17|50
ICE|Intercontinental Exchange, Inc.|Financials|stock|149.01|1.05|0.20|0.07|31.0|1.21|86|3
CME|CME Group Inc.|Financials|stock|232.23|0.45|0.18|0.06|24.0|2.15|84|2
BA|The Boeing Company|Industrials|stock|177.00|1.40|0.35|0.03||0|132|7
CAT|Caterpillar Inc.|Industrials|stock|362.76|1.10|0.27|0.07|16.5|1.55|175|2.5
GE|GE Aerospace|Industrials|stock|166.79|1.20|0.30|0.09|28.0|0.67|181|5.5
HON|Honeywell International Inc.|Industrials|stock|225.89|1.00|0.20|0.06|26.0|2.00|147|3.5
UPS|United Parcel Service, Inc.|Industrials|stock|126.10|1.00|0.27|0.03|19.0|5.17|108|4
UNP|Union Pacific Corporation|Industrials|stock|228.04|1.05|0.22|0.06|21.0|2.35|138|3
LMT|Lockheed Martin Corporation|Industrials|stock|485.94|0.45|0.20|0.06|18.0|2.72|115|1.5
RTX|RTX Corporation|Industrials|stock|115.72|0.80|0.22|0.07|33.0|2.18|154|5
DE|Deere & Company|Industrials|stock|423.70|0.95|0.25|0.07|18.8|1.48|115|1.5
MMM|3M Company|Industrials|stock|129.09|1.05|0.27|0.03|17.0|2.17|70|4
FDX|FedEx Corporation|Industrials|stock|281.33|1.25|0.30|0.05|17.7|1.96|68|2
NOC|Northrop Grumman Corporation|Industrials|stock|469.29|0.40|0.20|0.06|17.5|1.76|68|1
UBER|Uber Technologies, Inc.|Industrials|stock|60.32|1.35|0.42|0.09|13.0|0|127|20
DAL|Delta Air Lines, Inc.|Industrials|stock|60.50|1.35|0.38|0.05|8.5|0.99|39|9
UAL|United Airlines Holdings, Inc.|Industrials|stock|97.10|1.45|0.45|0.05|10.6|0|32|7
LUV|Southwest Airlines Co.|Industrials|stock|33.62|1.15|0.35|0.01||2.14|20|7
ETN|Eaton Corporation plc|Industrials|stock|331.87|1.15|0.30|0.09|35.0|1.19|131|2.5
WM|Waste Management, Inc.|Industrials|stock|201.79|0.75|0.18|0.07|33.0|1.49|81|1.8
EMR|Emerson Electric Co.|Industrials|stock|123.93|1.25|0.25|0.06|36.0|1.70|71|3
GD|General Dynamics Corporation|Industrials|stock|263.49|0.70|0.20|0.06|20.0|2.16|72|1.3
XOM|Exxon Mobil Corporation|Energy|stock|107.57|0.90|0.27|0.05|13.4|3.68|473|15
CVX|Chevron Corporation|Energy|stock|144.84|0.95|0.27|0.05|15.9|4.50|260|8
COP|ConocoPhillips|Energy|stock|99.17|1.10|0.30|0.05|12.8|3.15|128|7
SLB|SLB N.V.|Energy|stock|38.34|1.15|0.35|0.04|12.3|2.87|54|12
EOG|EOG Resources, Inc.|Energy|stock|122.58|1.05|0.30|0.05|9.9|3.05|69|3
OXY|Occidental Petroleum Corporation|Energy|stock|49.41|1.25|0.35|0.04|12.8|1.78|46|9
PSX|Phillips 66|Energy|stock|113.93|1.20|0.32|0.04|23.0|4.04|47|3
MPC|Marathon Petroleum Corporation|Energy|stock|139.50|1.25|0.33|0.05|14.0|2.47|44|2.5
KMI|Kinder Morgan, Inc.|Energy|stock|27.40|0.80|0.25|0.05|24.0|4.20|61|14
HAL|Halliburton Company|Energy|stock|27.19|1.30|0.38|0.03|9.6|2.50|24|9
LIN|Linde plc|Materials|stock|418.67|0.85|0.18|0.07|30.0|1.33|199|2
SHW|The Sherwin-Williams Company|Materials|stock|339.93|1.10|0.24|0.07|33.0|0.84|86|1.6
FCX|Freeport-McMoRan Inc.|Materials|stock|38.08|1.60|0.42|0.05|29.0|1.58|55|13
NEM|Newmont Corporation|Materials|stock|37.22|0.55|0.38|0.03|13.0|2.69|43|10
DOW|Dow Inc.|Materials|stock|40.13|1.05|0.28|0.02|25.0|6.98|28|7
APD|Air Products and Chemicals, Inc.|Materials|stock|290.04|0.85|0.24|0.06|17.0|2.44|64|1.5
NUE|Nucor Corporation|Materials|stock|116.71|1.35|0.35|0.05|13.0|1.88|27|2
ECL|Ecolab Inc.|Materials|stock|234.32|1.05|0.20|0.07|32.0|0.97|66|1.2
NEE|NextEra Energy, Inc.|Utilities|stock|71.69|0.60|0.25|0.06|21.0|2.87|147|10
DUK|Duke Energy Corporation|Utilities|stock|107.74|0.45|0.18|0.05|18.5|3.88|83|3.5
SO|The Southern Company|Utilities|stock|82.32|0.50|0.18|0.05|20.5|3.50|90|4.5
D|Dominion Energy, Inc.|Utilities|stock|53.86|0.65|0.22|0.03|20.0|4.96|45|4
AEP|American Electric Power Company, Inc.|Utilities|stock|92.23|0.45|0.18|0.05|18.5|3.90|49|3.5
EXC|Exelon Corporation|Utilities|stock|37.64|0.60|0.20|0.05|16.0|4.04|38|7
PLD|Prologis, Inc.|Real Estate|stock|105.70|1.05|0.27|0.05|33.0|3.63|98|3.5
AMT|American Tower Corporation|Real Estate|stock|183.41|0.90|0.27|0.04|75.0|3.53|86|2.3
EQIX|Equinix, Inc.|Real Estate|stock|942.89|0.80|0.25|0.07|85.0|1.81|91|0.5
O|Realty Income Corporation|Real Estate|stock|53.41|0.85|0.22|0.03|50.0|5.92|47|5.5
SPG|Simon Property Group, Inc.|Real Estate|stock|172.21|1.45|0.27|0.05|22.5|4.76|56|1.4
CCI|Crown Castle Inc.|Real Estate|stock|90.76|0.85|0.25|0.02||6.90|39|2.5
PSA|Public Storage|Real Estate|stock|299.44|0.70|0.22|0.05|30.0|4.01|53|0.9
SPY|SPDR S&P 500 ETF Trust|ETF|etf|586.08|1.00|0.199||27.0|1.20|630|50
QQQ|Invesco QQQ Trust|ETF|etf|511.23|1.15|0.25|0.10|35.0|0.60|320|35
DIA|SPDR Dow Jones Industrial Average ETF Trust|ETF|etf|425.23|0.90|0.19|0.07|23.0|1.60|34|3.5
IWM|iShares Russell 2000 ETF|ETF|etf|220.96|1.15|0.26|0.07|18.0|1.20|67|30
VOO|Vanguard S&P 500 ETF|ETF|etf|538.81|1.00|0.199||27.0|1.23|580|5.5
VTI|Vanguard Total Stock Market ETF|ETF|etf|290.28|1.02|0.205|0.08|26.0|1.27|450|3.5
IVV|iShares Core S&P 500 ETF|ETF|etf|588.68|1.00|0.199||27.0|1.25|570|5
EFA|iShares MSCI EAFE ETF|ETF|etf|75.63|0.80|0.19|0.05|15.0|3.00|50|15
EEM|iShares MSCI Emerging Markets ETF|ETF|etf|41.82|0.75|0.21|0.05|13.0|2.60|17|25
XLK|Technology Select Sector SPDR Fund|ETF|etf|232.52|1.20|0.26|0.10|38.0|0.65|72|5
XLF|Financial Select Sector SPDR Fund|ETF|etf|48.33|1.05|0.23|0.07|17.5|1.45|50|40
XLE|Energy Select Sector SPDR Fund|ETF|etf|85.66|0.95|0.28|0.05|14.0|3.30|33|17
XLV|Health Care Select Sector SPDR Fund|ETF|etf|137.56|0.65|0.16|0.06|24.0|1.60|37|8
VNQ|Vanguard Real Estate ETF|ETF|etf|89.08|0.95|0.22|0.05|35.0|3.90|35|4
SMH|VanEck Semiconductor ETF|ETF|etf|241.55|1.45|0.36|0.11|34.0|0.45|24|6
ARKK|ARK Innovation ETF|ETF|etf|56.78|1.80|0.45|0.03||0|6|15
GLD|SPDR Gold Shares|ETF|etf|242.13|0.10|0.14|0.04||0|77|7
TLT|iShares 20+ Year Treasury Bond ETF|ETF|etf|87.33|-0.10|0.14|0.03||4.30|56|40
AGG|iShares Core U.S. Aggregate Bond ETF|ETF|etf|96.90|0.05|0.05|0.03||3.80|120|8
`;
