import type { Side } from './gainers';

// Who came out ahead, and who lost, in each crisis a lesson tells: what the tutor answers to "who made
// money in 2008?" and "who lost in the GameStop squeeze?". Picking the lesson's own sentences by their
// words gave lines such as "Thousands of startups kept all their cash at SVB." for who gained, so each
// side is written here, in our own words, from what that lesson states: every figure, date and name in
// a line is the lesson's own (gainers.test.ts checks it), and a side the lesson does not tell is left
// empty rather than guessed. Most important first; each line opens with the group in bold.

export const WHO_GAINED_AND_LOST: Readonly<Record<string, Readonly<Record<Side, readonly string[]>>>> = {
  'euro-creation-1999': {
    gain: [
      '**Currency speculators in 1992**: hedge funds, among them the Quantum Fund of George Soros, made heavy profits when the pound and the lira were forced out of the ERM.',
      '**Borrowers in Italy**: as markets came to expect Italy to join the euro, its ten-year interest rates, around 12% in 1995, were down to about 4–5% by late 1998, and business loans got much cheaper.',
      '**Italian exporters after 1992**: once outside the ERM, the lira fell by roughly 15–20% against the German mark within weeks, and Italian exports boomed in the years after.',
    ],
    loss: [
      '**Textile firms and workers in Prato**: makers of basic fabrics were hit hard once China entered the World Trade Organization in 2001 and import quotas ended in 2005, and the district lost many of its firms and jobs.',
      '**The British government**: on 16 September 1992 it spent billions of pounds of reserves and raised its base rate to keep the pound in the ERM, but the pound left that evening.',
    ],
  },
  'russian-default-1998': {
    gain: [
      '**Savers who held dollar cash**: millions of Russians, remembering 1992, bought dollar notes and kept them at home, and their savings came through 1998 intact.',
      '**Makers of Russian goods**: the cheap ruble made home-produced goods competitive, and with oil prices recovering the economy grew by about 6% in 1999, after shrinking by about 5% in 1998.',
      '**Some private bank owners**: as several of the biggest private banks failed, some of their owners moved valuable assets elsewhere, while depositors who waited often received little.',
    ],
    loss: [
      '**Savers in private banks**: their deposits were frozen, and as the ruble sank from about 6.3 to about 20 per dollar, ruble savings kept only about a third of their dollar worth; many who waited got little back.',
      '**Holders of GKO bonds**: instead of being paid as promised, the bonds were converted into new securities, and the currency hedges of foreign buyers were frozen for 90 days.',
      '**Private banks**: big banks that had bought GKOs with borrowed money and sold dollar contracts to foreigners were hit from both sides; Inkombank and SBS-Agro collapsed or lost their licenses.',
    ],
  },
  'ltcm-1998': {
    gain: [
      '**The rescuing banks**: the 14 banks and brokers that put in $3.625 billion for 90% of LTCM wound the fund down and had their money back by early 2000.',
    ],
    loss: [
      '**LTCM and its investors**: the fund lost about $4.6 billion in 1998, including about $550 million on 21 August alone, as all its bets on narrowing price gaps went wrong together.',
      '**The partners and original investors**: with the fund’s capital down from about $4.7 billion to well below $1 billion, the rescue left them owning just 10% of it.',
      '**Copycat traders**: bank trading desks and other hedge funds that had copied LTCM’s trades were caught too, because when any of them sold, prices moved against all of them.',
    ],
  },
  'asian-crisis-1997': {
    gain: [
      '**Foreign investment funds**: they picked up many Asian assets at low prices in 1998–1999, and some earned large profits once prices recovered.',
      '**Firms that hedged**: the few firms that had paid to lock in their exchange rate before the devaluation came through it far better than those that trusted the peg.',
    ],
    loss: [
      '**Firms with dollar debts**: after the baht was floated on 2 July 1997, a dollar cost over 50 baht by January 1998, doubling every dollar debt in baht; thousands of Thai firms were insolvent within months.',
      '**The region’s economies**: in 1998 Indonesia’s output shrank by roughly 13%, Thailand’s and Malaysia’s by around 7–8%, and South Korea’s by about 5%.',
      '**Thai finance companies**: dozens that had borrowed dollars to lend to developers were suspended, and 56 of them were shut for good in December 1997; their loans were later sold at deep discounts.',
    ],
  },
  'japan-bubble-1989': {
    gain: [
      '**Renters who waited**: families who kept renting and held on to their savings could buy on much better terms by the early 2000s, when similar apartments cost far less than in 1990.',
    ],
    loss: [
      '**Stock investors**: the Nikkei 225 fell some 63% from its 38,915.87 peak by August 1992, and it did not close above its 1989 record again until 22 February 2024, more than 34 years later.',
      '**Families who bought homes at the peak**: Tokyo-area apartments lost a third to a half or more of their value in the 1990s, and many families spent decades repaying loans larger than their homes were worth.',
      '**Banks and brokers**: Japanese banks took bad-loan losses of roughly ¥100 trillion from 1992 to the mid-2000s, and Hokkaido Takushoku Bank and the broker Yamaichi Securities collapsed in November 1997.',
    ],
  },
  'savings-and-loan-crisis': {
    gain: [
      '**Insured depositors**: deposits were insured up to $100,000 per depositor at each institution, and when the thrifts failed not one depositor lost an insured dollar.',
      '**Cautious thrifts**: many savings and loans that stayed with home loans and adjustable-rate mortgages came through the 1980s, especially those outside the Southwest.',
    ],
    loss: [
      '**Taxpayers**: cleaning up the failed thrifts from 1986 to 1995 cost about $153 billion, and taxpayers paid about $124 billion of it; years of delay made the bill much bigger.',
      '**Failed thrifts**: 1,043 thrifts with more than $500 billion of assets were closed or resolved from 1986 to 1995; the fastest-growing ones lost most when oil fell to near $10 a barrel in 1986.',
      '**The thrift industry**: it paid about $29 billion of the bill through insurance premiums and other charges, and between 1986 and 1995 the number of federally insured thrifts halved, from 3,234 to 1,645.',
    ],
  },
  'dotcom-bubble': {
    gain: [
      '**Early sellers**: investors who took part of their gains out in late 1999 kept that money safe through the crash; selling in December 1999 meant escaping a fall of about 78%.',
      '**Big clients of the banks**: the investors who got Netscape shares at the $28 offer price in 1995 more than doubled their money in hours, as the shares closed the first day at $58.25.',
      '**Patient owners of survivors**: holders of firms that lived, such as Amazon, eventually won back their losses and more, though buyers of Amazon at its 1999 peak waited about a decade to break even.',
    ],
    loss: [
      '**Tech shareholders**: the Nasdaq Composite fell about 78%, from 5,048.62 on 10 March 2000 to 1,114.11 on 9 October 2002, and around $5 trillion of stock market value disappeared.',
      '**Margin borrowers and dip buyers**: investors who bought internet shares with borrowed money got margin calls in April 2000 forcing them to sell near the lows, and many who bought loss-making firms on the dip lost a second fortune.',
      '**Owners of failed start-ups**: Pets.com closed in November 2000 with its shares below a dollar, and Webvan went bankrupt in July 2001; holders of the many failures never recovered.',
    ],
  },
  'financial-crisis-2008': {
    gain: [
      '**Bets against mortgages**: funds run by hedge fund manager John Paulson made about $15 billion in 2007 on bets that subprime mortgage bonds would default.',
      '**Rescued big banks**: in October 2008 the Treasury put $125 billion of capital into nine big banks under TARP, and the banks repaid most of that money by 2010–2011.',
      '**The Treasury**: the roughly $182 billion of support for AIG was repaid with a profit by 2012, and the bank rescue programs paid back more than was put in, though the whole effort, housing aid included, did not.',
    ],
    loss: [
      '**Homeowners**: by early 2011 foreclosure had taken the homes of about four million families, and US home prices had fallen roughly 27% from their 2006 peak.',
      '**Workers**: between early 2008 and early 2010 US employers cut about 8.7 million jobs, and unemployment peaked at 10.0% in October 2009.',
      '**Shareholders**: the S&P 500 fell about 57% from its October 2007 peak to March 2009. Lehman Brothers shareholders got almost nothing, and Bear Stearns shares that had traded above $170 went for $10.',
    ],
  },
  'tulip-mania': {
    gain: [
      '**Wouter Winckel’s orphaned children**: the late innkeeper’s bulbs were auctioned for them on 5 February 1637, at the very top of the market, and fetched about 90,000 guilders in total.',
      '**Buyers stuck with unpaid contracts**: most got off lightly, because in 1638 Haarlem let them cancel their deals by paying just 3.5 percent of the agreed price.',
    ],
    loss: [
      '**Sellers owed money on contracts**: once prices broke in February 1637, many buyers would not pay, and in the end the deals were settled for only a few percent of the price agreed.',
      '**Traders holding paper profits**: their gains were mostly promises from the next buyer, and they vanished within days when buyers stopped coming to the Haarlem sales in early February 1637.',
      '**Traders who dealt on a handshake**: historians find few tulip bankruptcies, but the crash broke trust, as people refused to honor deals they had sealed with a handshake, and many friendships were lost.',
    ],
  },
  'gamestop-squeeze-2021': {
    gain: [
      '**Early believers who sold near the top**: people who bought at $3–$20 in 2019–2020 made huge gains if they sold near the peak. Keith Gill’s stake of about $53,000 reached close to $48 million on paper.',
      '**GameStop itself**: the company took advantage of its high share price by selling new shares, which raised about $1.7 billion in April and June 2021, and it paid off its outstanding bonds.',
      '**Later short sellers**: some new short sellers who bet against the stock after the January spike made money when the price fell back in February.',
    ],
    loss: [
      '**Melvin Capital and other short sellers**: short sellers together lost billions of dollars in January 2021. Melvin lost about 53% that month, took $2.75 billion from Citadel and Point72, and wound down in 2022.',
      '**Late buyers**: those who bought near $300 at the end of January lost most of their money within weeks. GameStop closed at $347.51 on 27 January and at $40.59 on 19 February.',
      '**Holders of short-dated call options**: calls with a $100 strike expiring on 5 February soared in value on 27 January. But GameStop closed at $63.77 on expiry day, so anyone still holding them lost everything.',
    ],
  },
  'bank-runs-1929': {
    gain: [
      '**Depositors who got out in time**: those who withdrew their money before the Bank of United States closed on 11 December 1930 kept it safe, while the rest had their deposits frozen.',
      '**Savers who moved to the post office**: frightened savers fled banks for the government-backed Postal Savings System, whose deposits grew several-fold in the early 1930s, and that money was safe.',
    ],
    loss: [
      '**Bank of United States depositors**: roughly 400,000 people had about $200 million locked up when the bank closed on 11 December 1930, and got back much, but not all, of it in installments over the following years.',
      '**Margin buyers**: many who bought shares with borrowed money were wiped out by forced selling, as the Dow fell about 89 percent between 1929 and July 1932.',
      '**Workers and borrowers**: as roughly 9,000 banks suspended and the money supply shrank by about a third, prices and wages fell, debts grew heavier, and by 1933 about a quarter of the workforce was unemployed.',
    ],
  },
  'marshall-plan-1948': {
    gain: [
      '**Western Europe**: from April 1948 to June 1952 the United States gave its countries about $13 billion, mostly as grants rather than loans, to buy food, fuel and machinery.',
      '**France’s basic industries**: aid money paid for a large share of public investment in 1948–50, building dams, power stations, coal mines and steelworks that helped France grow fast in the 1950s.',
    ],
    loss: [
      '**The countries that stayed out**: Czechoslovakia and Poland stayed away under Soviet pressure, and the countries that rebuilt within the Soviet bloc fell far behind western Europe’s living standards in the decades that followed.',
    ],
  },
  bitcoin: {
    gain: [
      '**Early buyers who held on**: a bitcoin worth less than a cent in early 2010 sold for more than $100,000 in December 2024, and holders who rode out the crashes saw new highs in 2021 and 2024.',
      '**Holders who kept their own keys**: coins in private wallets were beyond the reach of failing exchanges, and FTX customers who had moved their coins out before the collapse were safe.',
    ],
    loss: [
      '**Buyers near the peaks**: bitcoin fell about 84% after nearly reaching $20,000 in December 2017, while most ICO tokens became almost worthless. It fell roughly 78% again after peaking near $69,000 in November 2021.',
      '**Customers of failed exchanges**: when Mt. Gox went bankrupt in February 2014, about 850,000 bitcoins were missing, and customers waited until 2024 for partial repayments. FTX customers were repaid at November 2022 prices, missing the later rise.',
      '**Crypto savers in 2022**: the TerraUSD stablecoin broke its dollar peg in May 2022 and its sister token Luna collapsed, wiping out about $40 billion in days; the lenders Celsius and Voyager failed that summer.',
    ],
  },
  'gold-standard': {
    gain: [
      '**The US Treasury**: gold that Americans handed in at $20.67 an ounce in 1933 was suddenly worth about 69 percent more in its hands once the price was raised to $35 in January 1934.',
      '**Countries that left gold early**: the economic historian Barry Eichengreen showed that they began recovering from the Depression sooner than those that held on.',
    ],
    loss: [
      '**Americans who handed in their gold**: most obeyed the 1933 order and were paid $20.67 an ounce in paper money, nine months before the official price was raised to $35.',
      '**Holders of gold-clause bonds and contracts**: a 1933 law cancelled promises to pay in gold, and in February 1935 the Supreme Court awarded holders of the government’s own bonds nothing for the change.',
      '**Countries that clung to gold**: their central banks held interest rates high to protect gold reserves as prices, output and jobs collapsed in the Depression, and France, which held on, suffered longest.',
    ],
  },
  'stagflation-1970s': {
    gain: [
      '**Savers in money market funds**: yields on these funds reached around 17 percent in 1981, and when inflation dropped in 1982–83 while rates stayed high, they earned well above inflation.',
      '**Businesses that raised prices with costs**: most firms passed rising supplier prices on to customers, which kept them solvent, though millions of such decisions kept inflation high for years.',
    ],
    loss: [
      '**Savers in bank accounts**: passbooks paid 5.25 percent while inflation ran above 13 percent, so after interest their money lost roughly 6 to 7 percent of its buying power in 1980 alone.',
      '**Workers**: with interest rates near 20 percent, the 1981–82 recession drove unemployment to 10.8 percent by the end of 1982, its highest level since the Great Depression, and Cleveland’s mills cut thousands of jobs.',
      '**Late buyers of gold**: the price hit its peak of $850 on 21 January 1980 and fell below $350 by mid-1982, so buying at the top cost well over half the money put in.',
    ],
  },
  'enron-scandal': {
    gain: [
      '**Enron’s energy traders**: they profited from California’s 2000–01 energy crisis, using schemes that gamed the power market’s rules while the state suffered rolling blackouts.',
      '**Andrew Fastow**: the finance chief ran some of the partnerships that hid Enron’s debts and made more than $30 million from them, though he later pleaded guilty and served about five years.',
      '**Insiders who sold early**: some executives, Kenneth Lay among them, sold large amounts of Enron stock in 2001, before employees lost their savings. Prosecutors later charged executives over such sales.',
    ],
    loss: [
      '**Employees**: many kept their retirement savings in Enron shares, and together they lost an estimated $1 billion or more. About 4,000 Houston staff were laid off the day after the bankruptcy.',
      '**Shareholders**: Enron’s shares fell from $90 in August 2000 to below $1 by 28 November, and the company filed for bankruptcy on 2 December 2001.',
      '**Arthur Andersen**: in June 2002 Enron’s auditor was found guilty of obstruction of justice and stopped auditing public companies. The verdict was overturned in 2005, too late for a firm that had employed about 85,000 people.',
    ],
  },
  'latin-american-debt-1982': {
    gain: [
      '**Big US banks, at first**: they took their fees up front, and when Mexico could not pay in August 1982, rescheduling and forced new lending kept them afloat while debtor countries bore most of the cost.',
    ],
    loss: [
      '**People of Latin America**: the 1980s became a lost decade, with income per person falling for much of it; in Mexico real wages dropped sharply while the peso lost most of its worth.',
      '**Debtor countries**: to meet interest bills they slashed imports and public spending and sent money abroad rather than investing it at home, and Bolivia suffered hyperinflation in 1984–85.',
      '**Lending banks, in the end**: Mexican bank debt was trading at roughly 40 cents on the dollar by 1989, and under the Brady Plan most banks swapped loans for bonds worth 35 percent less or paying low fixed interest.',
    ],
  },
  'flash-crash-2010': {
    gain: [
      '**Trading firms that kept buying**: some firms stayed in the market during the plunge on 6 May 2010 instead of switching off, and made money when prices snapped back.',
      '**Bargain buyers inside the line**: exchanges canceled only trades priced over 60% away from their 2:40 p.m. levels, so buyers who paid crash prices just inside that line kept their gains.',
      '**Investors who sat tight**: holders with no automatic sell orders still had their shares after the rebound. The Dow, down about 998 points at the low, closed down 348 points, or 3.2%.',
    ],
    loss: [
      '**Investors with stop-loss orders**: orders to sell Procter & Gamble once it hit $55 were executed far lower, some in the $40s, so the shares were sold before the price recovered to close near $60.75.',
      '**Sellers stuck just inside the line**: market and stop-loss orders that hit empty order books sold at absurd prices. Only trades more than 60% away were canceled, so sellers at slightly better prices kept their losses.',
    ],
  },
  'black-monday-1987': {
    gain: [
      '**Patient holders**: the Dow was back at its August 1987 peak two years later, in August 1989, and a fund that stayed fully invested from mid-September 1987 was by then about 7 percent up.',
      '**Buyers after the crash**: stocks bought on Monday afternoon soon looked cheap, and very cheap within two years, though these buyers first sat through further falls on Tuesday morning.',
    ],
    loss: [
      '**Stock owners**: on 19 October 1987 the Dow dropped 508 points, or 22.6 percent, its biggest one-day percentage fall ever; counting the falls of the weeks before, a fully invested fund’s stocks were worth about a third less.',
      '**Funds using portfolio insurance**: by most estimates $60–90 billion was covered by these programs, whose promised floors broke on 19 October; funds that kept selling futures locked in losses near the day’s lows.',
      '**Panic sellers**: those who sold on Tuesday morning sold near the low and missed the recovery that followed, turning a temporary loss into a permanent one.',
    ],
  },
  'covid-inflation': {
    gain: [
      '**Investors who held on**: the S&P 500 fell about 34% by 23 March 2020 but was back at its old peak on 18 August, so those who stayed invested recovered their losses within about five months.',
      '**People and firms helped by the rescue**: the $2.2 trillion CARES Act sent most adults a $1,200 payment, gave the unemployed an extra $600 a week, and offered small businesses loans that could be forgiven.',
      '**Homeowners**: cheap money pushed up the prices of assets. In January 2021 mortgage rates reached a record low of about 2.65%, and house prices jumped.',
    ],
    loss: [
      '**Workers who lost jobs**: in April 2020 alone over 20 million US jobs disappeared, and unemployment leapt to 14.8%, the highest since monthly records began in 1948.',
      '**Savers and wage earners**: savings accounts earned about 0.1% while prices went on to rise 9% in a year, and over 2022 most workers’ real wages fell. By 2024 prices stood about 20% above their early 2021 level.',
      '**Investors who sold in the panic**: many who sold in March 2020 missed the rebound, as the market rose about 40% in the three months after its 23 March low, or bought back at higher prices.',
    ],
  },
  'panic-of-1907': {
    gain: [
      '**Bargain hunters in November 1907**: those who bought stocks near the low did well, as the Dow climbed from about 53 to about 86 by the end of 1908, a rise of more than 60 percent.',
      '**The Trust Company of America**: when depositors ran on it, Benjamin Strong’s team checked its books overnight and found it sound, so Morgan saved it and got other bankers to lend it cash.',
      '**Depositors at the front of the line**: in about three hours the Knickerbocker Trust handed over roughly $8 million before it stopped paying around midday, and those near the front got their money.',
    ],
    loss: [
      '**Knickerbocker depositors further back**: they went home with nothing when the trust closed on 22 October 1907, and their money stayed frozen until it reopened in March 1908, to be repaid only over time.',
      '**Workers**: many were paid by check or in scrip and often had to sell checks at a discount for cash, while some firms cut or delayed pay or laid people off.',
      '**Otto Heinze**: his attempt to corner United Copper failed when short sellers found shares elsewhere, the stock crashed to about $10, and his brokerage went under.',
    ],
  },
  'south-sea-bubble-1720': {
    gain: [
      '**Those who sold near the top**: few managed it, but selling near £1,000 in the summer of 1720 was the best move of the year, since the price was below £200 by the autumn.',
      '**Annuity holders who refused to swap**: they kept their fixed income, because the government went on paying its own annuities after the crash.',
      '**People in France who got out of paper early**: those who swapped Law’s notes for goods, land or foreign money in time kept much of their wealth.',
    ],
    loss: [
      '**Late buyers on credit**: buyers of the 24 August subscription paid £1,000 a share, saw the shares trade below £200 within weeks, yet still had to repay their loans and installments; many comfortable families were ruined.',
      '**French holders of shares and notes**: Mississippi shares lost most of their value in silver during 1720, and by the end of that year nobody would take Law’s notes as money.',
      '**Isaac Newton**: the Master of the Royal Mint made a profit selling South Sea shares early, then bought back in at higher prices and lost heavily.',
    ],
  },
  'weimar-hyperinflation-1923': {
    gain: [
      '**Borrowers and owners of real things**: debts in marks became almost worthless, so farmers paid off their mortgages with just a few sacks of grain, and land, factories and goods held their value.',
      '**Hugo Stinnes**: the industrialist borrowed marks to buy factories and mines and paid the loans back in worthless money, building an empire at the expense of banks and savers.',
      '**The German government**: as the biggest debtor, it saw inflation wipe out the real value of the war debts it owed its own citizens.',
    ],
    loss: [
      '**Savers**: millions who kept their money in savings banks were wiped out, as one dollar cost 4.2 marks in 1914 but 4.2 trillion marks by 20 November 1923.',
      '**Bondholders and pensioners**: holders of war bonds and mortgages were paid back in worthless paper, pensions and rents melted away, and a 1925 law restored only a small part of what was lost.',
      '**Workers**: unions won pay rises, but wages always lagged behind prices, many families were hungry by the autumn of 1923, and unemployment rose in 1924 once the inflation was stopped.',
    ],
  },
  'black-wednesday-1992': {
    gain: [
      '**Speculators against the pound**: the Quantum Fund of George Soros and Stanley Druckenmiller bet about $10 billion against the pound and was reported to have made about $1 billion when it fell.',
      '**Exporters**: within weeks the pound had sunk more than 10 percent under its old floor against the mark, so British goods became cheaper in Germany, and many exporters did well.',
      '**Britain’s economy**: freed from the ERM, Britain cut its base rate to 6% by January 1993 and grew from 1993 while inflation stayed low; some called the day “White Wednesday”.',
    ],
    loss: [
      '**The government and taxpayers**: defending the pound cost about £3.3 billion, according to Treasury papers released in 2005, including about £800 million lost in trading.',
      '**Borrowers in marks**: firms and homeowners who had borrowed in marks, trusting the peg, saw those debts rise by about a fifth when counted in pounds, as the pound slid from DM 2.95 to about DM 2.40–2.45.',
      '**Homeowners and workers before the exit**: to hold the peg, Britain had to keep interest rates high in a recession, while house prices fell and unemployment rose towards 10 percent.',
    ],
  },
  'mexican-peso-crisis-1994': {
    gain: [
      '**Holders of tesobonos**: these short-term government bonds were tied to the dollar, so the devaluation did not hurt their holders, and the rescue of about $50 billion stopped a default.',
      '**Firms with no new debts**: businesses that had avoided new loans could buy up stock and shops at low prices after the crash.',
      '**Exporters**: Mexican goods became cheaper in the US, and with help from NAFTA exports grew strongly, as the economy grew again in 1996.',
    ],
    loss: [
      '**Mexican households and workers**: in 1995 output fell about 6 percent, prices rose about 50 percent and unemployment rose; many families fell behind on their mortgages and credit card debts.',
      '**Dollar borrowers**: Mexican banks and companies had borrowed heavily in dollars; by March 1995 a dollar cost about 7 pesos, up from 3.1, so a $100,000 debt grew from about 310,000 to about 700,000 pesos.',
      '**Taxpayers**: the government took over the banks’ huge bad loans through a bank-rescue fund, and taxpayers bore that cost for many years.',
    ],
  },
  'argentina-crisis-2001': {
    gain: [
      '**Dollar borrowers**: their dollar loans were turned into pesos at 1 to 1, so a $10,000 loan became 10,000 pesos owed, worth only about $2,900 once a dollar cost 3.50 pesos.',
      '**Savers with dollar bills at home**: people who took their dollars out of the banks before the December freeze kept every one, and $10,000 in bills was worth about 35,000 pesos in 2002.',
      '**Savers who took the dollar bonds**: instead of pesos, some savers accepted government bonds paid in dollars over ten years. The bonds were paid in full, so these patient savers slowly got their dollars back.',
    ],
    loss: [
      '**Dollar savers in banks**: their deposits were frozen in December 2001, then turned into pesos at 1.40 per dollar. At 3.50 pesos per dollar, a $10,000 deposit bought only about $4,000, before an inflation adjustment.',
      '**Bondholders**: Argentina stopped paying about $80 billion of bonds in December 2001, the largest government default the world had seen. In 2005 they were offered new bonds worth roughly 30 cents per dollar.',
      '**The poor and cash workers**: the cash limit hit street sellers, taxi drivers and domestic workers hardest. The economy shrank about 11 percent in 2002, and at the worst point over half of the population lived below the poverty line.',
    ],
  },
  'euro-debt-crisis-2010': {
    gain: [
      '**Holders of Spanish and Italian bonds**: after Mario Draghi pledged in July 2012 that the ECB would do whatever it takes, their interest rates fell steadily and the bonds gained value through 2013.',
      '**Greek depositors**: money in Greek bank accounts was never cut, although in 2015 capital controls limited cash withdrawals to €60 a day for a while.',
    ],
    loss: [
      '**Private holders of Greek bonds**: in March 2012 they swapped about €200 billion of bonds for new ones worth 53.5 percent less at face value, losing roughly 60 to 65 percent in all. Greek savers were among them.',
      '**Greek workers and young people**: between 2008 and 2013 Greece’s economy shrank by about a quarter. Unemployment rose above 27 percent, and over half of young people had no job.',
      '**Pensioners, patients and pharmacies**: austerity cut pensions and public pay, the state health insurer paid pharmacies months late, some pharmacies went under, and some medicines ran short across Greece in 2012.',
    ],
  },
  'silicon-valley-bank-2023': {
    gain: [
      '**Depositors**: after the government stepped in on 12 March, every depositor of SVB and Signature Bank was protected in full, even above the $250,000 insurance limit.',
      '**The biggest banks**: after the failure many companies moved their cash to the largest banks, seen as too big to fail, and those banks gained deposits that month.',
    ],
    loss: [
      '**Shareholders and bondholders**: regulators shut SVB on 10 March 2023, and unlike depositors, its shareholders and some unsecured bondholders were not protected by the rescue that followed.',
      '**Other failed banks**: Signature Bank in New York was also closed, and First Republic Bank, which collapsed on 1 May 2023, was sold to JPMorgan Chase.',
      '**The banking industry**: protecting every deposit was paid for by the FDIC’s deposit insurance fund, which charged large banks a special fee to top it up, so taxpayers did not pay directly.',
    ],
  },
  'panic-of-1873': {
    gain: [
      '**Holders of US government bonds**: their bonds paid in full every year through the panic and the long slump, and as prices fell the fixed interest bought more each year.',
      '**Depositors who hoarded cash**: those who pulled their money out and held it as cash were safe from bank failures, though their hoarding tightened the squeeze on everyone else.',
    ],
    loss: [
      '**Northern Pacific bondholders**: thousands of small savers bought these bonds from Cooke’s agents, got no interest after the panic, and saw the railroad go bankrupt in 1875; many sold out at a heavy loss.',
      '**Jay Cooke & Company**: the famous bank had lent large sums to the Northern Pacific, could not sell enough bonds to cover them, and failed on 18 September 1873.',
      '**Workers and farmers**: in a slump that lasted 65 months, iron works and factories cut wages and jobs, and falling prices left farmers earning fewer dollars to pay the same debts.',
    ],
  },
  'black-friday-1869': {
    gain: [
      '**Jay Gould**: having learned that the Treasury might sell, he quietly sold while his partner Fisk kept buying in public, so he escaped ruin, though it is disputed whether he made any profit.',
      '**James Fisk**: he refused to honor many of his gold contracts after the crash, and he and Gould used friendly judges and court orders to shield themselves from lawsuits.',
    ],
    loss: [
      '**Brokers caught at the top**: once the news came that the Treasury was selling $4 million of gold, the price dropped from 162½ to about 133 within minutes, ruining those who had bought at the peak.',
      '**Customers of failed brokers**: brokerages collapsed after Black Friday, lawsuits dragged on for years, and few of those who sued were ever paid in full.',
      '**Merchants, importers and farmers**: people who had no part in the scheme still lost money in the turmoil, and importers who needed gold for customs duties were caught in the squeeze.',
    ],
  },
};
