// Why each crisis a lesson tells happened: what the tutor answers to "what caused the Asian financial
// crisis?" and "why did SVB fail?". Picking the lesson's sentences that hold a cause word gave outcomes
// and symptoms as causes ("In March 2012 private holders of Greek bonds took a 53.5 percent cut…" for
// the euro debt crisis), so each lesson's causes are written here, in our own words, from what that
// lesson states: every figure and name is the lesson's own (causes-written.test.ts checks it). Most
// important first, the trigger among them; each opens with a short label in bold. For a lesson that
// tells a policy or an invention (the euro, the Marshall Plan, bitcoin), why it came about and, where
// the lesson tells it, why it ended. ("What caused the 1929 crash?" has its own answer in explainers.ts;
// the entry here is the bank runs and the Depression that followed.)

export const CAUSES_WRITTEN: Readonly<Record<string, readonly string[]>> = {
  'euro-creation-1999': [
    '**Cheaper, safer trade.** One shared currency would end the cost of changing money and the risk of exchange-rate swings between members, and make prices easy to compare across borders.',
    '**Fixed rates kept breaking.** Europe’s earlier effort to hold currencies steady, the ERM, had its central rates realigned eleven times between 1979 and 1987, and in September 1992 speculators forced out the pound and the lira. A single currency leaves nothing to attack.',
    '**A political bargain.** After German reunification in October 1990 worried its neighbors, Helmut Kohl and François Mitterrand drove a deal at Maastricht: Germany gave up the mark, and in return the new central bank would be independent and focused on stable prices.',
    '**Weakness: few shock absorbers.** Many economists warned Europe was not an optimum currency area, with little migration, slow wages and an EU budget of about 1% of GDP. Cheap credit and lost competitiveness later became strains behind the euro crisis of 2010–2012.',
  ],
  'russian-default-1998': [
    '**Living on short-term loans.** The state spent far more than it collected, as many large firms paid taxes late, in goods or not at all. It filled the gap with GKOs, bonds due within months, so it kept borrowing anew to repay old debt.',
    '**Ever higher interest.** To keep buyers, GKOs paid very high yields, and by 1998 interest was eating a large share of federal tax revenue. Foreigners held about a third of the market, many trusting that the West would never let Russia fail.',
    '**Two shocks from abroad.** The Asian crisis drove investors out of emerging markets, and oil, a main export and source of revenue, fell under $13 a barrel. GKO yields passed 100%, and each rise made repayment less likely, pushing rates higher still.',
    '**The trigger: the defense ran dry.** In summer 1998 the central bank kept selling dollars to hold the ruble corridor, the Duma blocked some tax rises, and few holders swapped GKOs into longer bonds. Reserves drained away within weeks as new auctions struggled.',
  ],
  'ltcm-1998': [
    '**Huge leverage.** Each convergence bet earned only a sliver, so the fund borrowed heavily. In January 1998 it had about $125 billion of assets against roughly $4.7 billion of capital, so a fall of about 4% in its assets could wipe it out.',
    '**Models that assumed calm markets.** Its risk models expected bell-curve price moves and treated its many trades as largely unrelated. They did not allow for a panic in which everything risky or hard to sell falls together.',
    '**Easy credit and crowded trades.** Banks eager for its business lent with little or no haircut and without seeing its total positions. Others had copied its trades, and its holdings were so big and well known that it could not sell without crushing prices.',
    '**The trigger: Russia’s default.** After Russia defaulted on 17 August 1998, investors everywhere rushed into the safest Treasury bonds. The price gaps the fund had bet would narrow widened instead, and it lost about 44% of its capital that August.',
  ],
  'asian-crisis-1997': [
    '**Borrowing short in dollars.** Trusting fixed exchange rates, firms and banks took cheap short-term dollar loans and sank them into long projects earning local money, such as towers and steel mills. By mid-1997 short-term foreign debt in Thailand, Indonesia and Korea exceeded their reserves.',
    '**A boom turning sour.** In 1995 and 1996 Thailand’s current account deficit was about 8% of GDP, funded by foreign inflows. By 1996 Bangkok was full of unsold property, export growth had slowed, and a baht rising with the dollar made Thai goods dearer.',
    '**The trigger: reserves quietly spent.** After a developer missed a foreign debt payment in February 1997, speculators dumped the baht in May. Having quietly pledged most of its reserves in forward sales, the Bank of Thailand let the baht float on 2 July 1997.',
    '**Contagion.** Investors treated the region’s booming economies as one and pulled out of them all. Foreign lenders would not renew short-term loans to Indonesia and South Korea, which lacked the reserves to repay, so the crisis spread within months.',
  ],
  'japan-bubble-1989': [
    '**Very cheap money.** After the 1985 Plaza Accord the yen roughly doubled against the dollar and growth slowed. To help, the Bank of Japan cut its discount rate to 2.5% by February 1987 and kept it there until May 1989, as shop prices stayed calm.',
    '**Land as collateral.** Banks lent mostly against land, and it was widely believed that land prices could only rise. Dearer land let them lend more, and the new money bid up land and shares further, while firms borrowed to speculate, a practice called zaitech.',
    '**The trigger: dearer money.** The Bank of Japan began raising its discount rate in May 1989, reaching 6% by August 1990, and from April 1990 the Ministry of Finance capped growth in property lending. Shares fell first, then land, and the loop reversed.',
    '**Hidden bad loans.** As land fell, banks were left with huge bad loans but, for most of the 1990s, rolled them over rather than admit the losses. Zombie firms survived, healthy ones were starved of credit, and the slump dragged on.',
  ],
  'savings-and-loan-crisis': [
    '**Borrowing short, lending long.** Thrifts funded 30-year fixed-rate mortgages with deposits that savers could withdraw any day. When the Federal Reserve under Paul Volcker sent rates soaring from October 1979, deposits cost more than old loans earned, and the industry lost billions a year.',
    '**Freedom to gamble with insured money.** In 1982 the Garn–St Germain Act, and state laws in Texas and California, let troubled thrifts move into commercial property and business loans as capital rules eased. With deposits insured to $100,000, owners with nothing left to lose gambled.',
    '**The oil bust.** In 1986 the oil price dropped from over $25 a barrel to near $10, and Texas, Oklahoma and Louisiana slid into recession. Offices emptied, developers stopped paying, and the thrifts that had grown fastest took the biggest losses.',
    '**Delay by regulators.** The FSLIC was itself insolvent by 1986 and could not afford to close failed thrifts, and examiners were too few. So zombie thrifts stayed open, kept gambling and sometimes committed fraud, making the final bill far bigger.',
  ],
  'dotcom-bubble': [
    '**Valuing hope, not profit.** Most internet start-ups earned nothing, so analysts judged them by visitors, page views or sales growth. A firm could push those numbers up simply by buying more ads, so the measures had no ceiling and could support almost any share price.',
    '**A new-era frenzy.** After Netscape, with no annual profit, closed its first trading day in 1995 at $58.25 against a $28 offer, talk spread of a new economy. Cheap online brokers drew in millions of first-time investors, and margin debt rose sharply into early 2000.',
    '**Firms living on investors’ cash.** Many start-ups tried to get big fast, selling below cost and spending heavily on advertising. They survived only while new share sales kept paying for their losses, and when that money stopped, firms such as Pets.com and Webvan closed.',
    '**A slump that spread.** Telecom firms had laid fiber-optic cable far beyond demand, so equipment makers lost customers. A recession from March 2001 and the attacks of 11 September 2001 deepened the fall, and frauds at Enron and WorldCom destroyed remaining trust.',
  ],
  'financial-crisis-2008': [
    '**Cheap, loose credit.** The Federal Reserve cut its key rate to 1% by mid-2003, and lenders offered loans with no down payment, no income check or teaser rates. Subprime loans reached about one in five new mortgages, and US home prices rose about 80%.',
    '**Risky loans sold as safe.** Lenders resold loans within weeks, so they had little reason to check borrowers. Banks pooled and re-sliced them, and rating agencies paid by the banks rated much of the result AAA, assuming house prices would not fall everywhere at once.',
    '**Heavy, short-term borrowing.** Bear Stearns held about $33 of assets per $1 of capital and Lehman about 31 to 1, much of it overnight repo. A fall of about 3% could wipe out their capital, so lenders fled at the first sign of trouble.',
    '**Falling prices, then Lehman.** Home prices went flat from mid-2006 and subprime late payments climbed, so from 9 August 2007 banks stopped lending to each other. Letting Lehman Brothers fail on 15 September 2008 spread panic to money market funds and AIG.',
  ],
  'tulip-mania': [
    '**Buying only to resell.** Weavers, bakers, shopkeepers and other newcomers crowded in beside the collectors, judging a bulb only by what the next buyer would pay. In January 1637 cheap pound-goods jumped many times over within weeks.',
    '**Trading in promises.** Most winter deals of 1636–37 were signed notes to pay for bulbs when they were lifted in June. Hardly any cash or bulbs changed hands, so prices could race upward with little real money behind them.',
    '**Rare, slow-growing bulbs.** A virus nobody knew about gave the most prized tulips their flamed petals but weakened the bulbs, so the finest kinds multiplied slowly. Scarcity made them luxury goods, and wealthy Dutch collectors competed for them.',
    '**The trigger.** Early in February 1637 no buyers showed up at a routine sale in Haarlem, and prices collapsed within days. Each profit had depended on the next person paying, so buyers refused to honor deals and whole chains of promises came apart.',
  ],
  'gamestop-squeeze-2021': [
    '**A crowded bet on failure.** Hedge funds such as Melvin Capital had shorted GameStop so heavily that short interest topped the shares it had issued. Short sellers face losses with no ceiling, so a rising price could force them to buy back.',
    '**A crowd of new buyers.** Commission-free apps like Robinhood, time at home and stimulus payments drew millions of new investors in 2020, and r/wallstreetbets grew past 8 million members by February 2021. SEC staff found eager buying, not short covering, drove most of the rise.',
    '**The spark.** Keith Gill had said online since 2019 that GameStop was undervalued. On 11 January 2021 the company agreed to give Ryan Cohen, who owned almost 13%, a board seat, and two days later the shares jumped 57%.',
  ],
  'bank-runs-1929': [
    '**No deposit insurance.** In 1930 a saver whose bank failed waited in line for whatever could be recovered, so each depositor was safest taking money out first, and a run could destroy even a sound bank.',
    '**Banks lend out most deposits.** A bank keeps only part of what it holds as cash, so not even a healthy bank can pay every depositor on the same day.',
    '**Failures that spread fear.** The Bank of United States closed on 11 December 1930, the largest American bank failure until then, and in May 1931 the collapse of Austria’s Creditanstalt spread panic through Europe.',
    '**A central bank that stood aside.** Friedman and Schwartz blamed the Federal Reserve for not lending as a last resort while about 9,000 bank suspensions in 1930–33 cut the money supply by about a third; in 1931 it even raised its discount rate sharply.',
  ],
  'marshall-plan-1948': [
    '**The dollar gap.** Europe needed American food, fuel and machines to rebuild, but its sales to America were far smaller than its purchases, so it kept running out of dollars. France had almost no dollars left.',
    '**War damage.** Fighting had destroyed Europe’s railways, bridges, ports and mines and drained its savings and investments abroad. Only the United States still had a great economy in working order.',
    '**Crisis in 1947.** The bitter winter of 1946–47 choked coal supplies, and after a cut in the bread ration came strikes and protests. In July 1947 Britain made the pound convertible, but a rush into dollars forced it to stop after about five weeks.',
    '**An American offer.** On 5 June 1947 George C. Marshall said at Harvard that the United States should help if Europeans agreed among themselves on a joint program. Congress backed it on the promise that Europe would stand on its own by 1952.',
  ],
  bitcoin: [
    '**Born in the 2008 crisis.** Satoshi Nakamoto sent out the Bitcoin paper on 31 October 2008, six weeks after the collapse of Lehman Brothers. The first block, mined on 3 January 2009, carried a Times of London headline about a second bank bailout.',
    '**Digital cash without a bank.** A digital coin is just data that could be copied and spent twice, so earlier schemes relied on a central company to check payments. Bitcoin swapped that for a public ledger shared by everyone and secured by miners’ computing power.',
    '**Money no one can print.** Its software issues new coins on a fixed schedule that halves about every four years, so no more than 21 million can ever exist. No central bank or company decides the supply.',
    '**Why it fell short as cash.** Meant as electronic cash, it ended up mostly held and speculated on, and it is rarely accepted for everyday payments. Even in El Salvador, which made it legal tender in 2021, take-up for daily use stayed low.',
  ],
  'gold-standard': [
    '**Why it came about.** Britain had long been on gold, and during the 1870s most other industrial countries joined it. Tying each currency to a fixed weight of gold fixed exchange rates, so trade and investment crossed borders with little currency risk.',
    '**Why it broke between the wars.** Britain went back to gold in 1925 at the old rate of $4.86, overpricing its goods. After 1929, central banks guarded gold with high interest rates as money and jobs shrank, and Britain left in September 1931.',
    '**Why Bretton Woods followed.** In 1944 delegates from 44 countries sought a middle way between the rigid gold of the 1920s and the devaluation races of the 1930s. They pegged other currencies to the dollar, and the dollar to gold at $35.',
    '**Why it finally ended.** Dollars held abroad, swelled by spending on the Vietnam War, outgrew America’s gold, as Robert Triffin had warned in 1960. By 1971 US gold was down to around $10 billion, and on 15 August 1971 Nixon closed the gold window.',
  ],
  'stagflation-1970s': [
    '**The oil embargo.** After the Yom Kippur War began in October 1973, Arab producers cut output and embargoed shipments to the United States, and oil went from about $3 a barrel to around $12. Dearer oil raised costs everywhere while leaving households less to spend.',
    '**Inflation already rising.** Prices had crept up since the late 1960s and rose about 6 percent in 1973, mostly before the oil shock. Policymakers had hoped a bit more inflation would buy lower unemployment, and prices leapt when Nixon eased his controls in January 1973.',
    '**A wage–price spiral.** Once people expected inflation they built it into pay and prices, and union contracts raised wages automatically with prices. The Federal Reserve under Arthur Burns loosened policy each time joblessness rose, letting inflation ratchet higher.',
    '**A second shock in 1979.** Revolution in Iran in 1978–79 and panic buying pushed oil from about $14 a barrel to around $35 by 1980. It hit an economy already expecting inflation, and inflation climbed into double digits.',
  ],
  'enron-scandal': [
    '**Profits from forecasts.** Enron used mark-to-market accounting on long deals that had no market price, booking a contract’s whole expected profit on signing day from its own forecasts. When those hopes failed, it needed ever more new deals to fill the gap.',
    '**Debts hidden in partnerships.** To protect its credit rating, finance chief Andrew Fastow built entities such as LJM and the Raptors to keep debt off the books. They were funded largely with Enron’s own shares, so their hedges failed once the share price fell.',
    '**Gatekeepers who looked away.** Arthur Andersen, the auditor, was paid about $52 million in 2000, more than half for consulting, which critics said made it reluctant to push back. Sherron Watkins warned Kenneth Lay in August 2001, but no independent review followed.',
    '**The losses came out.** On 16 October 2001 Enron reported a $618 million loss, and on 8 November it cut past profits by about $586 million. On 28 November its debt was cut to junk and Dynegy abandoned a rescue.',
  ],
  'latin-american-debt-1982': [
    '**A lending boom.** Oil exporters parked their surplus dollars in Western banks, which lent them on to Latin American governments. Believing countries never go bankrupt, the banks let the region’s foreign debt grow more than tenfold between 1970 and 1982, to about $327 billion.',
    '**Rates that floated up.** Most loans had interest rates reset every few months. When the Federal Reserve under Paul Volcker pushed US rates up from October 1979 to fight inflation, borrowers’ interest bills climbed at once, and a strong dollar made the debts heavier.',
    '**Falling export earnings.** A world recession cut what Latin America’s exports, from copper to coffee, could fetch, and from 1981 oil started to slide, although Mexico had borrowed counting on oil at $30-plus a barrel. Worried wealthy Mexicans sent money abroad.',
    '**The trigger.** On 12 August 1982 finance minister Jesús Silva Herzog warned Washington and the IMF that Mexico could not pay what was due on foreign debts of roughly $80 billion. The largest US banks had lent the region more than their capital.',
  ],
  'flash-crash-2010': [
    '**A huge sale, no brakes.** At 2:32 p.m. a fund company began selling 75,000 E-mini contracts, about $4.1 billion, by an algorithm keyed to volume, not price or time. As volume rose it sold faster, finishing most of the sale in about 20 minutes.',
    '**Hot potato, then no buyers.** High-frequency traders passed contracts back and forth, swelling volume without adding buyers, and then many firms that usually offered prices paused or withdrew. Arbitrage traders carried the selling from the Chicago futures into stocks and ETFs.',
    '**An already nervous market.** Investors feared Greece’s debt crisis would spread to other euro countries, and by early afternoon the Dow was down more than 2%. Buyers were scarce and many traders had cut their risk, so one big order could move prices a lot.',
    '**Stub quotes and blind orders.** Many market makers met their duty to quote with placeholder bids of a penny or offers at $100,000. When buyers vanished, market and stop-loss orders hit those prices, so Accenture shares changed hands at one cent and Sotheby’s near $100,000.',
  ],
  'black-monday-1987': [
    '**Portfolio insurance.** Many big funds followed a computer rule that sold stock index futures whenever prices fell, and by most estimates $60 billion to $90 billion was covered. Because so many used the same rule, their selling arrived all at once.',
    '**Futures dragging down stocks.** When S&P 500 futures in Chicago fell far below the value of the shares, arbitrage traders bought the cheap futures and sold stocks in New York. Each drop set off more rule-based selling, a loop between the two markets.',
    '**Overloaded markets.** Stocks, futures and options acted as one market but were run by separate exchanges and regulators. On the day, order systems fell behind, screen prices went stale and specialists could not find buyers, so prices fell further.',
    '**The trigger.** Stocks were expensive and long-term rates neared 10 percent when, on 14 October, a poor US trade deficit and a plan to curb tax breaks on takeover borrowing hit the market. Friday’s fall left insurers with selling still to do.',
  ],
  'covid-inflation': [
    '**The pandemic.** As the virus spread in early 2020, investors saw that whole economies were about to shut, and stocks crashed. Stuck at home, Americans then switched their spending from services to goods.',
    '**Rescue money.** The Federal Reserve cut its rate to between 0% and 0.25% and bought bonds with no set limit, and Congress passed the $2.2 trillion CARES Act. The M2 money supply grew about a quarter in a year, and household savings piled up.',
    '**Jammed supply chains.** In 2021 supply could not keep pace with demand for goods. Container ships queued off Los Angeles and Long Beach, the cost of shipping rose several times over, and a shortage of chips cut car output.',
    '**War and a late response.** Russia’s invasion of Ukraine on 24 February 2022 sent oil, gas, wheat and fertilizer prices up. The Fed, calling the rise transitory for most of 2021, kept rates near zero into 2022 and fell far behind.',
  ],
  'panic-of-1907': [
    '**Fragile trust companies.** Trust companies had grown fast by taking deposits and lending like banks, paying higher interest but keeping much less cash. Most stood outside the New York Clearing House, so no banking club would pool cash to help them in a run.',
    '**No central bank.** The United States, the world’s largest industrial economy, had no central bank. Nobody could supply extra cash in an emergency, and the currency could not expand quickly when people wanted more of it.',
    '**Tight money.** British insurers paid large claims in gold for the San Francisco earthquake of April 1906, and the Bank of England raised interest rates, so less gold reached New York. Each autumn, country banks also drew cash home for the harvest.',
    '**The trigger.** In mid-October 1907 Otto Heinze’s attempt to corner United Copper shares failed, and the stock crashed. Depositors then ran on banks linked with the men behind it, among them the Knickerbocker Trust, whose president had business ties to them.',
  ],
  'south-sea-bubble-1720': [
    '**Debt swapped for shares.** In 1720 the South Sea Company bid to take on about £31 million of national debt, paying holders in shares valued at market price. A higher price meant fewer shares handed out, so it pushed the price up.',
    '**Buying on credit.** The company sold new shares in four subscriptions, with part paid now and the rest in installments, and lent buyers money against its own shares. Many held more stock than their cash could cover, so the crash left them in debt.',
    '**Printed money in Paris.** John Law fixed Mississippi Company shares at 9,000 livres, and his Royal Bank printed notes to buy any share offered. As notes poured out, shop prices rose and the notes lost their worth, dragging France’s paper money down too.',
    '**The trigger.** After midsummer the price began to slip. In late September 1720 the company’s own banker, the Sword Blade Company, stopped paying, and goldsmith bankers who had lent against the shares failed, spreading panic through London.',
  ],
  'weimar-hyperinflation-1923': [
    '**Printing to pay the bills.** Taxes fell far short of spending, so the state borrowed from the Reichsbank, which simply printed new marks. Rising prices pushed the state’s costs up and shrank taxes paid months late, so it printed even more.',
    '**War debts and reparations.** Germany funded the First World War mainly by borrowing, sure it would win and make the losers pay. Instead it lost, and was left with huge debts, war pensions and reparations set in May 1921 at 132 billion gold marks.',
    '**The Ruhr occupation.** French and Belgian troops marched into the Ruhr on 11 January 1923 to take the coal Germany had failed to deliver. The state paid striking workers under passive resistance with newly printed money, turning the slide of the mark into a collapse.',
    '**Trust in the mark collapsed.** After Foreign Minister Walther Rathenau was murdered in June 1922, the mark fell fast. Once people expected money to lose value, they spent it at once, and faster spending pushed prices up faster still.',
  ],
  'black-wednesday-1992': [
    '**German rates in a British recession.** Inside the ERM, Britain had to keep its rates near Germany’s. After reunification the Bundesbank’s discount rate hit a record 8.75 percent by July 1992, just as Britain, with falling house prices and rising joblessness, needed cheaper money.',
    '**A one-way bet.** With the pound stuck at its floor, selling it cost traders little if the peg held, while a break could cut its value by 10 percent or more. Hedge funds, banks and companies sold, and the Quantum Fund bet about $10 billion.',
    '**A defense nobody believed.** The Bank of England’s reserves were far smaller than the flood of pounds for sale. Rates of 15 percent meant crushing homeowners on variable mortgages in a recession, so traders judged the government would give up first.',
    '**The trigger: cracks in Europe.** Danish voters rejected the Maastricht Treaty on 2 June 1992 and the vote in France looked close. In September Finland floated, the lira was devalued by 7 percent, and remarks by the Bundesbank’s president hinted at more devaluations.',
  ],
  'mexican-peso-crisis-1994': [
    '**Short-term debt tied to the dollar.** To keep investors, the government swapped peso debt for tesobonos, bonds linked to the dollar and mostly due within a year. By December about $29 billion were outstanding, far more than the reserves, so any devaluation threatened default.',
    '**A deficit paid for with foreign money.** Mexico imported far more than it exported: in 1994 its current account deficit was near 7 percent of GDP. Foreign money, much of it short-term and quick to leave, covered the gap.',
    '**Shocks that drove money out.** The Zapatista rising, the murder of candidate Luis Donaldo Colosio and US rate rises from 3 percent to 5.5 percent pulled money away. Defending the peso, the central bank let reserves drop from about $29 billion to about $6 billion.',
    '**The trigger: a devaluation nobody trusted.** On 20 December 1994 the government widened the peso band by 15 percent. Investors expected more and rushed out, and two days later, on 22 December, the peso was left to float.',
  ],
  'argentina-crisis-2001': [
    '**A peg with no give.** The Convertibility Law of 1991 backed every peso with a dollar. That stopped runaway prices, but it left the central bank unable to print money and the exchange rate unable to fall in bad times.',
    '**Exports priced out.** The dollar, and with it the peso, grew strong in the late 1990s, and Brazil, Argentina’s largest trading partner, devalued in January 1999. Argentine goods grew dear, and a recession that began in 1998 dragged on.',
    '**Debts in dollars.** The state kept borrowing, mostly in dollars, until its debt reached about half of GDP, while provinces spent freely. Banks lent dollars to people who were paid in pesos, all trusting that a peso would stay a dollar.',
    '**The run and the IMF’s refusal.** Savers took about a fifth of deposits out of the banks in 2001, prompting the freeze of 1 December. On 5 December the IMF withheld about $1.3 billion, leaving the government unable to pay its debts.',
  ],
  'euro-debt-crisis-2010': [
    '**One money, many budgets.** Sixteen countries shared the euro and the ECB, but each kept its own budget and debts. A euro government cannot print the money it owes, so if lenders refuse, it can be forced to default like a company.',
    '**A decade of cheap loans.** For years lenders charged Greece almost the same rate as Germany. Cheap money fed Greek state spending and Spanish and Irish housing until the 2008 crisis turned the flow around, and by 2009 Greece’s debt had passed 120 percent of GDP.',
    '**The hidden Greek deficit.** In October 2009 a new Greek government put that year’s deficit at about 12.5 percent of GDP, double the 6 percent reported weeks earlier. Hidden figures shook lenders’ trust, and by 2010 they had lost faith in Greece.',
    '**The doom loop.** Banks owned piles of their own state’s bonds, and states stood behind their banks, so trouble in one dragged down the other. The crisis spread: Italy’s 10-year rate passed 7 percent in November 2011, and Spain’s passed 7.5 percent in July 2012.',
  ],
  'silicon-valley-bank-2023': [
    '**Long bonds bought at low rates.** SVB put much of its fast-growing deposits into long-term bonds while rates were near zero. After the Fed lifted rates in 2022, the unrealized losses on those bonds came to about $15 billion, almost all its capital.',
    '**Nervous uninsured depositors.** About 90 percent of what it held for depositors lay above the $250,000 insured limit, and most came from tech firms and their investors who all talked to each other. Phones and group chats let them pull money out in hours.',
    '**Weak risk control and supervision.** The Fed’s own review found managers failed to handle interest rate and liquidity risks, with no chief risk officer for months in 2022. Supervisors did not push hard enough, and rules eased in 2019 had lowered its standards.',
    '**Drained deposits and a loss.** As venture funding dried up, startups drew down deposits and SVB sold bonds. On 8 March 2023 it announced a loss of about $1.8 billion and a share sale, and the next day depositors tried to pull about $42 billion.',
  ],
  'panic-of-1873': [
    '**Railroads built ahead of demand.** After the Civil War, money from America and Europe poured into railroads, many laid before there was traffic to pay for them. Promoters borrowed through bonds and paid early interest with fresh borrowing.',
    '**A banker tied to one railroad.** From 1870 Jay Cooke & Company sold Northern Pacific bonds, including to small savers, and also lent the line large sums. When the bonds grew hard to sell, the firm stood or fell with the railroad.',
    '**Money from Europe dried up.** A crash on the Vienna stock market in May 1873 spread to Berlin, and European investors sent less money to American railroads. In the US, cash was also scarce each autumn as the harvest was shipped.',
    '**The trigger.** On 18 September 1873 Jay Cooke & Company failed, unable to sell enough bonds to cover its loans to the railroad. If so trusted a name could fall, no bank seemed safe, and with no deposit insurance or central bank, depositors ran.',
  ],
  'black-friday-1869': [
    '**A plan to corner gold.** Jay Gould and James Fisk piled up gold contracts worth tens of millions of dollars, so that traders who had sold gold short would be forced to pay their price.',
    '**Courting the government.** The Treasury held about $100 million of gold and could sink the corner by selling. Gould met President Grant through Grant’s brother-in-law Abel Corbin, and early in September Grant told the Treasury to pause its gold sales for a time.',
    '**Gold with its own price.** Since the Civil War, paper dollars could not be turned into gold at the Treasury, so gold traded at a price in paper money. Just $15 million to $20 million of it was on offer in New York.',
    '**The trigger.** On 24 September 1869, with gold soaring, Grant and his Treasury Secretary, George Boutwell, decided to sell $4 million of the government’s gold. Once the telegraphed order reached the Gold Room, the price broke within minutes.',
  ],
};

// A lesson that tells how a thing came about also tells its falls, and "why did bitcoin crash?" asks
// for those: why it fell, not why it was made.
export const FALLS_WRITTEN: Readonly<Record<string, readonly string[]>> = {
  bitcoin: [
    '**Nothing to anchor the price.** Bitcoin became mostly something people hold and speculate on, and its critics see a bubble with no income behind it. Its price rests on what the next buyer will pay, and it has fallen by over 70% at least three times.',
    '**Exchanges that failed.** Coins left with a company are only as safe as that company. Mt. Gox, then one of the biggest exchanges, halted withdrawals in February 2014 with about 850,000 bitcoins missing, and after its late-2013 peak bitcoin fell below $200 in January 2015.',
    '**A token boom that went bust.** In 2017 start-ups raised billions selling tokens, often with only a white paper behind them. Most lost nearly all their value in 2018, and bitcoin slid from nearly $20,000 to about $3,200.',
    '**Borrowing, then a run on FTX.** By 2022 the industry had grown on borrowed money. TerraUSD lost its dollar peg in May, the lenders Celsius and Voyager failed that summer, and in November FTX, which had lent customer money to Alameda Research, collapsed; bitcoin ended about 78% below its peak.',
  ],
};
