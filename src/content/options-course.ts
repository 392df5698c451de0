import type { OptionsCourse } from './schema';

// The options course (spec §3 Options course, §9: $0.65 commission per contract, 100 shares per
// contract, 500 XP, 45 minutes). Worked prices for the $100 stock with 60 days left come from the
// Black–Scholes model at 25% volatility and a 5% rate, so the pages agree with one another; the
// chain on the platform-guide page adds a small volatility skew. Keys shared with other lessons
// (call-option, gamma-squeeze, portfolio-insurance) repeat their definitions word for word, because
// the glossary is global and a key must mean one thing.

export const course: OptionsCourse = {
  id: 'options-derivatives',
  title: 'Options & Derivatives',
  description:
    'Learn how calls and puts work, what sets their price, how to read payoff tables and an option chain, how to measure risk with the Greeks, and how to build and size covered calls, protective puts, spreads, straddles and iron condors. Worked examples use 100 shares a contract and, where costs are counted, $0.65 a contract.',
  category: 'advanced',
  difficulty: 'Advanced',
  duration: '45 minutes',
  xpReward: 500,
  prerequisites: ['stock-market-basics', 'technical-analysis'],
  skills: [
    'Valuing options from intrinsic and time value',
    'Reading payoff tables and option chains',
    'Measuring option risk with the Greeks',
    'Building covered calls, protective puts, spreads, straddles and iron condors',
    'Sizing option trades with the 2% guideline',
  ],
  pages: [
    {
      id: 1,
      type: 'intro',
      title: 'Welcome: contracts on tomorrow’s prices',
      body: [
        'A derivative is a contract whose value depends on the price of something else, called the underlying asset. The underlying can be a share, a stock index, a currency, a barrel of oil or an interest rate. The contract produces nothing by itself: it moves risk from people who want less of it to people who are willing to carry more, for a price.',
        'The main families are forwards and futures (agreements to buy or sell later at a price fixed today), swaps (exchanges of streams of payments) and options. This course is about options on shares, the kind private investors trade most: listed, standardized contracts that give their buyer a right but never an obligation.',
        'Options are powerful because they are lopsided. A buyer can lose at most what was paid, yet can gain many times that amount. The same lopsidedness works against the seller, who collects a modest fee and may face a large loss. Knowing which side of a contract you hold, and what that side can cost you, is the first habit of an options trader.',
        'In the next 45 minutes you will learn how calls and puts work, what decides their price, how to read a payoff table and an option chain, how professionals measure risk with the Greeks, and how to size a trade so that one bad idea cannot damage your account. Worked examples use the terms of ThinkStreet’s paper-trading rules: 100 shares a contract and, where costs are counted, $0.65 a contract in commission.',
      ],
      bullets: [
        'Pages 2–5: history, calls and puts, intrinsic and time value, payoff tables',
        'Pages 6–9: covered calls and protective puts, a worked trade, the Greeks, position sizing',
        'Pages 10–13: the GameStop case, spreads and condors, the option chain, common mistakes',
        'Pages 14–16: quiz, your action plan and your certificate',
      ],
      keyPoint: 'An option buyer pays for a right; an option seller is paid to take on an obligation.',
      definitions: ['derivative', 'underlying-asset', 'option', 'call-option', 'put-option'],
    },
    {
      id: 2,
      type: 'story',
      title: 'Chicago, 1973: an exchange and a formula',
      body: [
        'Options are older than stock exchanges. Aristotle tells how the philosopher Thales of Miletus, expecting a rich olive harvest, paid small deposits in winter for the right to use the region’s olive presses, then rented them out at a high price when the harvest came. In the Dutch tulip trade of the 1630s, buyers agreed to take bulbs later; after the crash, town authorities let many of them settle for a small fraction of the agreed price, which turned those promises into something close to options.',
        'For centuries, though, options stayed private deals. In London and New York brokers matched buyers and sellers one at a time. Each contract had its own terms, there was no public price, and if the seller vanished the buyer held a worthless promise.',
        'That changed on April 26, 1973, when the Chicago Board Options Exchange opened in a former members’ smoking lounge of the Chicago Board of Trade. It listed call options on 16 stocks and traded 911 contracts on its first day. The breakthrough was standardization: every contract covered 100 shares, the exchange set the strike prices and expiry dates, and a clearing house (today the Options Clearing Corporation) stood between the two sides of every trade. Because contracts were identical, they could be resold at any moment, and a price existed for everyone to see. Puts were added in 1977.',
        'The market got its theory within weeks. In the May–June 1973 issue of the Journal of Political Economy, Fischer Black and Myron Scholes published “The Pricing of Options and Corporate Liabilities”, a paper editors had at first turned down. Their insight was that an option and its share can be combined, and continuously rebalanced, into a position with no risk; a riskless position must earn the risk-free interest rate, and that condition fixes one fair price for the option. Robert Merton generalized the argument the same year. Within a few years floor traders were working from printed sheets of model values and programmable calculators, and market prices moved closer to the formula.',
        'Scholes and Merton received the Nobel memorial prize in economics in 1997; Black had died in 1995, and the prize is not given after death. The model’s assumptions, such as constant volatility and prices that never jump, are never quite true, and you will see how markets adjust for that. Its central lesson still holds: an option’s price depends above all on how much the underlying is expected to move.',
      ],
      keyPoint:
        'Standard contracts, a central clearing house and a pricing model arrived together in 1973, and turned options from private side bets into a public market.',
      definitions: ['black-scholes-model', 'options-clearing-corporation', 'contract-multiplier'],
    },
    {
      id: 3,
      type: 'concept',
      title: 'Calls and puts: rights, obligations and premiums',
      body: [
        'A call option gives its buyer the right to buy 100 shares of the underlying at a fixed price, the strike price, until the expiration date. A put option gives its buyer the right to sell 100 shares at the strike. The buyer pays the seller a premium for that right. Premiums are quoted per share, so a quote of $2.50 costs $250 for one contract, plus commission.',
        'The buyer (the holder, or the long side) decides whether to use the right; using it is called exercising. The seller (the writer, or the short side) has no choice: if the holder exercises, the seller is assigned and must deliver the shares for a call, or buy them for a put, at the strike. The seller keeps the premium whatever happens.',
        'Most US stock options are American style: they can be exercised on any business day up to expiry. Options on indexes such as the S&P 500 are usually European style, exercisable only at expiry, and settle in cash. In practice few traders exercise. They close their position before expiry by selling the option they bought, or buying back the option they sold.',
        'Why buy a call rather than the shares? A call fixes your purchase price while risking only the premium, and it needs far less money, which is leverage. Why buy a put? To profit from a fall without short selling, or to insure shares you already own. Sellers take the other side because they expect the premiums they collect to be worth more than the risks they accept, much as an insurance company does.',
      ],
      table: {
        columns: ['Position', 'Right or obligation', 'Premium', 'Most it can lose'],
        rows: [
          ['Long call', 'Right to buy 100 shares at the strike', 'Pays', 'The premium paid'],
          [
            'Short call',
            'Must sell 100 shares at the strike if assigned',
            'Receives',
            'Unlimited, unless it owns the shares',
          ],
          ['Long put', 'Right to sell 100 shares at the strike', 'Pays', 'The premium paid'],
          [
            'Short put',
            'Must buy 100 shares at the strike if assigned',
            'Receives',
            '(Strike − premium) × 100, if the stock falls to zero',
          ],
        ],
      },
      keyPoint:
        'Long calls and long puts risk only the premium. Short options carry obligations, and a short call with no shares behind it has no ceiling on its loss.',
      definitions: [
        'call-option',
        'put-option',
        'strike-price',
        'option-premium',
        'expiration-date',
        'option-exercise',
        'assignment',
        'option-writer',
        'american-style-option',
        'european-style-option',
      ],
    },
    {
      id: 4,
      type: 'concept',
      title: 'Intrinsic value and time value',
      body: [
        'Every premium has two parts. Intrinsic value is what the option would be worth if exercised right now: for a call, the stock price minus the strike; for a put, the strike minus the stock price; and never less than zero. Everything above intrinsic value is time value, the price of the chance that the option becomes worth more before it expires.',
        'Options are described by where the strike sits against the stock price. A call is in the money when the stock is above the strike, and a put when the stock is below it; only in-the-money options have intrinsic value. An option whose strike is at or very near the stock price is at the money, and one that would be worthless if exercised now is out of the money. Out-of-the-money options are pure time value.',
        'Time value is largest at the money, where the outcome is most uncertain, and it falls to zero at expiry. It rises with the time left and with volatility: the more the stock can move, the more a right is worth, because the holder gains from big moves one way and is protected from big moves the other way. Interest rates and expected dividends matter too, but less.',
        'The table prices options on a $100 stock with 60 days to expiry, using the Black–Scholes model with 25% volatility and a 5% interest rate. The 90 call and the 110 put both hold $10 of intrinsic value, yet the call has far more time value. The call holder puts off paying $90 and earns interest meanwhile; the put holder puts off receiving $110 and loses that interest.',
        'These are prices from the European form of Black–Scholes, which assumes the option can be used only at expiry. US stock options are American style, so their holders may exercise early, and an American option is never worth less than its European twin. For a call on a stock that pays no dividend, early exercise only throws away time value, so the two prices match. A deep in-the-money put is different: exercising it now brings in $110 at once, and the interest on that cash can be worth more than the chance of a further gain. That right makes the American 110 put worth a little more than $10.24, and never less than its $10 of intrinsic value. A call can also be worth exercising just before a large dividend.',
      ],
      table: {
        columns: ['Option', 'Premium (European model)', 'Intrinsic value', 'Time value', 'Moneyness'],
        rows: [
          ['90 call', '$11.37', '$10.00', '$1.37', 'In the money'],
          ['100 call', '$4.45', '$0.00', '$4.45', 'At the money'],
          ['110 call', '$1.14', '$0.00', '$1.14', 'Out of the money'],
          ['90 put', '$0.63', '$0.00', '$0.63', 'Out of the money'],
          ['100 put', '$3.63', '$0.00', '$3.63', 'At the money'],
          ['110 put', '$10.24', '$10.00', '$0.24', 'In the money'],
        ],
      },
      keyPoint:
        'Premium = intrinsic value + time value. Intrinsic value comes only from the stock moving your way; time value melts to zero by expiry.',
      definitions: ['intrinsic-value', 'time-value', 'in-the-money', 'at-the-money', 'out-of-the-money'],
    },
    {
      id: 5,
      type: 'interactive',
      title: 'Payoff tables: what you make at expiry',
      body: [
        'A payoff table lists possible stock prices at expiry and what a position is worth at each one. It strips away the noise of daily quotes and answers the questions that matter: where do I make money, where do I lose it, and how much at most?',
        'Take a $50 stock. A 50-strike call costs $2.00 ($200 a contract) and a 50-strike put costs $1.50 ($150 a contract). At expiry the call is worth the stock price minus 50, if that is positive; the put is worth 50 minus the stock price, if that is positive. Profit is that value minus the premium paid, times 100. Commissions are left out here so the shape stays clear.',
        'Read down the columns. The call loses its whole $200 anywhere at or below $50, breaks even at $52 (strike plus premium), and then gains $100 for every dollar the stock rises. The put mirrors it: it breaks even at $48.50 (strike minus premium) and gains $100 for every dollar below that, up to $4,850 if the stock fell to zero. Owning 100 shares instead gains and loses $100 per dollar in both directions, with no floor but zero.',
        'Before you read each row, cover it and predict the numbers. Then use the options calculator below: it prices a call or put from the stock price, strike, days left, interest rate and volatility, splits that price into intrinsic and time value, and shows what a buyer paying it would break even at (strike plus price for a call, strike minus price for a put) and could lose at most.',
      ],
      table: {
        columns: [
          'Stock at expiry',
          'Call value',
          'Call profit/loss',
          'Put value',
          'Put profit/loss',
          '100 shares bought at $50',
        ],
        rows: [
          ['$40', '$0', '−$200', '$1,000', '+$850', '−$1,000'],
          ['$45', '$0', '−$200', '$500', '+$350', '−$500'],
          ['$48.50', '$0', '−$200', '$150', '$0', '−$150'],
          ['$50', '$0', '−$200', '$0', '−$150', '$0'],
          ['$52', '$200', '$0', '$0', '−$150', '+$200'],
          ['$55', '$500', '+$300', '$0', '−$150', '+$500'],
          ['$60', '$1,000', '+$800', '$0', '−$150', '+$1,000'],
        ],
      },
      keyPoint:
        'Breakeven at expiry is strike + premium for a call and strike − premium for a put. Whatever happens, a buyer can lose no more than the premium.',
      definitions: ['breakeven-price', 'contract-multiplier', 'intrinsic-value'],
      exercises: ['options-calculator'],
    },
    {
      id: 6,
      type: 'strategy',
      title: 'Covered calls and protective puts',
      body: [
        'The two strategies private investors use most start from shares they already own. Neither tries to predict a big move; each changes the shape of a risk you already carry.',
        'A covered call means owning 100 shares and selling one call against them. You collect the premium now, which cushions a small fall and adds income if the stock goes nowhere. In exchange you give up any rise above the strike: if the stock ends above it, you are assigned and your shares are sold at the strike. The call is “covered” because the shares you own can be delivered.',
        'A protective put means owning 100 shares and buying one put. It works like insurance: until expiry you can always sell at the strike, so your loss has a floor. The premium is the cost of that insurance and, as with any insurance, it is lost in the months when nothing goes wrong. In the 1980s large funds tried to build the same floor without buying puts, by selling index futures as prices fell. On October 19, 1987 that selling fed on itself and the Dow fell 22.6% in a day; a put bought in advance pays out at its strike however disorderly the market becomes.',
        'The table compares three positions on shares bought at $50, held until the options expire in 30 days: the shares alone; a covered call that sells the 55 call for $1.20; and a protective put that buys the 47 put for $0.90. Each option position pays one $0.65 commission to open.',
        'In ThinkStreet’s paper account, options are never exercised or assigned before expiry. Whatever is still open at the close (4 p.m. New York) on expiry day is settled in cash at its intrinsic value against the stock’s price at that moment, with no commission. A bought option pays you its intrinsic value. A cash-secured put that ends in the money pays the difference between the strike and the price out of the cash held back for it, so you pay the loss but are not handed the shares, as you would be if assigned at a broker. A covered call that ends in the money is assigned: its 100 shares per contract are sold at that closing price and the intrinsic value is paid, which comes to the same as selling them at the strike. Out of the money, an option expires worthless and the shares or cash it held back are free again.',
      ],
      table: {
        columns: [
          'Stock at expiry',
          'Shares only',
          'Covered call (short 55 call)',
          'Protective put (long 47 put)',
        ],
        rows: [
          ['$40', '−$1,000.00', '−$880.65', '−$390.65'],
          ['$45', '−$500.00', '−$380.65', '−$390.65'],
          ['$50', '$0.00', '+$119.35', '−$90.65'],
          ['$55', '+$500.00', '+$619.35', '+$409.35'],
          ['$60', '+$1,000.00', '+$619.35', '+$909.35'],
        ],
      },
      bullets: [
        'Covered call (shares at $50, the 55 call sold for $1.20): the most it can make is $619.35, when the shares are called away at $55; breakeven is about $48.81; below that it loses almost as much as the shares.',
        'Protective put (shares at $50, the 47 put bought for $0.90): the most it can lose is $390.65, however far the stock falls; breakeven is about $50.91; the upside is unlimited, less the $90.65 the put cost with its commission.',
        'A collar combines the two: sell an out-of-the-money call to pay for an out-of-the-money put.',
      ],
      keyPoint:
        'A covered call sells your upside for income; a protective put buys a floor for a fee. Neither is free.',
      definitions: [
        'covered-call',
        'protective-put',
        'portfolio-insurance',
        'assignment',
        'cash-secured-put',
      ],
    },
    {
      id: 7,
      type: 'simulation',
      title: 'Simulation: one call trade from order to exit',
      body: [
        'Now a trade with every cost counted. A stock trades at $100 and you expect it to rise over the next few weeks. The 105 call expiring in 30 days is quoted $1.65 bid, $1.75 ask. You buy 2 contracts at the ask.',
        'Cost: 2 contracts × 100 shares × $1.75 = $350.00, plus 2 × $0.65 = $1.30 commission, so $351.30 leaves your account. That is the most you can lose. Buying 200 shares instead would tie up $20,000 (shares are commission-free here) and expose all of it.',
        'Ten days later the stock is at $106. The call is now bid $3.55: $1 of intrinsic value plus $2.55 of time value, because the stock sits near the strike with 20 days to go. You sell both contracts for 2 × 100 × $3.55 = $710.00, less $1.30 commission: $708.70. Profit: $708.70 − $351.30 = $357.40, a 101.7% return on the money at risk. The 200 shares would have made $1,200, only 6% on $20,000 but more in dollars. Leverage multiplies percentages, not capital.',
        'Had you held to expiry, the result would depend only on where the stock ended. The table counts $1.30 to open and, if the calls are worth anything, another $1.30 to sell them just before expiry at about their intrinsic value; worthless options simply expire. Settlement itself is free in ThinkStreet: calls still held at the close on expiry day are paid their intrinsic value with no commission, which would make each profitable row $1.30 better. The breakeven is the strike plus the premium, $106.75, plus 1.3 cents a share for the two commissions (0.65 cents if the calls are settled instead): the stock must rise almost 7% before the trade earns a cent.',
      ],
      table: {
        columns: [
          'Stock at expiry',
          'Value of 2 calls',
          'Commission if you sell just before expiry',
          'Net profit/loss',
          'Return on $351.30',
          '200 shares instead',
        ],
        rows: [
          ['$95', '$0.00', '$0.00', '−$351.30', '−100%', '−$1,000'],
          ['$105', '$0.00', '$0.00', '−$351.30', '−100%', '+$1,000'],
          ['$106.75', '$350.00', '$1.30', '−$2.60', '−0.7%', '+$1,350'],
          ['$110', '$1,000.00', '$1.30', '+$647.40', '+184.3%', '+$2,000'],
          ['$115', '$2,000.00', '$1.30', '+$1,647.40', '+468.9%', '+$3,000'],
        ],
      },
      keyPoint:
        'At $105 the stock is up 5% and the calls are worthless: an option buyer must be right about direction, size and timing, all three at once.',
      definitions: ['contract-multiplier', 'option-premium', 'breakeven-price', 'time-value'],
    },
    {
      id: 8,
      type: 'advanced',
      title: 'The Greeks: what you are really betting on',
      body: [
        'An option’s price moves when any of its inputs move: the stock price, time, volatility and interest rates. The Greeks measure each of these sensitivities on its own, so you can see what a position is really a bet on. They come from pricing models such as Black–Scholes, and most platforms show them next to each quote.',
        'Delta is the change in the option’s price for a $1 move in the stock: about 0.5 for an at-the-money call, close to 1 deep in the money and close to 0 far out of the money. Puts have negative deltas. Times 100, delta tells you how many shares one contract behaves like, and traders also use it as a rough guide to the chance of finishing in the money. Gamma is how fast delta itself changes as the stock moves. It is highest for at-the-money options close to expiry, which is why their prices can swing so violently.',
        'Theta is time decay: what the option loses in a day if nothing else changes. Theta usually costs buyers and pays sellers, and for at-the-money options it speeds up in the last weeks before expiry; far in or out of the money, where little time value is left, it fades instead. Vega is the change for a one-point move in implied volatility: buyers gain when volatility rises, sellers when it falls. Rho, the sensitivity to interest rates, is small for short-dated stock options and is often ignored.',
        'The table shows the Greeks of a 30-day, 100-strike call on a $100 stock (30% volatility, 5% rates), worth $3.63. The last column translates each into one contract. Someone holding 10 of these calls is effectively long about 540 shares and pays about $64 a day in time decay. In the Greek simulator below, set for this same 100-strike call, move the stock, the clock and volatility and watch each number respond.',
      ],
      table: {
        columns: ['Greek', 'Change in option price for…', 'This call', 'Per contract'],
        rows: [
          ['Delta', 'a $1 rise in the stock', '+0.54', 'Behaves like 54 shares'],
          ['Gamma', 'a $1 rise in the stock, applied to delta', '+0.046', 'Delta grows by about 4.6 shares'],
          ['Theta', 'one more day passing', '−0.064', 'Loses about $6.40 a day'],
          ['Vega', 'a 1-point rise in implied volatility', '+0.114', 'Gains about $11.40'],
          ['Rho', 'a 1-point rise in interest rates', '+0.041', 'Gains about $4.10'],
        ],
      },
      keyPoint:
        'A long option is a bet on direction (delta), on movement (gamma and vega) and against the clock (theta). Know which of them you are paying for.',
      definitions: ['greeks', 'delta', 'gamma', 'theta', 'vega', 'rho', 'volatility', 'implied-volatility'],
      exercises: ['greek-simulator'],
    },
    {
      id: 9,
      type: 'risk-management',
      title: 'Position sizing and the 2% guideline',
      body: [
        'Options make it easy to take too much risk with a small amount of money. A $351 position looks harmless, yet it can be worth nothing a month later, and a trader who repeats that bet with a large share of the account each time will not survive a losing streak. Risk management starts not with the trade idea but with one question: how much am I prepared to lose if I am wrong?',
        'This course follows a widely used guideline: risk at most 2% of your account on any one trade. On ThinkStreet’s $100,000 paper account that is $2,000. For an option you buy, the amount at risk is the whole premium plus commission, because options can and often do expire worthless. Divide the 2% budget by the maximum loss of one contract and round down.',
        'For spreads and other defined-risk positions, use the position’s maximum loss. Positions with no maximum loss, such as uncovered short calls, cannot be sized this way at all, which is one good reason to leave them alone. A stop on an option is a plan, not a guarantee: prices gap overnight and option spreads widen just when you want out, so size on the full amount you could lose.',
        'One difference when you practise here: ThinkStreet’s paper account does not margin spreads as spreads. It lets you sell an option only as a covered call, with 100 shares of the stock held back per contract, or as a cash-secured put, with the strike × 100 in cash held back. So the iron condor in the last row can be sized on paper, and you will build it on the spreads page, but the paper account cannot hold it as a stand-alone position.',
        'Two more limits keep a losing run survivable. Keep the total at risk across all open option trades modest, for example no more than 10% of the account, and do not stack several trades that depend on one event, such as five bullish calls on different chip makers before one company’s results. After ten losses in a row at 2% each, an account keeps about 82% of its capital; at 20% a trade it would keep about 11%.',
      ],
      table: {
        columns: [
          'Account',
          '2% budget',
          'Position',
          'Maximum loss per unit',
          'Units (rounded down)',
          'Total at risk',
        ],
        rows: [
          ['$10,000', '$200', 'Long 105 call at $1.75', '$175.65', '1', '$175.65'],
          ['$25,000', '$500', 'Long 105 call at $1.75', '$175.65', '2', '$351.30'],
          ['$100,000', '$2,000', 'Long 105 call at $1.75', '$175.65', '11', '$1,932.15'],
          ['$100,000', '$2,000', 'Iron condor, $5 wings, $2.30 credit', '$272.60', '7', '$1,908.20'],
        ],
      },
      keyPoint:
        'Contracts = (2% of the account) ÷ (maximum loss per contract), rounded down. The 2% is a rule you set for yourself: no platform enforces it for you.',
      definitions: ['position-sizing', 'uncovered-option', 'iron-condor'],
    },
    {
      id: 10,
      type: 'case-study',
      title: 'Case study: GameStop calls, January 2021',
      body: [
        'In January 2021 shares of GameStop, a struggling video-game retailer, climbed from under $20 at the start of the month to a close of $347.51 on January 27 and an intraday high of $483 the next day (prices before the company’s four-for-one split in 2022). Short sellers had bet heavily against the company: more shares had been sold short than were freely available to trade.',
        'Options were a large part of the story. Small investors, many trading for the first time on commission-free apps, bought short-dated, out-of-the-money calls that could multiply many times if the stock kept rising. The market makers who sold those calls hedge by buying shares in line with delta. As the price rose, gamma pushed the calls’ deltas up and the dealers had to buy more shares. This loop, a gamma squeeze, was widely blamed for the spike.',
        'The SEC staff report of October 2021 was more cautious. It confirmed that options trading surged, but concluded that neither short covering nor dealer hedging explains the weeks-long rise: positive sentiment among buyers who simply wanted the shares did. Academic critics later argued that the data leave room for both squeezes. What nobody disputes is the outcome for late buyers: by early February the stock had lost more than 80% from its peak, and many calls bought near the top expired worthless.',
        'Implied volatility on GameStop options rose to several hundred percent, so calls bought in the frenzy were extremely expensive: their buyers paid in advance for huge moves that then had to happen, and fast. On January 28 several brokers, including Robinhood, also stopped customers opening new positions in the stock and its options, after clearing-house deposit demands soared. Traders could not always act as they had planned.',
      ],
      bullets: [
        'Buying calls is a leveraged bet on direction and timing; in a frenzy you also pay for extreme implied volatility.',
        'Dealer hedging links the options market to the share price, so heavy call buying can add buying pressure to the stock.',
        'Crowded trades unwind fast: size every position as if you might be unable to exit.',
      ],
      keyPoint:
        'When everyone already expects a huge move, the option price already includes it. You profit only if reality beats the crowd’s expectation.',
      definitions: ['call-option', 'gamma-squeeze', 'delta', 'gamma', 'implied-volatility'],
    },
    {
      id: 11,
      type: 'advanced-strategies',
      title: 'Spreads, straddles and iron condors',
      body: [
        'Combining options creates shapes that no single contract can. Every strategy below uses options on the same $100 stock with 60 days to expiry, at the model prices from the intrinsic- and time-value page. Results include $0.65 per contract to open; real fills at the bid and ask would be a little worse.',
        'A bull call spread buys one call and sells another with a higher strike. The sold call pays for part of the bought one, which lowers the cost and the breakeven but caps the profit. It suits a moderate rise. For a moderate fall, a bear put spread buys one put and sells another with a lower strike: the sold put pays for part of the bought one and caps the gain.',
        'A long straddle buys a call and a put with the same strike. It profits if the stock moves far in either direction and loses most if the stock sits still, because you paid for two lots of time value. It is a bet on movement, not direction, and it is dear when implied volatility is already high, as it usually is just before results.',
        'An iron condor sells an out-of-the-money put and an out-of-the-money call, and buys options further out on each side as protection. You collect a credit and keep all of it if the stock stays between the two sold strikes until expiry; the bought “wings” set the maximum loss. It is the opposite bet to a straddle: that the stock will stay calm. Build each of them in the strategy builder below, which uses this page’s stock, expiry and 25% volatility, and compare their payoff charts.',
      ],
      table: {
        columns: [
          'Strategy',
          'Legs (one of each)',
          'Net cost or credit',
          'Maximum profit',
          'Maximum loss',
          'Breakeven at expiry (before commissions)',
        ],
        rows: [
          [
            'Bull call spread',
            'Buy 100 call at $4.45, sell 110 call at $1.14',
            '$3.31 debit',
            '$667.70',
            '$332.30',
            '$103.31',
          ],
          [
            'Long straddle',
            'Buy 100 call at $4.45, buy 100 put at $3.63',
            '$8.08 debit',
            'Unlimited above; $9,190.70 if the stock fell to zero',
            '$809.30',
            '$91.92 and $108.08',
          ],
          [
            'Iron condor',
            'Buy 90 put at $0.63, sell 95 put at $1.69, sell 105 call at $2.38, buy 110 call at $1.14',
            '$2.30 credit',
            '$227.40',
            '$272.60',
            '$92.70 and $107.30',
          ],
        ],
      },
      bullets: [
        'The paper account secures every option you sell in full, so it can hold only some of these. A long straddle is two bought options: place it as it is.',
        'The paper account can hold a bear put spread (buy the 100 put, sell the 90 put), but it sets aside $9,000 of your cash per contract for the sold put, even though the most the spread can lose is what you paid for it.',
        'A bull call spread needs 100 shares of the stock per contract to cover the sold call, so it becomes shares plus a spread and carries the shares’ risk as well.',
        'An iron condor needs both, shares and cash, and so cannot be held as a stand-alone position here: study it in the strategy builder.',
      ],
      keyPoint:
        'Spreads give up part of the upside in exchange for a lower cost and a known maximum loss, which makes them easy to size.',
      definitions: [
        'bull-call-spread',
        'bear-put-spread',
        'straddle',
        'iron-condor',
        'vega',
        'cash-secured-put',
      ],
      exercises: ['strategy-builder'],
    },
    {
      id: 12,
      type: 'platform-guide',
      title: 'Reading an option chain',
      body: [
        'An option chain lists the options on one underlying for one expiry date: usually calls on the left, puts on the right and the strikes down the middle, one row per strike. Choose the expiry first (most weekly expiries fall on Fridays, and the standard monthly expiry is the third Friday of the month), then read across the row of the strike you want.',
        'Bid is the highest price a buyer is offering now, what you would get if you sold immediately; ask is the lowest price a seller will accept, what you would pay. The gap between them is the spread, a cost you pay every time you trade. Last is the price of the most recent trade, which may be hours old, so do not rely on it. Volume counts contracts traded today; open interest counts contracts still open from earlier days. High volume and open interest usually mean a liquid option with a narrow spread.',
        'IV, implied volatility, is the volatility that makes a pricing model reproduce the option’s market price: the market’s estimate of how much the stock will move, stated per year. Chains usually shade the in-the-money rows. For calls those are the strikes below the stock price; for puts, the strikes above it.',
        'The excerpt shows calls on a $100 stock with 60 days left. A few habits help at a broker. Compare the spread with the price: $0.10 on a $1.18 option is about 8%. Prefer strikes with open interest in the thousands. Use a limit order near the middle of the spread rather than a market order. And check the expiry date and the call or put side before you send the order.',
        'ThinkStreet’s chain is simpler. Its prices come from a pricing model, not from trades, so for each strike it shows the bid, the ask, the implied volatility and the Greeks (delta, gamma, theta and vega), and marks the in-the-money strikes, but has no last price, volume or open interest. Its order ticket shows the cost with commission, the most you can lose and gain, and the breakeven before you send. Orders fill at once, buys at the ask and sells at the bid. A limit order fills only if its price reaches the ask (to buy) or the bid (to sell); a limit inside the spread is refused rather than left waiting. So here you always pay the spread, and comparing it with the price is the habit that counts.',
      ],
      table: {
        columns: ['Strike', 'Bid', 'Ask', 'Last', 'Volume', 'Open interest', 'IV', 'In the money?'],
        rows: [
          ['$90', '$11.30', '$11.60', '$11.45', '38', '1,310', '26.1%', 'Yes'],
          ['$95', '$7.40', '$7.65', '$7.50', '185', '2,940', '25.4%', 'Yes'],
          ['$100', '$4.35', '$4.55', '$4.45', '1,204', '8,760', '25.0%', 'At the money'],
          ['$105', '$2.28', '$2.42', '$2.36', '860', '6,115', '24.8%', 'No'],
          ['$110', '$1.13', '$1.23', '$1.18', '410', '5,020', '25.3%', 'No'],
        ],
      },
      keyPoint:
        'You trade at the bid and the ask, not at the last price: the spread is a real cost, and open interest tells you whether anyone else trades that strike.',
      definitions: ['option-chain', 'open-interest', 'implied-volatility', 'in-the-money'],
    },
    {
      id: 13,
      type: 'common-mistakes',
      title: 'Common mistakes, and how to avoid them',
      body: [
        'Most option losses come from a handful of repeated errors rather than bad luck. Nearly every one comes from forgetting something this course has covered: the multiplier, time decay, volatility, liquidity or position size.',
        'Keep a trading journal that records, for every trade, the idea, the expiry, the maximum loss, the planned exit and what actually happened. Patterns in your own mistakes appear within a few dozen trades, long before they become expensive.',
      ],
      bullets: [
        'Buying far out-of-the-money options because they are cheap. A $0.10 call is cheap because it rarely pays; most expire worthless.',
        'Forgetting the multiplier: a quote of $2.40 costs $240 per contract, plus $0.65 commission.',
        'Holding a losing option to expiry in hope. Time value melts fastest in the final weeks; decide your exit before you enter.',
        'Buying options just before results and losing even when right about direction, because implied volatility collapses after the news.',
        'Selling uncovered calls for “easy” income: the premium is small and the possible loss has no ceiling.',
        'Sending market orders on illiquid options with wide spreads, and giving the spread away on every trade.',
        'Ignoring early assignment on short American-style options, especially short calls just before a dividend.',
        'Risking far more than 2% on one idea, or placing several trades that all depend on the same event.',
      ],
      keyPoint:
        'Before every trade, say out loud what you pay, the most you can lose, your breakeven, and what must happen by when.',
      definitions: ['volatility-crush', 'uncovered-option', 'assignment', 'out-of-the-money'],
    },
    {
      id: 14,
      type: 'quiz',
      title: 'Check your understanding',
      body: [
        'Five questions on the core ideas of the course. Each one needs an answer before you can go on, so take your time and work the numbers on paper.',
      ],
      questions: [
        {
          question:
            'You buy one 50-strike call for $3.00. At expiry the stock is at $56. Ignoring commission, what is your profit?',
          options: ['$600', '$300', '$56', '$5,300'],
          correct: 1,
          explanation:
            'At expiry the call is worth $56 − $50 = $6 a share, or $600 for the contract’s 100 shares. Subtract the $300 premium you paid and the profit is $300.',
        },
        {
          question:
            'A stock trades at $100 and the European Black–Scholes price of its 110 put is $10.24. How much of that premium is time value?',
          options: ['$10.24', '$10.00', '$0.24', 'None: puts have no time value'],
          correct: 2,
          explanation:
            'A put’s intrinsic value is the strike minus the stock price, $110 − $100 = $10.00. Whatever is left of the premium, $0.24, is time value.',
        },
        {
          question: 'Which Greek tells you how much value an option loses each day if nothing else changes?',
          options: ['Delta', 'Gamma', 'Vega', 'Theta'],
          correct: 3,
          explanation:
            'Theta measures time decay. Delta and gamma describe sensitivity to the stock price, and vega sensitivity to implied volatility.',
        },
        {
          question:
            'Your account holds $50,000 and you follow the 2% guideline. Each contract you want to buy costs $2.40 a share plus $0.65 commission. How many contracts can you buy?',
          options: ['4', '2', '5', '20'],
          correct: 0,
          explanation:
            '2% of $50,000 is $1,000. One contract risks $240 + $0.65 = $240.65. $1,000 ÷ $240.65 = 4.16, which rounds down to 4 contracts.',
        },
        {
          question: 'What does the seller of a covered call give up in exchange for the premium?',
          options: [
            'The dividends on the shares',
            'All protection against a fall in the stock',
            'Any gain above the strike price',
            'The right to sell the shares before expiry',
          ],
          correct: 2,
          explanation:
            'If the stock ends above the strike, the shares are called away at the strike, so any rise beyond it is lost. The premium is a small cushion against a fall, and the owner keeps the dividends and can still sell the shares (after buying back the call).',
        },
      ],
      definitions: ['covered-call', 'position-sizing'],
    },
    {
      id: 15,
      type: 'action-plan',
      title: 'Your four-week action plan',
      body: [
        'Knowledge becomes skill only through decisions, and practice is safest with money that is not real. Spend at least a month on the paper account before trading options with your own savings, and treat every practice trade as though it were real: same sizing, same journal, same exit rules.',
        'Work through the plan below in order. Each step uses one of the course exercises and builds on the one before.',
      ],
      bullets: [
        'Week 1: in the options calculator, price an at-the-money call and put on five stocks you follow (their price, and the implied volatility from the Simulator’s chain), and write down the breakeven and the buyer’s maximum loss it shows for each.',
        'Week 2: place one covered call and one protective put on shares in your paper portfolio; record the premium, strike, expiry and result.',
        'Week 3: in the Greek simulator, predict how a position changes if the stock moves $5, a week passes or volatility falls 5 points, then check your guesses.',
        'Week 4: build one defined-risk spread in the strategy builder and size it with the 2% guideline. In the paper account a bull call spread needs 100 shares of the stock per contract to cover the call you sell, and a bear put spread sets aside the sold put’s strike × 100 in cash. Count only the spread’s maximum loss against your 2%, not what is set aside.',
        'Every trade: write down the idea, the expiry, the maximum loss, the breakeven and the exit plan before you enter.',
        'Before real trading: read the OCC’s “Characteristics and Risks of Standardized Options”, which US brokers must give you before approving an options account.',
      ],
      keyPoint:
        'Practice small, write everything down, and only scale up a strategy that has worked over many trades, not after one lucky one.',
      definitions: ['position-sizing', 'options-clearing-corporation'],
      exercises: ['options-calculator', 'greek-simulator', 'strategy-builder'],
    },
    {
      id: 16,
      type: 'completion',
      title: 'Course complete',
      body: [
        'You have finished Options & Derivatives. You can explain what a derivative is and why the 1973 Chicago exchange and the Black–Scholes model changed finance; split a premium into intrinsic and time value; read payoff tables and option chains; describe risk with the Greeks; and build, cost and size the strategies most traders use.',
        'Options reward preparation and punish improvisation. Keep using the three exercises and the paper account, keep your journal, and come back to these pages whenever a trade surprises you.',
      ],
      bullets: [
        'A call is a right to buy and a put a right to sell, 100 shares per contract.',
        'Premium = intrinsic value + time value; time value decays to zero at expiry.',
        'Breakeven: strike + premium for calls, strike − premium for puts, plus commissions.',
        'Delta, gamma, theta and vega show what a position is really betting on.',
        'Risk at most 2% of the account per trade, sized on the maximum possible loss.',
      ],
      keyPoint: 'Know your maximum loss before every trade, and let it, not hope, decide your size.',
    },
  ],
  exercises: [
    {
      id: 'options-calculator',
      title: 'Options calculator',
      description:
        'Enter a stock price, strike, days to expiry, interest rate, volatility and dividend yield to price a call or a put the way the Simulator’s chain does. See the price split into intrinsic and time value, the Greeks, and what a buyer paying that price would break even at and could lose at most at expiry.',
    },
    {
      id: 'greek-simulator',
      title: 'Greek simulator',
      description:
        'Move the stock price, the days to expiry and implied volatility, and watch delta, gamma, theta and vega respond.',
    },
    {
      id: 'strategy-builder',
      title: 'Strategy builder',
      description:
        'Combine up to four legs of calls, puts and shares into spreads, straddles and iron condors, and see the payoff chart at expiry and today, the net cost or credit, maximum gain, maximum loss and breakevens with commission counted, and the net Greeks.',
    },
  ],
  glossary: {
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
    'call-option': {
      text: 'Call option',
      definition:
        'A contract giving the right, but not the duty, to buy a share at a set price (the strike) until a set date. It is cheap compared with the share and can multiply in value, or expire worthless.',
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
    'portfolio-insurance': {
      text: 'Portfolio insurance',
      definition:
        'A 1980s strategy that aimed to put a floor under a portfolio’s losses by selling stock index futures as prices fell and buying them back as prices rose. It worked only if the market could absorb the selling smoothly.',
    },
    'gamma-squeeze': {
      text: 'Gamma squeeze',
      definition:
        'When heavy buying of call options forces the dealers who sold them to buy the underlying shares to hedge; as the price rises they must buy more, adding fuel to the rise.',
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
  },
  certificate: {
    title: 'Options & Derivatives Specialist',
    description:
      'Awarded for completing the 16-page Options & Derivatives course: calls and puts, intrinsic and time value, payoff tables, the Greeks, covered calls and protective puts, spreads, straddles and iron condors, reading an option chain and sizing trades with the 2% guideline.',
  },
  sources: [
    {
      title: 'Options, Futures, and Other Derivatives (11th edition)',
      author: 'John C. Hull',
      year: 2021,
      publisher: 'Pearson',
    },
    {
      title: 'The Pricing of Options and Corporate Liabilities',
      author: 'Fischer Black and Myron Scholes',
      year: 1973,
      publisher: 'Journal of Political Economy, vol. 81, no. 3, pp. 637–654',
      url: 'https://doi.org/10.1086/260062',
    },
    {
      title: 'Theory of Rational Option Pricing',
      author: 'Robert C. Merton',
      year: 1973,
      publisher: 'Bell Journal of Economics and Management Science, vol. 4, no. 1, pp. 141–183',
    },
    {
      title: 'Option Volatility and Pricing: Advanced Trading Strategies and Techniques (2nd edition)',
      author: 'Sheldon Natenberg',
      year: 2014,
      publisher: 'McGraw-Hill Education',
    },
    {
      title: 'Characteristics and Risks of Standardized Options',
      author: 'The Options Clearing Corporation',
      year: 1994,
      publisher: 'The Options Clearing Corporation (updated by later supplements)',
    },
    {
      title: 'Staff Report on Equity and Options Market Structure Conditions in Early 2021',
      author: 'Staff of the U.S. Securities and Exchange Commission',
      year: 2021,
      publisher: 'U.S. Securities and Exchange Commission',
    },
  ],
};
