// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.
import type { GlossaryEntry } from './schema';

export const glossaryIndex: Readonly<Record<string, GlossaryEntry>> = {
  euro: {
    text: 'Euro',
    definition:
      'The shared currency of most European Union countries, managed by the European Central Bank. It began on 1 January 1999 in 11 countries, at first only for accounts and electronic payments; euro notes and coins followed on 1 January 2002. Croatia joined on 1 January 2023 and Bulgaria on 1 January 2026, making 21 countries.',
  },
  gdp: {
    text: 'Gross domestic product (GDP)',
    definition:
      'The value of all the final goods and services produced in a country in a year. Debts and budget deficits are usually measured as a share of it, as in the euro’s tests of 60% and 3%.',
  },
  'exchange-rate-mechanism': {
    text: 'Exchange Rate Mechanism (ERM)',
    definition:
      'The system, started in March 1979 within the European Monetary System, in which member currencies promised to stay within narrow bands around agreed central rates against one another. The German mark became its anchor.',
  },
  'monetary-union': {
    text: 'Monetary union',
    definition:
      'A group of countries that share one currency and one central bank, and so one interest rate. Members give up their own exchange rate and their own monetary policy.',
  },
  'maastricht-criteria': {
    text: 'Maastricht convergence criteria',
    definition:
      "The tests a country had to pass to adopt the euro: low inflation (no more than 1.5 points above the three best performers), a budget deficit under 3% of GDP, public debt under 60% of GDP or falling towards it, long-term interest rates close to the best performers', and two years in the ERM without devaluing.",
  },
  'optimum-currency-area': {
    text: 'Optimum currency area',
    definition:
      "Robert Mundell's 1961 idea of when regions are better off sharing a currency: when they face similar shocks, or can absorb different ones through workers moving, flexible wages and prices, or budget transfers between them.",
  },
  'asymmetric-shock': {
    text: 'Asymmetric shock',
    definition:
      'An economic blow that hits one member of a currency union much harder than the others, such as a collapse in one country’s main industry. With a shared currency, that country cannot devalue or set its own interest rate in response.',
  },
  'european-central-bank': {
    text: 'European Central Bank (ECB)',
    definition:
      'The central bank of the euro area, founded on 1 June 1998 in Frankfurt. It sets one interest rate for all members and its main legal task is to keep prices stable.',
  },
  'stability-and-growth-pact': {
    text: 'Stability and Growth Pact',
    definition:
      'The 1997 agreement meant to keep euro members’ budgets in order after they joined, by limiting deficits to 3% of GDP, with the threat of fines. It was bent in 2003 when France and Germany exceeded the limit.',
  },
  ecu: {
    text: 'ECU (European Currency Unit)',
    definition:
      'A basket of European currencies used from 1979 as an accounting unit in the European Community. On 1 January 1999 it was replaced by the euro at a rate of one to one.',
  },
  default: {
    text: 'Default',
    definition:
      'Failing to pay a debt as promised: missing an interest payment, or not repaying the sum borrowed when it falls due. A default by a national government is a sovereign default.',
  },
  gko: {
    text: 'GKO',
    definition:
      "Russia's short-term government bonds (Gosudarstvennye Kratkosrochnye Obligatsii), issued from 1993 and usually repaid within three months to a year. They paid no coupon; buyers earned the difference between the discounted price and the face value.",
  },
  'sovereign-default': {
    text: 'Sovereign default',
    definition:
      'When a national government fails to pay interest or principal on its debt as promised, or forces lenders to accept new terms worth less than the original.',
  },
  'currency-band': {
    text: 'Currency band (corridor)',
    definition:
      'A softer version of a peg: the central bank promises to keep its currency inside a range around a central rate. Some bands are fixed for years; others, called crawling bands or corridors, slide slowly over time.',
  },
  'debt-moratorium': {
    text: 'Debt moratorium',
    definition:
      'A legal freeze on repaying certain debts for a set period. On 17 August 1998 Russia imposed a 90-day moratorium on payments by Russian banks and companies on some of their foreign obligations.',
  },
  'rollover-risk': {
    text: 'Rollover risk',
    definition:
      'The danger that a borrower who relies on issuing new debt to repay old debt will find no one willing to lend when the old debt falls due. Governments with lots of short-term debt face it every week.',
  },
  'budget-deficit': {
    text: 'Budget deficit',
    definition:
      'The amount by which a government’s spending exceeds its revenue in a year. It must be covered by borrowing or by printing money.',
  },
  oligarch: {
    text: 'Oligarch',
    definition:
      'In 1990s Russia, a tycoon who gained control of large banks, media or natural-resource companies during privatization, often on very favorable terms, and who had close ties to the government.',
  },
  'convergence-trade': {
    text: 'Convergence trade',
    definition:
      'Buying one security and selling a very similar one when their prices have drifted apart, betting that the gap will close. Each bet earns little, so traders use large amounts of borrowed money to make it worthwhile.',
  },
  'value-at-risk': {
    text: 'Value at risk (VaR)',
    definition:
      'A statistical estimate of the most a portfolio should lose over a given period with a given confidence, for example "no more than $50 million on 99 days out of 100". It is built from past price behavior and says nothing about how bad the hundredth day can be.',
  },
  'credit-spread': {
    text: 'Credit spread',
    definition:
      'The extra interest a riskier borrower pays compared with a safe one, such as the US government. Spreads widen when investors become fearful and narrow when they feel safe.',
  },
  'flight-to-quality': {
    text: 'Flight to quality',
    definition:
      'A rush by investors out of anything risky or hard to sell and into the safest, most liquid assets, such as US Treasury bonds, usually during a panic. It pushes apart the prices of safe and slightly less safe securities.',
  },
  'notional-value': {
    text: 'Notional value',
    definition:
      'The face amount on which a derivative’s payments are calculated. A swap with a notional value of $100 million does not put $100 million at risk, but the total notional shows how large a firm’s bets are.',
  },
  haircut: {
    text: 'Haircut',
    definition:
      'The discount a lender applies to collateral. With a 2% haircut, a bond worth $100 lets you borrow $98. LTCM was often able to borrow with a haircut of zero, which allowed its very high leverage.',
  },
  'interest-rate-swap': {
    text: 'Interest-rate swap',
    definition:
      'A contract in which two parties exchange interest payments on the same notional amount, typically one paying a fixed rate and the other a floating rate. Swaps let traders bet on interest rates without buying bonds.',
  },
  'fire-sale': {
    text: 'Fire sale',
    definition:
      'Forced selling of assets at prices well below their normal value because the seller needs cash immediately. When a large firm must sell, and everyone knows it, buyers step back and prices collapse further.',
  },
  'fat-tails': {
    text: 'Fat tails',
    definition:
      'The tendency of financial markets to produce extreme moves far more often than a bell-shaped normal distribution predicts. Models that assume normal behavior call such days nearly impossible.',
  },
  currency: {
    text: 'Currency',
    definition:
      'A country’s money, in notes, coins and bank deposits, counted in its own unit, such as the US dollar, the Thai baht or the Korean won; the euro is one currency shared by many countries. What one currency costs in another is the exchange rate.',
  },
  imf: {
    text: 'International Monetary Fund (IMF)',
    definition:
      'An international organization of nearly every country, agreed at the Bretton Woods conference of July 1944. It watches its members’ economies and currencies and lends to a government that cannot pay its foreign bills, in stages and on conditions such as budget cuts or higher interest rates (an IMF program). It lent to Mexico in 1995, to Thailand, Indonesia and South Korea in 1997 and, with euro-area governments, to Greece from 2010.',
  },
  'exchange-rate': {
    text: 'Exchange rate',
    definition:
      'The price of one currency in another: at 25 baht to the dollar, one US dollar buys 25 Thai baht. A floating rate is set each day by buyers and sellers; a fixed one is held by a government or central bank that promises to trade at that price.',
  },
  'currency-peg': {
    text: 'Currency peg',
    definition:
      "A government's promise to hold its currency at a fixed rate against another currency (or a basket of them), backed by the central bank buying or selling its foreign reserves. Thailand kept the baht near 25 to the US dollar for over a decade before 1997.",
  },
  'currency-crisis': {
    text: 'Currency crisis',
    definition:
      'A sudden, steep fall in a currency’s value, usually when a government can no longer hold a peg because people sell the currency faster than the central bank’s reserves can buy it back. Anyone who owes debts in foreign money, whether a firm, a bank or the government itself, then owes far more in local money overnight. Britain had one in 1992, Mexico in 1994, Thailand and its neighbours in 1997, Russia in 1998 and Argentina in 2001–02.',
  },
  'currency-mismatch': {
    text: 'Currency mismatch',
    definition:
      'Owing money in one currency while earning in another. A Thai firm with dollar debts and baht income is fine while the exchange rate holds; if the baht halves, its debt doubles in baht overnight.',
  },
  'foreign-exchange-reserves': {
    text: 'Foreign-exchange reserves',
    definition:
      'The dollars and other foreign assets a central bank holds. It spends them to buy its own currency and defend a peg. When the market believes they are running out, a speculative attack becomes a self-fulfilling prophecy.',
  },
  'speculative-attack': {
    text: 'Speculative attack',
    definition:
      'Heavy selling of a currency by investors and companies who expect it to be devalued. Each sale forces the central bank to spend reserves; if the reserves run low, the peg breaks and the sellers profit.',
  },
  'hot-money': {
    text: 'Hot money',
    definition:
      'Short-term foreign capital, such as bank loans of a few months or portfolio investments, that can leave a country quickly at the first sign of trouble.',
  },
  'financial-contagion': {
    text: 'Financial contagion',
    definition:
      'When trouble at one bank, market or country spreads to others that are not directly linked to it, because investors and depositors re-judge everything that looks similar and pull their money out at once. In 1997 it spread from Thailand across East Asia.',
  },
  'current-account-deficit': {
    text: 'Current account deficit',
    definition:
      'When a country spends more abroad (on imports, interest and other payments) than it earns abroad. It must borrow or attract investment from foreigners to cover the gap every year.',
  },
  'imf-programme': {
    text: 'IMF program',
    definition:
      'A loan from the International Monetary Fund to a country in a balance-of-payments crisis, paid out in stages on condition that the government carries out agreed policies, such as raising interest rates, cutting budgets or closing weak banks.',
  },
  'capital-controls': {
    text: 'Capital controls',
    definition:
      'Government limits on moving money into or out of a country, for example a ban on taking foreign investment out for a year, or on trading the currency abroad.',
  },
  hedging: {
    text: 'Hedging',
    definition:
      'Taking a position that gains when your main exposure loses, to limit the damage. A firm with dollar debts can hedge by agreeing today to buy dollars at a fixed rate in the future, for a fee.',
  },
  'bank-of-japan': {
    text: 'Bank of Japan',
    definition:
      'Japan’s central bank, founded in 1882, which sets the country’s key interest rate. It cut its discount rate from 5% in January 1986 to 2.5% in February 1987, raised it five times from May 1989 to 6% in August 1990, and brought its policy rate to zero in February 1999.',
  },
  'nikkei-225': {
    text: 'Nikkei 225',
    definition:
      "Japan's best-known stock index: the average price of 225 large companies listed in Tokyo, published by the Nihon Keizai Shimbun newspaper. It closed at its bubble peak of 38,915.87 on 29 December 1989, a record that stood until February 2024.",
  },
  'plaza-accord': {
    text: 'Plaza Accord',
    definition:
      'An agreement signed on 22 September 1985 at the Plaza Hotel in New York by the finance ministers and central bankers of the United States, Japan, West Germany, France and the United Kingdom to push the US dollar down against other currencies, especially the yen and the mark.',
  },
  endaka: {
    text: 'Endaka (strong yen)',
    definition:
      'Japanese for "high yen": the sharp rise of the yen after the Plaza Accord, which made Japanese exports more expensive abroad and briefly pushed Japan into a slowdown in 1986.',
  },
  'discount-rate': {
    text: 'Official discount rate',
    definition:
      'The interest rate a central bank charges when it lends to commercial banks. Cutting it signals, and helps bring about, cheaper borrowing across the whole economy.',
  },
  collateral: {
    text: 'Collateral',
    definition:
      'An asset a borrower pledges to the lender, who may seize and sell it if the loan is not repaid. The more the asset is worth, the more a lender will usually lend against it.',
  },
  'land-myth': {
    text: 'The land myth (tochi shinwa)',
    definition:
      'The belief, widely held in post-war Japan, that land prices could only go up because the country had so little usable land. Land had indeed risen almost every year since the 1950s, until 1991.',
  },
  zaitech: {
    text: 'Zaitech',
    definition:
      'Japanese for "financial technology": the late-1980s practice of manufacturing and trading companies earning profits by investing borrowed money in shares, land and other financial assets, rather than from their core business.',
  },
  'cross-shareholding': {
    text: 'Cross-shareholding',
    definition:
      'Companies and banks owning blocks of each other’s shares to cement business ties. In Japan it meant that when share prices rose, every company looked richer at once, and when they fell, all were hurt together.',
  },
  'non-performing-loan': {
    text: 'Non-performing loan (bad loan)',
    definition:
      'A loan whose borrower has stopped paying interest or principal, or is very unlikely to pay in full. A bank must eventually write it down and take the loss out of its own capital.',
  },
  'zombie-company': {
    text: 'Zombie company (zombie firm)',
    definition:
      'A firm that cannot cover its interest costs from its profits and survives only because its lenders keep rolling over or extending its loans. Zombies hold on to workers and customers that healthier firms could use. A bank that owes more than it owns but is left open is a zombie bank: in the savings and loan crisis, zombie thrifts kept gambling with insured deposits.',
  },
  deflation: {
    text: 'Deflation',
    definition:
      'A sustained fall in the general level of prices. Deflation usually starts when money and credit shrink or spending collapses, as in the United States in 1930–33, when thousands of banks failed. It sounds pleasant, but it raises the real burden of debts and encourages people to delay spending. Japan had mild deflation for much of 1998–2012.',
  },
  'balance-sheet-recession': {
    text: 'Balance-sheet recession',
    definition:
      "Economist Richard Koo's term for a slump in which companies and households, whose debts exceed the now-lower value of their assets, use their income to pay down debt instead of spending or investing, even when interest rates are near zero.",
  },
  '3-6-3-rule': {
    text: '3-6-3 rule',
    definition:
      'An old bankers’ joke about how easy the savings and loan business once was: pay depositors 3%, lend at 6%, and be on the golf course by 3 p.m. It held while deposit rates were capped and interest rates moved little, and ended when rates soared after 1979.',
  },
  'savings-and-loan': {
    text: 'Savings and loan (thrift)',
    definition:
      'A US savings institution, also called a thrift, set up mainly to take savings deposits from households and lend them out as home mortgages. In 1980 there were about 4,000 of them.',
  },
  'maturity-mismatch': {
    text: 'Maturity mismatch',
    definition:
      'Funding long-term loans or bonds with short-term money, such as deposits that can be withdrawn at any time. A savings and loan (a thrift) lent for 30 years at a fixed rate, but its depositors could withdraw, or demand a higher rate, at any time. When short-term rates rise above the old loan rates, every loan loses money.',
  },
  fslic: {
    text: 'FSLIC',
    definition:
      'The Federal Savings and Loan Insurance Corporation, created in 1934 to insure deposits at savings and loans, much as the FDIC insured banks. It ran out of money in the 1980s and was abolished in 1989.',
  },
  'regulation-q': {
    text: 'Regulation Q',
    definition:
      'Federal rules that capped the interest rates banks could pay on deposits from the 1930s, and savings and loans from 1966. The caps were phased out between 1980 and 1986.',
  },
  'brokered-deposit': {
    text: 'Brokered deposit',
    definition:
      'A deposit gathered by a money broker from investors anywhere in the country, split into insured chunks of $100,000 and placed wherever the rate is highest. It let a weak thrift grow quickly by paying above-market rates, with the government guaranteeing the money.',
  },
  'regulatory-forbearance': {
    text: 'Regulatory forbearance',
    definition:
      "A regulator's decision not to close or restrict an institution that has broken the rules or run out of capital, hoping it will recover. It delays losses, and often makes them bigger.",
  },
  'zombie-thrift': {
    text: 'Zombie thrift',
    definition:
      'A thrift whose debts exceed its assets but which stays open because the regulator cannot or will not close it. With nothing of its own left to lose, it is tempted to take huge risks with insured deposits.',
  },
  'gambling-for-resurrection': {
    text: 'Gambling for resurrection',
    definition:
      'When an insolvent firm makes ever riskier bets because a win saves the owners while a loss falls mostly on creditors or the taxpayer.',
  },
  'net-worth': {
    text: 'Net worth (capital)',
    definition:
      "What a person, a company or a financial institution owns minus what it owes. For a bank or thrift it is the owners' cushion that absorbs losses before depositors or insurers are hit, and regulators set a minimum as a share of assets.",
  },
  'resolution-trust-corporation': {
    text: 'Resolution Trust Corporation (RTC)',
    definition:
      'A temporary US government agency created in 1989 to take over failed savings and loans, pay off or transfer their deposits, and sell their loans, buildings and other assets. It closed at the end of 1995.',
  },
  'junk-bond': {
    text: 'Junk bond',
    definition:
      'A bond issued by a company with a weak credit rating. It pays a high interest rate because the chance of default is high. Some thrifts bought them heavily in the 1980s.',
  },
  ipo: {
    text: 'Initial public offering (IPO)',
    definition:
      'The first time a private company sells its shares to the public and lists them on a stock exchange. Bankers set an offer price; trading then decides what the shares are really worth.',
  },
  'price-earnings-ratio': {
    text: 'Price/earnings ratio (P/E)',
    definition:
      'A share price divided by the profit per share the company earned over a year. A P/E of 20 means buyers pay $20 for every $1 of yearly profit. A company with no profit has no meaningful P/E at all.',
  },
  'growth-stock': {
    text: 'Growth stock',
    definition:
      'A share of a company expected to grow its sales and profits fast, priced high against what it earns today (a high price/earnings ratio) because buyers pay now for profits they expect later. If the growth disappoints, the price can fall a long way. Value stocks are the opposite: cheap against what the company earns or owns.',
  },
  'market-capitalization': {
    text: 'Market capitalization (market cap)',
    definition:
      'What the stock market says a whole company is worth: the share price multiplied by the number of shares in existence.',
  },
  eyeballs: {
    text: 'Eyeballs',
    definition:
      'Late-1990s slang for the number of people who visited a website. Analysts valued loss-making internet firms by their eyeballs instead of by their profits, on the theory that visitors would one day turn into revenue.',
  },
  'burn-rate': {
    text: 'Burn rate',
    definition:
      'How fast a loss-making company spends its cash, usually per month. Cash in the bank divided by the burn rate tells you how many months remain before it must raise more money or close.',
  },
  'nasdaq-composite': {
    text: 'Nasdaq Composite',
    definition:
      'A stock index covering the companies listed on the Nasdaq market, which in the 1990s held most young technology firms (Microsoft, Intel, Cisco, Amazon). It was the scoreboard of the dot-com boom.',
  },
  'day-trading': {
    text: 'Day trading',
    definition:
      'Buying and selling shares within the same day, hoping to profit from small moves. Cheap online brokers made it popular with amateurs in the late 1990s.',
  },
  'margin-loan': {
    text: 'Buying on margin',
    definition:
      'Borrowing, often from a broker or from the seller, to buy more shares than your own cash allows, with the shares pledged as security for the loan. Gains and losses are both magnified, and if prices fall the lender demands more cash or sells the shares.',
  },
  'cape-ratio': {
    text: 'Cyclically adjusted P/E (CAPE)',
    definition:
      "Robert Shiller's measure of how expensive the whole stock market is: today's prices divided by the average of the last ten years of inflation-adjusted earnings. Its long-run average for US stocks is in the mid-teens; in December 1999 it was about 44, the highest ever recorded.",
  },
  'analyst-conflict': {
    text: 'Analyst conflict of interest',
    definition:
      'When a research analyst who rates shares for the public works for a bank that earns fees from the same companies. Optimistic ratings can win the bank business, so the advice may not be independent.',
  },
  'stress-test': {
    text: 'Stress test',
    definition:
      'A test of whether a bank could survive a severe recession or market crash: regulators estimate its losses in that imagined scenario and compare them with its capital. The first US tests, published in May 2009, covered the 19 largest banks and told 10 of them to raise more capital.',
  },
  'ponzi-scheme': {
    text: 'Ponzi scheme',
    definition:
      'A fraud that pays earlier investors their “returns” out of the money of newer ones, not out of any profit. It needs ever more new money and collapses when withdrawals outrun it. It is named after Charles Ponzi, who in 1920 in Boston promised investors 50% in 45 days. The largest known was run by Bernard Madoff and exposed in December 2008.',
  },
  mortgage: {
    text: 'Mortgage',
    definition:
      'A loan to buy a home or other property, secured on it: if the borrower stops paying, the lender can take the property and sell it. The most common American home mortgage runs for 30 years at a fixed rate.',
  },
  'subprime-mortgage': {
    text: 'Subprime mortgage',
    definition:
      'A home loan made to a borrower with a weak credit record, a low or unverified income, or a tiny down payment. Lenders charge more because the chance of default is higher.',
  },
  'adjustable-rate-mortgage': {
    text: 'Adjustable-rate mortgage (ARM)',
    definition:
      'A mortgage whose interest rate can change with market rates, so the monthly payment can rise or fall. Some start with a low “teaser” rate that later resets to a much higher one.',
  },
  securitisation: {
    text: 'Securitization',
    definition:
      'Pooling many loans (mortgages, car loans, credit-card debts) and selling investors the right to the payments they produce. The original lender gets its cash back at once and can lend again.',
  },
  'mortgage-backed-security': {
    text: 'Mortgage-backed security (MBS)',
    definition:
      'A bond paid for by the monthly payments of thousands of pooled home loans. If many borrowers stop paying, the bond’s holders lose money.',
  },
  tranche: {
    text: 'Tranche',
    definition:
      'French for “slice”. A pool of loans is cut into slices that take losses in a set order: the bottom slice loses first and pays the highest interest; the top slice loses last and pays the least.',
  },
  'collateralized-debt-obligation': {
    text: 'Collateralized debt obligation (CDO)',
    definition:
      'A security built from other debt securities, often the riskier slices of many mortgage-backed securities, re-sliced into new tranches. Many CDOs sold as AAA in 2005–2007 lost most of their value.',
  },
  'credit-rating-agency': {
    text: 'Credit rating agency',
    definition:
      'A firm such as Moody’s, Standard & Poor’s or Fitch that grades how likely a borrower or bond is to repay, on a scale such as S&P’s from AAA (safest) down to D (in default). The bond’s issuer pays for the rating.',
  },
  'credit-default-swap': {
    text: 'Credit default swap (CDS)',
    definition:
      'A contract that works like insurance on a bond: the buyer pays a yearly fee, and the seller pays out if the bond defaults. Unlike insurance, you can buy one without owning the bond, as a bet on failure.',
  },
  leverage: {
    text: 'Leverage',
    definition:
      'Using borrowed money to hold more assets than your own money would allow. Gains and losses are both magnified: if you hold assets worth ten times your own money, a 10% fall in their value wipes it all out.',
  },
  'investment-bank': {
    text: 'Investment bank',
    definition:
      'A firm that helps companies raise money by selling stocks and bonds, trades securities, and advises on mergers. One that is not part of a deposit-taking bank funds itself mostly by borrowing, often for very short periods.',
  },
  'repo-market': {
    text: 'Repo (repurchase agreement)',
    definition:
      'A very short-term loan, often overnight, in which a borrower hands over securities as collateral and promises to buy them back. If lenders refuse to roll the loans over, a firm can run out of cash in days.',
  },
  'too-big-to-fail': {
    text: 'Too big to fail',
    definition:
      'The belief that a firm is so large and connected that the government cannot let it collapse without wrecking the wider economy, so it will be rescued. The belief itself encourages risk-taking.',
  },
  'moral-hazard': {
    text: 'Moral hazard',
    definition:
      'The temptation to take bigger risks when someone else will bear the losses, for example a bank that expects a government rescue if its bets go wrong.',
  },
  'money-market-fund': {
    text: 'Money market fund',
    definition:
      'A mutual fund that holds very short-term, high-quality debt and aims to keep each share worth exactly $1, so savers treat it almost like a bank account. Falling below $1 is called “breaking the buck”.',
  },
  'systemic-risk': {
    text: 'Systemic risk',
    definition:
      'The risk that the failure of one firm or market spreads through the links between institutions and brings down the whole financial system, not just the firm itself.',
  },
  tarp: {
    text: 'TARP (Troubled Asset Relief Program)',
    definition:
      'The US program created by the Emergency Economic Stabilization Act of 3 October 2008, authorizing up to $700 billion to stabilize the financial system. Most of it was used to buy shares in banks rather than bad mortgage assets.',
  },
  'dodd-frank-act': {
    text: 'Dodd-Frank Act',
    definition:
      'The US law of July 2010 that answered the 2008 crisis, in full the Dodd-Frank Wall Street Reform and Consumer Protection Act. It set up the Consumer Financial Protection Bureau, sent most swaps through central clearing houses, made big banks hold more capital and plan how they could fail, and limited their trading for their own account (the Volcker Rule).',
  },
  'volcker-rule': {
    text: 'Volcker Rule',
    definition:
      'The part of the Dodd-Frank Act that bars banks with federally insured deposits, and the companies that own them, from trading for their own profit and limits their stakes in hedge funds and private equity funds, so that savers’ deposits do not back a bank’s own bets. It is named after Paul Volcker, the former Fed chairman who urged it after the 2008 crisis.',
  },
  'great-recession': {
    text: 'Great Recession',
    definition:
      'The deep, worldwide downturn that followed the 2008 financial crisis. In the United States the National Bureau of Economic Research dates it from December 2007 to June 2009, eighteen months, the longest recession since the Second World War; unemployment peaked at 10.0% in October 2009.',
  },
  'minsky-moment': {
    text: 'Minsky moment',
    definition:
      'The point at which a long credit boom turns to bust: borrowers who counted on rising prices to repay are forced to sell, and their selling pushes prices down further. It is named after the economist Hyman Minsky, who argued that calm times tempt lenders and borrowers into ever riskier debt. The fund manager Paul McCulley coined the phrase in 1998, and it was heard everywhere in 2007–08.',
  },
  'private-equity': {
    text: 'Private equity',
    definition:
      'Funds that buy whole companies, or controlling stakes in them, often with much borrowed money, aiming to improve them and sell them again within several years. Their investors, mostly pension funds, endowments and the wealthy, commit money for about ten years and cannot take it out early.',
  },
  'quantitative-easing': {
    text: 'Quantitative easing (QE)',
    definition:
      'A central bank creating new money to buy large amounts of bonds, pushing long-term interest rates down when its short-term rate is already near zero.',
  },
  foreclosure: {
    text: 'Foreclosure',
    definition:
      'The legal process by which a lender takes and sells a home after the borrower stops making mortgage payments.',
  },
  'underwater-mortgage': {
    text: 'Underwater (negative equity)',
    definition:
      'Owing more on a mortgage than the home is worth. An underwater owner cannot sell or refinance without bringing cash to pay off the difference.',
  },
  guilder: {
    text: 'Guilder',
    definition:
      'The main unit of money in the Dutch Republic, divided into 20 stuivers. In the 1630s a skilled craftsman earned a few hundred guilders a year.',
  },
  'broken-tulip': {
    text: 'Broken tulip',
    definition:
      'A tulip whose petals show feathered or flamed streaks of color. We now know the streaks came from a virus spread by aphids, which also weakened the bulb, so these prized flowers multiplied slowly and unpredictably.',
  },
  'speculative-bubble': {
    text: 'Bubble (speculative bubble)',
    definition:
      'A period when the price of something rises far above what its use can justify, because buyers expect to resell it to someone else at a still higher price. It ends when new buyers stop appearing.',
  },
  'forward-contract': {
    text: 'Forward contract',
    definition:
      'A private agreement to buy or sell something on a future date at a price fixed today. No money needs to change hands until delivery, so each side depends on the other keeping the promise.',
  },
  windhandel: {
    text: 'Windhandel (wind trade)',
    definition:
      'Dutch nickname for the winter tulip trade of 1636–37, in which people bought and sold promises to deliver bulbs still in the ground. Critics called it trading in wind because neither bulbs nor much money changed hands.',
  },
  'counterparty-risk': {
    text: 'Counterparty risk',
    definition:
      'The danger that the person on the other side of a deal does not pay or deliver as promised. A profit owed to you is only as good as the person who owes it.',
  },
  'greater-fool': {
    text: 'Greater fool theory',
    definition:
      'The idea that you can profit from buying an overpriced asset as long as someone else, a "greater fool", will pay even more for it later. It works until the supply of such buyers runs out.',
  },
  'paper-profit': {
    text: 'Paper profit',
    definition:
      'A gain that exists only on paper because the asset has not yet been sold for cash. It can vanish if prices fall before you sell.',
  },
  'stock-split': {
    text: 'Stock split',
    definition:
      'A company dividing each of its shares into several, such as two-for-one or four-for-one, so each share costs less while every owner’s stake and the company’s total value stay the same. GameStop split its shares four-for-one in 2022.',
  },
  'reverse-stock-split': {
    text: 'Reverse stock split (reverse split)',
    definition:
      'A company combining several of its shares into one, such as one-for-ten, so each share costs more while every owner’s stake and the company’s total value stay the same. It is often done to lift a low price, for example back above the $1 a share that the New York Stock Exchange and Nasdaq require for a company to stay listed.',
  },
  fomo: {
    text: 'Fear of missing out (FOMO)',
    definition:
      'The urge to buy because others seem to be getting rich from a rising price and you fear being left behind. It draws people into bubbles late, near the top, as in the dot-com boom, the crypto booms and the meme-stock frenzy of 2021.',
  },
  'short-selling': {
    text: 'Short selling',
    definition:
      'Selling something you do not own, such as shares, gold or a currency, by borrowing it or promising to deliver it later. The seller hopes to buy it back at a lower price. The profit is the fall in price; the possible loss has no ceiling because a price can keep rising.',
  },
  'short-interest': {
    text: 'Short interest',
    definition:
      'The number of a company’s shares that have been sold short and not yet bought back, often shown as a percentage of the shares available to trade (the float).',
  },
  float: {
    text: 'Float',
    definition:
      'The shares of a company that are available for the public to trade, leaving out those held by insiders and other locked-up holders.',
  },
  'short-squeeze': {
    text: 'Short squeeze',
    definition:
      'A rapid price rise that forces short sellers to buy back shares to limit their losses or meet margin calls; their buying pushes the price even higher and squeezes the remaining shorts.',
  },
  'call-option': {
    text: 'Call option',
    definition:
      'A contract giving the right, but not the duty, to buy a share at a set price (the strike) until a set date. It is cheap compared with the share and can multiply in value, or expire worthless.',
  },
  'gamma-squeeze': {
    text: 'Gamma squeeze',
    definition:
      'When heavy buying of call options forces the dealers who sold them to buy the underlying shares to hedge; as the price rises they must buy more, adding fuel to the rise.',
  },
  'hedge-fund': {
    text: 'Hedge fund',
    definition:
      'A lightly regulated investment fund for wealthy people and institutions that may use borrowing, short selling and derivatives to try to profit in rising or falling markets.',
  },
  'margin-call': {
    text: 'Margin call',
    definition:
      'A demand from a broker or lender for more cash or collateral because losses have eaten into the money backing a borrowed position. If it is not met, the position is closed, often at the worst moment.',
  },
  'payment-for-order-flow': {
    text: 'Payment for order flow',
    definition:
      'Money a broker receives from a trading firm (a market maker) for sending it customers’ orders to execute. It lets apps such as Robinhood offer commission-free trades, and raises questions about conflicts of interest.',
  },
  'clearing-house': {
    text: 'Clearing house',
    definition:
      'A central body that stands between buyers and sellers until a trade is settled and demands deposits from brokers to cover the risk that one of them fails. For US stocks it is the NSCC, part of the Depository Trust & Clearing Corporation (DTCC), which settles most US share trades.',
  },
  'settlement-cycle': {
    text: 'Settlement cycle (T+2)',
    definition:
      'The time between agreeing a trade and the actual exchange of cash and shares. In 2021 US stocks settled two business days after the trade (T+2); since 28 May 2024 it has been one day (T+1).',
  },
  'meme-stock': {
    text: 'Meme stock',
    definition:
      'A share whose price is driven mainly by online communities and social-media enthusiasm rather than by the company’s earnings, such as GameStop and AMC in 2021.',
  },
  'market-maker': {
    text: 'Market maker',
    definition:
      'A firm that always stands ready to buy and sell a security, earning the small gap between its buying and selling prices, and hedging the risk it takes on.',
  },
  'bank-run': {
    text: 'Bank run',
    definition:
      'When many depositors rush to withdraw their money at once because they fear the bank will fail. Since a bank lends out most deposits, even a healthy bank cannot pay everyone on the same day.',
  },
  'fractional-reserve-banking': {
    text: 'Fractional reserve banking',
    definition:
      'The system in which banks keep only a fraction of their deposits as cash or central-bank reserves; the rest of their assets are loans and securities. It lets banks finance businesses and homes, but it means a bank depends on depositors not all asking for their money at once.',
  },
  'deposit-insurance': {
    text: 'Deposit insurance',
    definition:
      'A guarantee, usually from a government agency, that depositors get their money back up to a limit even if their bank fails. In the United States the FDIC has provided it since 1 January 1934.',
  },
  fdic: {
    text: 'Federal Deposit Insurance Corporation (FDIC)',
    definition:
      'The US agency created by the Banking Act of 1933 that insures bank deposits, from 1 January 1934, and closes failed banks. Since October 2008 it has insured up to $250,000 per depositor at each bank for each kind of account ownership, a limit made permanent in 2010.',
  },
  'lender-of-last-resort': {
    text: 'Lender of last resort',
    definition:
      'A central bank’s role of lending freely to sound banks during a panic, against good collateral, so that a rush for cash does not force them to close.',
  },
  'money-supply': {
    text: 'Money supply',
    definition:
      'The total amount of money in an economy, including cash and bank deposits. It grows when banks lend more and central banks create money, and it shrinks when loans are repaid or written off, or when banks fail and people hoard cash.',
  },
  'great-depression': {
    text: 'Great Depression',
    definition:
      'The worldwide slump of the 1930s, the deepest of modern times. In the United States the contraction ran from August 1929 to March 1933: output fell by about a quarter, about a quarter of workers were unemployed in 1933, and about 9,000 banks suspended operations in 1930–33. Recovery took the rest of the decade.',
  },
  depression: {
    text: 'Depression',
    definition:
      'A recession far deeper and longer than usual. There is no official line between the two: most recessions since the Second World War cut output by a few percent and lasted less than a year, while in the Great Depression US output fell by about a quarter over almost four years and about a quarter of workers lost their jobs.',
  },
  'new-deal': {
    text: 'New Deal',
    definition:
      'The programs of President Franklin D. Roosevelt from March 1933: a national bank holiday and the reopening of sound banks, deposit insurance and the separation of deposit-taking banks from securities dealers (the Banking Act of 1933), federal rules for selling and trading securities (1933–34), public works and relief jobs, farm supports and, from 1935, Social Security.',
  },
  'bank-holiday': {
    text: 'Bank holiday',
    definition:
      'An official order closing banks for a period. In March 1933 President Roosevelt closed every bank in the United States so that sound ones could be inspected and reopened.',
  },
  'credit-intermediation': {
    text: 'Credit intermediation',
    definition:
      'The work banks do of gathering savings and deciding who is a good borrower. Bank failures destroy the knowledge and relationships this depends on, so credit dries up even for sound borrowers.',
  },
  herding: {
    text: 'Herding (herd behavior)',
    definition:
      'Doing what other investors are doing, buying because others buy and selling because others sell, instead of judging for yourself. It can carry prices further than any news justifies: up in a bubble, down in a panic.',
  },
  'efficient-market-hypothesis': {
    text: 'Efficient market hypothesis (EMH)',
    definition:
      'The idea, set out by Eugene Fama in 1970, that market prices already reflect the available information, so no one can reliably earn higher returns than the market without taking more risk.',
  },
  'random-walk': {
    text: 'Random walk',
    definition:
      'A path in which each step is unpredictable from the steps before it. Saying prices follow a random walk means yesterday’s price moves tell you nothing useful about tomorrow’s.',
  },
  'weak-form-efficiency': {
    text: 'Weak-form efficiency',
    definition:
      'Prices already reflect all past prices and trading volumes, so studying charts (technical analysis) cannot beat the market.',
  },
  'semi-strong-form-efficiency': {
    text: 'Semi-strong-form efficiency',
    definition:
      'Prices already reflect all publicly available information, such as earnings reports and news, and adjust to new announcements almost at once, so analyzing public data cannot reliably beat the market.',
  },
  'strong-form-efficiency': {
    text: 'Strong-form efficiency',
    definition:
      'Prices reflect all information, public and private, so even insiders could not profit from what they know. The evidence from insider trading shows this form does not hold.',
  },
  'technical-analysis': {
    text: 'Technical analysis',
    definition:
      'Trying to predict future prices by studying charts of past prices and trading volume, looking for trends and patterns.',
  },
  'fundamental-analysis': {
    text: 'Fundamental analysis',
    definition:
      'Estimating what a company is really worth from its profits, assets, debts and prospects, then buying when the price is below that value.',
  },
  'index-fund': {
    text: 'Index fund',
    definition:
      'A fund that simply buys every stock in a market index, such as the S&P 500, in proportion to its size, instead of trying to pick winners. It costs little to run and matches the market’s return, minus small fees.',
  },
  alpha: {
    text: 'Alpha',
    definition:
      'The part of an investment’s return that the market’s moves do not explain: what a manager earned above, or below, a portfolio that took the same market risk (the same beta). Positive alpha after fees is what active managers sell; on average, after fees, it is negative.',
  },
  beta: {
    text: 'Beta',
    definition:
      'How strongly a share or fund moves with the whole market. A beta of 1 means it tends to rise and fall as much as the market; 1.5, half as much again; 0.5, half as much. It measures market risk, not the risks of one company alone.',
  },
  'active-management': {
    text: 'Active management',
    definition:
      'Investing in which a manager picks which stocks to buy and sell, aiming to beat the market. It costs more than an index fund because of research, trading and higher fees.',
  },
  'expense-ratio': {
    text: 'Expense ratio',
    definition:
      'The yearly fee a fund charges, as a percentage of your money. A 1% fee instead of 0.05% can cost a fifth or more of your savings over a 40-year career, because the difference compounds.',
  },
  'insider-trading': {
    text: 'Insider trading',
    definition:
      'Buying or selling a security using important information that is not yet public, such as an unannounced takeover. It is illegal in the US and most other markets.',
  },
  'behavioural-finance': {
    text: 'Behavioral finance',
    definition:
      'The study of how real people’s psychology, including overconfidence, herding, fear of losses and mental shortcuts, affects their financial decisions and market prices.',
  },
  'excess-volatility': {
    text: 'Excess volatility',
    definition:
      'Robert Shiller’s 1981 finding that stock prices swing far more than later changes in companies’ dividends can justify, which is hard to square with prices being rational forecasts.',
  },
  'market-anomaly': {
    text: 'Market anomaly',
    definition:
      'A pattern in returns that the efficient market hypothesis says should not last, such as small or cheap (value) stocks or recent winners (momentum) earning more over long periods.',
  },
  'value-stock': {
    text: 'Value stock',
    definition:
      'A share that looks cheap against what the company earns or owns: a low price/earnings ratio, or a low price against its book value (what its accounts say it owns, less what it owes). Growth stocks are the opposite, priced high for profits expected later. Fama and French found in 1992 that value stocks had earned more over long periods than the standard risk model of the time predicted.',
  },
  arbitrage: {
    text: 'Arbitrage',
    definition:
      'Profiting from price differences by buying something cheap and selling it, or something equivalent, dear at the same time. Arbitrageurs are the traders who, in theory, keep prices efficient.',
  },
  'marshall-plan': {
    text: 'Marshall Plan (European Recovery Program)',
    definition:
      'The American aid program for western Europe proposed by Secretary of State George C. Marshall at Harvard on 5 June 1947. From April 1948 to June 1952 it gave the countries of western Europe about $13 billion, mostly as grants, to buy food, fuel and machinery, on condition that they planned their recovery together.',
  },
  'dollar-gap': {
    text: 'Dollar gap',
    definition:
      'The shortage of US dollars in post-war Europe: countries needed American food, fuel and machines but sold too little to America to earn the dollars to pay for them.',
  },
  'counterpart-funds': {
    text: 'Counterpart funds',
    definition:
      'Local money created by Marshall aid. American goods given to a government were sold to its businesses for francs, lire or marks, and that money went into a special fund spent on investment or debt repayment with American approval.',
  },
  convertibility: {
    text: 'Currency convertibility',
    definition:
      'The freedom to exchange a currency for other currencies, such as dollars, at the official rate. In the late 1940s most European currencies were not convertible, so trade was tied up in permits and quotas.',
  },
  'bilateral-trade-agreement': {
    text: 'Bilateral trade agreement',
    definition:
      'A deal between two countries to trade roughly equal values with each other, because neither could pay in a currency the other wanted. It kept trade small and rigid.',
  },
  'european-payments-union': {
    text: 'European Payments Union (EPU)',
    definition:
      'A clearing system that ran from 1950 to 1958. Members’ monthly surpluses and deficits with each other were netted out, so a country could buy from one neighbor and sell to another without needing dollars for each deal.',
  },
  'currency-reform': {
    text: 'Currency reform',
    definition:
      'Replacing a discredited currency with a new one, usually writing down old money and debts. The reform of 20 June 1948 in the western zones of Germany replaced the Reichsmark with the Deutsche Mark.',
  },
  devaluation: {
    text: 'Devaluation',
    definition:
      'Officially lowering a currency’s value against other currencies under a fixed exchange-rate system. It makes exports cheaper abroad and imports dearer at home.',
  },
  cryptocurrency: {
    text: 'Cryptocurrency',
    definition:
      'Digital money that runs on a shared computer network instead of a bank or government, using cryptography to prove who owns what and to stop the same coin being spent twice.',
  },
  blockchain: {
    text: 'Blockchain',
    definition:
      'A public record of every transaction, grouped into blocks that are chained together in order. Thousands of computers keep copies, so no single party can quietly change the history.',
  },
  'bitcoin-mining': {
    text: 'Mining',
    definition:
      'The work of adding new blocks to the Bitcoin blockchain. Miners compete to solve a hard computing puzzle; the winner adds the next block and receives newly created bitcoins plus transaction fees.',
  },
  'proof-of-work': {
    text: 'Proof of work',
    definition:
      'A way to secure a network by making anyone who adds a block spend real computing power and electricity. Rewriting past transactions would require redoing all that work, which is why it is practically impossible.',
  },
  'private-key': {
    text: 'Private key',
    definition:
      'A long secret number that proves you own your bitcoins and lets you spend them. Whoever has the key controls the coins; if it is lost, the coins are lost forever.',
  },
  halving: {
    text: 'Halving',
    definition:
      'The cut in half of the new bitcoins paid to miners, every 210,000 blocks (about four years): from 50 per block in 2009 to 3.125 after April 2024. It is why the total supply can never exceed 21 million.',
  },
  'initial-coin-offering': {
    text: 'Initial coin offering (ICO)',
    definition:
      'A way for a start-up to raise money by selling newly created digital tokens directly to the public, often with only a white paper and a promise. US regulators later treated many of them as securities sold without the registration the law requires.',
  },
  ftx: {
    text: 'FTX',
    definition:
      'A cryptocurrency exchange founded in 2019 by Sam Bankman-Fried, one of the world’s largest by 2022. It collapsed within a week in November 2022, when it came out that it had lent customers’ money to its sister trading firm, Alameda Research; it filed for bankruptcy on 11 November with about $8 billion of customer money missing. Bankman-Fried was convicted of fraud in 2023 and sentenced to 25 years in prison.',
  },
  'crypto-exchange': {
    text: 'Crypto exchange',
    definition:
      'A company where people buy and sell cryptocurrencies for ordinary money. Coins left on an exchange are held by the company, so customers depend on it staying honest and solvent.',
  },
  'self-custody': {
    text: 'Self-custody',
    definition:
      'Holding your own private keys, in a software or hardware wallet, instead of leaving coins with an exchange. It removes the risk of the company failing but adds the risk of losing the keys yourself.',
  },
  stablecoin: {
    text: 'Stablecoin',
    definition:
      'A token designed to stay worth a fixed amount, usually $1, either by holding reserves of dollars and bonds or, riskier, by an algorithm. The algorithmic stablecoin TerraUSD collapsed in May 2022.',
  },
  terra: {
    text: 'TerraUSD and Luna (Terra)',
    definition:
      'A crypto network run by the Singapore firm Terraform Labs. Its stablecoin, TerraUSD (UST), held no dollar reserves: its $1 price rested on traders being able to swap one TerraUSD for $1 of newly created Luna, its sister token, and back. A savings product advertised as paying about 20% on TerraUSD drew in billions. In May 2022 TerraUSD lost its peg; holders swapped it for Luna, whose supply ballooned, and both tokens collapsed within days, erasing about $40 billion of value.',
  },
  'darknet-market': {
    text: 'Darknet market',
    definition:
      'A website reachable only through anonymity software such as Tor, where goods, often illegal ones, are sold for cryptocurrency.',
  },
  'world-bank': {
    text: 'World Bank',
    definition:
      'An international lender set up by the Bretton Woods agreements of July 1944, first to pay for rebuilding after the Second World War: its original arm is still called the International Bank for Reconstruction and Development. It lends to the governments of poorer countries for long-term projects and reforms, while the IMF, founded beside it, lends to countries short of foreign currency in a crisis.',
  },
  'gold-standard': {
    text: 'Gold standard',
    definition:
      'A monetary system in which a currency is defined as a fixed weight of gold and the authorities promise to exchange notes for gold at that price. It ties the amount of money to the amount of gold.',
  },
  money: {
    text: 'Money',
    definition:
      'Whatever people generally accept in payment and to settle debts. It also serves as a common measure of prices and a way to keep value for later. Shells, metal coins and paper notes that could be exchanged for gold have all served as money; today it is fiat money, most of it held as bank deposits.',
  },
  'fiat-money': {
    text: 'Fiat money',
    definition:
      'Money that is not backed by or convertible into a commodity such as gold. Its value rests on law, on trust in the central bank, and on people’s willingness to accept it. Every major currency today is fiat money.',
  },
  'fixed-exchange-rate': {
    text: 'Fixed exchange rate',
    definition:
      'An official price between two currencies that the authorities promise to defend, by buying and selling currency or changing interest rates. Under the gold standard, rates were fixed because each currency was fixed to gold.',
  },
  'price-specie-flow': {
    text: 'Price–specie flow mechanism',
    definition:
      'David Hume’s 1752 explanation of how gold balances trade: a country that imports too much pays out gold, its money supply shrinks, its prices fall, its exports become cheaper, and trade rebalances. The adjustment often came through painful deflation.',
  },
  'bretton-woods': {
    text: 'Bretton Woods',
    definition:
      'The monetary system agreed by 44 countries at Bretton Woods, New Hampshire, in July 1944. Currencies were pegged to the US dollar at fixed rates that could be changed only to correct a lasting imbalance, and the United States promised foreign central banks gold for their dollars at $35 an ounce. It ended between 1971, when that promise was suspended, and 1973, when the main currencies were left to float.',
  },
  'gold-window': {
    text: 'Gold window',
    definition:
      'The US Treasury’s promise, under Bretton Woods, to exchange dollars held by foreign central banks for gold at $35 an ounce. President Nixon closed it on 15 August 1971.',
  },
  'reserve-currency': {
    text: 'Reserve currency',
    definition:
      'A currency that central banks and governments hold in large amounts as part of their reserves and use for international payments. The US dollar took this role after 1944.',
  },
  'triffin-dilemma': {
    text: 'Triffin dilemma',
    definition:
      'Robert Triffin’s 1960 warning: the world needed ever more dollars as reserves, but the more dollars the United States supplied, the less believable its promise to redeem them all in gold.',
  },
  'volcker-shock': {
    text: 'Volcker shock',
    definition:
      'The Federal Reserve’s sharp tightening under Paul Volcker from 6 October 1979, to break a decade of high inflation. It let short-term rates climb until the federal funds rate reached about 20% in 1980–81. Inflation fell from a peak near 15% in 1980 to about 3% in 1983, at the cost of the recessions of 1980 and 1981–82; unemployment peaked at 10.8% in late 1982.',
  },
  stagflation: {
    text: 'Stagflation',
    definition:
      'High inflation and high unemployment with weak growth, all at once. The word, from "stagnation" plus "inflation", was coined in the 1960s and became the label for the 1970s.',
  },
  opec: {
    text: 'OPEC',
    definition:
      'The Organization of the Petroleum Exporting Countries: a group of oil exporters, founded in Baghdad in 1960 by Iran, Iraq, Kuwait, Saudi Arabia and Venezuela, that tries to steer the price of oil by agreeing how much each member pumps. In October 1973 its Arab members cut output and embargoed the United States and the Netherlands, and within months the price of oil was about four times higher.',
  },
  'oil-shock': {
    text: 'Oil shock',
    definition:
      'A sudden, steep rise in the price of oil, which raises costs across a whole economy at once: a supply shock. The 1970s had two. When Arab producers cut their output during the Yom Kippur War, the posted price rose from about $3 a barrel to around $12 by early 1974; when revolution in Iran disrupted its exports in 1978–79, the price more than doubled, from about $14 a barrel in 1978 to around $35 in 1980.',
  },
  'supply-shock': {
    text: 'Supply shock',
    definition:
      'A sudden change in the cost or availability of something the whole economy uses, such as oil. A negative supply shock raises prices and cuts output at the same time.',
  },
  'phillips-curve': {
    text: 'Phillips curve',
    definition:
      'The pattern, seen in 1950s and 1960s data, that lower unemployment tended to come with higher inflation. Policymakers hoped to trade a little more inflation for fewer jobless; in the 1970s they got more of both.',
  },
  'inflation-expectations': {
    text: 'Inflation expectations',
    definition:
      'What people believe inflation will be in the future. If workers and firms expect high inflation, they raise wages and prices in advance, which helps make the expectation come true.',
  },
  'wage-price-spiral': {
    text: 'Wage–price spiral',
    definition:
      'A loop in which rising prices lead workers to demand higher wages, and higher wages lead firms to raise prices again, keeping inflation going even after the original cause has passed.',
  },
  'real-interest-rate': {
    text: 'Real interest rate',
    definition:
      'The interest rate minus inflation: what your money actually gains in buying power. A 5% savings rate with 12% inflation is a real rate of about minus 7%.',
  },
  'inflation-hedge': {
    text: 'Inflation hedge',
    definition:
      'Something bought to keep its buying power when prices rise, because its own price is expected to rise at least as fast. Gold is the traditional one, but a hedge can fall while inflation goes on: gold peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982, while US consumer prices were still rising.',
  },
  'federal-funds-rate': {
    text: 'Federal funds rate',
    definition:
      'The interest rate at which US banks lend reserves to each other overnight. The Federal Reserve steers it to make borrowing across the economy cheaper or dearer.',
  },
  'price-controls': {
    text: 'Wage and price controls',
    definition:
      'Government limits on how much wages and prices may rise. They can hold inflation down for a while, but they cause shortages and the inflation tends to return when they are lifted.',
  },
  'mark-to-market-accounting': {
    text: 'Mark-to-market accounting',
    definition:
      'Valuing an asset or contract at its current market price. Enron applied it to long-term deals with no market price, booking the estimated profit of a 10- or 20-year contract on the day it was signed, based on its own forecasts.',
  },
  'special-purpose-entity': {
    text: 'Special purpose entity (SPE)',
    definition:
      'A separate company set up for one narrow job, such as holding certain assets. Under the rules of the time, if outsiders put in just 3% of its capital, its debts could stay off the parent’s balance sheet.',
  },
  'off-balance-sheet': {
    text: 'Off-balance-sheet debt',
    definition:
      'Borrowing that a company is effectively responsible for but that does not appear among the liabilities in its main accounts, making it look less indebted than it really is.',
  },
  whistleblower: {
    text: 'Whistleblower',
    definition:
      'An employee or insider who reports wrongdoing inside an organization, to its leaders or to outside authorities. Since 2002 US law protects whistleblowers at listed companies from retaliation.',
  },
  'external-auditor': {
    text: 'External auditor',
    definition:
      'An independent accounting firm hired to check a company’s financial statements and state whether they fairly present its finances. Investors rely on its opinion; the company pays its fees.',
  },
  '401k-plan': {
    text: '401(k) plan',
    definition:
      'A US workplace retirement account, named after a section of the tax code, into which employees save part of their pay, often with a matching contribution from the employer. Many Enron employees kept most of theirs in Enron shares and lost those savings when the company failed in 2001.',
  },
  ira: {
    text: 'Individual retirement account (IRA)',
    definition:
      'A US retirement account a person opens for themselves rather than through an employer, with tax advantages and a yearly limit on what can be put in. In a traditional IRA savings can go in before tax and withdrawals are taxed; in a Roth IRA savings go in after tax and qualified withdrawals come out tax-free.',
  },
  diversification: {
    text: 'Diversification',
    definition:
      'Spreading money across many different investments so that the failure of any one cannot ruin you. Holding your savings in your own employer’s stock is the opposite: your job and savings depend on one company.',
  },
  deregulation: {
    text: 'Deregulation',
    definition:
      'Removing or loosening government rules on an industry, for example letting market prices replace state-set prices for electricity.',
  },
  'earnings-restatement': {
    text: 'Restatement',
    definition:
      'Reissuing past financial statements because they contained significant errors. A large restatement tells investors the earlier numbers could not be trusted.',
  },
  'sarbanes-oxley-act': {
    text: 'Sarbanes–Oxley Act (SOX)',
    definition:
      'The US law of 30 July 2002 that made chief executives and finance chiefs personally certify their accounts, required tested internal controls, created an independent board to oversee auditors, and protected whistleblowers.',
  },
  'internal-controls': {
    text: 'Internal controls',
    definition:
      'The checks a company uses to make sure its transactions are authorized and recorded correctly, such as approvals, separation of duties and reconciliations.',
  },
  'investment-grade': {
    text: 'Investment grade',
    definition:
      'A credit rating of BBB− (or Baa3) or better, signaling a relatively safe borrower. A cut below it, to “junk”, can trigger loan repayments and make borrowing far more expensive.',
  },
  'petrodollar-recycling': {
    text: 'Petrodollar recycling',
    definition:
      'The flow of oil exporters’ surplus dollars, after the 1970s price rises, into Western banks, which lent them on to governments and companies around the world, especially in Latin America.',
  },
  'syndicated-loan': {
    text: 'Syndicated loan',
    definition:
      'A large loan shared among a group of banks, arranged by one or a few lead banks. In the 1970s hundreds of banks, big and small, joined syndicates lending to Latin American governments.',
  },
  'floating-rate-loan': {
    text: 'Floating-rate loan',
    definition:
      'A loan whose interest rate is reset regularly to a market benchmark plus a fixed margin. The borrower, not the lender, bears the risk that interest rates rise.',
  },
  'sovereign-debt': {
    text: 'Sovereign debt',
    definition:
      'Money owed by a national government. There is no bankruptcy court for countries, so when a government cannot pay, its debts must be renegotiated with its creditors.',
  },
  debt: {
    text: 'Debt',
    definition:
      'Money borrowed that must be paid back, usually with interest, on agreed dates. A bank loan and a bond sold to investors are both debt. It lets a household, company or country spend more now, but the payments stay due when income falls.',
  },
  'debt-rescheduling': {
    text: 'Debt rescheduling',
    definition:
      'Agreeing new, later dates for repaying loans that a borrower cannot pay on time. It buys time but does not reduce what is owed.',
  },
  'imf-conditionality': {
    text: 'IMF conditionality',
    definition:
      'The policy changes a country must promise, such as cutting its budget deficit or devaluing its currency, to receive loans from the International Monetary Fund.',
  },
  'capital-flight': {
    text: 'Capital flight',
    definition:
      'When residents and investors rush to move money out of a country, usually because they fear devaluation, inflation or controls. It drains the reserves a government needs to pay its debts.',
  },
  'brady-bond': {
    text: 'Brady bond',
    definition:
      'A tradable bond that replaced bank loans in arrears or rescheduled under the Brady Plan from 1989. Banks accepted less principal or lower interest, and the bonds were partly backed by US Treasury zero-coupon bonds.',
  },
  'loan-loss-reserve': {
    text: 'Loan-loss reserve',
    definition:
      'Money a bank sets aside from its profits to cover loans it expects will not be fully repaid. Building a reserve admits the loss in the bank’s accounts.',
  },
  cftc: {
    text: 'Commodity Futures Trading Commission (CFTC)',
    definition:
      'The US federal agency that regulates futures markets and options on futures, and since the Dodd–Frank Act of 2010 most swaps. Congress created it in 1974 and it opened in April 1975. The SEC oversees shares; the CFTC oversees the futures on them, such as the E-mini S&P 500 contract where the 2010 flash crash began, so the two agencies wrote the report on it together.',
  },
  'high-frequency-trading': {
    text: 'High-frequency trading (HFT)',
    definition:
      'Trading by computer programs that send and cancel huge numbers of orders within thousandths or even millionths of a second, usually holding positions for very short times and earning tiny profits on each trade.',
  },
  'algorithmic-trading': {
    text: 'Algorithmic trading',
    definition:
      'Using a computer program to decide when and how to place orders, for example splitting a large sale into many small pieces over time according to preset rules.',
  },
  'e-mini-futures': {
    text: 'E-mini S&P 500 futures',
    definition:
      'Futures contracts on the S&P 500 index traded electronically on the Chicago Mercantile Exchange. In 2010 one contract was worth about $55,000 of the index; it is one of the most heavily traded contracts in the world and often moves before the stock market does.',
  },
  'futures-contract': {
    text: 'Futures contract',
    definition:
      'An agreement, traded on an exchange, to buy or sell something, such as a stock index, at a set price on a future date. Investors use index futures to hedge or to bet on the whole market quickly.',
  },
  liquidity: {
    text: 'Liquidity',
    definition:
      'How easily something can be bought or sold quickly without moving its price much. A liquid market has many buyers and sellers ready to trade close to the current price.',
  },
  'stub-quote': {
    text: 'Stub quote',
    definition:
      'A placeholder price, such as 1 cent to buy or $100,000 to sell, that a market maker posted to meet its duty to quote without any intention of trading. On 6 May 2010 real orders hit them. They were banned in December 2010.',
  },
  'market-order': {
    text: 'Market order',
    definition:
      'An order to buy or sell at once at the best price available, whatever it is. In a normal market that is close to the last price; in a crash it can be far away.',
  },
  'limit-order': {
    text: 'Limit order',
    definition:
      'An order to buy or sell only at a stated price or better. It protects you from a terrible price, but it may not be filled at all.',
  },
  'stop-limit-order': {
    text: 'Stop-limit order',
    definition:
      'An order with two prices: when the stock trades at the stop price, a limit order at the limit price is placed. It never sells below the limit, so in a sudden fall it may not be filled at all.',
  },
  'stop-loss-order': {
    text: 'Stop-loss order',
    definition:
      'An instruction to sell automatically if the price falls to a set level. A plain stop becomes a market order when triggered, so in a sudden crash it can be filled far below the stop price.',
  },
  'price-gap': {
    text: 'Price gap',
    definition:
      'A jump in a share’s price from one trade to the next, with no trading at the prices in between; most often between one day’s close and the next day’s open, after news that came out overnight. A stop-loss order whose price falls inside the gap is filled at the first price after it: a stop at $48 on a share that closed at $50 and opens at $44 sells near $44, not at $48.',
  },
  'circuit-breaker': {
    text: 'Circuit breaker',
    definition:
      'A rule that pauses trading when prices move too far too fast, giving people time to check information and bring in buyers and sellers. A pause can apply to one stock or to the whole market.',
  },
  'limit-up-limit-down': {
    text: 'Limit Up–Limit Down (LULD)',
    definition:
      'The US rule, phased in from April 2013 and covering every stock all day from February 2014, that stops trades in a stock outside a price band around its recent average and pauses trading for five minutes if the price stays at the band’s edge.',
  },
  'market-fragmentation': {
    text: 'Market fragmentation',
    definition:
      'The spreading of trading in the same stock across many exchanges and private venues. It encourages competition, but in a panic each venue may behave differently and liquidity can vanish from all of them at once.',
  },
  spoofing: {
    text: 'Spoofing',
    definition:
      'Placing large orders you intend to cancel before they are filled, to trick others into thinking there is more buying or selling than there is. The Dodd-Frank Act of 2010 made it explicitly illegal in US futures markets.',
  },
  vix: {
    text: 'Cboe Volatility Index (VIX)',
    definition:
      'A measure of how much the S&P 500 is expected to swing over the next 30 days, worked out from the prices of options on it and given as a yearly percentage: the volatility the options market implies. The Chicago Board Options Exchange (now Cboe) introduced it in 1993, based then on S&P 100 options, and recomputed it from S&P 500 options in 2003. Often called the fear gauge, it closed at a record 82.69 on 16 March 2020; its highest reading within a day was 89.53 on 24 October 2008.',
  },
  'market-crash': {
    text: 'Market crash (stock market crash)',
    definition:
      'A sudden, steep fall in share prices across a whole market, over a day or a few days, as many owners rush to sell at once and buyers hold back. A crash usually starts with a shock or bad news, and goes deepest when prices have run far ahead of profits or buyers have borrowed, because selling forced on borrowers or by selling rules then feeds on itself. On Black Monday, 19 October 1987, the Dow Jones fell 22.6% in a single day.',
  },
  'portfolio-insurance': {
    text: 'Portfolio insurance',
    definition:
      'A 1980s strategy that aimed to put a floor under a portfolio’s losses by selling stock index futures as prices fell and buying them back as prices rose. It worked only if the market could absorb the selling smoothly.',
  },
  'index-arbitrage': {
    text: 'Index arbitrage',
    definition:
      'Trading that profits from gaps between the price of stock index futures and the prices of the stocks in the index, by buying the cheaper one and selling the dearer. It carries selling pressure from the futures market to the stock market.',
  },
  'program-trading': {
    text: 'Program trading',
    definition:
      'Buying or selling a whole basket of stocks at once by computer-assisted orders, as used by index arbitrage and portfolio insurance in the 1980s.',
  },
  'stock-specialist': {
    text: 'Specialist',
    definition:
      'On the New York Stock Exchange, the firm responsible for keeping an orderly market in particular stocks, matching orders and trading from its own account when buyers or sellers are missing.',
  },
  'feedback-loop': {
    text: 'Feedback loop',
    definition:
      'A chain in which a result feeds back into its own cause. In a crash: falling prices trigger rule-based selling, which pushes prices lower, which triggers more selling.',
  },
  m2: {
    text: 'M2',
    definition:
      'A broad measure of the US money supply published by the Federal Reserve: cash in circulation, checking and savings deposits, small time deposits and retail money market fund shares.',
  },
  'yield-curve': {
    text: 'Yield curve',
    definition:
      'A line joining the yields of one borrower’s bonds, usually the US government’s, from the shortest to the longest. Long bonds normally yield more than short ones; when short yields rise above long ones the curve is called inverted, which has often come before a US recession.',
  },
  inflation: {
    text: 'Inflation',
    definition:
      'A general rise in prices across the economy, which means each dollar buys less. At 9% inflation, something that cost $100 a year ago costs $109 today.',
  },
  'consumer-price-index': {
    text: 'Consumer Price Index (CPI)',
    definition:
      'The US government’s main measure of inflation: the Bureau of Labor Statistics tracks the prices of a basket of goods and services that typical households buy, from rent and gasoline to eggs and haircuts.',
  },
  'bear-market': {
    text: 'Bear market',
    definition:
      'A fall of 20% or more in a market index from its recent high. A rise of 20% or more from a low is called a bull market.',
  },
  recession: {
    text: 'Recession',
    definition:
      'A significant, widespread fall in economic activity, with falling output, jobs and spending, lasting more than a few months. Recessions usually start when spending drops: when high interest rates make borrowing dear, when a bubble bursts or banks stop lending, or when a shock such as an oil-price jump or a pandemic hits.',
  },
  'fiscal-stimulus': {
    text: 'Fiscal stimulus',
    definition:
      'Government spending increases or tax cuts meant to support demand in a downturn, such as direct payments to households or loans to businesses, usually paid for by borrowing.',
  },
  'paycheck-protection-program': {
    text: 'Paycheck Protection Program (PPP)',
    definition:
      'A 2020–21 US program of government-backed loans to small businesses that were forgiven if the money was mostly spent on keeping workers on the payroll.',
  },
  'supply-chain-bottleneck': {
    text: 'Supply-chain bottleneck',
    definition:
      'A point where goods get stuck on their way to buyers, such as a port, a chip factory or a shortage of truck drivers. When demand is high and supply is stuck, prices rise.',
  },
  'transitory-inflation': {
    text: 'Transitory inflation',
    definition:
      'Inflation expected to fade by itself once a temporary cause, such as a supply bottleneck, passes. In 2021 the Federal Reserve first judged rising prices transitory, then changed its view.',
  },
  'real-wage': {
    text: 'Real wage',
    definition:
      'Pay measured by what it can buy, after adjusting for inflation. If your pay rises 5% while prices rise 8%, your real wage has fallen by about 3%.',
  },
  'rate-hike': {
    text: 'Rate hike',
    definition:
      'An increase in the central bank’s key interest rate. It makes borrowing more expensive, which cools spending, hiring and inflation, but can also slow the economy into a recession.',
  },
  'basis-point': {
    text: 'Basis point',
    definition:
      'One hundredth of a percentage point. A rise of 75 basis points takes an interest rate from, say, 1.00% to 1.75%.',
  },
  'bond-yield': {
    text: 'Bond yield',
    definition:
      'The yearly return a bond pays relative to its price. When interest rates rise, the prices of existing bonds fall, because new bonds pay more.',
  },
  shrinkflation: {
    text: 'Shrinkflation',
    definition:
      'Keeping a product’s price the same while quietly making it smaller, so the price per gram or per item rises without a visible price increase.',
  },
  'soft-landing': {
    text: 'Soft landing',
    definition:
      'Bringing inflation down with higher interest rates without causing a recession or a big rise in unemployment, something central banks have rarely managed.',
  },
  investing: {
    text: 'Investing (investment)',
    definition:
      'Putting money into something you expect to earn more over time, such as shares, bonds, property or a business, and accepting that it may be worth less when you need it. Saving keeps money safe and ready, as in an insured bank account; investing accepts ups and downs for a higher expected return.',
  },
  return: {
    text: 'Return',
    definition:
      'What an investment gains or loses over a period, as a percentage of what was put in: the change in its price plus any dividends or interest paid. A share bought at $100 that pays $2 in dividends and ends the year at $108 has returned 10%.',
  },
  'real-return': {
    text: 'Real return',
    definition:
      'A return after inflation: what the money gained can actually buy. A 5% gain in a year when prices rose 3% is a real return of about 2%; a gain smaller than inflation is a loss in what the money buys.',
  },
  'brokerage-account': {
    text: 'Brokerage account',
    definition:
      'An account at a broker that holds your cash and the shares, funds or bonds you buy through it, and from which you place your orders to buy and sell. The broker carries out each order for you, for a commission or another fee; the gains and the losses are yours.',
  },
  'risk-tolerance': {
    text: 'Risk tolerance',
    definition:
      'How large a fall in your investments you can sit through without selling. It takes money you will not need soon, savings kept apart for emergencies, and the nerve not to sell in a panic. Falls of a third come every decade or two, as in March 2020, so it is worth asking before you buy whether you could leave your shares alone through one.',
  },
  'time-horizon': {
    text: 'Time horizon',
    definition:
      'How long money can stay invested before you need it. The longer it is, the more time there is for a fall to be made up, so money needed within a few years is usually kept out of shares.',
  },
  'stock-market': {
    text: 'Stock market',
    definition:
      'All the places where shares of companies change hands, stock exchanges first among them, and the trading itself. “The market” also means the level of its prices, as an index such as the S&P 500 measures it: “the market fell 2%”.',
  },
  'earnings-per-share': {
    text: 'Earnings per share (EPS)',
    definition:
      'A company’s profit over a period divided by the number of its shares: a firm that earns $10 million with 5 million shares has EPS of $2. The share price divided by a year’s EPS is the price/earnings ratio.',
  },
  revenue: {
    text: 'Revenue (sales)',
    definition:
      'The money a company takes in from selling its goods or services over a period, before any costs are paid. A company can grow its revenue fast and still lose money.',
  },
  profit: {
    text: 'Profit (earnings)',
    definition:
      'What a business keeps from its revenue after paying all its costs, interest and taxes; also called net income. Shared out over its shares, it is earnings per share.',
  },
  'earnings-report': {
    text: 'Earnings report',
    definition:
      'The results a listed company publishes each quarter: its sales, its profit and its earnings per share, often with a forecast for the months ahead. In the United States companies file them with the SEC, and a share price can jump or fall sharply when the figures differ from what analysts expected.',
  },
  'dividend-yield': {
    text: 'Dividend yield',
    definition:
      'A year of dividends per share divided by the share price, as a percentage: a $50 share that pays $2 a year yields 4%. The yield rises when the price falls, so an unusually high one can mean investors expect the dividend to be cut. Total return is the yield plus the change in the price.',
  },
  'blue-chip-stock': {
    text: 'Blue-chip stock',
    definition:
      'A share of a large, long-established company with a record of steady profits and, often, dividends, such as the members of the Dow Jones Industrial Average. Blue chips are seen as safer than most shares, yet they can still fall hard, as they did in 1929 and 2008.',
  },
  'penny-stock': {
    text: 'Penny stock',
    definition:
      'A share that trades for very little, in the US usually under $5, often of a small company traded outside the major exchanges. Few shares change hands and little is known about the business, so prices jump around and are easy to manipulate.',
  },
  'sp-500': {
    text: 'S&P 500',
    definition:
      'A stock index of about 500 of the largest US companies, each weighted by its market value, launched by Standard & Poor’s on 4 March 1957 and now run by S&P Dow Jones Indices. It covers roughly four-fifths of the value of the US stock market and is the usual yardstick for American shares.',
  },
  portfolio: {
    text: 'Portfolio',
    definition:
      'All the investments one person or fund holds, taken together: shares, bonds, cash and the rest. How risky it is depends on how its parts move together, not only on each part alone.',
  },
  bond: {
    text: 'Bond',
    definition:
      'A loan to a government or company that can be bought and sold: the holder receives interest at set dates and gets the loan’s face value back when it comes due. When interest rates rise, the prices of existing bonds fall.',
  },
  'sharpe-ratio': {
    text: 'Sharpe ratio',
    definition:
      'A portfolio’s return above a safe rate, divided by how much its returns swing (their standard deviation): the return earned for each unit of risk. William Sharpe proposed it in 1966; above 1 is usually called good.',
  },
  share: {
    text: 'Share (stock)',
    definition:
      'A unit of ownership in a company. Owning one share out of a million means owning a millionth of the business: a millionth of its profits, its assets and, usually, its votes.',
  },
  'joint-stock-company': {
    text: 'Joint-stock company',
    definition:
      'A business whose capital is split into shares that many people can buy and sell. It lets thousands of savers pool money for ventures too big or risky for any one of them.',
  },
  'limited-liability': {
    text: 'Limited liability',
    definition:
      'The rule that a shareholder can lose at most what they paid for their shares. If the company fails with debts, its creditors cannot come after the shareholders’ homes or savings.',
  },
  'share-buyback': {
    text: 'Share buyback',
    definition:
      'A company buying back its own shares from investors with cash it does not need in the business. Companies buy back shares to return spare cash to their owners, as a dividend does; with fewer shares left, each remaining share is a bigger part of the company and of its profits.',
  },
  dividend: {
    text: 'Dividend',
    definition:
      'A part of a company’s profit paid out in cash to its shareholders, usually so much per share each quarter or year. Companies are not obliged to pay one and can cut it in hard times.',
  },
  'stock-index': {
    text: 'Stock index',
    definition:
      'A single number that tracks the prices of a chosen group of shares, such as the 30 companies of the Dow Jones Industrial Average or the roughly 500 of the S&P 500, so you can see how “the market” is doing.',
  },
  'total-return': {
    text: 'Total return',
    definition:
      'What an investment earns once price changes and dividends are both counted, with dividends reinvested. Over long periods dividends have made up a large part of the total return of shares.',
  },
  'equity-risk-premium': {
    text: 'Equity risk premium',
    definition:
      'The extra return investors expect from shares over a safe asset such as government bills, as payment for bearing their falls. It is one reason shares have earned more than bonds and cash over long periods, though in any one year or decade they can earn less.',
  },
  risk: {
    text: 'Risk',
    definition:
      'In investing, the chance that what you get back differs from what you expected, including the chance of losing money. It is often measured by how much returns swing (volatility) and by the worst falls. Investors expect a higher return for taking more of it.',
  },
  'mutual-fund': {
    text: 'Mutual fund',
    definition:
      'A fund that pools many investors’ money in one portfolio of shares, bonds or both, chosen by a manager or set to follow an index. Investors buy and sell its units from the fund itself at a price worked out once a day from the value of its holdings, unlike an ETF (exchange-traded fund), whose shares trade on an exchange all day.',
  },
  'exchange-traded-fund': {
    text: 'Exchange-traded fund (ETF)',
    definition:
      'A fund whose shares trade on a stock exchange all day, like a company’s shares. Most hold a basket of stocks or bonds that follows an index; some hold a single asset, such as gold.',
  },
  'rule-of-72': {
    text: 'Rule of 72',
    definition:
      'A shortcut for how long money takes to double at a steady yearly return: divide 72 by the rate in percent. At 6% a year it takes about 12 years, at 9% about 8. It is close for rates between about 4% and 12%.',
  },
  compounding: {
    text: 'Compounding (compound interest)',
    definition:
      'Earning returns on your earlier returns. At 7 percent a year, money doubles in about ten years and grows about seven and a half times in thirty (1.07 to the 30th power is 7.6), because each year’s gain is added to the base for the next.',
  },
  stockbroker: {
    text: 'Stockbroker (broker)',
    definition:
      'A person or firm that buys and sells shares on behalf of customers, earning a commission or other fee. A broker acts as the customer’s agent and does not have to take the other side of the trade.',
  },
  'buttonwood-agreement': {
    text: 'Buttonwood Agreement',
    definition:
      'A short pact signed on 17 May 1792 by 24 New York brokers, who promised to give each other preference when trading securities and to charge customers a commission of at least a quarter of one percent. The New York Stock Exchange counts it as its founding, although a formal exchange with written rules came only in 1817.',
  },
  'fixed-commissions': {
    text: 'Fixed commissions',
    definition:
      'Minimum fees that brokers agreed, or were required, to charge every customer for a trade, so they could not compete on price. On the New York Stock Exchange they lasted until 1 May 1975.',
  },
  underwriting: {
    text: 'Underwriting',
    definition:
      'An investment bank’s promise to sell a company’s new shares or bonds to investors at an agreed price, taking the risk that some are left unsold. The bank is paid a fee, called the spread, for doing it.',
  },
  'ipo-underpricing': {
    text: 'IPO underpricing',
    definition:
      'The habit of setting a new issue’s offer price below what the shares fetch on their first day of trading. The first-day “pop” rewards the investors who got shares and costs the company money it could have raised.',
  },
  'glass-steagall-act': {
    text: 'Glass–Steagall Act',
    definition:
      'Parts of the US Banking Act of 1933 that separated commercial banking (taking deposits and making loans) from investment banking (underwriting and dealing in securities). In 1999 the Gramm–Leach–Bliley Act repealed the sections that barred banks and securities firms from sharing an owner (sections 20 and 32); the sections that keep a deposit-taking bank from dealing in most securities itself remain.',
  },
  'securities-and-exchange-commission': {
    text: 'Securities and Exchange Commission (SEC)',
    definition:
      'The US federal agency that regulates the securities markets, created by the Securities Exchange Act of 1934 after the 1929 crash; its first chairman was Joseph P. Kennedy. It makes companies that sell shares to the public disclose their finances, oversees exchanges and brokers, and brings civil cases against fraud and insider trading.',
  },
  bullish: {
    text: 'Bullish',
    definition:
      'Expecting prices to rise. A bullish investor buys or holds in the hope of selling higher later. The word comes from “bull”, the old London name for a speculator who bets on a rise.',
  },
  bearish: {
    text: 'Bearish',
    definition:
      'Expecting prices to fall. A bearish investor sells, holds cash or bets against the market. The word comes from “bear”, the old London name for a speculator who bets on a fall.',
  },
  'dow-jones': {
    text: 'Dow Jones Industrial Average (the Dow)',
    definition:
      'The stock index Charles Dow first published on 26 May 1896 with 12 companies; it has followed 30 large US companies since 1928. Unlike most indices it is weighted by share price, not by company size.',
  },
  'maximum-drawdown': {
    text: 'Maximum drawdown',
    definition:
      'The largest fall in value from a peak to a later low, as a share of the peak. The S&P 500’s fall from 1,565 in October 2007 to 677 in March 2009, about 57%, is the drawdown of that bear market.',
  },
  'bull-market': {
    text: 'Bull market',
    definition:
      'A long rise in share prices, usually defined as a gain of 20% or more from a recent low. It ends when a bear market begins. People often explain the name by a bull tossing its horns upwards.',
  },
  'market-correction': {
    text: 'Correction',
    definition:
      'A fall of 10% to 20% from a recent high. Corrections are common, happening on average about once every year or two in US shares, and most do not turn into bear markets.',
  },
  'market-cycle': {
    text: 'Market cycle',
    definition:
      'The repeating pattern of rising and falling markets, driven by the business cycle of growth and recession, by interest rates, and by swings in investors’ mood between greed and fear.',
  },
  'loss-aversion': {
    text: 'Loss aversion',
    definition:
      'The tendency to feel a loss more strongly than a gain of the same size, found by Daniel Kahneman and Amos Tversky. It makes people sell in panic after falls and hold on to losing bets too long.',
  },
  'dollar-cost-averaging': {
    text: 'Regular investing (dollar-cost averaging)',
    definition:
      'Investing a fixed amount at regular intervals, whatever the market is doing. The same sum buys more shares when prices are low and fewer when they are high, and removes the need to guess the right moment.',
  },
  'asset-allocation': {
    text: 'Asset allocation',
    definition:
      'How a portfolio is divided among kinds of investment, such as shares, bonds and cash: a plan of 60% shares and 40% bonds is one. More in shares means bigger swings and, over long periods, usually higher returns; more in bonds and cash means smaller swings. Rebalancing brings the mix back to the plan.',
  },
  rebalancing: {
    text: 'Rebalancing',
    definition:
      'Bringing a portfolio back to its planned mix, for example 60% shares and 40% bonds, by selling some of what has risen and buying what has fallen. It makes you sell high and buy low by rule rather than by feel.',
  },
  nasdaq: {
    text: 'Nasdaq',
    definition:
      'The US stock market that opened on 8 February 1971 as the first electronic one: dealers posted their prices on a network of screens instead of meeting on a trading floor. Its name began as the initials of the National Association of Securities Dealers Automated Quotations; it became a registered stock exchange in 2006. Its best-known index is the Nasdaq Composite.',
  },
  nyse: {
    text: 'New York Stock Exchange (NYSE)',
    definition:
      'The stock exchange on Wall Street in New York, the world’s largest by the value of the companies listed on it. It grew from the Buttonwood Agreement of 1792, was organized as the New York Stock & Exchange Board in 1817 and took its present name in 1863. For most of its history prices were set by people on its trading floor; today most of its trading is done by computers.',
  },
  'dark-pool': {
    text: 'Dark pool',
    definition:
      'A private trading venue, usually run by a bank or broker, where orders are matched without being shown to the market first, so that a big buyer or seller does not move the price against itself before trading. Its trades are reported to the public only after they happen.',
  },
  'ticker-symbol': {
    text: 'Ticker symbol (ticker)',
    definition:
      'The short code of letters that names a listed share on an exchange and in price lists, such as AAPL for Apple or KO for Coca-Cola. The name comes from the stock ticker of 1867, which printed trades and prices on a paper tape.',
  },
  'stock-exchange': {
    text: 'Stock exchange',
    definition:
      'A regulated marketplace where shares and other securities are bought and sold under common rules, with prices published for everyone. Companies pay to have their shares listed on it.',
  },
  'bid-and-ask': {
    text: 'Bid and ask',
    definition:
      'The bid is the highest price any buyer is currently offering for a share; the ask (or offer) is the lowest price any seller will accept. A trade happens when someone accepts one of them.',
  },
  'bid-ask-spread': {
    text: 'Bid–ask spread',
    definition:
      'The gap between the best bid and the best ask. It is a hidden cost of trading: buying at the ask and selling straight away at the bid loses the spread. Busy shares have spreads of a cent; thinly traded ones much more.',
  },
  'stop-order': {
    text: 'Stop order',
    definition:
      'An order that waits until the stock trades at a set price, the stop, and then becomes a market order. A sell stop below the price is the usual stop-loss; a buy stop above it buys a breakout or covers a short sale.',
  },
  'trailing-stop': {
    text: 'Trailing stop',
    definition:
      'A stop order whose trigger follows a rising price at a set distance, an amount or a percentage below the highest price since it was placed. It never moves down, so it keeps part of a gain and sells if the price falls back that far.',
  },
  'bracket-order': {
    text: 'Bracket order',
    definition:
      'A new order sent with two exits attached: a limit order to take profit above the price and a stop to cap the loss below it. When one of the two fills, the other is canceled.',
  },
  'order-book': {
    text: 'Order book',
    definition:
      'The list an exchange keeps of all waiting limit orders for a security: buy orders ranked from the highest price down, sell orders from the lowest price up. New orders trade against it when prices match.',
  },
  'call-market': {
    text: 'Call auction',
    definition:
      'A way of trading in which orders are gathered and executed together at set times at one price, rather than continuously. The early New York exchange called out its list of securities once or twice a day; exchanges still use auctions to open and close.',
  },
  decimalisation: {
    text: 'Decimalization',
    definition:
      'The switch of US share prices from fractions such as sixteenths of a dollar to cents, completed in 2001. It let spreads shrink from 6.25 cents to as little as one cent.',
  },
  'extended-hours-trading': {
    text: 'Extended-hours trading',
    definition:
      'Trading before the regular session opens (pre-market) or after it closes (after-hours). Fewer people trade then, so spreads are usually wider and prices can jump more.',
  },
  'interest-rate': {
    text: 'Interest rate',
    definition:
      'The price of borrowing money, stated as a yearly percentage of the sum borrowed. A $10,000 loan at 5% costs $500 a year in interest; to a saver, the same rate is what a deposit earns.',
  },
  'central-bank': {
    text: 'Central bank',
    definition:
      'The public institution that issues a country’s money, sets its key interest rate, supervises or supports its banks and lends to them in a crisis. Examples are the Federal Reserve, the European Central Bank and the Bank of England.',
  },
  'federal-reserve': {
    text: 'Federal Reserve (the Fed)',
    definition:
      'The central bank of the United States, created by the Federal Reserve Act of 1913: a Board of Governors in Washington and twelve regional Reserve Banks. It steers short-term interest rates, lends to banks in a panic and supervises many of them.',
  },
  'discount-window': {
    text: 'Discount window',
    definition:
      'The Federal Reserve’s standing offer to lend directly to banks, usually overnight, against collateral, at its discount rate. It is how the Fed acts as lender of last resort to a single bank. Banks have long been slow to use it, fearing that borrowing there would be read as a sign of trouble.',
  },
  'dual-mandate': {
    text: 'Dual mandate',
    definition:
      'The two goals Congress set for the Federal Reserve in the Federal Reserve Reform Act of 1977: maximum employment and stable prices (the law also names moderate long-term interest rates). Since 2012 the Fed has defined stable prices as inflation of 2% a year, measured by the PCE price index, which tracks what households spend money on.',
  },
  fomc: {
    text: 'Federal Open Market Committee (FOMC)',
    definition:
      'The Federal Reserve’s rate-setting committee. Its 12 voting members are the 7 governors of the Board in Washington, the president of the New York Fed and 4 of the other 11 regional Reserve Bank presidents, who take turns for one year at a time. It holds eight scheduled meetings a year.',
  },
  'open-market-operations': {
    text: 'Open market operations',
    definition:
      'A central bank buying or selling government bonds and similar securities in the market. Buying pays for them with new reserves for banks and pushes interest rates down; selling does the opposite.',
  },
  'inflation-target': {
    text: 'Inflation target',
    definition:
      'A number a central bank publicly promises to aim for, such as 2% a year, so that businesses and workers can plan. New Zealand adopted the first formal target in 1990; the Fed announced its 2% goal in January 2012.',
  },
  'prime-rate': {
    text: 'Prime rate',
    definition:
      'The interest rate US banks quote as the base for many business loans, credit lines and credit cards. By convention it sits 3 percentage points above the top of the Fed’s target range, so it moves whenever the Fed moves.',
  },
  'quantitative-tightening': {
    text: 'Quantitative tightening (QT)',
    definition:
      'The reverse of quantitative easing: a central bank shrinks the bonds it holds, usually by letting them mature without buying new ones. That drains reserves from the banks and tends to push long-term interest rates up. The Fed did it from 2017 to 2019 and again from June 2022.',
  },
  tapering: {
    text: 'Tapering',
    definition:
      'A central bank slowing its bond buying (quantitative easing) step by step until it stops. When Fed chair Ben Bernanke said in May 2013 that the Fed might soon buy less, long-term US interest rates jumped, a scare called the “taper tantrum”. The Fed began buying less in January 2014 and stopped adding to its holdings in October 2014.',
  },
  loan: {
    text: 'Loan',
    definition:
      'Money lent for an agreed time, to be paid back with interest, the price of borrowing it. A loan may be secured on something the borrower owns, as a mortgage is on a home, which the lender can take if the payments stop. To the borrower a loan is a liability; to the bank that made it, an asset.',
  },
  'bank-reserves': {
    text: 'Bank reserves',
    definition:
      'Cash in a bank’s vaults plus the money it holds in its own account at the central bank. Banks use reserves to pay out withdrawals and to settle payments with other banks.',
  },
  'bank-capital': {
    text: 'Bank capital',
    definition:
      'The part of a bank’s funding that comes from its owners rather than from depositors or lenders: shareholders’ money and retained profits. It absorbs losses first, so depositors are paid in full as long as losses are smaller than capital.',
  },
  'balance-sheet': {
    text: 'Balance sheet',
    definition:
      'A list, at one date, of what a company or bank owns (its assets) and what it owes (its liabilities). What is left over is equity, the owners’ stake, so assets always equal liabilities plus equity.',
  },
  asset: {
    text: 'Asset',
    definition:
      'Anything owned that has value or brings in money: cash, shares, bonds, buildings, or money lent to someone else. For a bank, the loans it has made are its assets.',
  },
  liability: {
    text: 'Liability',
    definition:
      'Money owed to others: a loan taken, a bond issued or, for a bank, its customers’ deposits, which it must pay back when they ask.',
  },
  equity: {
    text: 'Equity (shareholders’ equity)',
    definition:
      'What the owners have in a business: its assets minus its liabilities. Losses come out of equity first, so the thinner it is, the smaller the fall in asset values that wipes the owners out. “Equities” also means shares.',
  },
  'capital-requirement': {
    text: 'Capital requirement',
    definition:
      'A rule setting the minimum capital a bank must have, usually as a percentage of its assets weighted by their riskiness. More capital means a bank can lose more before it fails.',
  },
  'basel-accords': {
    text: 'Basel Accords',
    definition:
      'International agreements on bank capital and liquidity written by the Basel Committee on Banking Supervision, which meets at the Bank for International Settlements in Basel: Basel I (1988), Basel II (2004) and Basel III (2010, tightened after the 2008 crisis).',
  },
  'net-interest-margin': {
    text: 'Net interest margin',
    definition:
      'The difference between the interest a bank earns on its loans and investments and the interest it pays on deposits and borrowing, as a share of its assets. For US banks it has typically been around 3% a year.',
  },
  'uninsured-deposits': {
    text: 'Uninsured deposits',
    definition:
      'Money held in a bank above the deposit insurance limit. These depositors can lose money if the bank fails, so they are the quickest to run.',
  },
  'payment-system': {
    text: 'Payment system',
    definition:
      'The networks and rules that move money between accounts: checks, cards, bank transfers and instant payments. Behind them, banks settle what they owe each other using their reserve accounts at the central bank.',
  },
  'price-trend': {
    text: 'Trend',
    definition:
      'The general direction of a price over weeks, months or years. An uptrend makes higher highs and higher lows; a downtrend makes lower highs and lower lows.',
  },
  'candlestick-chart': {
    text: 'Candlestick chart (candlestick)',
    definition:
      'A price chart that draws each day, or other period, as a candle. The thick body runs from the opening price to the closing price, usually green or white when the price closed higher and red or black when it closed lower; thin lines above and below reach the highest and lowest prices. The style comes from Japan, where rice traders drew such charts; Steve Nison’s 1991 book Japanese Candlestick Charting Techniques spread it among Western traders.',
  },
  'support-and-resistance': {
    text: 'Support and resistance',
    definition:
      'Price levels where chart readers expect a move to pause. Support is a level below the price where buyers stepped in before; resistance is a level above it where sellers did. A level can break, and often does.',
  },
  'moving-average': {
    text: 'Moving average',
    definition:
      'The average of the last so many closing prices, worked out again each day. A 200-day moving average smooths out daily noise and shows the longer trend; it always lags the price.',
  },
  'moving-average-crossover': {
    text: 'Moving-average crossover',
    definition:
      'A signal given when a short moving average crosses a long one. A short average rising above a long one is often called a golden cross; falling below it, a death cross.',
  },
  'trading-volume': {
    text: 'Volume',
    definition:
      'The number of shares or contracts traded in a period. Chart readers trust a price move more when it comes with heavy volume, because more money took part in it.',
  },
  'relative-strength-index': {
    text: 'RSI',
    definition:
      'The relative strength index, a 0–100 gauge of how much of a recent period’s price change came from up days. Readings above 70 are called overbought and below 30 oversold. A simple version of its formula is 100 × gains ÷ (gains + losses).',
  },
  backtest: {
    text: 'Backtest',
    definition:
      'Testing a trading rule on past prices to see how it would have done. A backtest shows what worked in one stretch of history, not what will work next.',
  },
  'data-snooping': {
    text: 'Data snooping',
    definition:
      'Trying many rules on the same past data and keeping the best one. Some rule will look good by luck alone, so its past success overstates its future chances.',
  },
  whipsaw: {
    text: 'Whipsaw',
    definition:
      'A false signal that is quickly reversed: a rule sells, the price turns back up, and the rule buys again at a higher price, paying costs both ways.',
  },
  'trading-costs': {
    text: 'Trading costs',
    definition:
      'What each purchase or sale costs: commissions, the gap between the buying and selling price, the price moving against a large order, and taxes on gains. Rules that trade often pay them often.',
  },
  'trust-company': {
    text: 'Trust company',
    definition:
      'A firm that manages estates and trusts for its clients. Some trust companies also take deposits and make loans like a bank, often under looser rules and with smaller cash reserves than banks.',
  },
  'market-corner': {
    text: 'Corner',
    definition:
      'An attempt to buy up so much of a stock or a commodity (gold, in 1869) that people who sold it short cannot find any to deliver, so they must buy from the cornerer at whatever price is asked. It fails if the cornerer runs out of money first.',
  },
  'call-money': {
    text: 'Call money',
    definition:
      'Loans that the lender can call back at any time, often made to stockbrokers to finance customers’ share purchases. When call money dries up, brokers must sell shares to repay.',
  },
  'bank-clearing-house': {
    text: 'Bank clearing house',
    definition:
      'An association of banks that settles the checks they owe one another each day. Its members agree on rules and can act together, for example by pooling reserves in a panic.',
  },
  'clearing-house-loan-certificate': {
    text: 'Clearing-house loan certificate',
    definition:
      'An IOU issued by a bank clearing house that member banks can use instead of cash to settle debts with each other. It lets banks keep their scarce cash for depositors during a panic.',
  },
  'suspension-of-payments': {
    text: 'Restriction of cash payments',
    definition:
      'When banks stop, or limit, turning deposits into cash on demand, while still letting customers pay by check. It stops a run from draining every bank, but it freezes people’s money.',
  },
  'debt-for-equity-swap': {
    text: 'Debt-for-equity swap',
    definition:
      'Exchanging a loan or bond for shares in a company. The lender gives up a fixed, promised payment and takes a share of the company’s uncertain profits instead.',
  },
  annuity: {
    text: 'Annuity',
    definition:
      'A contract that pays a fixed sum every year, for a set number of years or for life. Governments have borrowed by selling annuities, and insurers sell them to people planning for retirement.',
  },
  'share-subscription': {
    text: 'Subscription',
    definition:
      'An offer of new shares sold directly by a company. Buyers may be allowed to pay in installments, putting down only part of the price at first and owing the rest later.',
  },
  'paper-money-overissue': {
    text: 'Overissue of paper money',
    definition:
      'Printing far more banknotes than the economy needs or than the issuer can back. Prices rise, people lose faith in the notes, and they try to swap them for coins or goods.',
  },
  hyperinflation: {
    text: 'Hyperinflation',
    definition:
      'Inflation so fast that money loses value by the week, or even by the day, and people stop wanting to hold it. A common yardstick is prices rising more than 50 percent in a single month.',
  },
  'monetizing-deficits': {
    text: 'Printing money to pay the government’s bills',
    definition:
      'When a central bank creates new money to buy the government’s debt because the state spends more than it collects in taxes and no one else will lend. Done on a large scale, it drives up prices.',
  },
  'war-reparations': {
    text: 'Reparations',
    definition:
      'Payments a country that lost a war is required to make to the winners for war damage and costs, usually set by a peace treaty.',
  },
  'currency-stabilization': {
    text: 'Currency stabilization',
    definition:
      'Ending a runaway inflation by introducing a new or reformed currency and, crucially, stopping the money printing that caused it, usually by balancing the budget and limiting central bank lending to the state.',
  },
  'real-asset': {
    text: 'Real asset',
    definition:
      'Something with value of its own, such as land, buildings, machines, goods or gold, as opposed to a claim paid in money, such as a savings account or a bond.',
  },
  'bank-of-england': {
    text: 'Bank of England',
    definition:
      'The United Kingdom’s central bank, founded in 1694 to lend to the government. It issues the banknotes of England and Wales and sets the UK’s key interest rate, which it has decided on its own since 1997, aiming at an inflation target the government sets. On Black Wednesday it spent billions of pounds of reserves trying to hold up the pound.',
  },
  'floating-exchange-rate': {
    text: 'Floating exchange rate',
    definition:
      'An exchange rate set day by day by buyers and sellers in the currency market, with no promise by the government to hold it at any level.',
  },
  'policy-interest-rate': {
    text: 'Policy interest rate',
    definition:
      'The short-term interest rate a central bank sets, which banks then pass on to loans, mortgages and savings. Raising it makes holding the currency more rewarding and borrowing more costly.',
  },
  'self-fulfilling-crisis': {
    text: 'Self-fulfilling crisis',
    definition:
      'A crisis that happens because enough people expect it. If traders believe a government will give up defending its currency, their selling raises the cost of defending it until the government does give up.',
  },
  'dollar-linked-debt': {
    text: 'Dollar-linked debt',
    definition:
      'Debt paid in the local currency but in amounts tied to the US dollar, so that a devaluation raises what the borrower owes. It shifts currency risk from the lender to the borrower.',
  },
  'sudden-stop': {
    text: 'Sudden stop',
    definition:
      'When foreign lenders and investors abruptly stop putting money into a country. A country that relied on their money to cover a deficit must suddenly cut spending or find rescue loans.',
  },
  'crawling-peg': {
    text: 'Crawling peg',
    definition:
      'An exchange rate the government lets fall slowly and predictably against another currency, such as a little each day, instead of holding it completely fixed.',
  },
  'currency-board': {
    text: 'Currency board',
    definition:
      'A strict fixed exchange rate in which every unit of local money in circulation must be backed by foreign currency reserves at the fixed rate, so the central bank cannot print money at will.',
  },
  'deposit-freeze': {
    text: 'Deposit freeze',
    definition:
      'Legal limits on how much cash people may withdraw from their bank accounts, imposed to stop a bank run. Money can still move by card or transfer, but it cannot leave the banking system as cash.',
  },
  corralito: {
    text: 'Corralito',
    definition:
      'Spanish for “little fence”: the deposit freeze Argentina announced on 1 December 2001. Each person could take out only 250 pesos or dollars a week in cash; money could still move by card, check or transfer, but it could not leave the banks.',
  },
  'forced-currency-conversion': {
    text: 'Forced currency conversion',
    definition:
      'When a government rewrites contracts so that debts or deposits in a foreign currency are paid in the local currency at a rate it chooses, usually below the market rate.',
  },
  'debt-restructuring': {
    text: 'Debt restructuring',
    definition:
      'Replacing a borrower’s old debts with new ones that are smaller, cheaper or paid later, usually after a default. Creditors accept a loss because the alternative is getting even less.',
  },
  'bond-spread': {
    text: 'Bond spread (yield spread)',
    definition:
      'The extra interest one borrower pays over a safer benchmark borrower for a loan of the same length. A widening spread means lenders see more risk.',
  },
  'doom-loop': {
    text: 'Doom loop',
    definition:
      'A trap in which banks hold large amounts of their own government’s bonds and the government stands behind the banks, so trouble in either one drags down the other.',
  },
  bailout: {
    text: 'Bailout',
    definition:
      'Emergency loans or money given to a government, bank or company that cannot pay its debts, usually with conditions attached, to prevent a disorderly collapse.',
  },
  troika: {
    text: 'Troika',
    definition:
      'The European Commission, the European Central Bank and the International Monetary Fund, which together lent to Greece, Ireland, Portugal and Cyprus during the euro crisis, set the conditions of each loan and checked that they were met.',
  },
  austerity: {
    text: 'Austerity',
    definition:
      'Cutting government spending and raising taxes to shrink a budget deficit. It can restore lenders’ trust but deepens a recession in the short run.',
  },
  'bond-haircut': {
    text: 'Haircut on bonds',
    definition:
      'A cut in the amount a borrower repays to its bondholders, agreed or imposed in a debt restructuring. A 50 percent haircut turns a 1,000 bond into a 500 claim.',
  },
  'venture-capital': {
    text: 'Venture capital (VC)',
    definition:
      'Money invested in young companies, usually startups not yet listed on an exchange, in return for a share of their ownership. Most such companies fail; investors count on the few that succeed to repay the losses many times over. In 2020 and 2021 venture investors poured record sums into startups, and the startups kept much of the cash at Silicon Valley Bank.',
  },
  'unrealized-loss': {
    text: 'Unrealized loss',
    definition:
      'A fall in the market value of something you still own. It becomes a realized loss only if you sell. Banks can hold some bonds at their purchase price in their accounts until they sell them.',
  },
  treasuries: {
    text: 'Treasuries (US Treasury securities)',
    definition:
      'The bonds the US government sells to borrow: bills run a year or less, notes two to ten years and bonds twenty or thirty. They count as the safest dollar assets, backed by the US government’s power to tax and borrow, yet their prices still fall when interest rates rise. The yield on the ten-year note is the benchmark for long-term US rates, mortgage rates among them.',
  },
  'treasury-bill': {
    text: 'Treasury bill (T-bill)',
    definition:
      'A loan to the US government for a year or less. It pays no interest along the way: it is sold below its face value and repaid at face value when it matures, and the difference is the return. It counts as the safest and most easily sold place for cash after insured deposits, and its rate moves closely with the Fed’s.',
  },
  'interest-rate-risk': {
    text: 'Interest rate risk',
    definition:
      'The risk that rising interest rates lower the value of bonds and loans that pay a fixed rate. The longer until they are repaid, the bigger the fall.',
  },
  'bond-duration': {
    text: 'Duration',
    definition:
      'A measure of how sensitive a bond’s price is to interest rates. As a rule of thumb, a bond with a duration of 6 loses about 6 percent of its value for each 1 percentage point rise in rates.',
  },
  'systemic-risk-exception': {
    text: 'Systemic risk exception',
    definition:
      'A US legal power that lets the FDIC protect more than the insured amount when a bank fails, if the Treasury, the Federal Reserve and the FDIC agree that not doing so would threaten the financial system.',
  },
  'railroad-bond': {
    text: 'Railroad bond',
    definition:
      'A loan to a railroad company, sold to investors as a bond and usually secured on the railroad’s land, track or future earnings. It is only as safe as the line’s ability to earn enough to pay the interest.',
  },
  greenback: {
    text: 'Greenback',
    definition:
      'A US paper dollar first issued during the Civil War that, until 1879, could not be exchanged for gold or silver at the Treasury. The name comes from the green ink on the back of the notes.',
  },
  specie: {
    text: 'Specie',
    definition:
      'Money in gold or silver coin, worth the metal in it, as against paper notes. A bank or government that paid “in specie” handed over coin for its notes on demand.',
  },
  'specie-resumption': {
    text: 'Resumption of specie payments',
    definition:
      'A government’s return to exchanging its paper money for gold or silver coin on demand, after a period in which it had stopped. In the United States the Specie Resumption Act of January 1875 set the day, 1 January 1879, from which paper dollars (greenbacks) could again be exchanged for gold.',
  },
  'gold-price': {
    text: 'Gold price (in greenbacks)',
    definition:
      'How many paper dollars it takes to buy 100 dollars in gold coin when paper money cannot be exchanged for gold at a fixed rate. A price of 140 means 140 paper dollars buy 100 gold dollars. The premium is the part above 100: at 140, gold stood at a 40 percent premium.',
  },
  'inside-information': {
    text: 'Inside information',
    definition:
      'Important facts that are not yet public, such as a government decision, which give whoever knows them an unfair edge in trading.',
  },
  option: {
    text: 'Option',
    definition:
      'A contract that gives its buyer the right, but not the duty, to buy (a call) or sell (a put) a share or other asset at a set price, the strike, on or before a set date. The buyer pays a price for that right, the premium.',
  },
  derivative: {
    text: 'Derivative',
    definition:
      'A contract whose value depends on the price of something else, such as a share, an index, a currency or an interest rate. Options, futures, forwards and swaps are derivatives.',
  },
  'underlying-asset': {
    text: 'Underlying asset',
    definition:
      'The share, index, commodity or other asset whose price a derivative depends on. For a stock option it is the 100 shares the contract covers.',
  },
  'put-option': {
    text: 'Put option',
    definition:
      'A contract giving the right, but not the duty, to sell a share at a set price (the strike) until a set date. It gains as the share falls, so it is used both to bet on a fall and to insure shares already owned.',
  },
  'strike-price': {
    text: 'Strike price',
    definition:
      'The fixed price at which an option’s holder may buy (with a call) or sell (with a put) the underlying. Exchanges list strikes at set steps around the current price.',
  },
  'option-premium': {
    text: 'Premium',
    definition:
      'The price of an option, paid by the buyer to the seller. It is quoted per share, so a premium of $1.75 costs $175 for one 100-share contract, before commission.',
  },
  'expiration-date': {
    text: 'Expiration date',
    definition:
      'The last day on which an option can be exercised. After it the contract ceases to exist; an out-of-the-money option simply expires worthless.',
  },
  'contract-multiplier': {
    text: 'Contract multiplier',
    definition:
      'The number of shares one option contract covers: 100 for standard US stock options. Multiply the quoted premium by 100 to get the cost of one contract.',
  },
  'option-exercise': {
    text: 'Exercise',
    definition:
      'Using the right an option gives: buying the shares at the strike with a call, or selling them at the strike with a put. Most traders sell their option instead, which also captures its remaining time value.',
  },
  assignment: {
    text: 'Assignment',
    definition:
      'The notice to an option seller that a holder has exercised, so the seller must now sell (for a call) or buy (for a put) the shares at the strike. Sellers of American-style options can be assigned on any business day.',
  },
  'american-style-option': {
    text: 'American-style option',
    definition:
      'An option that can be exercised on any business day up to and including its expiration date. Most US stock options are American style.',
  },
  'european-style-option': {
    text: 'European-style option',
    definition:
      'An option that can be exercised only at expiration. Many index options, such as those on the S&P 500, are European style and settle in cash.',
  },
  'intrinsic-value': {
    text: 'Intrinsic value',
    definition:
      'What an option would be worth if exercised now: stock price minus strike for a call, strike minus stock price for a put, and never less than zero.',
  },
  'time-value': {
    text: 'Time value',
    definition:
      'The part of an option’s premium above its intrinsic value: the price of the chance that the option gains value before expiry. It shrinks as expiry approaches and is zero at expiry.',
  },
  'in-the-money': {
    text: 'In the money (ITM)',
    definition:
      'An option with intrinsic value: a call whose strike is below the stock price, or a put whose strike is above it.',
  },
  'at-the-money': {
    text: 'At the money (ATM)',
    definition:
      'An option whose strike equals, or is the closest listed strike to, the current stock price. Its premium is almost all time value, and its time value is the largest of any strike.',
  },
  'out-of-the-money': {
    text: 'Out of the money (OTM)',
    definition:
      'An option with no intrinsic value: a call whose strike is above the stock price, or a put whose strike is below it. Its whole premium is time value.',
  },
  'breakeven-price': {
    text: 'Breakeven price',
    definition:
      'The stock price at expiry at which an option position neither gains nor loses: strike plus premium for a bought call, strike minus premium for a bought put, adjusted slightly for commissions.',
  },
  'black-scholes-model': {
    text: 'Black–Scholes model',
    definition:
      'The option pricing formula published by Fischer Black and Myron Scholes in 1973. It prices an option from the stock price, strike, time to expiry, interest rate and volatility, assuming volatility is constant and prices move without jumps.',
  },
  'options-clearing-corporation': {
    text: 'Options Clearing Corporation (OCC)',
    definition:
      'The clearing house for US listed options, founded with the Chicago Board Options Exchange in 1973. It becomes the buyer to every seller and the seller to every buyer, so a trader never depends on the person on the other side.',
  },
  volatility: {
    text: 'Volatility',
    definition:
      'How much and how fast a price swings up and down: a calm share barely moves from day to day, a volatile one can jump or drop several percent. It is measured as the standard deviation of returns, stated as a yearly percentage: a stock with 30% volatility moves about 1.9% on a typical trading day (30% divided by the square root of 252 trading days).',
  },
  'implied-volatility': {
    text: 'Implied volatility (IV)',
    definition:
      'The volatility that makes a pricing model give the option’s market price: the market’s estimate of how much the stock will move, stated as a yearly percentage. Higher implied volatility means dearer options.',
  },
  greeks: {
    text: 'Greeks',
    definition:
      'The measures of how an option’s price responds to each thing that moves it, one at a time: delta to the stock price, gamma to how fast delta itself changes, theta to the passing of time, vega to implied volatility and rho to interest rates. Most are named after Greek letters (vega is not one).',
  },
  delta: {
    text: 'Delta',
    definition:
      'How much an option’s price changes for a $1 move in the underlying: between 0 and 1 for calls, between 0 and −1 for puts. A delta of 0.54 means one contract moves like 54 shares.',
  },
  gamma: {
    text: 'Gamma',
    definition:
      'How much an option’s delta changes for a $1 move in the underlying. It is highest for at-the-money options near expiry, whose deltas can swing quickly.',
  },
  theta: {
    text: 'Theta',
    definition:
      'How much value an option loses as one day passes, all else equal. It usually costs buyers and pays sellers. For at-the-money options it grows faster as expiry approaches; far in or out of the money, where little time value is left, it shrinks instead.',
  },
  vega: {
    text: 'Vega',
    definition:
      'How much an option’s price changes for a one-percentage-point change in implied volatility. Bought options gain from rising volatility; sold options gain from falling volatility.',
  },
  rho: {
    text: 'Rho',
    definition:
      'How much an option’s price changes for a one-percentage-point change in interest rates. Calls gain and puts lose when rates rise; for short-dated stock options the effect is small.',
  },
  'covered-call': {
    text: 'Covered call',
    definition:
      'Owning 100 shares and selling one call on them. The premium adds income and a small cushion; in return, any rise above the strike is given up because the shares can be called away.',
  },
  'cash-secured-put': {
    text: 'Cash-secured put',
    definition:
      'Selling a put while keeping enough cash to buy the shares if assigned: the strike × 100 for each contract. The seller keeps the premium, and at worst pays the strike for shares that may be worth far less.',
  },
  'protective-put': {
    text: 'Protective put',
    definition:
      'Owning shares and buying a put on them, so they can always be sold at the strike until expiry. The put sets a floor under losses, at the cost of its premium.',
  },
  'position-sizing': {
    text: 'Position sizing',
    definition:
      'Deciding how large a trade to make from how much you can afford to lose on it. With a 2% rule, the number of contracts is 2% of the account divided by the maximum loss of one contract, rounded down.',
  },
  'option-writer': {
    text: 'Writer (option seller)',
    definition:
      'The seller of an option, also called the short side. The writer receives the premium and takes on the obligation: if the holder exercises, the writer is assigned and must sell the shares at the strike (a call) or buy them at the strike (a put).',
  },
  'uncovered-option': {
    text: 'Uncovered (naked) option',
    definition:
      'An option sold without owning the shares or an offsetting option to cover it. An uncovered call has no limit on its possible loss, and brokers require large margin deposits for it.',
  },
  'bull-call-spread': {
    text: 'Bull call spread',
    definition:
      'Buying a call and selling another call on the same stock and expiry with a higher strike. It costs less than the call alone and has a known maximum loss, but its profit is capped at the higher strike.',
  },
  'bear-put-spread': {
    text: 'Bear put spread (put spread)',
    definition:
      'Buying a put and selling another put on the same stock and expiry with a lower strike. It costs less than the put alone and can lose no more than it cost, but its gain is capped: below the lower strike it earns nothing more. Built the other way round, selling the higher put and buying the lower one, it is a bull put spread, paid to you up front, which hopes the stock holds up.',
  },
  straddle: {
    text: 'Straddle',
    definition:
      'Buying a call and a put with the same strike and expiry. It profits from a large move in either direction and loses most if the stock stays near the strike.',
  },
  'iron-condor': {
    text: 'Iron condor',
    definition:
      'Selling an out-of-the-money put spread and an out-of-the-money call spread on the same stock and expiry. It earns its credit if the stock stays between the sold strikes; the bought options cap the loss.',
  },
  collar: {
    text: 'Collar',
    definition:
      'Owning shares, buying a put below their price and selling a call above it, on the same expiry. The call’s premium pays for some or all of the put, so the loss is floored at the put’s strike and the gain capped at the call’s.',
  },
  'option-chain': {
    text: 'Option chain',
    definition:
      'The table of all options on one underlying for one expiry, with calls and puts listed by strike and columns for bid, ask, last price, volume, open interest and implied volatility.',
  },
  'open-interest': {
    text: 'Open interest',
    definition:
      'The number of option contracts of one series that are still open, not yet closed, exercised or expired. Unlike volume, it carries over from day to day and shows how widely a strike is held.',
  },
  'volatility-crush': {
    text: 'Volatility crush (IV crush)',
    definition:
      'A sharp fall in implied volatility after an awaited event, such as a results announcement, has passed. Option prices drop with it, so buyers can lose money even when the stock moves their way.',
  },
  bitcoin: {
    text: 'Bitcoin',
    definition:
      'The first cryptocurrency, described in a 2008 white paper by someone calling themselves Satoshi Nakamoto and running since January 2009. Its payments are recorded on a public blockchain kept by a network of computers, with no central bank or company in charge, and its software caps the supply at 21 million coins.',
  },
  hodl: {
    text: 'HODL',
    definition:
      'Crypto slang for holding on to a coin through its falls instead of selling. It began as a misspelling of “hold” in a bitcoin forum post of December 2013 titled “I AM HODLING”, and was later read as “hold on for dear life”.',
  },
  'diamond-hands': {
    text: 'Diamond hands',
    definition:
      'Forum slang, common on r/wallstreetbets during the GameStop squeeze of 2021, for holding a position through big swings and losses instead of selling; “paper hands” mocks those who sell early. GameStop closed at $347.51 on 27 January 2021 and at $40.59 on 19 February.',
  },
  'to-the-moon': {
    text: 'To the moon',
    definition:
      'Slang for the hope that a price will keep rising a very long way, heard in the crypto booms and the meme-stock frenzy of 2021. It names a hope, not a reason the price should rise.',
  },
  stonks: {
    text: 'Stonks',
    definition:
      'A deliberate misspelling of “stocks” from an internet meme, used jokingly about trading shares, especially the meme-stock trading of 2021.',
  },
};
