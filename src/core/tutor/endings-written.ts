// How each crisis a lesson tells came to an end, and what was done about it: what the tutor answers
// to "how did the panic of 1907 end?" and "how did the government respond to SVB?". Written in our own
// words from what that lesson states, in the order things happened: every figure and name is the
// lesson's own (endings-written.test.ts checks it). Each line opens with a short label in bold. A
// lesson that tells no end has no entry.

export const ENDINGS_WRITTEN: Readonly<Record<string, readonly string[]>> = {
  'euro-creation-1999': [
    '**The race to qualify.** After the ERM bands were widened to 15% in August 1993, governments tightened budgets to pass the Maastricht tests, and in November 1996 the lira returned to the ERM at 990 lire to the mark. On 2–3 May 1998 leaders confirmed eleven founding members.',
    '**The launch.** The eleven locked their exchange rates on 31 December 1998, and on 1 January 1999 the euro began for banks, markets and electronic payments, with Wim Duisenberg’s European Central Bank setting one rate of 3%. It slid from about $1.18 to around $0.82 by October 2000, then recovered.',
    '**Cash arrives.** On 1 January 2002 euro notes and coins reached twelve countries, Greece having joined in 2001, and by the end of February 2002 the lira, the mark and the franc had left everyday use. Official figures found only a small effect on inflation, though shoppers felt otherwise.',
    '**Strains inside the union.** In the early 2000s the single ECB rate was too low for booming Ireland and Spain, while Italian productivity barely grew and its labor costs outpaced Germany’s. Those gaps and cheap credit became strains behind the euro crisis of 2010–2012.',
  ],
  'russian-default-1998': [
    '**A rescue that bought only weeks.** In July 1998 the IMF, joined by the World Bank and Japan, promised about $22.6 billion, but the Duma blocked some tax measures, so the first installment on 20 July was about $4.8 billion. Much of it was spent defending the ruble within weeks.',
    '**Devaluation, default and a float.** On 17 August 1998 Russia widened the ruble corridor, turned ruble bonds due before the end of 1999 into new securities, and froze some foreign payments for 90 days. From 2 September the ruble floated, and a dollar briefly cost over 20 rubles.',
    '**New leaders, rescue for savers.** Kiriyenko’s government was dismissed on 23 August, and Yevgeny Primakov became prime minister on 11 September and stabilized the economy. Depositors of several failing private banks could move to Sberbank, with dollar deposits converted at about 9.3 rubles per dollar.',
    '**Recovery and a late reform.** After shrinking about 5% in 1998, the economy grew about 6% in 1999, helped by the cheap ruble and a recovery in oil prices. Russia only created a general deposit insurance scheme in 2004.',
  ],
  'ltcm-1998': [
    '**An offer that lapsed.** On the morning of 23 September 1998, Warren Buffett’s Berkshire Hathaway, joined by AIG and Goldman Sachs, bid $250 million for the fund and promised about $3.75 billion of new capital. LTCM said it could not legally accept before the deadline, and the offer expired.',
    '**The rescue at the Fed.** The same day, at a meeting hosted by William McDonough at the New York Fed, 14 banks and brokers agreed to put in $3.625 billion for 90% of the fund. No public money was used, and Bear Stearns refused to take part.',
    '**Calmer markets, an orderly end.** Markets calmed after the Fed lowered rates three times from late September to November. The consortium sold off the positions slowly, and by early 2000 the banks had recovered their money and the fund was closed.',
    '**Lessons written down.** In April 1999 the President’s Working Group named excessive leverage the core problem and urged better risk management by lenders and more disclosure by large hedge funds. Critics argued that the Fed’s role told big players they would be rescued.',
  ],
  'asian-crisis-1997': [
    '**IMF rescues.** IMF-led packages followed: about $17 billion for Thailand in August 1997, $23 billion for Indonesia in October and about $57 billion for South Korea in December, the largest ever then. They required high interest rates, budget cuts and clean-ups; Thailand closed 56 finance companies in December.',
    '**Harsh medicine and upheaval.** Indonesia’s closure of 16 banks in November 1997, with no guarantee for other depositors, set off further runs. In early 1998 about 3.5 million South Koreans handed in gold to help pay foreign debts, and in May 1998 riots and the rupiah’s collapse ended Suharto’s rule.',
    '**Different roads to recovery.** In September 1998 Malaysia, rejecting an IMF program, imposed capital controls and fixed the ringgit at 3.80 per dollar. Thailand passed new bankruptcy laws, and South Korea under Kim Dae-jung reformed its banks and chaebol and grew by more than 10% in 1999.',
    '**Never again.** Most of the region moved to more flexible exchange rates, built huge reserves and borrowed more in local currency. In 2000 ASEAN, China, Japan and South Korea set up currency swap lines, the Chiang Mai Initiative; the IMF’s own evaluators later called some early budget tightening a mistake.',
  ],
  'japan-bubble-1989': [
    '**Years of delay.** The Ministry of Finance lifted its cap on property lending in December 1991, with land already falling, and banks spent most of the 1990s rolling bad loans over. Public money first went to the failed housing-loan companies, the jusen, in 1996, to great public anger.',
    '**Failures force action.** Hokkaido Takushoku Bank and the broker Yamaichi Securities went under in November 1997, and in 1998 the state nationalized Nippon Credit Bank and the Long-Term Credit Bank of Japan. After these shocks the government put large sums of public capital into the banks, in 1998 and 1999.',
    '**Zero rates and a clean-up.** The Bank of Japan cut rates to zero in February 1999 and began quantitative easing in March 2001. The decisive bank clean-up came with the 2002 Program for Financial Revival, pushed by Heizo Takenaka.',
    '**A very long road back.** Banks took bad-loan losses of roughly ¥100 trillion by the mid-2000s, and prices fell gently for years. The Nikkei sank to 7,054.98 in March 2009 and only closed above its 1989 record on 22 February 2024.',
  ],
  'savings-and-loan-crisis': [
    '**Too little, too late.** In 1987 the Competitive Equality Banking Act let the insolvent FSLIC borrow about $10.8 billion, far less than the losses, so forbearance went on and zombie thrifts stayed open.',
    '**FIRREA.** Proposed by President Bush in February 1989 and signed on 9 August 1989, the act abolished the Federal Home Loan Bank Board and the FSLIC, gave deposit insurance to the FDIC and supervision to a new Office of Thrift Supervision, and demanded more real capital.',
    '**The RTC clean-up.** The new Resolution Trust Corporation took over failed thrifts, paid off insured depositors and sold their assets, resolving 747 thrifts with about $394 billion of assets before it closed on 31 December 1995. No depositor lost an insured dollar.',
    '**The bill and the lasting rule.** Taxpayers paid about $124 billion of a total cost of about $153 billion, and prosecutors won more than a thousand felony convictions. The FDIC Improvement Act of 1991 required regulators to step in, and shut a bank, once its capital drops below set levels.',
  ],
  'dotcom-bubble': [
    '**The weak fail first.** Pets.com said in November 2000 that it would close, and Webvan went bankrupt in July 2001. Companies that had cash and could reach profit, such as Amazon and eBay, survived steep falls in their shares.',
    '**Rate cuts and the bottom.** The Federal Reserve lowered its key rate from 6.5% early in 2001 to 1.75% by December 2001, and to 1% by mid-2003, which later helped feed the housing boom. The Nasdaq hit bottom at 1,114.11 on 9 October 2002.',
    '**Cleaning up Wall Street.** The Sarbanes–Oxley Act of 2002 made chief executives personally certify their accounts. In 2003 ten large firms paid about $1.4 billion in the Global Research Analyst Settlement and agreed to separate research from investment banking.',
    '**Slow recovery, useful remains.** Amazon reached its first full-year profit in 2003, but the Nasdaq did not regain its March 2000 high until April 2015. The cable, data centers and skills built in the boom became cheap infrastructure for later internet firms.',
  ],
  'financial-crisis-2008': [
    '**Case-by-case rescues.** In March 2008 JPMorgan Chase bought Bear Stearns with Fed help, and on 7 September the government took over Fannie Mae and Freddie Mac. After Lehman Brothers failed, the Fed lent AIG $85 billion on 16 September for almost 80% of its shares.',
    '**TARP and capital for banks.** After the House voted down the first bill, a revised $700 billion rescue was signed on 3 October 2008. Treasury switched to buying bank shares, announcing $125 billion for nine big banks on 14 October, and banks repaid most TARP money by 2010–2011.',
    '**Zero rates, QE and stimulus.** Having announced it would buy mortgage bonds, the Fed cut its rate to between 0% and 0.25% on 16 December 2008, and Congress passed a $787 billion stimulus in February 2009. Stocks bottomed on 9 March 2009, and May 2009 stress tests helped restore confidence.',
    '**New rules.** On 21 July 2010 President Obama signed the Dodd-Frank Act, creating the Consumer Financial Protection Bureau, requiring more bank capital and living wills, and adding the Volcker Rule. Worldwide, Basel III raised capital and liquidity requirements for banks.',
  ],
  'tulip-mania': [
    '**No way back up.** After buyers failed to turn up at a Haarlem sale in the first week of February 1637, prices collapsed within days. When buyers returned they paid only a small fraction of the peak, and prices stayed there.',
    '**Quarrels over contracts.** In late February florists’ delegates meeting in Amsterdam proposed canceling late contracts for a small payment. Holland’s provincial authorities passed the disputes back to the towns, and courts proved unwilling to force buyers to pay.',
    '**The settlement.** In 1638 Haarlem allowed buyers to walk away from their contracts for 3.5 percent of the agreed price. Buyers who had paid coin up front, or borrowed against their goods, had no such escape.',
    '**Damage mostly to trust.** Historians such as Anne Goldgar and Peter Garber find few bankruptcies and little harm to the Dutch economy; the lasting damage was broken trust between traders. The legend of a ruined nation grew later, helped by Charles Mackay’s book of 1841.',
  ],
  'gamestop-squeeze-2021': [
    '**Melvin gives up.** On 25 January 2021 Citadel and Point72 put $2.75 billion into Melvin Capital, which closed its GameStop short the next day. The fund lost about 53% in January and announced in May 2022 that it would wind down.',
    '**Robinhood halts buying.** On 28 January a clearing-house demand of about $3.7 billion led Robinhood to let customers only sell GameStop and other stocks. The demand was cut to about $1.4 billion, and Robinhood raised about $3.4 billion in days.',
    '**The air goes out.** GameStop fell to $90 on 2 February and $40.59 by 19 February, about 88% below its 27 January close, though it spiked again in March and June 2021. The company sold new shares for about $1.7 billion and redeemed its bonds.',
    '**Hearings and a shorter settlement.** On 18 February 2021 a House committee questioned Tenev, Griffin, Plotkin, Huffman and Gill, and an SEC staff report in October 2021 found enthusiastic buying drove the rally. From May 2024 US share trades settled in one business day.',
  ],
  'bank-runs-1929': [
    '**The bank holiday.** President Roosevelt shut every bank in the country on 6 March 1933, so that inspectors could sort the sound ones from the rest, and on 9 March Congress passed the Emergency Banking Act.',
    '**Sound banks reopen.** In a radio talk on Sunday 12 March, Roosevelt said only banks judged sound would open again, from 13 March. Savers believed him: by the end of March over half the hoarded cash was back, and the runs ended.',
    '**Deposit insurance.** The Banking Act of 1933, signed on 16 June 1933, created the FDIC. From 1 January 1934 it guaranteed each depositor up to $2,500, a limit lifted to $5,000 later in 1934.',
    '**The end of the runs.** With small deposits guaranteed, savers had no reason to rush to the bank first, and failures dropped from thousands a year to a few dozen. Insurance, FDIC examinations and a central bank prepared to lend in panics ended runs by ordinary savers.',
  ],
  'marshall-plan-1948': [
    '**Aid begins.** President Truman signed the Economic Cooperation Act on 3 April 1948, and sixteen countries formed the OEEC that month to share out the aid. Until June 1952 about $13 billion, mostly grants, arrived largely as goods such as wheat, fuel and machines.',
    '**Sound money and investment.** On 20 June 1948 the Allies swapped the Reichsmark in western Germany for the Deutsche Mark, and Ludwig Erhard freed many prices, so hoarded goods filled the shops. France spent the bulk of its counterpart funds on the Monnet Plan; Britain mostly paid down debt.',
    '**Opening trade.** After Britain devalued the pound from $4.03 to $2.80 in September 1949, the European Payments Union began on 1 July 1950, netting members’ monthly balances so trade no longer had to balance pair by pair. It ran until 1958, when major currencies became convertible.',
    '**Aid ends, integration grows.** When the aid stopped in 1952, industrial output was well above pre-war levels, and two decades of rapid growth followed. Schuman’s plan had already produced the European Coal and Steel Community in 1951, and the OEEC became today’s OECD in 1961.',
  ],
  bitcoin: [
    '**Silk Road and Mt. Gox.** Agents arrested Ross Ulbricht in October 2013 and shut Silk Road, and in 2015 he was sentenced to life. Mt. Gox filed for bankruptcy on 28 February 2014, saying about 850,000 bitcoins were missing, and its customers were only partly repaid in 2024.',
    '**Regulators and the first winter.** The SEC’s DAO report of 25 July 2017 warned that tokens sold to investors can be securities, China banned ICOs that September, and many promoters later faced enforcement. A year after its December 2017 peak, bitcoin was near $3,200, down about 84%.',
    '**FTX in court.** FTX filed for bankruptcy on 11 November 2022. Sam Bankman-Fried was convicted of fraud on 2 November 2023 and sentenced to 25 years in March 2024, and customers began receiving cash in 2025, about 119% of their claims at November 2022 prices.',
    '**Wall Street arrives.** After Grayscale beat the SEC in court in August 2023, the SEC approved eleven spot bitcoin ETFs on 10 January 2024, and bitcoin passed $100,000 in December 2024. The network has run without a central operator since January 2009, while governments still debate how to regulate it.',
  ],
  'gold-standard': [
    '**Gold called in, dollar devalued.** Under Roosevelt’s order of 5 April 1933 Americans had to hand in their gold at $20.67 an ounce. After the Gold Reserve Act of 30 January 1934 the price was set at $35, gold flowed in, money grew again and prices stopped falling.',
    '**Propping up the peg.** Under Bretton Woods, eight central banks pooled gold from 1961 to keep the London price near $35, but heavy buying in March 1968 broke the pool, leaving a free market price beside the official one.',
    '**The Nixon shock.** On 15 August 1971 Nixon closed the gold window, adding a 90-day wage and price freeze and a 10 percent import surcharge. Devaluations followed without restoring convertibility: the Smithsonian Agreement of December 1971 set $38 an ounce, and February 1973 brought $42.22.',
    '**Floating fiat money.** By March 1973 the major currencies floated, Americans could own gold bullion again from 31 December 1974, and the Jamaica Accords of January 1976 ended gold’s official role. Discipline now had to come from central banks, as when the Federal Reserve under Paul Volcker tamed 1970s inflation.',
  ],
  'stagflation-1970s': [
    '**Fixes that failed.** Nixon’s wage and price controls of 1971–74 and President Ford’s 1974 Whip Inflation Now campaign did not shift expectations. Inflation dipped in 1976 mainly because of recession, then climbed again.',
    '**Volcker’s turn.** In July 1979 President Carter picked Paul Volcker to run the Federal Reserve. On 6 October 1979 the Fed switched to controlling the money supply and let interest rates go where they must; the federal funds rate climbed close to 20 percent in 1980–81.',
    '**A painful cure.** Two recessions followed, in 1980 and 1981–82. The prime rate hit 21.5 percent in December 1980, farmers and homebuilders protested, and unemployment reached 10.8 percent at the end of 1982, but the Fed held firm.',
    '**Inflation broken.** Yearly inflation dropped to about 3 percent in 1983, from 13.5 percent in 1980, and because the Fed had not flinched, people came to expect low inflation. Ceilings on deposit rates were phased out after 1980, and low, stable prices lasted two decades.',
  ],
  'enron-scandal': [
    '**Bankruptcy.** Enron sought bankruptcy protection on 2 December 2001, holding about $63 billion of assets: no US bankruptcy had been larger. About 4,000 Houston employees lost their jobs the next day, and employees’ retirement plans lost an estimated $1 billion or more.',
    '**The auditor falls.** Arthur Andersen, whose staff had shredded Enron papers, was found guilty of obstruction of justice in June 2002 and quit auditing public companies. The Supreme Court reversed the verdict in 2005, but by then the firm was finished.',
    '**Trials.** Andrew Fastow pleaded guilty in 2004 and served about five years. Jeffrey Skilling and Kenneth Lay were convicted in 2006; Skilling got 24 years, later reduced, while Lay died in July 2006 before any appeal, and his conviction was wiped out.',
    '**Sarbanes–Oxley.** Signed on 30 July 2002 after votes of 423–3 and 99–0, the Act makes chief executives and finance chiefs personally certify their accounts, has the PCAOB oversee auditors, bans most consulting for audit clients and protects whistleblowers.',
  ],
  'latin-american-debt-1982': [
    '**A weekend rescue.** In August 1982 the United States bought Mexican oil for its strategic reserve in advance and offered farm-export credits, while central banks put together a bridging loan via the Bank for International Settlements. On 20 August Silva Herzog asked creditor banks for a 90-day pause on principal.',
    '**New money, not relief.** In November 1982 the IMF agreed to lend to Mexico only if the banks put up about $5 billion of new loans, and under heavy pressure they did. By late 1983 some 27 countries were rescheduling, squeezing imports, wages and spending to pay interest.',
    '**Baker Plan and bank reserves.** In October 1985 Treasury Secretary James Baker offered 15 heavily indebted countries new loans in return for market-friendly reforms, but the money fell short. In May 1987 Citicorp added $3 billion to its loan-loss reserves, and other big banks followed, making debt reduction possible.',
    '**The Brady Plan.** In March 1989 Nicholas Brady offered real debt cuts, backed by the IMF, the World Bank and Japan: banks swapped loans for discount or par bonds. Mexico’s deal was done in early 1990, similar deals reached about 18 countries, and Brady bonds underpin today’s emerging-market bond market.',
  ],
  'flash-crash-2010': [
    '**A five-second pause.** At 2:45:28 p.m. an automatic five-second halt in E-mini trading, the CME’s Stop Logic Functionality, gave buyers time to return. By 3:08 p.m. most of the loss was made back, and the Dow ended the day 348 points, or 3.2%, lower.',
    '**Absurd trades undone.** Exchanges and FINRA voided every trade done more than 60% away from its 2:40 p.m. price: over 20,000 of them, in more than 300 stocks and ETFs. Trades just inside that line, including many stop-loss sales, were left standing.',
    '**The joint report.** On 30 September 2010 SEC and CFTC staff traced the crash to the automated E-mini sale, done with no regard to price or time in a stressed market, and to liquidity draining away across linked markets.',
    '**New brakes.** Single-stock circuit breakers came in 2010–2011, stub quotes were outlawed in December 2010, and the SEC ordered a Consolidated Audit Trail in 2012. From 2013 Limit Up–Limit Down price bands took over, with new market-wide halts when the S&P 500 drops 7%, 13% or 20%.',
  ],
  'black-monday-1987': [
    '**The Fed’s promise.** Before markets opened on 20 October, new Fed chair Alan Greenspan said in one sentence that the Fed stood ready to provide liquidity. It then bought government securities to put cash into banks and urged them to keep lending to securities firms settling trades.',
    '**Buyers come back.** At midday on Tuesday many stocks stopped trading and some markets paused, the closest call of the crisis. Then firms announced share buybacks, index futures rallied, and the Dow gained about 102 points that day and a record 187 the next.',
    '**No recession.** Unlike after 1929, no depression or recession followed and the economy kept growing; many credit the Fed’s fast response for limiting the harm. The Dow regained its August 1987 peak by August 1989.',
    '**The Brady Commission.** Its report of January 1988 found that stocks, futures and options worked as one market yet were run by separate exchanges and regulators, and it led to circuit breakers and better coordination between markets.',
  ],
  'covid-inflation': [
    '**Rescue and rebound.** The Fed cut rates to near zero on 15 March 2020 and made its bond buying open-ended on 23 March, the day stocks hit bottom; on 27 March Congress passed the CARES Act. Stocks regained their February peak by 18 August 2020.',
    '**Fastest hikes in decades.** In late November 2021 Jerome Powell said it was time to retire the word transitory. From March 2022 the Fed raised rates 11 times in 16 months, including its first 0.75-point hike since 1994 on 15 June 2022, reaching 5.25–5.50% by July 2023.',
    '**The cost of cooling.** In 2022 the S&P 500 fell about 19%, investment-grade bonds lost about 13% and mortgage rates passed 7%. In March 2023 Silicon Valley Bank failed after a run, and regulators guaranteed all of its deposits.',
    '**A soft landing, higher prices.** No recession came: unemployment stayed under 4% through 2023, inflation eased to about 3% by June 2023, and the Fed made its first cut in September 2024. Prices did not fall back, though; by 2024 they were about 20% above early 2021 levels.',
  ],
  'panic-of-1907': [
    '**Morgan saves the sound trusts.** J. P. Morgan let the Knickerbocker close on 22 October 1907, but after Benjamin Strong’s team found the Trust Company of America sound, he had bankers lend it cash. Treasury Secretary George Cortelyou meanwhile placed federal money in New York’s national banks.',
    '**Keeping the exchange open.** On 24 October, with call money near 100 percent a year, bank presidents called in by Morgan pledged about $25 million for loans on the exchange, which stayed open. From 26 October Clearing House loan certificates let banks settle without using cash.',
    '**The library deal.** On 2 and 3 November trust presidents at Morgan’s library put up $25 million for weaker trusts, and on 4 November Theodore Roosevelt let US Steel buy the Tennessee company. Banks limited cash payments until early January 1908, when cash flowed back and gold arrived from Europe.',
    '**A central bank at last.** The Aldrich–Vreeland Act of May 1908 allowed emergency currency and created the National Monetary Commission. Its work led to the Federal Reserve Act, signed by Woodrow Wilson on 23 December 1913, whose twelve regional Reserve Banks could lend to member banks and issue currency.',
  ],
  'south-sea-bubble-1720': [
    '**Paris: the paper money fails.** By the end of 1720 Royal Bank notes were no longer accepted as money, and John Law fled France in December 1720. A long review canceled or cut many claims, and France went back to gold and silver coin.',
    '**London: inquiry and punishment.** A secret committee of the House of Commons found the company had handed shares to ministers and courtiers. John Aislabie, the Chancellor of the Exchequer, was thrown out of Parliament and sent to the Tower of London, and the directors’ estates were seized to compensate victims.',
    '**Walpole’s clean-up.** Under Robert Walpole, First Lord of the Treasury from April 1721, part of what subscribers still owed was canceled and the company was excused most of the £7.5 million it had pledged. Walpole also shielded many powerful people, and the company survived until the 1850s.',
    '**What lasted.** Britain kept the Bubble Act until 1825, and its credit recovered, since much costly debt had been swapped for cheaper debt that could be repaid early. France distrusted banks and paper money for generations and had no national central bank until 1800.',
  ],
  'weimar-hyperinflation-1923': [
    '**Passive resistance ends.** Gustav Stresemann, Chancellor from August to November 1923, called off passive resistance in the Ruhr, which the state had been funding with newly printed money, and backed a new currency.',
    '**The Rentenmark.** On 15 November 1923 the Rentenmark began to circulate, worth one trillion paper marks, and from 20 November the dollar was held at 4.2 trillion paper marks. Currency Commissioner Hjalmar Schacht refused to let it be printed without limit.',
    '**Cuts, taxes and a painful calm.** The government cut spending, fired many public workers and raised taxes, so prices in the new money stopped rising within weeks. Firms living on cheap credit failed, joblessness rose in 1924, and a 1925 law restored little of what mortgages and bonds had lost.',
    '**Reichsmark and a lasting fear.** In 1924 reparations were eased under the Dawes Plan, and a new law created the Reichsmark, of equal worth to the Rentenmark. The dread of inflation left by 1923 later shaped West Germany’s central bank and the rules of the European Central Bank.',
  ],
  'black-wednesday-1992': [
    '**Rates raised, then surrender.** On 16 September 1992 the government lifted the base rate from 10 to 12 percent and announced 15 percent, but the selling went on. That evening, at about 7.30, Chancellor Norman Lamont suspended Britain’s ERM membership, and Italy left too.',
    '**A floating pound and cheaper money.** The 15 percent rise was canceled and rates returned to 10 percent the next day, reaching 6% by January 1993. The pound floated well below its old floor, and Treasury papers later put the cost of the defense at about £3.3 billion.',
    '**A new anchor and recovery.** In October 1992 Britain adopted an inflation target of 1 to 4 percent. With lower rates and a cheaper pound the economy grew from 1993 while inflation stayed low, and some came to call the day White Wednesday.',
    '**Lasting change.** Britain stayed out of the ERM for good and never took up the euro. In 1997 the Bank of England gained control of interest rates, with the job of meeting the inflation target.',
  ],
  'mexican-peso-crisis-1994': [
    '**The peso floats.** After widening the band on 20 December 1994, the government let the peso float on 22 December, and Jaime Serra Puche quit as finance minister on 29 December. The peso lost about half its value by March 1995.',
    '**The US-led rescue.** With Congress unwilling, on 31 January 1995 President Bill Clinton offered up to $20 billion from the Exchange Stabilization Fund, and the IMF approved about $17.8 billion, its largest loan yet. With central banks and Canada, the package reached about $50 billion and averted default.',
    '**Austerity and a deep recession.** In exchange Mexico cut spending, raised some taxes and held money tight. Short-term rates rose above 70 percent and output fell about 6 percent in 1995, while the government took over bad bank loans through a bank-rescue fund that taxpayers paid for over many years.',
    '**Recovery and early repayment.** Cheaper exports to the US, helped by NAFTA, brought growth back in 1996, and Mexico repaid the US Treasury early, by January 1997, with interest. Mexico kept a floating peso, and many countries later built up large reserves as insurance.',
  ],
  'argentina-crisis-2001': [
    '**Resignation and default.** After riots on 19 and 20 December 2001 left dozens dead, President de la Rúa resigned on 20 December. On 23 December the government defaulted on about $80 billion of bonds, the largest sovereign default the world had seen.',
    '**The peg ends.** In January 2002 Eduardo Duhalde’s government ended convertibility. In February dollar deposits became pesos at 1.40 per dollar and dollar loans at 1 to 1, with new bonds covering the banks’ gap, and by mid-2002 the floating peso had fallen to nearly 4 per dollar.',
    '**From slump to recovery.** The economy shrank about 11 percent in 2002, and at the worst point over half of Argentines were below the poverty line. Then the cheap peso and high soybean prices lifted exports, and from 2003 the economy grew fast for several years.',
    '**Debt deal and lost trust.** In 2005 about three-quarters of bondholders took new bonds worth roughly 30 cents per dollar, and in 2006 the Supreme Court upheld the deposit conversion. Holdouts sued in New York until most settled in 2016, and many Argentines still keep dollar bills at home.',
  ],
  'euro-debt-crisis-2010': [
    '**Bailouts with conditions.** In May 2010 the euro countries and the IMF promised Greece €110 billion, tied to deep cuts and tax rises; the ECB began buying Greek bonds, and a temporary fund, the EFSF, was created. It helped rescue Ireland in November 2010 and Portugal in May 2011.',
    '**A Greek write-down.** From December 2011 to February 2012 the ECB lent banks about €1 trillion for three years. In March 2012 private investors swapped about €200 billion of Greek bonds for new ones with 53.5 percent less face value, together with a second bailout of about €130 billion.',
    '**Draghi’s promise.** On 26 July 2012 ECB president Mario Draghi pledged to do whatever it takes to save the euro, and on 6 September 2012 the ECB announced Outright Monetary Transactions, with no set limit. Bond rates fell, and the ECB never had to buy a bond under the program.',
    '**The aftermath.** From late 2012 a permanent fund, the European Stability Mechanism, took over the EFSF’s job. Greek output fell by about a quarter from 2008 to 2013, and in 2015, as the EU Court of Justice upheld OMT, Greece needed capital controls and a third bailout.',
  ],
  'silicon-valley-bank-2023': [
    '**Closed on Friday.** On 10 March 2023 California’s banking regulator shut SVB and made the FDIC its receiver. Only Washington Mutual, in 2008, had been a larger US bank failure at that time.',
    '**Every depositor protected.** On Sunday evening, 12 March, the Treasury, Fed and FDIC invoked the systemic risk exception to protect all deposits at SVB and Signature Bank, but not shareholders. The Fed also opened the Bank Term Funding Program (BTFP), lending against bonds at face value.',
    '**A bridge bank and a buyer.** SVB reopened on Monday 13 March as an FDIC bridge bank, and First Citizens BancShares agreed to buy its deposits and loans on 26 March. The FDIC’s insurance fund bore the cost and charged large banks a special fee to refill it.',
    '**Review and aftermath.** On 28 April 2023 the Fed’s review, led by Michael Barr, blamed the bank’s managers, supervisors who did not push hard enough, and rules eased in 2019. First Republic Bank failed on 1 May, and the FDIC set out options for reforming deposit insurance.',
  ],
  'panic-of-1873': [
    '**Exchange closed, cash pooled.** On 20 September 1873 the New York Stock Exchange shut for the first time, staying closed until 30 September. The New York Clearing House pooled reserves and issued loan certificates, and Treasury Secretary William Richardson released about $26 million of reserve greenbacks.',
    '**A long slump.** The panic passed within weeks, but the downturn ran 65 months, from October 1873 to March 1879. Railroad building collapsed, the Northern Pacific went bankrupt in 1875, prices fell year after year, and wage cuts set off the Great Railroad Strike in July 1877.',
    '**Grant chooses gold.** President Grant vetoed a bill for more greenbacks on 22 April 1874, and the Specie Resumption Act of January 1875 fixed 1 January 1879 as the day greenbacks would again be convertible into gold.',
    '**Resumption and recovery.** Paper dollars could be exchanged for gold from 1 January 1879. Around that time the slump came to an end, and growth was rapid in the early 1880s.',
  ],
  'black-friday-1869': [
    '**The Treasury sells.** On 24 September 1869, after gold touched 162½, Grant and Treasury Secretary George Boutwell agreed to sell $4 million of the government’s gold. Once the telegraphed order reached the Gold Room, the price fell to about 133 within minutes and the corner was broken.',
    '**The wreckage.** Brokers who bought at the top were ruined, Fisk refused to honor many contracts, and the Gold Exchange Bank could not keep up with the trades. Within days gold settled near 130, though lawsuits dragged on for years and few plaintiffs were paid in full.',
    '**The inquiry.** In 1870 a House committee led by James Garfield blamed Gould and Fisk and criticized Abel Corbin, but found nothing to show Grant knew of the scheme. Still, the scandal hurt Grant’s reputation.',
    '**The problem that remained.** Greenbacks stayed unconvertible into gold until 1 January 1879, so speculators could keep targeting the gold price for ten more years.',
  ],
};
