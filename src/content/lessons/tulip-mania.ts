import type { GlossaryEntry, Lesson } from '../schema';

// Tulip mania, Dutch Republic 1636–37. The one branching, scored story (spec §4 "Tulip story
// branches", §9 "Tulip story"). Page map:
//   first-decision → early-investor | aggressive-investor | skeptical-observer
//   early-investor, aggressive-investor → leverage-decision → survived | bankruptcy | educated
//   skeptical-observer → late-entry → survived | educated | bankruptcy
//   every ending → reflection → summary
// A reader who presses Next without choosing follows the array order or `next`:
//   first-decision → early-investor → leverage-decision → survived → reflection → summary.

export const glossary: Record<string, GlossaryEntry> = {
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
};

export const lesson: Lesson = {
  id: 'tulip-mania',
  title: 'Tulip Mania',
  subtitle: 'The Dutch Republic, 1636–1637',
  concept: 'Speculative bubbles and the danger of buying with promises and borrowed money',
  description:
    'Live through the winter of 1636–37 as a Haarlem linen merchant with 1,000 guilders in savings, while tulip bulbs change hands in taverns for ever higher prices. Your choices decide whether you come out ruined, intact or wiser, and you will see why modern historians think the legend is bigger than the damage.',
  preview:
    'A single flower bulb for the price of a house? Decide what to do with your savings as the tulip trade boils over.',
  difficulty: 'Beginner',
  estimatedTime: '15 minutes',
  type: 'character-driven',
  category: 'bubbles',
  icon: '🌷',
  color: { from: 'pink', to: 'rose' },
  year: 1637,
  topics: ['Market Bubbles', 'Market Psychology', 'Leverage'],
  xp: 100,
  character: {
    name: 'Pieter Hendricksz',
    age: 36,
    profession: 'Linen merchant in Haarlem',
    icon: '🧑‍🌾',
    color: 'from-amber-500 to-orange-600',
    background:
      'Pieter is a composite character, not a real person: a Haarlem linen merchant of the kind historians find among the tulip traders of 1636–37. He has a wife, Grietje, three children, a rented house near the Grote Markt, and 1,000 guilders saved over ten careful years.',
    traits: ['Hard-working', 'Curious', 'Sociable', 'Careful with money, until now'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Grietje',
      role: "Pieter's wife (composite)",
      icon: '👩',
      influence: 'Keeps the household accounts and asks what happens if the buyers stop coming.',
    },
    {
      name: 'Abraham',
      role: 'Tulip trader at the Haarlem tavern (composite)',
      icon: '🍺',
      influence: 'Brings Pieter into the wind trade and always has a higher price to quote.',
    },
    {
      name: 'Carolus Clusius',
      role: 'Botanist at Leiden University (1526–1609)',
      icon: '🌱',
      influence:
        'Planted tulips in the Leiden botanical garden in the 1590s and helped spread them among Dutch collectors.',
    },
    {
      name: 'Wouter Winckel',
      role: 'Alkmaar innkeeper and tulip collector (died 1636)',
      icon: '📜',
      influence: 'His bulbs were auctioned for his orphaned children on 5 February 1637 at record prices.',
    },
  ],
  concepts: [
    { id: 'speculative-bubble', name: 'Speculative bubbles', level: 'beginner' },
    { id: 'greater-fool', name: 'The greater fool', level: 'beginner' },
    { id: 'forward-contracts', name: 'Forward contracts and paper promises', level: 'beginner' },
    { id: 'leverage', name: 'Leverage', level: 'beginner' },
    { id: 'counterparty-risk', name: 'Counterparty risk', level: 'intermediate' },
  ],
  scoring: {
    startingCapital: 1000,
    choices: { 'buy-one': 10, 'buy-multiple': 5, decline: 15, 'sell-half': 20, 'take-loan': -10 },
    outcomes: { bankruptcy: 0, survived: 50, educated: 30 },
    bonuses: { 'learned-all-concepts': 20, 'made-profit': 10, 'protected-family': 15 },
  },
  storyState: [
    { key: 'savings', label: 'Family savings, in guilders', initial: 1000, format: 'number' },
    { key: 'promised', label: 'Guilders Pieter has promised to pay in June', initial: 0, format: 'number' },
    { key: 'sold', label: 'Sold half his contracts for coin', initial: 0, format: 'number' },
    { key: 'loan', label: 'Borrowed from the moneylender, in guilders', initial: 0, format: 'number' },
    { key: 'paid', label: 'Coin paid to a grower for bulbs, cash down', initial: 0, format: 'number' },
    {
      key: 'paperNote',
      label: 'What became of Pieter’s contracts',
      initial: 'his paper profit evaporates and',
      format: 'text',
    },
    { key: 'fromSavings', label: 'Contract settlements paid from savings', initial: 1, format: 'number' },
    { key: 'stock', label: 'Pieter’s linen stock', initial: 'kept', format: 'text' },
    { key: 'points', label: 'Story points', initial: 0, format: 'number' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Tulip Mania',
      subtitle: 'Haarlem, winter 1636–1637: 1,000 guilders and a town gone flower-mad',
      startButtonText: 'Enter the tavern',
      visualType: 'bubble',
      keyPoint: 'A price that rises only because people expect it to keep rising can fall just as fast.',
    },
    {
      type: 'character-intro',
      id: 'meet-pieter',
      chapter: 'Chapter 1: A careful man',
      title: 'Meet Pieter Hendricksz',
      narrative: {
        setup:
          'Haarlem, November 1636. The Dutch Republic is the richest corner of Europe: its ships carry grain, spices and cloth around the world, and its towns are full of merchants with money to spend. Pieter buys raw linen, has it bleached in the fields outside town, and sells it on to Amsterdam traders.',
        situation:
          'After ten years he has 1,000 guilders put away, about what three skilled craftsmen together earn in a year. It is meant for his children and for a bad year in the linen trade. This winter, everyone in his tavern is talking about tulips.',
        characterThoughts:
          'My neighbor the baker says he made more on one bulb last week than on a year of bread. Surely that cannot last. But what if it does, and I am the only fool who stayed home?',
      },
      definitions: ['guilder'],
      interactiveElements: [
        {
          id: 'savings',
          icon: '💰',
          label: '1,000 guilders',
          tooltip: "Pieter's savings",
          detail:
            'This is your starting capital in the story. Every choice you make is measured against it: will Pieter still have it in the spring?',
        },
        {
          id: 'plague',
          icon: '🕯️',
          label: 'Plague in Haarlem',
          tooltip: 'A deadly epidemic, 1635–37',
          detail:
            'Bubonic plague killed thousands of people in Haarlem in these years. Some historians, including Peter Garber, suggest that living with sudden death may have made people readier to gamble.',
        },
      ],
      visualType: 'city',
      keyPoint: 'Every bubble is lived by ordinary people with real savings and real families.',
    },
    {
      type: 'visual-story',
      id: 'a-flower-from-the-east',
      chapter: 'Chapter 2: The flower',
      title: 'A Flower from the East',
      mainText:
        'Tulips came to Western Europe from the Ottoman Empire in the mid-1500s. The botanist Carolus Clusius planted them in the Leiden university garden in the 1590s, and wealthy Dutch collectors soon competed for the rarest kinds.\n\nThe most prized were "broken" tulips, with flames and feathers of color on white or yellow petals. Nobody then knew that a virus caused the pattern. The same virus weakened the bulbs, so the finest varieties multiplied slowly: a rare bulb might produce only one or two offsets (baby bulbs) a year. Rarity plus beauty made them luxury goods, like paintings. In the 1620s the famous Semper Augustus was reportedly so rare that its owner refused offers of thousands of guilders.',
      narrative: {
        setup:
          'Pieter remembers when tulips were a rich man’s hobby. Gentlemen showed them off in their gardens in May and traded bulbs in summer, when the bulbs were lifted from the ground.',
      },
      definitions: ['broken-tulip'],
      interactiveElements: [
        {
          id: 'semper-augustus',
          icon: '🌷',
          label: 'Semper Augustus',
          tooltip: 'The most famous tulip of all',
          detail:
            'Red-and-white flamed, and so scarce that only a handful of bulbs were said to exist. Writers of the time reported prices in the thousands of guilders; exact figures are uncertain.',
        },
        {
          id: 'virus',
          icon: '🦠',
          label: 'The hidden virus',
          tooltip: 'Discovered only in the 1920s',
          detail:
            'Scientists later showed that the streaks came from a virus spread by aphids. Growers could not create broken tulips on purpose, which made each one a gamble.',
        },
      ],
      visualType: 'coins',
      keyPoint:
        'Rare tulips had real value to collectors; the question is what happened when ordinary bulbs started to be priced like treasures.',
    },
    {
      type: 'visual-story',
      id: 'the-wind-trade',
      chapter: 'Chapter 2: The flower',
      title: 'Trading in Wind',
      mainText:
        'From the summer of 1636 the trade changed. New buyers such as weavers, bakers and shopkeepers joined the collectors. Because bulbs sit in the ground from autumn to June, winter deals were promises: a buyer signed a note agreeing to pay a price when the bulb was lifted the next summer.\n\nThese deals were struck in tavern back rooms called "colleges", with a small fee paid as "wine money" for each trade. Rare bulbs were sold singly by weight, measured in azen (an aas is about a twentieth of a gram); common varieties were sold by the pound in batches.\n\nAlmost no bulbs and little cash moved. People bought a promise, then sold it on to someone else at a higher price. The Dutch called it the windhandel: trading in wind.',
      dialogue: [
        {
          speaker: 'Abraham',
          text: 'You never touch a bulb, Pieter. You sign, you wait a week, you sell the note for more. Simple.',
        },
        { speaker: 'Pieter', text: 'And in June, when someone has to actually pay?' },
        { speaker: 'Abraham', text: 'By June you will have sold it three times over.' },
      ],
      definitions: ['windhandel', 'forward-contract', 'greater-fool'],
      interactiveElements: [
        {
          id: 'college',
          icon: '🍺',
          label: 'The college',
          tooltip: 'A tavern trading club',
          detail:
            'Traders met in inns, followed informal rules for bidding, and paid small fees on each deal. When prices fell, the courts proved unwilling to force buyers to pay, which mattered enormously.',
        },
        {
          id: 'chain',
          icon: '🔗',
          label: 'A chain of promises',
          tooltip: 'Everyone owes someone',
          detail:
            'If A sells to B, B to C and C to D, each profit depends on the next person paying. If D cannot pay, the whole chain is in trouble.',
        },
      ],
      visualType: 'handshake',
      keyPoint:
        'When you buy a promise that you plan to resell, your profit depends on the next buyer, not on the thing itself.',
    },
    {
      type: 'story',
      id: 'winter-fever',
      chapter: 'Chapter 3: The fever',
      title: 'December Fever',
      mainText:
        'By December 1636 prices are rising week after week. The common pound-goods, bulbs that a year ago were cheap garden flowers, are climbing fastest. Stories spread of a carpenter who bought a batch for a few hundred guilders and sold the contract days later for double. Nobody in the tavern asks what a bulb will earn as a flower; they ask what someone will pay for it next week. Pieter watches a price on the chalkboard change three times in one evening.',
      narrative: {
        setup:
          'Abraham offers Pieter a place in the trade: one contract for a fine flamed bulb, or a bundle of cheaper pound-good contracts that are rising even faster.',
        characterThoughts:
          'Grietje says the bulbs are just onions with good manners. But the baker really did get paid, I saw the coins.',
      },
      definitions: ['speculative-bubble', 'paper-profit'],
      visualType: 'chart-up',
      keyPoint:
        'When people value something only by what the next buyer will pay, you are looking at a speculative bubble.',
    },
    {
      type: 'decision-point',
      id: 'first-decision',
      chapter: 'Chapter 3: The fever',
      title: 'Your First Decision',
      situation: 'December 1636. Abraham slides three options across the table.',
      decision: {
        situation:
          'Prices have been rising for months. You have 1,000 guilders in savings and a family to support. Contracts promise payment in June, when the bulbs are lifted, but you can sell a contract on at any time if someone will buy it.',
        context: {
          Savings: '1,000 guilders',
          'One fine flamed bulb': 'about 300 guilders, payable in June',
          'Batch of pound-goods': 'about 900 guilders, payable in June',
          Trend: 'Prices up week after week since the summer',
        },
        prompt: 'What will Pieter do with his savings?',
        timeLimit: 'Abraham leaves at closing time',
        choices: [
          {
            id: 'buy-one',
            effects: { set: { promised: 300 }, add: { points: 10 } },
            title: 'Buy one contract',
            description:
              'Sign for a single flamed bulb at about 300 guilders, keeping most of the savings untouched.',
            icon: '🌷',
            color: 'from-pink-400 to-rose-500',
            reward: 'A share of the rise if prices keep climbing',
            risk: 'You owe 300 guilders in June, whatever the bulb is worth then',
            consequence:
              'You join the trade with a modest stake. By late January your contract is quoted at about three times what you promised to pay, at least on the tavern chalkboard.',
            storyBranch: 'early-investor',
          },
          {
            id: 'buy-multiple',
            effects: { set: { promised: 900 }, add: { points: 5 } },
            title: 'Buy a batch of contracts',
            description: 'Sign for a batch of pound-goods at about 900 guilders, almost all your savings.',
            icon: '🌷🌷🌷',
            color: 'from-red-500 to-rose-700',
            reward: 'Pound-goods are rising fastest; the paper gains could be huge',
            risk: 'Almost all your savings are promised to one bet that depends on new buyers',
            consequence:
              'You go in big. In January 1637 pound-goods become the wildest part of the market, and your contracts are soon quoted at several thousand guilders on paper.',
            storyBranch: 'aggressive-investor',
          },
          {
            id: 'decline',
            effects: { add: { points: 15 } },
            title: 'Decline and watch',
            description: 'Thank Abraham, finish your beer and keep your savings in the strongbox.',
            icon: '🧐',
            color: 'from-slate-400 to-slate-600',
            reward: 'Your savings stay safe whatever happens',
            risk: 'You may watch neighbors get rich on paper while you stay where you are',
            consequence:
              'You stay out. For weeks you hear boasting about fortunes made overnight, and the pressure to join grows.',
            storyBranch: 'skeptical-observer',
          },
        ],
      },
      lesson:
        'Before buying anything, ask what it is worth to someone who wants to use it, not just to someone who wants to resell it, and how much you can afford to lose.',
      historicalNote:
        'Most tulip trading in the winter of 1636–37 was in promises to deliver bulbs the following summer. Historians such as Anne Goldgar find that the traders were mostly merchants and skilled artisans, people much like Pieter, rather than the very poor.',
      definitions: ['forward-contract'],
      visualType: 'scale',
      keyPoint: 'How much you put into a rising market matters more than whether you put anything in at all.',
    },
    {
      type: 'story',
      id: 'early-investor',
      chapter: 'Chapter 4: Paper riches',
      title: 'The Early Investor',
      next: 'leverage-decision',
      mainText:
        'Pieter signs for one flamed bulb at 300 guilders. Within a few weeks the same kind of bulb is quoted at 600, then close to 900 guilders. On paper he has tripled his stake without spending a single stuiver. Abraham claps him on the back and tells him a man with his luck should be trading bigger.',
      narrative: {
        setup:
          'January 1637. The tavern is fuller every night and the prices on the chalkboard keep climbing.',
        characterThoughts:
          'Six hundred guilders of profit. More than I make in a year of linen. Of course, it is all written on paper, and nobody has paid me anything yet.',
      },
      definitions: ['paper-profit', 'counterparty-risk'],
      interactiveElements: [
        {
          id: 'paper-gain',
          icon: '📝',
          label: 'Paper gain: about 600 guilders',
          tooltip: 'Not yet in your pocket',
          detail:
            'The gain exists only if someone actually buys your contract and then actually pays. Until then it is a number on a chalkboard.',
        },
      ],
      visualType: 'ticker-rise',
      keyPoint: 'A paper profit is a hope, not money: it becomes real only when a buyer pays you.',
    },
    {
      type: 'story',
      id: 'aggressive-investor',
      chapter: 'Chapter 4: Paper riches',
      title: 'The Aggressive Investor',
      next: 'leverage-decision',
      mainText:
        'Pieter signs for a whole batch of pound-goods for about 900 guilders. In January 1637 these ordinary bulbs become the hottest thing in the Republic: prices for some common varieties multiply many times over in a few weeks. His contracts are quoted at several thousand guilders. On paper Pieter is richer than his father ever was. But almost all of his savings are promised to sellers in June.',
      narrative: {
        setup: 'January 1637. Strangers in the tavern now know Pieter by name and ask him for tips.',
        characterThoughts:
          'Grietje will not look at me when I talk about the contracts. She asked what we eat if the buyers vanish. I told her they never vanish. I hope I was right.',
      },
      definitions: ['paper-profit', 'greater-fool'],
      interactiveElements: [
        {
          id: 'pound-goods',
          icon: '⚖️',
          label: 'Pound-goods',
          tooltip: 'Common bulbs sold by weight',
          detail:
            'Peter Garber argues that high prices for rare bulbs could be rational, but the January 1637 surge in cheap pound-goods is very hard to explain except as speculation.',
        },
      ],
      visualType: 'bubble',
      keyPoint:
        'The cheaper and more common the thing, the more a sudden price explosion says about the buyers, not the goods.',
    },
    {
      type: 'story',
      id: 'skeptical-observer',
      chapter: 'Chapter 4: Paper riches',
      title: 'The Skeptical Observer',
      next: 'late-entry',
      mainText:
        'Pieter keeps his savings locked away. Through January he hears the boasts: the baker, the weaver, even the apprentice next door claim to have doubled their money. Nobody seems to have actually received much cash, though. When Pieter asks who pays in June, people laugh and change the subject. Still, it is hard to be the only sober man in a room full of winners.',
      narrative: {
        setup: 'Late January 1637. Prices are at their highest, and talk of tulips is everywhere.',
        characterThoughts:
          'Maybe I am just a coward. Or maybe I am the only one asking the right question: who is the last buyer?',
      },
      definitions: ['greater-fool', 'counterparty-risk'],
      visualType: 'newspaper',
      keyPoint: 'Standing aside from a mania feels like losing until the day it ends.',
    },
    {
      type: 'decision-point',
      id: 'late-entry',
      chapter: 'Chapter 5: The top',
      title: 'The Late Entry',
      next: 'survived',
      situation: 'The first days of February 1637. Abraham comes to Pieter’s door.',
      decision: {
        situation:
          'Prices are at record levels. Abraham says this is the last chance before bulbs go even higher. He knows a grower who will sell a large batch for coin, cash down, and a moneylender who will advance cash against Pieter’s linen stock.',
        context: {
          Savings: '1,000 guilders, untouched',
          'Small lot on contract': 'about 400 guilders, payable in June',
          'Large batch from a grower': 'about 2,000 guilders in coin, cash down',
          'Moneylender offer': '1,000 guilders against your linen stock',
          Mood: 'Everyone says prices can only go up',
        },
        prompt: 'Does Pieter finally join in?',
        choices: [
          {
            id: 'stay-out',
            effects: { set: { promised: 0 } },
            title: 'Stay out',
            description: 'Refuse politely. Keep the savings and the linen stock safe.',
            icon: '🛡️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Your savings and business stay intact whatever happens',
            risk: 'You miss out if prices keep rising',
            consequence:
              'Within days the market breaks. You lose nothing, and your family’s savings come through the winter untouched.',
            storyBranch: 'survived',
          },
          {
            id: 'buy-late',
            effects: {
              set: {
                promised: 400,
                paperNote: 'the contract he signed at the peak is worth almost nothing, and',
              },
            },
            title: 'Buy one small contract',
            description:
              'Sign for a small lot at the peak price, about 400 guilders, using only your own savings.',
            icon: '🌷',
            color: 'from-amber-500 to-orange-600',
            reward: 'A taste of the gains if the rise continues',
            risk: 'You are buying at the top with no one left to sell to',
            consequence:
              'The market breaks days after you sign. You are stuck with a promise to pay for a bulb nobody wants, but the stake is small and the lesson is cheap.',
            storyBranch: 'educated',
          },
          {
            id: 'borrow-late',
            effects: { set: { promised: 0, loan: 1000, paid: 2000, savings: 0 } },
            title: 'Borrow and buy big',
            description:
              'Take the moneylender’s 1,000 guilders, add your own 1,000, and pay the grower 2,000 in coin for the large batch.',
            icon: '💸',
            color: 'from-red-600 to-rose-800',
            reward: 'Double the stake, double the gains if prices climb',
            risk: 'The loan must be repaid in coin even if the bulbs become worthless',
            consequence:
              'You buy at the very top with your savings and borrowed money, and the grower has the coin. When prices collapse, the bulbs are worth a small fraction of what you paid, but the moneylender still wants his 1,000 guilders.',
            storyBranch: 'bankruptcy',
          },
        ],
      },
      lesson:
        'Late entrants in a bubble take the most risk for the least reward: they buy from the people who got in early and have no one left to sell to.',
      historicalNote:
        'On 5 February 1637 the bulbs of the late Alkmaar innkeeper Wouter Winckel were auctioned for his orphaned children and fetched about 90,000 guilders in total, some of the highest prices of the whole mania. In the same days, buyers at Haarlem stopped turning up and the market broke.',
      definitions: ['leverage', 'greater-fool'],
      visualType: 'scale',
      keyPoint: 'The moment everyone agrees prices can only rise is usually the moment they stop.',
    },
    {
      type: 'decision-point',
      id: 'leverage-decision',
      chapter: 'Chapter 5: The top',
      title: 'The Leverage Decision',
      next: 'survived',
      situation: 'The first days of February 1637. Abraham has a new offer.',
      decision: {
        situation:
          'Your contracts are worth far more on paper than you promised to pay. Abraham knows a moneylender who will lend you 2,000 guilders against your linen stock, and a grower who will sell more bulbs for coin, cash down. Another trader in the tavern offers to take half your contracts off your hands, partly in coin.',
        context: {
          'Your contracts (paper value)': 'several times what you promised to pay',
          'Cash actually received': '0 guilders',
          'Moneylender offer': '2,000 guilders against your linen stock',
          'Buyer for half': 'offering part of the price in coin today',
        },
        prompt: 'What does Pieter do at the top?',
        timeLimit: 'The buyer wants an answer tonight',
        choices: [
          {
            id: 'sell-half',
            effects: { set: { sold: 1 }, mul: { promised: 0.5 }, add: { points: 30 } },
            title: 'Sell half, for coin',
            description: 'Sell half your contracts and insist on being paid in coin, not another promise.',
            icon: '🪙',
            color: 'from-emerald-500 to-green-600',
            reward: 'Real money in your hand, a smaller bet left on the table',
            risk: 'If prices keep rising, you earn less than you could have',
            consequence:
              'You turn part of your paper profit into coin. When the market breaks days later, the coin covers what you still owe on the other half, and you finish the winter ahead.',
            storyBranch: 'survived',
          },
          {
            id: 'take-loan',
            effects: { set: { loan: 2000, paid: 2000 }, add: { points: -10 } },
            title: 'Take the loan, buy more',
            description:
              'Borrow 2,000 guilders against your linen stock and pay it to the grower, cash down, for more bulbs at today’s price.',
            icon: '💸',
            color: 'from-red-600 to-rose-800',
            reward: 'If prices double again, your fortune doubles with them',
            risk: 'The loan must be repaid in coin, whatever happens to the bulbs',
            consequence:
              'You buy more at the top with borrowed money, and the grower has the coin. When prices collapse, the bulbs are worth a small fraction of what you paid, but the moneylender still wants his 2,000 guilders.',
            storyBranch: 'bankruptcy',
          },
          {
            id: 'hold-position',
            effects: { set: { sold: 0 } },
            title: 'Hold and wait',
            description: 'Neither sell nor borrow. Keep your contracts and wait for June.',
            icon: '⏳',
            color: 'from-amber-500 to-orange-600',
            reward: 'You keep the full upside if prices hold',
            risk: 'Your profit is still only a promise, and so is your debt to the seller',
            consequence:
              'The market breaks before you can act. Your paper profit disappears and you are left owing money for bulbs worth a small fraction of the price, though you never borrowed.',
            storyBranch: 'educated',
          },
        ],
      },
      lesson:
        'Taking some profit in real money protects you; borrowing to bet more at the top turns a bad season into ruin.',
      historicalNote:
        'Little cash changed hands in the wind trade, so "profits" were mostly promises from the next buyer. When prices fell in February 1637, buyers refused to pay and the chains of promises unraveled across Holland.',
      definitions: ['leverage', 'counterparty-risk', 'paper-profit'],
      visualType: 'scale',
      keyPoint:
        'Leverage does not change whether you are right; it changes how badly you are hurt when you are wrong.',
    },
    {
      type: 'story',
      id: 'survived',
      variants: [
        {
          when: { sold: 1 },
          mainText:
            'In the first week of February 1637 the music stops. At a routine sale in Haarlem, buyers simply do not appear. Within days the bulbs that fetched fortunes in January cannot be sold at any price, and when buyers come back they pay a small fraction of the peak, and prices stay there.\n\nPieter sold half his contracts in time and holds {promised} guilders in coin: exactly what he still owes on the other half. Grietje counts the strongbox twice and laughs for the first time in weeks. Through the spring, Pieter watches the quarrel over unpaid contracts from a safe distance.\n\nIn late February florists’ delegates meeting in Amsterdam propose that late contracts be canceled for a small payment; Holland’s provincial authorities pass the disputes back to the towns; and in 1638 Haarlem lets buyers walk away by paying 3.5 percent of the agreed price.',
        },
        {
          when: { promised: 0 },
          mainText:
            'In the first week of February 1637 the music stops. At a routine sale in Haarlem, buyers simply do not appear. Within days the bulbs that fetched fortunes in January cannot be sold at any price, and when buyers come back they pay a small fraction of the peak, and prices stay there.\n\nPieter never joined, and his 1,000 guilders are safe. Grietje counts the strongbox twice and laughs for the first time in weeks. Through the spring, Pieter watches the quarrel over unpaid contracts from a safe distance.\n\nIn late February florists’ delegates meeting in Amsterdam propose that late contracts be canceled for a small payment; Holland’s provincial authorities pass the disputes back to the towns; and in 1638 Haarlem lets buyers walk away by paying 3.5 percent of the agreed price.',
        },
      ],
      effects: { add: { points: 65 } },
      chapter: 'Ending: Survived',
      title: 'You Came Through',
      next: 'quiz',
      mainText:
        'In the first week of February 1637 the music stops. At a routine sale in Haarlem, buyers simply do not appear. Within days the bulbs that fetched fortunes in January cannot be sold at any price, and when buyers come back they pay a small fraction of the peak, and prices stay there.\n\nPieter’s savings are safe: either he never joined, or he turned part of his paper profit into coin while buyers still existed. Grietje counts the strongbox twice and laughs for the first time in weeks. Through the spring, Pieter watches the quarrel over unpaid contracts from a safe distance.\n\nIn late February florists’ delegates meeting in Amsterdam propose that late contracts be canceled for a small payment; Holland’s provincial authorities pass the disputes back to the towns; and in 1638 Haarlem lets buyers walk away by paying 3.5 percent of the agreed price.',
      narrative: {
        setup: 'Spring 1637. The taverns are quiet and the chalkboards have been wiped clean.',
        characterThoughts:
          'I did not get rich. But my children still have their future, and I can look every neighbor in the eye.',
      },
      definitions: ['counterparty-risk'],
      interactiveElements: [
        {
          id: 'family-safe',
          icon: '🏠',
          label: 'Family protected',
          tooltip: 'Savings intact',
          detail:
            'Pieter kept the money his family relies on out of the bet, or took enough off the table to cover what he owed. That is what protected them.',
        },
      ],
      visualType: 'vault',
      keyPoint: 'In a bubble, surviving with your savings intact is a win.',
    },
    {
      type: 'story',
      id: 'bankruptcy',
      effects: {
        set: { savings: 0, fromSavings: 0, stock: 'handed to the moneylender' },
      },
      chapter: 'Ending: Bankruptcy',
      title: 'Ruined by the Loan',
      next: 'quiz',
      mainText:
        'In the first week of February 1637 buyers stop appearing, and within days the bulbs Pieter paid for are worth a small fraction of their price. Tulip contracts can be argued over: Holland’s provincial authorities leave them to the towns, and in 1638 Haarlem lets buyers settle for 3.5 percent of the price.\n\nBut Pieter paid {paid} guilders in coin, and the grower has it. The moneylender’s {loan} guilders are an ordinary debt, secured on Pieter’s linen stock, and must be repaid in full. What is left of the family savings goes to the lender, and it is not enough: Pieter has to hand over his linen stock as well. His name is dragged through the taverns as a man who could not pay. In our story he is ruined.\n\nIn real life, historians have found surprisingly few tulip bankruptcies, but they have found plenty of broken friendships and damaged reputations.',
      narrative: {
        setup: 'Spring 1637. Pieter sits in an empty warehouse.',
        characterThoughts:
          'The bulbs were only promises, but the loan was real. I bet my family’s bread on what strangers would pay next week.',
      },
      definitions: ['leverage', 'counterparty-risk'],
      interactiveElements: [
        {
          id: 'loan-vs-contract',
          icon: '⚖️',
          label: 'Loan versus contract',
          tooltip: 'Why the loan was worse',
          detail:
            'Tulip contracts ended up being settled for a few percent of their price. Coin paid for bulbs, and a secured loan, had no such escape: the grower kept the coin, and the lender could take the pledged goods.',
        },
      ],
      visualType: 'courtroom',
      keyPoint: 'Borrowed money turns a falling price from a loss into a catastrophe.',
    },
    {
      type: 'story',
      id: 'educated',
      effects: { add: { points: 30 } },
      chapter: 'Ending: Educated',
      title: 'A Lesson Paid For',
      next: 'quiz',
      mainText:
        'In the first week of February 1637 buyers stop appearing, and prices crash. Pieter never borrowed, so he is not ruined, but {paperNote} he still owes {promised} guilders for bulbs almost nobody wants.\n\nMonths of uncertainty follow: the florists propose settlements, Holland’s provincial authorities pass the problem back to the towns, and finally, in 1638, Haarlem lets buyers cancel their contracts by paying 3.5 percent of the agreed price. Pieter pays his share, {promised * 0.035} guilders, apologizes to the seller, and keeps his business. It costs him money and some pride. It also teaches him a lesson he will repeat to his children for the rest of his life.',
      narrative: {
        setup: 'Spring 1638. Pieter signs the settlement at the Haarlem town hall.',
        characterThoughts:
          'I was never a tulip lover. I was buying the hope that someone else would want it more. Next time I will ask what a thing is worth to the person who uses it.',
      },
      definitions: ['greater-fool', 'paper-profit'],
      visualType: 'newspaper',
      keyPoint: 'A small, survivable loss can buy the understanding that prevents a big one.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'Pieter pays a grower 2,000 guilders in coin for a batch of bulbs: his 1,000 guilders of savings and 1,000 borrowed from a moneylender. In February the batch can be sold for only 1,000 guilders. How much of his savings is left once he has sold the bulbs and repaid the loan?',
          options: ['1,000 guilders', '500 guilders', 'Nothing', '2,000 guilders'],
          correct: 2,
          explanation:
            'He paid 2,000 guilders for bulbs now worth 1,000, a loss of 1,000: exactly his savings. The 1,000 from the sale all goes to repay the loan, which must be repaid in full either way. Leverage means a fall of half in the price takes all of his own money.',
          kind: 'calculation',
        },
        {
          question: "What was the 'wind trade' (windhandel) of 1636–37?",
          options: [
            'Buying bulbs already lifted from the ground, paid for in coin on the spot',
            'Trading promises of bulbs still in the ground, with little coin or bulbs changing hands',
            'Shipping tulip bulbs by sea to buyers in France and England, paid for with bills of exchange',
            'A tax on tulip sellers, collected by the city of Haarlem on every sale made in its inns',
          ],
          correct: 1,
          explanation:
            'These were forward contracts: deals to buy at a fixed price on a future date. Because they could be sold on, prices could rise quickly without any bulbs or much cash moving, and each profit depended on the next buyer.',
        },
        {
          question: 'Why is a paper profit not the same as money?',
          options: [
            'It is real money, just not yet counted; the profit is yours as soon as the price has risen',
            'It becomes real only when someone actually pays you; until then it depends on buyers who may vanish',
            'Paper profits are always larger, because they are counted before taxes and fees are taken off',
            'The notary holds the money for you until June, when the bulbs are lifted and delivered',
          ],
          correct: 1,
          explanation:
            "Pieter's contracts were worth several times what he had promised, but he had received nothing in cash. When buyers stopped appearing in February 1637, those paper gains disappeared in days.",
        },
        {
          question: 'What do historians such as Anne Goldgar and Peter Garber say about the tulip crash?',
          options: [
            "It ruined the whole Dutch economy and brought the Dutch Republic's golden age of trade to an end",
            'It hurt trust among traders more than the Dutch economy, and many famous stories are exaggerated',
            'It never happened: the stories were invented by later writers to mock greedy speculators',
            "It bankrupted most of the people who traded tulips and filled Haarlem's debtors' prisons",
          ],
          correct: 1,
          explanation:
            'Records show few bankruptcies, and unpaid contracts were settled for a small share of their value. The lasting damage was to trust, and the legends of ruin grew in later retellings.',
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Legend and Record',
      mainText:
        'Tulip mania is often told as a tale of a whole nation ruined by flowers, with chimney sweeps trading houses for bulbs. Much of that picture comes from moralizing pamphlets printed after the crash and from Charles Mackay’s popular book of 1841.\n\nModern historians tell a more modest story. Peter Garber (Famous First Bubbles, 2000) argues that high prices for rare new varieties were normal in the flower trade, and that only the last few weeks of frantic trading in cheap bulbs look like a true bubble. Anne Goldgar (Tulipmania, 2007) searched the Dutch archives and found relatively few traders, mostly well-off, and little sign of mass bankruptcy or economic damage. What the crash did break was trust: people who had shaken hands on deals refused to honor them.',
      prompt: 'Think about what Pieter faced, and about the bubbles of your own time.',
      questions: [
        'Which mattered more to Pieter’s outcome: whether he bought tulips, or how much and with whose money?',
        'Why did a profit that someone owed Pieter turn out to be so uncertain?',
        'Can you name a modern asset whose price, at some point, seemed to depend mainly on finding the next buyer?',
        'Why might a dramatic legend about ruin spread more easily than a careful account of modest losses?',
      ],
      finalThought:
        'The bulbs were real and beautiful. The bubble was made of promises, and promises are only as strong as the people who make them.',
      visualType: 'scale',
      keyPoint:
        'The real damage of the tulip crash was less to the Dutch economy than to trust between traders.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Tulip Mania Teaches',
      conceptLearned:
        'Speculative bubbles, the greater fool, forward contracts, leverage and counterparty risk',
      ending: {
        intro: 'Your choices beside what happened to the traders of 1637.',
        rows: [
          {
            label: 'Still owed on tulip contracts',
            yours: '{promised} guilders, settled for {promised * 0.035} at 3.5 percent',
            history:
              'In 1638 Haarlem let buyers cancel their contracts by paying 3.5 percent of the agreed price.',
          },
          {
            label: 'Coin taken off the table',
            yours: '{promised * sold} guilders',
            history:
              'Little cash changed hands in the wind trade; most “profits” were promises from the next buyer.',
          },
          {
            label: 'Paid to a grower in coin, cash down',
            yours: '{paid} guilders',
            history:
              'Most deals were promises. A buyer who had paid coin up front had nothing left to argue over.',
          },
          {
            label: 'Borrowed from the moneylender, to be repaid in full',
            yours: '{loan} guilders',
            history: 'A secured loan had no 3.5 percent escape: the lender could take the pledged goods.',
          },
          {
            label: 'Family savings after settling up',
            yours:
              '{savings + promised * sold - promised * 0.035 * fromSavings} guilders; linen stock: {stock}',
            history:
              'Historians find few tulip bankruptcies, but plenty of broken friendships and damaged reputations.',
          },
          {
            label: 'Story points, before the concepts bonus',
            yours: '{points}',
            history:
              'The real traders kept no score: most settled for a few percent and went back to their trades.',
          },
        ],
      },
      keyTakeaways: [
        'A bubble forms when buyers value an asset mainly by what the next buyer will pay, not by its use.',
        'Trading promises (forward contracts) lets prices race ahead of any real money, and each profit depends on the next person paying.',
        'A paper profit becomes real only when someone pays you in cash.',
        'Leverage multiplies losses: a borrowed debt must be repaid even when the asset becomes worthless.',
        'Historians such as Garber and Goldgar show the tulip crash hurt trust more than the Dutch economy; legends can exaggerate.',
      ],
      nextSteps: [
        'Compare the tulip trade with the South Sea Bubble of 1720 or the dot-com boom of the late 1990s.',
        'Look up how modern futures exchanges use margin and a clearing house to reduce counterparty risk.',
      ],
      visualType: 'bubble',
      keyPoint: 'Know what you own, how much you can lose, and who owes you what.',
    },
  ],
  sources: [
    {
      title: 'Famous First Bubbles: The Fundamentals of Early Manias',
      author: 'Peter M. Garber',
      year: 2000,
      publisher: 'MIT Press',
    },
    {
      title: 'Tulipmania: Money, Honor, and Knowledge in the Dutch Golden Age',
      author: 'Anne Goldgar',
      year: 2007,
      publisher: 'University of Chicago Press',
    },
    {
      title: 'Tulipmania',
      author: 'Peter M. Garber',
      year: 1989,
      publisher: 'Journal of Political Economy, vol. 97, no. 3, pp. 535–560',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
    {
      title: 'Memoirs of Extraordinary Popular Delusions, volume 1, chapter "The Tulipomania"',
      author: 'Charles Mackay',
      year: 1841,
      publisher: 'Richard Bentley',
    },
  ],
};
