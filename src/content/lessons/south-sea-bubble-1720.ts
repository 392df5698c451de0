import type { GlossaryEntry, Lesson } from '../schema';

// The South Sea and Mississippi bubbles of 1720: two schemes that swapped government debt for
// company shares, one in London and one in Paris. The protagonist and her cousin are composites;
// the people, laws, dates and prices are real (Carswell; Dale; Murphy; Kindleberger & Aliber).

export const glossary: Record<string, GlossaryEntry> = {
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
};

export const lesson: Lesson = {
  id: 'south-sea-bubble-1720',
  title: 'The South Sea and Mississippi Bubbles',
  subtitle: '1720: when two countries swapped their debts for a dream',
  concept:
    'How swapping government debt for company shares, easy credit and new paper money created the first great stock bubbles',
  description:
    'London and Paris, 1720. Live on a government annuity as the South Sea Company offers to swap it for shares, while your cousin in Paris rides John Law’s Mississippi Company and its paper money. Decide whether to convert, whether to trust Law’s notes, and what to do at the peak. Learn how the schemes worked, why they collapsed, and what each country did next.',
  preview:
    'Your safe government income can become shares that have tripled since January. Everyone you know is getting rich. Do you swap?',
  difficulty: 'Intermediate',
  estimatedTime: '19 minutes',
  type: 'character-driven',
  category: 'bubbles',
  icon: '🫧',
  color: { from: 'sky', to: 'amber' },
  year: 1720,
  topics: ['Market Bubbles', 'Market Psychology', 'Leverage'],
  xp: 100,
  character: {
    name: 'Margaret Thornbury',
    age: 46,
    profession: 'Widow of a London wine merchant, living on a government annuity',
    icon: '👒',
    color: 'from-sky-600 to-slate-700',
    background:
      'Margaret is a composite character, not a real person. Her late husband left her a government annuity that pays £120 a year for the rest of a long term, enough for a modest house in Westminster and one servant. Her cousin Henri, also a composite, is a silk trader in Paris who writes to her every week about John Law and the Mississippi Company.',
    traits: ['Prudent', 'Well read', 'Worried about outliving her money', 'Easily tempted by a good story'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'John Law',
      role: 'Scottish financier; head of the Mississippi Company and, from January 1720, France’s Controller General of Finances',
      icon: '🃏',
      influence: 'Built a royal bank and a giant company and tied the value of each to the other.',
    },
    {
      name: 'John Blunt',
      role: 'Leading director of the South Sea Company',
      icon: '🖋️',
      influence: 'Designed the 1720 scheme to turn the national debt into South Sea shares.',
    },
    {
      name: 'Robert Walpole',
      role: 'Member of Parliament; First Lord of the Treasury from April 1721',
      icon: '🏛️',
      influence: 'Managed the clean-up after the crash and shielded many ministers from blame.',
    },
    {
      name: 'Isaac Newton',
      role: 'Master of the Royal Mint',
      icon: '🍎',
      influence:
        'Records show he sold South Sea shares at a profit, bought back at higher prices, and lost heavily.',
    },
    {
      name: 'Henri Duval',
      role: 'Margaret’s cousin, a Paris silk trader (composite)',
      icon: '✉️',
      influence: 'His letters bring news of the Mississippi Company and Law’s banknotes.',
    },
  ],
  concepts: [
    { id: 'debt-for-shares', name: 'Swapping government debt for company shares', level: 'intermediate' },
    { id: 'price-feeds-itself', name: 'A scheme that needs a rising price', level: 'intermediate' },
    { id: 'credit-fuels-bubbles', name: 'Installments and loans on shares', level: 'intermediate' },
    { id: 'money-and-bubbles', name: 'Paper money printed to hold up a price', level: 'advanced' },
    { id: 'bubble-aftermath', name: 'Inquiries, blame and new rules after a crash', level: 'beginner' },
  ],
  storyState: [
    { key: 'mayChoice', label: 'What Margaret did in May 1720', format: 'text' },
    { key: 'annuity', label: 'Margaret’s annuity, pounds a year', initial: 120, format: 'number' },
    { key: 'shares', label: 'South Sea shares Margaret owns', initial: 0, format: 'number' },
    { key: 'bonds', label: 'Company bonds and cash from the swap, in pounds', initial: 0, format: 'number' },
    { key: 'owed', label: 'Installments still owed, in pounds', initial: 0, format: 'number' },
    { key: 'holding', label: 'How Margaret came to own her shares', format: 'text' },
    { key: 'henri', label: 'What Henri did with his ten shares', format: 'text' },
    { key: 'sold', label: 'Share of her stock sold at the top', initial: 0, format: 'number' },
    { key: 'extra', label: 'Shares bought in the August subscription', initial: 0, format: 'number' },
    { key: 'loan', label: 'Company loan, in pounds', initial: 0, format: 'number' },
    { key: 'peakMove', label: 'What Margaret did at the top', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The South Sea and Mississippi Bubbles',
      subtitle: 'London and Paris, 1720',
      startButtonText: 'Open the first letter',
      visualType: 'bubble',
      keyPoint: 'A scheme that only works while the price keeps rising is a bubble with a deadline.',
    },
    {
      type: 'character-intro',
      id: 'meet-margaret',
      chapter: 'Chapter 1: Debts and dreams',
      title: 'Meet Margaret Thornbury',
      narrative: {
        setup:
          'Westminster, January 1720. Every year the government pays Margaret £120 on her annuity, as it has since her husband died. It is dull and safe.',
        situation:
          'A letter arrives from her cousin Henri in Paris. He has bought shares in the Mississippi Company. They have risen many times over. Paris is full of new fortunes.',
        characterThoughts:
          'Henri was never clever with money. If even he is rich, perhaps I am the foolish one.',
      },
      definitions: ['annuity'],
      interactiveElements: [
        {
          id: 'annuity-income',
          icon: '📜',
          label: '£120 a year',
          tooltip: 'Margaret’s government annuity',
          detail:
            'Margaret’s annuity is a fixed yearly payment from the state. It cannot be cashed in early except by selling it to someone else.',
        },
        {
          id: 'letter',
          icon: '✉️',
          label: 'Henri’s letter',
          tooltip: 'News from Paris',
          detail: 'He writes of crowds trading shares in the narrow rue Quincampoix day and night.',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'Seeing others get rich is the most powerful sales pitch there is.',
    },
    {
      type: 'story',
      id: 'law-system',
      chapter: 'Chapter 1: Debts and dreams',
      title: 'John Law’s System',
      mainText:
        'France was nearly broke after the wars of Louis XIV. In 1716 a Scottish gambler and thinker, John Law, won the right to open a bank in Paris that issued paper notes. He believed more money would bring more trade.\n\nIn 1717 he formed the Company of the West, with a monopoly on trade with French Louisiana, the Mississippi valley. The company grew fast. It took over the tobacco monopoly, the other overseas trading companies, the mint and the collection of taxes. His bank became the Royal Bank in 1718.\n\nIn 1719 the company offered to take over the king’s debts. People who held government bonds could swap them for company shares. New shares were sold in rounds. The price climbed from 500 livres to about 10,000 livres around the turn of the year. In January 1720 Law became Controller General of Finances, in charge of the whole French economy.',
      narrative: {
        setup: 'Henri’s next letter is full of numbers. Margaret reads it twice.',
      },
      definitions: ['debt-for-equity-swap', 'joint-stock-company'],
      interactiveElements: [
        {
          id: 'twenty-times',
          icon: '📈',
          label: '500 → about 10,000 livres',
          tooltip: 'Mississippi Company shares',
          detail: 'About twenty times the price, in under a year.',
        },
      ],
      visualType: 'money-printing',
      keyPoint: 'Law joined a bank that printed money to a company whose shares that money could buy.',
    },
    {
      type: 'visual-story',
      id: 'south-sea-scheme',
      chapter: 'Chapter 2: The London copy',
      title: 'The South Sea Scheme',
      mainText:
        'London had its own version. The South Sea Company was founded in 1711. It took on government debt in return for shares and the right to trade with Spain’s colonies in South America. That trade, which included the slave trade, was small and often interrupted by war.\n\nIn early 1720 the company offered to take over most of the rest of the national debt, about £31 million. It outbid the Bank of England for the deal, promising the government up to £7.5 million. Parliament approved in April.\n\nHere was the trick. Holders of annuities could swap them for shares, valued at the market price. The higher the price, the fewer shares the company had to hand out for the same debt. It could sell the rest for cash. So the company needed a rising price, and it worked hard to get one. Its shares went from about £128 in January to about £1,000 by midsummer.',
      narrative: {
        setup:
          'Exchange Alley, near the Royal Exchange, is so crowded that Margaret cannot reach the coffee houses.',
      },
      definitions: ['debt-for-equity-swap', 'annuity', 'speculative-bubble'],
      interactiveElements: [
        {
          id: 'trick',
          icon: '🧮',
          label: 'Why a high price helped the company',
          tooltip: 'The share-count trick',
          detail:
            'To take over £1,000 of debt at a price of £100, the company hands over 10 shares. At £500, only 2. Every share saved could be sold for cash.',
        },
        {
          id: 'price-rise',
          icon: '📈',
          label: '£128 → about £1,000',
          tooltip: 'South Sea stock, January to June 1720',
          detail: 'About eight times in six months.',
        },
      ],
      visualType: 'bubble',
      keyPoint: 'When a company profits from its own share price, it will push that price as hard as it can.',
    },
    {
      type: 'decision-point',
      id: 'convert-annuity',
      chapter: 'Chapter 2: The London copy',
      title: 'Swap the Annuity for Shares?',
      situation: 'May 1720. The company invites annuity holders to swap.',
      decision: {
        situation:
          'The South Sea Company offers Margaret shares in return for her annuity. For each £100 a year of annuity it gives 7 shares plus £575 in company bonds and cash: at today’s price, about twice what the annuity sold for before the scheme. But the deal swaps a fixed income for a stake in one company whose price has risen every week.',
        context: {
          'Her income now': '£120 a year, fixed',
          'South Sea stock': 'about £400 and rising',
          'The offer': 'for each £100 a year: 7 shares plus £575 in bonds and cash',
          'What friends say': '“Everyone is converting.”',
        },
        prompt: 'What will Margaret do?',
        choices: [
          {
            id: 'convert-all',
            effects: {
              set: {
                mayChoice: 'swapped the whole annuity for 8.4 shares and £690 in bonds and cash',
                annuity: 0,
                shares: 8.4,
                bonds: 690,
                holding:
                  'Margaret owns the 8.4 South Sea shares she got for her annuity in May, when the stock was about £400, and £690 in company bonds and cash.',
              },
            },
            title: 'Swap the whole annuity',
            description: 'Trade her £120 a year for 8.4 South Sea shares and £690 in bonds and cash.',
            icon: '🔄',
            color: 'from-rose-500 to-red-600',
            reward: 'A share of whatever the company is worth, which looks like a fortune',
            risk: 'Her safe income becomes a bet on one company’s price',
            consequence:
              'The May terms were generous, and those who held on lost less than later buyers: even at £200 a share, Margaret’s shares, bonds and cash are worth more than her annuity sold for before the scheme. But she has swapped a fixed income for a bet on one company. Those who swapped in August, at a price of about £800 a share, lost heavily.',
          },
          {
            id: 'keep-annuity',
            effects: {
              set: {
                mayChoice: 'kept the £120 annuity',
                annuity: 120,
                shares: 4,
                holding:
                  'Margaret kept her annuity, but in April she bought 4 South Sea shares at £300 each from a friend who needed cash.',
              },
            },
            title: 'Keep the annuity',
            description: 'Refuse the offer and keep the £120 a year.',
            icon: '📜',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Her income stays safe whatever happens to the shares',
            risk: 'Watching friends grow rich, for now',
            consequence:
              'Most annuity holders did convert. Those who stayed out kept their income. The government kept paying its own annuities after the crash.',
          },
          {
            id: 'sell-and-subscribe',
            effects: {
              set: {
                mayChoice:
                  'sold the annuity for about £4,000 and bought 25 part-paid April subscription shares',
                annuity: 0,
                shares: 25,
                owed: 6000,
                holding:
                  'Margaret sold her annuity for about £4,000, close to what the swap made it worth, and bought 25 part-paid shares of the April subscription at about £160 each. On each she still owes £240 in installments.',
              },
            },
            title: 'Sell the annuity and buy shares on installments',
            description:
              'Sell the annuity for cash, then buy part-paid shares from the April subscription: about £160 each now, £240 each later.',
            icon: '🎲',
            color: 'from-amber-500 to-orange-600',
            reward: 'Control of many more shares than her cash alone could buy',
            risk: 'She owes the remaining installments even if the price falls',
            consequence:
              'The company’s first cash subscription, in April, sold shares at £300: £60 down and £240 in eight installments, one every two months. With the stock near £400, a part-paid share was worth about £160: the price less the £240 still to pay. Buying on installments multiplied gains on the way up and losses on the way down. Buyers who had paid a small deposit still owed the rest when the price collapsed.',
          },
        ],
      },
      lesson:
        'Swapping a fixed income for shares changes what you own: from a promise to be paid to a bet on a price.',
      historicalNote:
        'About 80 percent of the long annuities and most of the other debt offered were converted in 1720. Peter Garber points out that the May terms were simply attractive: holders lost nothing unless the stock fell below about £150.',
      definitions: ['annuity', 'debt-for-equity-swap', 'share-subscription'],
      visualType: 'scale',
      keyPoint: 'A safe income is hard to rebuild once it has been swapped for a price.',
    },
    {
      type: 'story',
      id: 'fuel',
      chapter: 'Chapter 3: Fuel for the fire',
      title: 'Installments, Loans and Bubble Companies',
      mainText:
        'The company did not just wait for buyers. It sold new shares in four subscriptions between April and August 1720. Buyers paid only part of the price at first and the rest in installments over months or years. It also lent money to buyers, with their shares as security. So the company was lending people money to buy its own shares.\n\nWell over a hundred other companies were launched. Some had real plans, like insurance and fishing. Many were thin promises. In June Parliament passed the Bubble Act. It banned new joint-stock companies without a royal charter. It was pushed by the South Sea Company, which wanted less competition for investors’ money.\n\nThe third subscription, in June, was sold at £1,000 a share. Around midsummer the price touched about £1,050. Then it began to slip.',
      narrative: {
        setup:
          'Margaret’s maid asks whether she should put her savings into a new company. Margaret does not know what to say.',
        characterThoughts:
          'If the company must lend people money to buy its shares, who is left to buy them next?',
      },
      definitions: ['share-subscription', 'margin-loan', 'greater-fool'],
      interactiveElements: [
        {
          id: 'bubble-act',
          icon: '⚖️',
          label: 'The Bubble Act, June 1720',
          tooltip: 'A law to protect one bubble',
          detail:
            'It stayed on the books until 1825 and made forming companies in Britain harder for a century.',
        },
      ],
      visualType: 'bubble',
      keyPoint: 'A price held up by the seller’s own loans is not a price set by independent buyers.',
    },
    {
      type: 'decision-point',
      id: 'henri-in-paris',
      chapter: 'Chapter 3: Fuel for the fire',
      title: 'Henri’s Choice: Notes, Shares or Gold?',
      situation: 'Paris, March 1720. Henri writes for Margaret’s advice.',
      decision: {
        situation:
          'Law has fixed the share price at 9,000 livres: the Royal Bank will swap any share for 9,000 livres in notes. To make people use notes, the government has banned holding more than a small sum in gold and silver coin. Prices in the shops are rising fast, because there are so many notes.',
        context: {
          'Mississippi shares': 'fixed at 9,000 livres in notes',
          'Gold and silver': 'holding more than a small sum is banned',
          'Shop prices': 'rising fast',
          'Henri owns': 'ten shares',
        },
        prompt: 'What will Margaret tell Henri?',
        choices: [
          {
            id: 'take-notes',
            effects: { set: { henri: 'swapped them for Royal Bank notes' } },
            title: 'Swap the shares for banknotes',
            description: 'Lock in 9,000 livres a share in Royal Bank notes.',
            icon: '💴',
            color: 'from-amber-500 to-orange-600',
            reward: 'A fixed sum, backed by the Royal Bank',
            risk: 'If there are too many notes, each will buy less and less',
            consequence:
              'So many notes were printed to buy shares that their value fell. On 21 May an edict cut the value of notes and shares in steps; it was withdrawn within a week, but trust was gone. By the end of 1720 the notes were no longer accepted as money.',
          },
          {
            id: 'keep-shares',
            effects: { set: { henri: 'kept the shares' } },
            title: 'Keep the shares',
            description: 'Trust that Law will keep the company rising.',
            icon: '🚢',
            color: 'from-rose-500 to-red-600',
            reward: 'Any gains if the Louisiana trade pays off',
            risk: 'The company’s real trade is tiny next to its price',
            consequence:
              'The shares fell through 1720. Measured in silver coin, they lost most of their value by the end of the year. Law fled France in December 1720.',
          },
          {
            id: 'into-goods',
            effects: { set: { henri: 'turned paper into goods and foreign money' } },
            title: 'Quietly turn paper into goods and foreign money',
            description: 'Buy silk, land, jewels or bills payable in London or Amsterdam.',
            icon: '💎',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Wealth that does not depend on Law’s notes',
            risk: 'Breaking or bending the new rules, and paying inflated prices',
            consequence:
              'Those who turned paper into real goods, land or foreign money early kept much of their wealth. Law’s government kept passing new rules to stop exactly this.',
          },
        ],
      },
      lesson:
        'Printing money to hold up an asset price moves the loss from the asset to the money. Someone still pays.',
      historicalNote:
        'In July 1720 crowds trying to change notes at the Royal Bank grew so dense that people were crushed to death. France kept a deep distrust of paper money and of banks for generations.',
      definitions: ['paper-money-overissue', 'inflation'],
      visualType: 'money-printing',
      keyPoint: 'A price fixed by printing money is a promise the printing press cannot keep.',
    },
    {
      type: 'decision-point',
      id: 'at-the-peak',
      chapter: 'Chapter 4: The fall',
      title: 'At the Top in London',
      situation: 'Late June 1720. South Sea stock is near £1,000.',
      decision: {
        situation:
          '{holding} The shares now trade near £1,000. In June the company sold new shares at £1,000 each, and more may follow. It lends money on its own shares to help people buy.',
        context: {
          'South Sea stock': 'about £1,000',
          'Her shares': '{shares}, worth about £{shares * 1000} at the top',
          'Company loans': 'available against shares',
          'News from Paris': 'Law’s notes are losing value',
        },
        prompt: 'What will Margaret do now?',
        choices: [
          {
            id: 'sell-half',
            effects: { set: { sold: 0.5, peakMove: 'sold half near £1,000' } },
            title: 'Sell half',
            description: 'Take her original money out and let the rest ride.',
            icon: '✂️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Her stake is safe even if the rest goes to nothing',
            risk: 'Missing out if the price keeps rising',
            consequence:
              'Selling near the top was the best move of the year, and few managed it. By the autumn the price was below £200.',
          },
          {
            id: 'hold-all',
            effects: { set: { peakMove: 'held everything' } },
            title: 'Hold everything',
            description: 'The company’s friends in government will not let it fail.',
            icon: '🤝',
            color: 'from-slate-500 to-slate-700',
            reward: 'Full benefit if the price keeps rising',
            risk: 'Giving back all the paper gains',
            consequence:
              'She would have ridden the price down from about £1,000 to below £200 by the autumn, ending with shares worth less than she gave for them.',
          },
          {
            id: 'borrow-and-buy',
            effects: {
              set: { extra: 2, loan: 2000, peakMove: 'borrowed £2,000 to buy 2 more shares in August' },
            },
            title: 'Borrow against her shares to buy new ones',
            description: 'Use a company loan to buy more new shares at £1,000.',
            icon: '🏦',
            color: 'from-rose-500 to-red-600',
            reward: 'Twice the gains if the price goes higher',
            risk: 'Debts that stay fixed while the shares shrink',
            consequence:
              'The next subscription came on 24 August, again at £1,000 a share. Its buyers paid £1,000 for shares that traded below £200 weeks later, and still owed the loans and installments. This was how many comfortable families were ruined.',
          },
        ],
      },
      lesson: 'When a price depends on new buyers and new loans, the end comes when either runs out.',
      historicalNote:
        'In late September 1720 the Sword Blade Company, the South Sea Company’s banker, stopped paying. Goldsmith bankers who had lent on South Sea shares failed, and the panic spread through London.',
      definitions: ['margin-loan', 'speculative-bubble'],
      visualType: 'chart-down',
      keyPoint:
        'Taking your original stake off the table protects what you put in; what is left is still your money at risk.',
    },
    {
      type: 'story',
      id: 'reckoning',
      chapter: 'Chapter 5: The reckoning',
      title: 'Inquiry and Blame',
      mainText:
        'In London the crash led to anger and an inquiry. A secret committee of the House of Commons found that the company had given shares to ministers and courtiers to win support for the scheme. The Chancellor of the Exchequer, John Aislabie, was expelled from Parliament and sent to the Tower of London. The directors’ estates were seized to help pay the victims.\n\nRobert Walpole led the clean-up. Part of what buyers still owed on their subscriptions was canceled, and the government let the company off most of the £7.5 million it had promised. The South Sea Company lived on until the 1850s, mostly holding government debt. Walpole also protected many powerful people from blame.\n\nIn France the fall was worse. The paper money failed, and a long review canceled or cut many claims. France went back to gold and silver coin and did not have a national central bank until 1800.\n\nBritain kept one good thing. Much of its old, costly debt had been swapped for debt that paid less interest and could be repaid early. Its credit recovered, and it borrowed cheaply for the wars of the century.',
      definitions: ['speculative-bubble', 'sovereign-debt'],
      interactiveElements: [
        {
          id: 'newton',
          icon: '🍎',
          label: 'Even Newton',
          tooltip: 'The Master of the Mint',
          detail:
            'Newton’s records show a profitable early sale, a return to the market at higher prices, and a large loss. Intelligence is no shield against a crowd.',
        },
      ],
      visualType: 'courtroom',
      keyPoint: 'After a bubble, the search for culprits is real, but so is the public’s share of the blame.',
    },
    {
      type: 'interactive',
      id: 'two-bubbles',
      chapter: 'Compare',
      title: 'London and Paris Compared',
      mainText: 'The two schemes looked alike but ended differently.',
      comparison: {
        columns: ['Question', 'Mississippi Company (Paris)', 'South Sea Company (London)'],
        rows: [
          {
            label: 'Debt swapped for shares',
            values: ['The king’s debts', 'About £31 million of national debt'],
          },
          {
            label: 'Share price, start to peak',
            values: ['500 to about 10,000 livres', 'About £128 to about £1,050'],
          },
          {
            label: 'What held the price up',
            values: ['Royal Bank notes printed to buy shares', 'Installments and company loans'],
          },
          { label: 'Money itself', values: ['Paper money collapsed', 'The pound kept its value'] },
          {
            label: 'Afterwards',
            values: ['Law fled; deep distrust of banks', 'Inquiry, punishment, Bubble Act kept'],
          },
        ],
      },
      definitions: ['paper-money-overissue', 'debt-for-equity-swap'],
      visualType: 'scale',
      keyPoint: 'A bubble in shares hurts investors. A bubble tied to the money itself hurts everyone.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: '1720 Bubbles Quiz',
      questions: [
        {
          question:
            'South Sea stock went from about £128 in January 1720 to about £1,050 around midsummer. About how many times higher was it?',
          options: ['About 2 times', 'About 4 times', 'About 8 times', 'About 80 times'],
          correct: 2,
          explanation: '£1,050 ÷ £128 ≈ 8.2. The price rose about eightfold in six months.',
          kind: 'calculation',
        },
        {
          question:
            'A buyer pays £100 down on a share sold at £1,000 and owes £900 more. The price falls to £200. What is the buyer’s stake worth now?',
          options: [
            '£200: the share itself is still worth that much',
            '£100: the deposit already paid is safe',
            'Nothing, but no more can be lost',
            'Minus £700: the debt is bigger than the share',
          ],
          correct: 3,
          explanation:
            'The share is worth £200 but £900 is still owed: 200 − 900 = −700. Buying on installments turned a £100 deposit into a £700 debt.',
          kind: 'calculation',
        },
        {
          question: 'Why did the South Sea Company want its share price to be as high as possible?',
          options: [
            'A higher price meant higher dividends by law, paid from the interest the state owed it',
            'It swapped debt for shares at market price, so a higher price meant fewer shares given away',
            'The government paid it a bonus for every rise in its price above the issue price',
            'A high price lowered the tax it paid on the interest it received from the state',
          ],
          correct: 1,
          explanation:
            'Debt holders were paid in shares valued at market. The higher the price, the fewer shares the company handed out, and the more it had left to sell.',
        },
        {
          question: 'What did John Law do in 1720 that tied the Mississippi bubble to France’s money?',
          options: [
            'He linked the livre to the pound, so that French notes could be changed for British coin',
            'He sold the company to Britain and used the money to pay off the French king’s debts',
            'He fixed the share price at 9,000 livres and printed notes to buy shares at that price',
            'He banned paper money and made the company’s shares the only legal means of payment',
          ],
          correct: 2,
          explanation:
            'By promising to swap shares for 9,000 livres in notes, the Royal Bank had to print notes whenever people sold. The flood of notes drove up prices and the notes lost value.',
        },
      ],
      keyPoint: 'Installments are leverage: a small deposit can become a large debt.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Why Smart People Join Bubbles',
      prompt: 'Think about Margaret’s and Henri’s choices.',
      questions: [
        'Why was swapping a fixed annuity for shares a bigger change than it first looked?',
        'How did the company’s own loans make its share price less meaningful?',
        'Why did the Mississippi collapse hurt ordinary French people who never bought a share?',
        'Can you think of a modern company or asset whose price helps it raise money to push its price higher?',
      ],
      finalThought:
        'In 1720 people swapped safe promises for exciting prices. The prices were real for a while, and then they were not. The promises, where they were kept, were worth more.',
      visualType: 'bubble',
      keyPoint: 'Ask what you would own if the price stopped rising tomorrow.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Bubbles of 1720 Teach',
      conceptLearned:
        'Debt-for-equity swaps, self-feeding prices, installment buying and paper money overissue',
      ending: {
        intro: 'Your choices beside what happened to people of the time.',
        rows: [
          {
            label: 'In May 1720 Margaret',
            yours: '{mayChoice}',
            history:
              'About 80 percent of the long annuities were swapped for shares. The May terms were generous; in August the company priced its shares at about £800.',
          },
          {
            label: 'At the top Margaret',
            yours: '{peakMove}',
            history:
              'Few managed to sell near the top. Many comfortable families were ruined buying the August subscription on loans.',
          },
          {
            label: 'Cash from selling at the top, after paying what those shares still owed',
            yours: '£{shares * 1000 * sold - owed * sold}',
            history: 'South Sea stock peaked at about £1,050 around midsummer.',
          },
          {
            label: 'Shares left in the autumn, at about £200 each',
            yours: '£{shares * 200 - shares * 200 * sold + extra * 200}',
            history: 'By the autumn the price was below £200, from about £1,050.',
          },
          {
            label: 'Company bonds and cash from the swap',
            yours: '£{bonds}',
            history:
              'May swappers got bonds and cash as well as shares. The August terms, with shares priced at about £800, were far worse.',
          },
          {
            label: 'Still owed on installments and loans',
            yours: '£{owed - owed * sold + loan}',
            history: 'Parliament later canceled part of what buyers still owed on their subscriptions.',
          },
          {
            label: 'Income from the annuity',
            yours: '£{annuity} a year',
            history: 'The government kept paying the annuities of those who refused to swap.',
          },
          {
            label: 'Henri in Paris',
            yours: '{henri}',
            history:
              'By the end of 1720 Law’s notes were no longer accepted as money. Those who bought goods or foreign money early kept much of their wealth.',
          },
        ],
      },
      keyTakeaways: [
        'Both companies offered to swap government debt for their own shares, so both needed a high and rising share price.',
        'South Sea stock rose from about £128 to about £1,050 in six months of 1720 and fell below £200 by the autumn.',
        'Installments and the company’s own loans let buyers control more shares than they could afford, turning the fall into debts.',
        'John Law fixed Mississippi shares at 9,000 livres and printed notes to buy them, so the collapse wrecked France’s paper money too.',
        'Britain punished officials, kept the Bubble Act it had passed at the height of the boom, and kept its credit; France distrusted banks and paper money for generations.',
      ],
      nextSteps: [
        'Compare with the tulip mania of 1637, a bubble without company shares.',
        'See how a bubble in land and shares ended in Japan in 1989.',
      ],
      visualType: 'bubble',
      keyPoint: 'When a company or a government needs prices to keep rising, be careful of the price.',
    },
  ],
  sources: [
    {
      title: 'The South Sea Bubble',
      author: 'John Carswell',
      year: 1960,
      publisher: 'Cresset Press (revised edition, Alan Sutton, 1993)',
    },
    {
      title: 'The First Crash: Lessons from the South Sea Bubble',
      author: 'Richard Dale',
      year: 2004,
      publisher: 'Princeton University Press',
    },
    {
      title: 'John Law: Economic Theorist and Policy-Maker',
      author: 'Antoin E. Murphy',
      year: 1997,
      publisher: 'Oxford University Press',
    },
    {
      title: 'Famous First Bubbles: The Fundamentals of Early Manias',
      author: 'Peter M. Garber',
      year: 2000,
      publisher: 'MIT Press',
    },
    {
      title: 'New Evidence on the First Financial Bubble',
      author: 'Rik G. P. Frehen, William N. Goetzmann and K. Geert Rouwenhorst',
      year: 2013,
      publisher: 'Journal of Financial Economics, 108(3), pp. 585–607',
    },
    {
      title: 'Newton’s Financial Misadventures in the South Sea Bubble',
      author: 'Andrew Odlyzko',
      year: 2019,
      publisher: 'Notes and Records: the Royal Society Journal of the History of Science, 73(1), pp. 29–59',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
  ],
};
