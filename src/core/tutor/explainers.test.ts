import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { glossary as bullBearGlossary } from '../../content/lessons/bull-bear-markets';
import { glossary as dotcomGlossary } from '../../content/lessons/dotcom-bubble';
import { glossary as emhGlossary } from '../../content/lessons/efficient-market-hypothesis';
import { glossary as fedGlossary } from '../../content/lessons/federal-reserve-explained';
import { glossary as stagflationGlossary } from '../../content/lessons/stagflation-1970s';
import { glossary as basicsGlossary } from '../../content/lessons/stock-market-basics';
import { glossary as tulipGlossary } from '../../content/lessons/tulip-mania';
import { course as optionsCourse } from '../../content/options-course';
import { NOT_ADVICE } from './advice';
import { composeAnswer, type LearnerFacts } from './compose';
import { explainerIds } from './explainers';
import { createRetriever } from './retrieval';

// Round 4 of the tutor's audit: questions whose answer is reasoning no single passage gives. Before,
// "why do companies split their stock?" got the definition of a split, "is bitcoin money?" a sentence
// about fund-raising, "how long did it take the Nasdaq to recover?" its rise before the peak, and
// "how much did the Dow fall on Black Monday?" the 95 points of the Wednesday before.

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);
/** A lesson's whole content as text, to check a figure an answer gives against. */
const lessonText = (id: string) => JSON.stringify(getLesson(id));

describe('why companies split their stock', () => {
  it.each([
    'Why do companies split their stock?',
    'why would a company split its shares',
    'what is the point of a stock split?',
    'reasons for a stock split',
  ])('"%s" gives the reasons, and that a split changes no value', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/not what it is worth/);
    expect(a.text).toMatch(/\*\*A price people can buy\.\*\*/);
    expect(a.text).toMatch(/liquidity/);
    expect(a.text).toMatch(/\*\*A signal\.\*\*/);
    expect(a.text).toMatch(/no reason to buy or sell/);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stock-market-basics', 'gamestop-squeeze-2021']);
  });

  it('still defines a split when asked what one is', () => {
    expect(ask('what is a stock split').text).toContain('**Stock split**: ');
  });
});

describe('whether bitcoin is money', () => {
  it.each(['Is bitcoin money?', 'is crypto real money', 'can bitcoin be used as a currency?'])(
    '"%s" weighs the three functions of money and the volatility, with no advice',
    (q) => {
      const a = ask(q);
      for (const job of ['Medium of exchange', 'Unit of account', 'Store of value'])
        expect(a.text).toContain(`**${job}`);
      expect(a.text).toContain('$69,000 in November 2021');
      expect(a.text).toContain('about $15,500');
      expect(a.text).toMatch(/None of this says whether to buy it/);
      expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
    },
  );

  it('gives the same figures as the bitcoin lesson', () => {
    const lesson = JSON.stringify(getLesson('bitcoin'));
    for (const figure of ['$69,000 in November 2021', '$15,500', '21 million', 'legal tender'])
      expect(lesson).toContain(figure);
  });
});

describe("the Nasdaq's fall after the dot-com peak", () => {
  it.each([
    'How much did the Nasdaq fall after the dot-com peak?',
    'how far did the nasdaq drop after 2000',
    'what percent did the nasdaq fall in the dotcom bust',
    'how low did the nasdaq go after the dot-com bubble?',
    'when did the nasdaq bottom after the dotcom bubble?',
    'how long did it take the nasdaq to recover after 2000?',
  ])('"%s" gives the peak, the bottom, the fall and the recovery', (q) => {
    const a = ask(q);
    expect(a.text).toContain('5,048.62 on 10 March 2000');
    expect(a.text).toContain('1,114.11 on 9 October 2002');
    expect(a.text).toContain('about 78%');
    expect(a.text).toContain('April 2015');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['dotcom-bubble']);
  });

  it('agrees with the dot-com lesson, whose figures are the index closes', () => {
    const lesson = JSON.stringify(getLesson('dotcom-bubble'));
    expect(lesson).toContain('On Friday 10 March 2000 the Nasdaq Composite closed at 5,048.62.');
    expect(lesson).toContain(
      'On 9 October 2002 the Nasdaq Composite closed at 1,114.11, about 78% below its peak.',
    );
    expect(lesson).toContain('until April 2015');
    // 5,048.62 → 1,114.11 is a fall of 77.9%.
    expect(Math.round((1 - 1114.11 / 5048.62) * 100)).toBe(78);
    // Amazon's decade to break even is said of Amazon, not of the index (which took fifteen years).
    expect(lesson).not.toContain('Buying at the peak still meant waiting about a decade');
  });
});

describe("the Dow's fall on Black Monday", () => {
  it.each(['how much did the Dow fall on Black Monday?', 'how many points did the dow drop in 1987'])(
    '"%s" gives 508 points, 22.6%%',
    (q) => {
      const a = ask(q);
      expect(a.text).toContain('fell 508 points, or 22.6%, to close at 1,738.74');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['black-monday-1987']);
    },
  );
});

describe('tips and fast money', () => {
  it.each(['give me a hot stock tip', 'how do I make money fast?', 'how can i get rich quick'])(
    '"%s" gets no advice and no order-ticket help',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^I cannot tell you what to do with your own money/);
      expect(a.text).not.toContain('order ticket');
    },
  );
});

it('has an id for each explainer', () => {
  expect(new Set(explainerIds).size).toBe(explainerIds.length);
});

describe('three crisis questions that quoted one sentence or found nothing', () => {
  it.each([
    'what caused the 1929 crash?',
    'why did the stock market crash in 1929?',
    'reasons for the wall street crash',
    // It gave the causes of the bank runs of 1930–33.
    'how did the 1929 crash start?',
  ])('"%s" gives the crash’s causes: valuations, margin, the Fed, the economy, confidence', (q) => {
    const a = ask(q);
    for (const cause of [
      'Prices far above earnings',
      'Borrowed money',
      'Dearer money',
      'A slowing economy',
      'A loss of confidence',
    ])
      expect(a.text).toContain(`**${cause}.**`);
    // Figures as the 1929 lesson gives them.
    expect(a.text).toContain('about 381 on 3 September 1929');
    expect(a.text).toContain('about $8.5 billion');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bank-runs-1929']);
  });

  it('leaves "what caused the Great Depression?" to the lessons’ causes (the bank runs)', () => {
    expect(ask('what caused the Great Depression?').text).toContain('bank suspensions in 1930–33');
  });

  it('says how long the Great Depression lasted', () => {
    const a = ask('how long did the Great Depression last?');
    expect(a.text).toContain('from August 1929 to March 1933');
    expect(a.text).toContain('about ten years of depression in all');
  });

  it('answers "when did the Depression end?", with or without "Great", with how long it lasted', () => {
    // Without "Great" it quoted the 1981–82 recession, "the highest since the Great Depression".
    const a = ask('when did the Depression end?');
    expect(a.text).toContain('from August 1929 to March 1933');
    expect(a.text).not.toContain('1981–82');
  });

  it('gives the reasons the tulip mania ended in February 1637', () => {
    const a = ask('why did the tulip bubble burst?');
    expect(a.text).toContain('**Prices rested on the next buyer.**');
    expect(a.text).toContain('buyers at Haarlem stopped turning up');
    expect(a.text).toContain('3.5% of the agreed price');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['tulip-mania']);
  });

  it.each(['how much did tulips cost?', 'how expensive were tulips?', 'what was the price of a tulip?'])(
    'tells what tulips cost, and against what income: %s',
    (q) => {
      // The first two found nothing; the third quoted the story's "Prices have been rising for months".
      const a = ask(q);
      expect(a.text).toMatch(/^Hundreds of guilders for a fine bulb, thousands for the rarest/);
      expect(a.text).toContain('a skilled craftsman earned a few hundred guilders a year');
      expect(a.text).toContain('about 90,000 guilders in total');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['tulip-mania']);
    },
  );

  it('leaves why tulip prices fell, and what the mania cost, to their own answers', () => {
    expect(ask('why did tulip prices collapse?').text).toContain('**Prices rested on the next buyer.**');
    expect(ask('how much did people lose in tulip mania?').text).not.toContain('Hundreds of guilders');
  });

  it.each([
    'how long do recessions last?',
    'how long does a recession usually last?',
    'what is the average length of a recession?',
  ])('"%s" gives the NBER’s average, the shortest and the longest', (q) => {
    // It gave the glossary's "lasting more than a few months" and no more.
    const a = ask(q);
    expect(a.text).toContain('counts 12 from 1948 to 2020, and they lasted about ten months on average');
    expect(a.text).toContain('**The shortest:** February to April 2020, two months');
    expect(a.text).toContain('December 2007 to June 2009, 18 months');
    expect(a.citations.map((c) => c.lessonId)).toContain('panic-of-1873');
  });

  it('leaves one recession’s length to that crisis’s span', () => {
    expect(ask('how long did the recession last in 2008?').text).not.toContain('about ten months on average');
  });

  it.each(['what was the Madoff scandal?', 'how much did Madoff steal?', 'what happened to Madoff?'])(
    '"%s" tells the fraud, what it cost and how it ended, from the 2008 lesson',
    (q) => {
      // The first two found nothing: "scandal" drew Enron's lesson, and no lesson says "steal".
      const a = ask(q);
      expect(a.text).toMatch(/^The largest Ponzi scheme known: Bernard Madoff/);
      expect(a.text).toContain('about $65 billion');
      expect(a.text).toContain('sentenced to 150 years in prison');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
    },
  );

  it.each([
    'who was Charles Ponzi?',
    'what did Charles Ponzi do?',
    // Both quoted Madoff's confession to his sons.
    'how was Ponzi caught?',
    'what happened to Ponzi?',
  ])('"%s" tells who he was', (q) => {
    // It found nothing: only the glossary's Ponzi scheme names him.
    const a = ask(q);
    expect(a.text).toMatch(/^Charles Ponzi, an Italian immigrant in Boston, gave his name to the fraud/);
    expect(a.text).toContain('50% in 45 days');
    expect(a.text).toContain('collapsed in August 1920');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
  });

  it('leaves "what is a Ponzi scheme?" and "how did Ponzi schemes work?" to the glossary', () => {
    expect(ask('what is a Ponzi scheme?').text).toContain(
      '**Ponzi scheme**: A fraud that pays earlier investors',
    );
    expect(ask('how did Ponzi schemes work?').text).toContain(
      '**Ponzi scheme**: A fraud that pays earlier investors',
    );
  });

  it('agrees with the 2008 lesson on Madoff', () => {
    const told = JSON.stringify(getLesson('financial-crisis-2008'));
    for (const fact of [
      'His statements showed clients about $65 billion',
      'put the cash they had lost at about $17.5 billion',
      'pleaded guilty in March 2009 and was sentenced to 150 years in prison',
      'six substantive complaints and never took the basic steps that would have exposed the fraud',
    ])
      expect(told).toContain(fact);
  });

  it('agrees with the lessons on the recessions it names', () => {
    expect(JSON.stringify(getLesson('panic-of-1873'))).toContain('October 1873 to March 1879, 65 months');
    expect(JSON.stringify(getLesson('financial-crisis-2008'))).toContain(
      'It took until 2014 for the number of jobs to regain its pre-crisis peak',
    );
  });

  it('agrees with the 1929 and tulip lessons', () => {
    const crash = JSON.stringify(getLesson('bank-runs-1929'));
    expect(crash).toContain('reached a record of about 381 on 3 September');
    expect(crash).toContain('about $8.5 billion in 1929');
    const tulips = JSON.stringify(getLesson('tulip-mania'));
    expect(tulips).toContain('buyers at Haarlem stopped turning up');
    expect(tulips).toContain('in 1638 Haarlem lets buyers settle for 3.5 percent');
    expect(JSON.stringify(tulipGlossary)).toContain(
      'a skilled craftsman earned a few hundred guilders a year',
    );
    expect(tulips).toContain('fetched about 90,000 guilders in total');
    expect(tulips).toContain('several thousand guilders on paper');
  });
});

describe('how to start investing', () => {
  // "How do I start investing?" found nothing and offered the Bull and Bear Markets lesson.
  it.each([
    'how do I start investing?',
    'how should a beginner invest?',
    'how can I start investing in the stock market?',
    'how should I invest my money?',
    'how do I invest in stocks?',
    // It quoted a sentence on lending shares to short sellers.
    'can I invest with $100?',
    'can i start investing with just 50 dollars?',
  ])('"%s": no advice, then the habits our lessons show, and the Simulator to practise', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^I cannot tell you what to do with your own money/);
    for (const habit of ['Know what you own', 'Spread your money', 'Give it time', 'Expect falls'])
      expect(a.text).toContain(habit);
    expect(a.text).toContain('[Simulator](/trade)');
    expect(a.citations.map((c) => c.lessonId)).toContain('stock-market-basics');
  });

  it.each([
    'how do I start investing in bitcoin?',
    'how do I start a lesson?',
    'how do I start trading in the simulator?',
  ])('leaves "%s" to the answer it asks for', (q) => {
    expect(ask(q).text).not.toContain('Know what you own');
  });
});

describe('whether the stock market is gambling', () => {
  // "Is the stock market gambling?" found nothing and offered Stock Market Basics.
  it.each([
    'is the stock market gambling?',
    'is investing gambling?',
    'is buying stocks gambling?',
    'what is the difference between gambling and investing?',
  ])('"%s": what you own, where it turns into a bet, how and not what', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^Owning shares is not gambling in the way a casino is/);
    for (const point of ['What you own', 'Where it turns into a bet', 'How, not what'])
      expect(a.text).toContain(point);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'stock-market-basics',
      'efficient-market-hypothesis',
      'gamestop-squeeze-2021',
    ]);
  });

  it('leaves the tulip buyers’ gambling to their lesson', () => {
    expect(ask('why did tulip buyers gamble?').text).not.toContain('casino');
  });
});

describe('whether investing is risky', () => {
  // "Is investing risky?" quoted loss sentences that say "invest", among them a line of the 2008 story
  // in its present tense ("Lehman Brothers … is losing its funding").
  it.each([
    'is investing risky?',
    'is the stock market safe?',
    'how risky are stocks?',
    'can I lose all my money in stocks?',
    'is it safe to invest?',
    'how do I protect my portfolio from a crash?',
    // Each found nothing.
    'how do I protect myself?',
    'how do I protect myself from a crash?',
  ])('"%s": the risks that can be made smaller and the ones that are waited out, with no "yes"', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^Money in shares can fall a long way/);
    for (const point of [
      'The whole market can fall for years',
      'One company can fall to almost nothing',
      'Borrowing turns a fall into ruin',
      'Time is what is paid for',
    ])
      expect(a.text).toContain(point);
    expect(a.text).not.toContain('is losing its funding');
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'bull-bear-markets',
      'bank-runs-1929',
      'enron-scandal',
      'covid-inflation',
    ]);
  });

  it.each(['is margin risky?', 'is bitcoin risky?', 'is it safe to invest in bitcoin?'])(
    'leaves "%s" to what our lessons say of that one thing',
    (q) => {
      expect(ask(q).text).not.toMatch(/^Money in shares/);
    },
  );

  it('gives the figures its lessons give', () => {
    for (const [id, figure] of [
      ['bank-runs-1929', 'about 89 percent'],
      ['bull-bear-markets', 'November 1954'],
      ['bull-bear-markets', 'fallen about 57% from its October 2007 high'],
      ['enron-scandal', 'In August 2000 Enron’s shares hit $90'],
      ['enron-scandal', 'below $1 by 28 November'],
      ['bull-bear-markets', 'Every bear market in US history has so far been followed by a new high'],
      ['covid-inflation', 'about 20% higher than in early 2021'],
    ] as const)
      expect(lessonText(id), figure).toContain(figure);
  });
});

describe('how to protect oneself, asked after a crisis', () => {
  // After the 2008 crisis it quoted AIG's "protection" on CDOs; after inflation, how savers fare then.
  it('after the 2008 crisis, the risks of shares; after inflation, money while prices rise', () => {
    const following = (before: string) =>
      composeAnswer('how do I protect myself?', guest, retriever, [before]).text;
    expect(following('what was the 2008 financial crisis?')).toMatch(/^Money in shares can fall a long way/);
    expect(following('what was the 2008 financial crisis?')).not.toContain('AIG');
    expect(following('what is inflation?')).toContain('What our lessons show about money while prices rise');
  });
});

describe('whether money is safe in a bank', () => {
  // "Is my money safe in a bank?" quoted Fedwire's history, "what happens to my money if my bank fails?"
  // found nothing, and "how do I protect my money from a bank failure?" got the risks of shares.
  it.each([
    'is my money safe in a bank?',
    'what happens to my money if my bank fails?',
    'how do I protect my money from a bank failure?',
    'how do I protect myself from a bank run?',
    'are banks safe?',
    'can I lose my savings if a bank collapses?',
  ])('"%s": insured up to the limit, and what happened above it', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^Money in a bank is safe up to the deposit insurance limit/);
    for (const point of [
      'Insurance has a limit',
      'Above the limit, a failure can freeze your money',
      'Before insurance, runs took savings with them',
    ])
      expect(a.text).toContain(point);
    expect(a.text).not.toContain('Fedwire');
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'banking-system-explained',
      'silicon-valley-bank-2023',
      'bank-runs-1929',
    ]);
  });

  it('gives the figures its lessons give', () => {
    for (const [id, figure] of [
      [
        'banking-system-explained',
        'FDIC covers $250,000 per depositor, per insured bank, for each ownership category',
      ],
      ['bank-runs-1929', '1 January 1934'],
      ['banking-system-explained', 'The insured limit rose to $250,000 in October 2008'],
      ['banking-system-explained', 'the Dodd–Frank Act of 2010 made it permanent'],
      ['silicon-valley-bank-2023', 'close to 90 percent of them, were above the insurance limit'],
      ['banking-system-explained', 'because the government chose to go beyond the insurance limit'],
      ['bank-runs-1929', 'roughly 9,000 American banks suspended operations between 1930 and 1933'],
      ['silicon-valley-bank-2023', 'Keep amounts at each bank within or near the insured limit'],
    ] as const)
      expect(lessonText(id), figure).toContain(figure);
  });

  it('leaves how a bank works, and deposit insurance defined, to the lessons', () => {
    expect(ask('what is deposit insurance?').text).not.toMatch(/^Money in a bank is safe/);
    expect(ask('how do banks work?').text).not.toMatch(/^Money in a bank is safe/);
  });
});

describe('how options are priced', () => {
  // "How are options priced?" found only entries that say "option" and offered the course.
  it.each([
    'how are options priced?',
    "what determines an option's price?",
    'why are options so expensive?',
    'how is the option premium calculated?',
  ])('"%s": intrinsic and time value, the model’s inputs and implied volatility', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^An option’s price, its premium, is two parts/);
    for (const said of ['**Intrinsic value**', '**Time value**', 'implied volatility', 'Theta'])
      expect(a.text).toContain(said);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['options-derivatives']);
  });

  it('says what the options course says', () => {
    const course = JSON.stringify(optionsCourse);
    for (const said of [
      'Everything above intrinsic value is time value',
      'only in-the-money options have intrinsic value',
      'In the May–June 1973 issue of the Journal of Political Economy, Fischer Black and Myron Scholes',
      'Time value is largest at the money',
      'Theta is time decay',
    ])
      expect(course).toContain(said);
  });

  it('leaves "what is an option?" to the glossary', () => {
    expect(ask('what is an option?').text).toContain('**Option**: ');
  });
});

describe('when a bought option makes money', () => {
  // "When does a put make money?" found nothing; "when does a call make money?" quoted one worked trade.
  it.each([
    'when does a put make money?',
    'when does a call make money?',
    'how do puts make money?',
    'when does a put pay off?',
    'how do you make money with options?',
  ])('"%s": each side’s breakeven at expiry, from the course’s payoff table', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^A bought option makes money when/);
    for (const said of [
      'breaks even at $52',
      'breaks even at $48.50',
      'the most a buyer can lose is the premium',
    ])
      expect(a.text).toContain(said);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['options-derivatives']);
  });

  it('says what the options course says', () => {
    const course = JSON.stringify(optionsCourse);
    for (const said of [
      'A 50-strike call costs $2.00 ($200 a contract) and a 50-strike put costs $1.50',
      'breaks even at $52 (strike plus premium), and then gains $100 for every dollar the stock rises',
      'it breaks even at $48.50 (strike minus premium) and gains $100 for every dollar below that',
    ])
      expect(course).toContain(said);
  });

  it('leaves how a put works and when an option expires to the glossary', () => {
    expect(ask('how does a put work?').text).toContain('**Put option**: ');
    expect(ask('when does an option expire?').text).toContain('**Expiration date**: ');
  });
});

describe('how far the mark fell in 1923', () => {
  // "How high did inflation get in Weimar Germany?" quoted Germans' later fear of inflation.
  it.each([
    'how high did inflation get in Weimar Germany?',
    'how bad was the inflation in 1923?',
    'how fast did prices rise in Weimar Germany?',
  ])('"%s": the dollar in marks from 1914 to November 1923, and prices doubling every four days', (q) => {
    const a = ask(q);
    for (const said of ['4.2 marks', 'about 7,400', '4.2 trillion on 20 November 1923', 'every four days'])
      expect(a.text).toContain(said);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['weimar-hyperinflation-1923']);
  });

  it.each(['how did Germany end hyperinflation?', 'how much did the pound fall against the mark in 1992?'])(
    'leaves "%s" to its own answer',
    (q) => {
      expect(ask(q).text).not.toContain('every four days');
    },
  );

  it('gives the lesson’s figures', () => {
    const told = JSON.stringify(getLesson('weimar-hyperinflation-1923'));
    for (const said of [
      'The dollar went from 4.2 marks in 1914 to about 7,400 at the end of 1922 and 4.2 trillion on 20 November 1923',
      'passed 1 million marks in late July 1923',
      'By October 1923 prices were doubling about every four days',
      'Steve Hanke and Nicholas Krus (2012) put the rise in that one month at about 29,500 percent',
      'Many firms paid workers daily, some twice a day',
    ])
      expect(told).toContain(said);
  });
});

describe('where interest rates go next', () => {
  // "What will happen to interest rates?" quoted what a $10,000 loan at 5% costs.
  it.each([
    'what will happen to interest rates?',
    'will the Fed cut rates?',
    'will rates go down next year?',
  ])('"%s": no forecast, then what has moved the Fed’s rate up and down', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^No one can tell you where interest rates go next/);
    for (const said of [
      'towards 20 percent in 1980–81',
      '11 times',
      'on 16 December 2008',
      'Sunday 15 March 2020',
    ])
      expect(a.text).toContain(said);
  });

  it('leaves "what happens when interest rates rise?" to what our lessons say of it', () => {
    expect(ask('what happens when interest rates rise?').text).not.toMatch(/^No one can tell/);
  });

  it('gives the figures its lessons give', () => {
    expect(lessonText('stagflation-1970s')).toContain(
      'The federal funds rate rose towards 20 percent in 1980–81',
    );
    expect(lessonText('covid-inflation')).toContain(
      'From March 2022 to July 2023 the Fed raised rates 11 times',
    );
    expect(lessonText('covid-inflation')).toContain(
      'On Sunday 15 March the Federal Reserve cut its interest rate',
    );
    expect(lessonText('financial-crisis-2008')).toContain(
      'The Fed cut its interest rate to between 0% and 0.25% on 16 December 2008',
    );
  });
});

describe('the long-run return of shares', () => {
  // "What is the average return of the stock market?" quoted what a share is: the figures are in a
  // table of Stock Market Basics, which search does not quote.
  it.each([
    'what is the average return of the stock market?',
    'how much do stocks return?',
    'what are the long term returns of stocks?',
    // It found no entry and offered the gold standard lesson.
    'what is a good return?',
    // It quoted a worked example of one share's return.
    'what is the average stock market return?',
    // Both found nothing.
    'is 10% a year realistic?',
    'is a 20% return realistic?',
  ])('"%s": the lesson’s yearly averages after inflation, with their sources', (q) => {
    const a = ask(q);
    for (const figure of ['about 6–7% a year', 'about 4–5% a year', 'about 1–2% a year', 'below 1% a year'])
      expect(a.text).toContain(figure);
    expect(a.text).toContain('Dimson');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stock-market-basics']);
  });

  it('does not read "is 10% a lot?", which names no return, as asking the long-run one', () => {
    expect(ask('is 10% a lot?').text).not.toContain('Dimson');
  });

  it('leaves one year’s return to the lesson that tells it', () => {
    expect(ask('what was the return of the S&P 500 in 2020?').text).toContain('ended 2020 up 16%');
  });

  it('takes its figures from the lesson’s own table', () => {
    const table = JSON.stringify(getLesson('stock-market-basics'));
    for (const figure of [
      'about 6–7% after inflation',
      'about 4–5% after inflation',
      'about 1–2% after inflation',
    ])
      expect(table).toContain(figure);
  });
});

describe('first words of personal finance', () => {
  // "What is a 401k?" found nothing ("401k" is no word of ours; the glossary writes "401(k) plan"),
  // and "what is a credit score?" and "what is an emergency fund?" were refused.
  it.each(['what is a 401k?', 'what is a 401(k)?', "what's a 401 k", 'how does a 401k work?'])(
    '"%s": the glossary’s 401(k) plan, and what the Enron lesson shows of one',
    (q) => {
      const a = ask(q);
      expect(a.text.split('\n\n')[1]).toMatch(/^\*\*401\(k\) plan\*\*: A US workplace retirement account/);
      expect(a.text).toContain('Many Enron employees kept most of theirs in Enron shares');
      expect(a.text).not.toContain('“401 plan”');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['enron-scandal']);
    },
  );

  it.each(['what is a credit score?', 'how does a credit score work?', 'what is a FICO score?'])(
    '"%s": what a credit score is, and the 2008 lesson’s subprime borrowers',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^A credit score is a number that sums up a person’s record as a borrower/);
      expect(a.text).toContain('about one new mortgage in five was subprime');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
    },
  );

  it.each(['what is an emergency fund?', 'why do I need an emergency fund?', 'rainy day fund?'])(
    '"%s": what an emergency fund is for, and Rosa’s in March 2020',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^An emergency fund is money kept aside for the unexpected/);
      expect(a.text).toContain('An emergency fund is there for emergencies.');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['covid-inflation']);
    },
  );

  it('gives no figure the lessons do not: no limits, no score ranges, no number of months', () => {
    for (const q of ['what is a credit score?', 'what is an emergency fund?'])
      expect(ask(q).text.split('\n\n')[0]).not.toMatch(/\d/);
  });

  it('tells only what the lessons tell of Rosa and the subprime loans', () => {
    const covid = JSON.stringify(getLesson('covid-inflation'));
    for (const said of [
      'small emergency fund',
      'sales down two-thirds',
      'An emergency fund is there for emergencies',
      'prices are rising 9%',
      'pays 0.1%',
    ])
      expect(covid).toContain(said);
    const crisis = JSON.stringify(getLesson('financial-crisis-2008'));
    for (const said of [
      'about one new mortgage in five was subprime',
      'late payments on subprime loans made in 2006 are rising faster than on any earlier batch',
    ])
      expect(crisis).toContain(said);
  });
});

describe('two questions about when and how to buy', () => {
  // "How do I start investing in bitcoin?" quoted a sentence about large investors betting on a fall
  // and one about ICO promoters; "what's the worst day to buy stocks?" quoted Amsterdam's exchange of
  // 1611 and GameStop's options, and "the worst day of the week to trade" was refused.
  it.each(['how do I start investing in bitcoin?', 'how to buy bitcoin?', 'how can I get into crypto?'])(
    '"%s": no advice, then how people hold it and what went wrong, from the Bitcoin lesson',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^I cannot tell you what to do with your own money/);
      for (const said of ['spot bitcoin ETFs', 'Mt. Gox', 'FTX', 'about $15,500', 'do not borrow to buy'])
        expect(a.text).toContain(said);
      expect(a.text).not.toContain('ICO promoters');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
    },
  );

  it.each([
    "what's the worst day to buy stocks?",
    'what is the worst day of the week to trade?',
    'which day of the week should I buy stocks?',
    'what is the best month to invest?',
  ])('"%s": no day has been reliably worst, and what the lessons show of timing', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^I cannot tell you what to do with your own money/);
    expect(a.text).toContain('No day of the week or month has been reliably the worst');
    expect(a.text).toContain('In the past, staying invested has beaten trying to time the market.');
    expect(a.text).toContain('on 13 October 2008 the S&P 500 rose about 11.6% in a single day');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bull-bear-markets', 'efficient-market-hypothesis']);
  });

  it('leaves the worst day in history, and "is now a good time?", to their answers', () => {
    expect(ask('what was the worst day in stock market history?').text).toContain('On 19 October 1987');
    expect(ask('is now a good time to buy?').text).toContain(
      'No one can tell you where the market goes next',
    );
    expect(ask('is bitcoin a good investment?').text).not.toContain('Mt. Gox halted');
  });

  it('quotes the lessons’ own facts', () => {
    const bitcoin = JSON.stringify(getLesson('bitcoin'));
    for (const said of [
      'on 10 January 2024 the SEC approved',
      'about 850,000 bitcoins were missing',
      'about $8 billion of customer money was missing',
      'about $15,500',
    ])
      expect(bitcoin).toContain(said);
    const cycles = JSON.stringify(getLesson('bull-bear-markets'));
    for (const said of [
      'rose about 11.6% in a single day',
      'In the past, staying invested has beaten trying to time the market.',
    ])
      expect(cycles).toContain(said);
  });
});

describe('how to diversify', () => {
  // "How do I diversify?" offered the Enron lesson and nothing else; "what is the best way to
  // diversify?" found no definition.
  it.each([
    'how do I diversify?',
    'what is the best way to diversify?',
    'what is the simplest way to diversify?',
    'how can I spread my money?',
    // It gave the definition of a share.
    'how many stocks should I own?',
  ])('"%s" gives the habits four lessons show, each figure as its lesson gives it', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^I cannot tell you what to do with your own money/);
    expect(a.text).toMatch(/\*\*Own many companies, not one\.\*\*/);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'stock-market-basics',
      'enron-scandal',
      'japan-bubble-1989',
      'bull-bear-markets',
    ]);
  });

  it('takes its figures from the lessons', () => {
    expect(lessonText('japan-bubble-1989')).toContain('22 February 2024');
    expect(lessonText('japan-bubble-1989')).toContain('29 December 1989');
    expect(lessonText('enron-scandal')).toContain('20,000 employees');
    expect(lessonText('stock-market-basics')).toContain('about 500 large US companies');
  });

  it.each([
    'why is diversification important?',
    'why diversify?',
    'why should I diversify',
    'what is the point of diversification?',
    'benefits of diversifying',
  ])('"%s" says why, with the same four lessons and no "I cannot tell you"', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^Diversifying, spreading money over many investments, matters because/);
    expect(a.text).toMatch(/\*\*Know what it cannot do\.\*\*/);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'stock-market-basics',
      'enron-scandal',
      'japan-bubble-1989',
      'bull-bear-markets',
    ]);
  });

  it('leaves "what is diversification?" to the glossary', () => {
    expect(ask('what is diversification?').text).toMatch(/\*\*Diversification\*\*/);
  });
});

describe('why banks fail', () => {
  // "Why do banks fail?" quoted First Republic's sale to JPMorgan Chase, and nothing else.
  it.each([
    'Why do banks fail?',
    'how can a bank fail',
    'what makes a bank collapse',
    'causes of bank failures',
  ])('"%s" names the run, the short-long mismatch and thin capital, each with a case', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/\*\*A run\.\*\*.*9,000 American banks.*\$42 billion/);
    expect(a.text).toMatch(/\*\*Borrowing short, lending long\.\*\*.*more than 1,000 failed.*\$124 billion/);
    expect(a.text).toMatch(
      /\*\*Losses bigger than its capital\.\*\*.*\$30 of assets for every \$1 of equity/,
    );
    expect(a.text).toMatch(/deposit insurance .*1 January 1934/);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'banking-system-explained',
      'bank-runs-1929',
      'savings-and-loan-crisis',
      'silicon-valley-bank-2023',
      'financial-crisis-2008',
    ]);
  });

  it('leaves a question about one crisis to that crisis', () => {
    const a = ask('why did banks fail in 1930?');
    expect(a.text).not.toMatch(/\*\*A run\.\*\*/);
    expect(a.citations[0]?.lessonId).toBe('bank-runs-1929');
  });
});

describe('two crypto collapses of 2022', () => {
  it.each(['what happened to FTX?', 'why did FTX collapse?', 'how did FTX fail?'])(
    '"%s" tells the week FTX fell, from the Bitcoin lesson',
    (q) => {
      // The first quoted the lesson's opening on the 2008 white paper, the second listed all four of
      // bitcoin's falls.
      const a = ask(q);
      expect(a.text).toMatch(/^FTX, one of the world’s largest crypto exchanges, collapsed within a week/);
      for (const said of ['on 2 November', 'about $6 billion in three days', 'about $8 billion', '119%'])
        expect(a.text).toContain(said);
      expect(a.text).not.toContain('Satoshi');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
    },
  );

  it('leaves what FTX was to the glossary, and who went to prison to its own answer', () => {
    expect(ask('what was FTX?').text).toContain('**FTX**: A cryptocurrency exchange founded in 2019');
    expect(ask('did anyone go to jail for FTX?').text).not.toMatch(/^FTX, one of/);
  });

  it.each(['what happened to Terra?', 'terra luna crash', 'why did TerraUSD collapse?'])(
    '"%s" tells how TerraUSD and Luna broke',
    (q) => {
      // Each found nothing: "terra" alone is a word no lesson uses, and none says the run "collapsed".
      const a = ask(q);
      expect(a.text).toMatch(/^TerraUSD was a stablecoin meant to stay worth \$1 with no dollars behind it/);
      expect(a.text).toContain('about $14 billion');
      expect(a.text).toContain('about $40 billion of value');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
    },
  );

  it('"what was Terra Luna?" gives the glossary entry', () => {
    expect(ask('what was Terra Luna?').text).toContain('**TerraUSD and Luna (Terra)**: A crypto network');
  });

  it('agrees with the Bitcoin lesson', () => {
    const told = JSON.stringify(getLesson('bitcoin'));
    for (const fact of [
      'On 2 November the news site CoinDesk reported that much of Alameda Research’s balance sheet was FTT',
      'Customers rushed to withdraw about $6 billion in three days',
      'FTX stopped processing most withdrawals that day',
      'about $8 billion of customer money was missing',
      'about 119% of their claims',
      'A savings product paying about 20% drew in about $14 billion',
      'erasing about $40 billion of value in days',
      'Celsius and Voyager and the hedge fund Three Arrows Capital failed that summer',
    ])
      expect(told).toContain(fact);
  });
});

describe('two rescues of September 2008, one given and one refused', () => {
  it.each([
    'why did AIG need a bailout?',
    'what happened to AIG?',
    'why did AIG get bailed out?',
    'how much did AIG get?',
    'how much money did AIG receive?',
    // Both found nothing.
    'what was AIG’s problem?',
    'what was wrong with AIG?',
  ])('"%s" tells AIG’s bet, the collateral it lacked and the Fed’s loan', (q) => {
    // The first quoted the euro crisis's bailouts of Greece, Ireland and Portugal; "how much did AIG
    // get?" found nothing.
    const a = ask(q);
    expect(a.text).toMatch(/^AIG, the world’s largest insurer, had sold protection/);
    for (const said of ['over $500 billion', 'nearly $80 billion', '$85 billion', 'about $182 billion'])
      expect(a.text).toContain(said);
    expect(a.text).not.toContain('Greece');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
  });

  it('leaves "who rescued AIG?" to the sentence that answers it', () => {
    expect(ask('who rescued AIG?').text).not.toMatch(/^AIG, the world’s largest insurer/);
  });

  it.each([
    "why wasn't Lehman saved?",
    "why didn't the government save Lehman?",
    'why did the Fed let Lehman fail?',
    // It quoted AIG's rescue.
    'why was Lehman not saved?',
  ])('"%s" tells the weekend: no buyer, no private rescue, no public money', (q) => {
    // The first found nothing.
    const a = ask(q);
    expect(a.text).toMatch(/^No buyer would take Lehman Brothers without a guarantee/);
    for (const said of ['Barclays', 'Financial Services Authority', 'Merrill Lynch', 'no legal power'])
      expect(a.text).toContain(said);
  });

  it('leaves why Lehman failed to the crisis’s causes', () => {
    expect(ask('why did Lehman fail?').text).toContain('What our lessons give as the causes');
  });

  it('agrees with the 2008 lesson', () => {
    const told = JSON.stringify(getLesson('financial-crisis-2008'));
    for (const fact of [
      'had written protection on over $500 billion of assets',
      'nearly $80 billion of protection on CDOs full of subprime mortgages',
      'the contracts required it to post billions in collateral it did not have',
      'with an $85 billion loan in exchange for almost 80% of its shares',
      'reached about $182 billion; it was repaid with a profit for the Treasury by 2012',
      'Barclays is interested but needs a guarantee of Lehman’s trading until its shareholders can vote',
      'Britain’s Financial Services Authority would not approve Barclays guaranteeing Lehman’s trading without a shareholder vote',
      'the Fed had no legal power to lend to an insolvent firm without enough collateral',
      'Either way, public money for Lehman was ruled out',
    ])
      expect(told).toContain(fact);
  });
});

describe('three glossary entries and a spelling', () => {
  const opens = (q: string) => ask(q).text.split('\n\n')[1] ?? '';

  it.each([
    [
      'what is OPEC?',
      '**OPEC**: The Organization of the Petroleum Exporting Countries: a group of oil exporters',
    ],
    ['what is the discount window?', '**Discount window**: The Federal Reserve’s standing offer to lend'],
    ['what is a zombie bank?', '**Zombie company (zombie firm)**:'],
  ])('"%s" is defined', (q, entry) => {
    // Each found no entry: OPEC and the discount window had none, and a zombie bank quoted how banks lend.
    expect(opens(q)).toContain(entry);
  });

  it('reads "OPEC\'s embargo" as the Arab oil embargo', () => {
    expect(ask("what was OPEC's embargo?").text).toContain('The Arab oil embargo began in October 1973');
  });
});

describe('how high interest rates went', () => {
  it.each([
    'how high did interest rates go in 1981?',
    'how high did the fed raise rates in 1981?',
    'what were interest rates in 1980?',
    'how high did interest rates go under Volcker?',
    'what was the peak mortgage rate in the early 80s?',
  ])('"%s" gives the peaks of 1980–81', (q) => {
    // It quoted the Bundesbank raising rates in 1992, or the Fed's rises of 2022–23.
    const a = ask(q);
    expect(a.text).toMatch(/federal funds rate\*\*.*close to 20 percent in 1980–81/);
    expect(a.text).toContain('reached 21.5% in December 1980');
    expect(a.text).toContain('peaked above 18% in 1981');
    expect(a.text).not.toMatch(/Bundesbank/);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stagflation-1970s', 'savings-and-loan-crisis']);
  });

  it.each(['how high did interest rates go in 2023?', 'how high did the Fed raise rates in 2022?'])(
    '"%s" gives the target range of July 2023',
    (q) => {
      // "In 2023" quoted the near-zero rates at which SVB had bought its bonds.
      const a = ask(q);
      expect(a.text).toMatch(
        /^The Fed’s target range .* to 5\.25–5\.50% by July 2023: 11 increases in 16 months/,
      );
      expect(a.text).toContain('passed 7% in October 2022');
      expect(a.citations.map((c) => c.lessonId)).toEqual([
        'covid-inflation',
        'federal-reserve-explained',
        'stagflation-1970s',
      ]);
    },
  );

  it.each(['why did rates peak in 1981?', 'how much did the Fed cut rates in 2020?'])(
    'leaves "%s", which asks no level reached, to the lessons',
    (q) => {
      expect(ask(q).text).not.toMatch(/At their highest in modern American history|^The Fed’s target range/);
    },
  );
});

describe('why bitcoin is so volatile', () => {
  // It found nothing, alone or after "what is bitcoin?".
  it.each([
    'why is bitcoin so volatile?',
    'why is crypto so volatile?',
    "why is bitcoin's price so unstable?",
  ])('"%s": what anchors a price, and what bitcoin lacks', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^Because little anchors its price\./);
    for (const point of [
      'It pays nothing',
      'Its supply cannot respond',
      'Booms on borrowed money, then runs',
      'Wall Street did not calm it',
    ])
      expect(a.text).toContain(`**${point}.**`);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
  });

  it('answers "why is it so volatile?" after "what is bitcoin?"', () => {
    const a = composeAnswer('why is it so volatile?', guest, retriever, ['what is bitcoin?']);
    expect(a.text).toMatch(/^Because little anchors its price\./);
  });

  it('gives the figures its lesson gives', () => {
    const told = JSON.stringify(getLesson('bitcoin'));
    for (const figure of [
      'its value rests on what others will pay for it and on its use as money or a store of value',
      'scarcity alone does not make a price stable',
      'The 2017 ICO boom ended in a crypto winter with bitcoin down about 84%; 2022 brought Terra, Celsius and FTX and a fall of about 78%',
      'In early 2010 a bitcoin was worth less than a cent. In December 2024 one changed hands for more than $100,000. In between it fell by over 70% at least three times.',
      'Spot bitcoin ETFs, approved in January 2024',
      'without taming the volatility',
    ])
      expect(told, figure).toContain(figure);
  });
});

describe('whether a stock is cheap', () => {
  // "How do I know if a stock is cheap?" quoted Amsterdam's traders buying back "cheaper", "is a stock
  // with a low price cheap?" Japan's cheap money, "how do I know if a stock is overvalued?" nothing, and
  // "how do I value a stock?" what a value stock is.
  it.each([
    'how do I know if a stock is cheap?',
    'how do I know if a stock is overvalued?',
    'is a stock with a low price cheap?',
    'what makes a stock expensive?',
    'how do I value a stock?',
  ])('"%s": the price against profit and what the company owns, not the price alone', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^A share’s price alone says nothing about whether it is cheap/);
    for (const point of [
      'Price against profit',
      'Price against what it owns',
      'Dear can get dearer, then fall',
      'Professionals rarely judge it better than the market',
    ])
      expect(a.text).toContain(`**${point}.**`);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['dotcom-bubble', 'efficient-market-hypothesis']);
  });

  it('gives the figures its lessons give, their glossaries included', () => {
    const glossaries: Record<string, unknown> = {
      'dotcom-bubble': dotcomGlossary,
      'efficient-market-hypothesis': emhGlossary,
    };
    const told = (id: string) => JSON.stringify([getLesson(id), glossaries[id]]);
    for (const [id, figure] of [
      ['dotcom-bubble', 'A P/E of 20 means buyers pay $20 for every $1 of yearly profit'],
      ['dotcom-bubble', 'A company with no profit has no meaningful P/E at all'],
      ['efficient-market-hypothesis', 'what its accounts say it owns, less what it owes'],
      ['dotcom-bubble', 'If the growth disappoints, the price can fall a long way'],
      [
        'dotcom-bubble',
        'In March 2000 the router maker Cisco was for a short time the most valuable company',
      ],
      ['dotcom-bubble', 'well over 100 times its earnings'],
      ['dotcom-bubble', 'Cisco’s shares fell by more than 80%'],
      ['dotcom-bubble', 'about 44 times its average inflation-adjusted earnings over the previous decade'],
      [
        'efficient-market-hypothesis',
        'Over the 15 years to mid-2023, 92% of US large-company funds trailed the S&P 500',
      ],
    ] as const)
      expect(told(id), figure).toContain(figure);
  });

  it('leaves what a value stock is, and how value stocks fared, to the lessons', () => {
    expect(ask('what is a value stock?').text).toContain('**Value stock**: ');
    expect(ask('how do value stocks perform?').text).not.toMatch(/^A share’s price alone/);
  });
});

describe('the signs of a bubble', () => {
  // "What are the signs of a bubble?" found no definition; "how do I spot a bubble?" and "are we in a
  // bubble now?" found nothing.
  it.each([
    'What are the signs of a bubble?',
    'how do I spot a bubble?',
    'are we in a bubble now?',
    'is the stock market in a bubble?',
    'how can you tell if there is a bubble?',
    'what are the warning signs of a stock market bubble?',
    // Each found nothing.
    'how do I know if something is a bubble?',
    'how do I know if bitcoin is a bubble?',
    'how do I know whether the housing market is in a bubble?',
  ])('"%s" gives what the bubbles our lessons tell had in common, and no forecast', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^No one can say for sure that a market is in a bubble until it has burst/);
    for (const sign of [
      'Prices far above what the thing earns',
      'A story that this time is different',
      'Borrowed money',
      'Newcomers and quick gains',
      'Buying to sell on',
    ])
      expect(a.text).toContain(`**${sign}.**`);
    expect(a.text).toMatch(/The signs do not tell you when\./);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'dotcom-bubble',
      'tulip-mania',
      'bank-runs-1929',
      'financial-crisis-2008',
      'bull-bear-markets',
    ]);
  });

  it('gives the figures and words its lessons state', () => {
    for (const said of ['about 44', 'roughly 32 in September 1929', 'mid-teens', 'Robert Shiller'])
      expect(lessonText('dotcom-bubble')).toContain(said);
    for (const said of [
      'page views',
      'Margin debt at New York Stock Exchange member firms rose sharply from late 1999 to early 2000',
      'average first-day gain of a new issue was about 70%',
    ])
      expect(lessonText('dotcom-bubble')).toContain(said);
    expect(lessonText('financial-crisis-2008')).toContain(
      'In 2006 the version was “house prices never fall nationwide”',
    );
    for (const said of [
      'New buyers such as weavers, bakers and shopkeepers joined the collectors',
      'tulip bulbs change hands in taverns for ever higher prices',
      'buyers at Haarlem stopped turning up',
      'The first days of February 1637',
    ])
      expect(lessonText('tulip-mania')).toContain(said);
    expect(lessonText('bull-bear-markets')).toContain('The market kept climbing for more than three years');
  });

  it('leaves a bubble’s definition, and bitcoin or AI as a bubble, to their own answers', () => {
    expect(ask('what is a bubble?').text).toContain('**Bubble (speculative bubble)**: ');
    expect(ask('Is AI a bubble?').text).toMatch(/^None of our lessons speaks of AI/);
    expect(ask('is bitcoin a bubble?').text).not.toMatch(
      /^No one can say for sure that a market is in a bubble/,
    );
  });
});

describe('how bubbles end', () => {
  // "How do bubbles end?" found nothing, "when do bubbles burst?" and "what makes a bubble pop?" each
  // quoted one sentence, "why do bubbles burst?" the definition.
  it.each([
    'how do bubbles end?',
    'when do bubbles burst?',
    'what makes a bubble pop?',
    'why do bubbles burst?',
    'How does a bubble burst?',
    'what ends a bubble?',
    'what triggers the end of a bubble?',
    'how do stock market bubbles usually end?',
  ])('"%s" gives what set off the end of the five bubbles our lessons tell', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^A bubble ends when buyers stop coming\./);
    for (const trigger of [
      'Buyers stop coming',
      'Money gets dearer',
      'The cash runs out',
      'Borrowers stop paying',
      'A lender fails',
    ])
      expect(a.text).toContain(`**${trigger}.**`);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'tulip-mania',
      'japan-bubble-1989',
      'dotcom-bubble',
      'financial-crisis-2008',
      'south-sea-bubble-1720',
    ]);
  });

  it('gives the figures and dates its lessons state', () => {
    for (const said of [
      'In the first week of February 1637',
      'At a routine sale in Haarlem, buyers simply do not appear',
    ])
      expect(lessonText('tulip-mania')).toContain(said);
    for (const said of [
      'from 5% in January 1986 to 2.5% in February 1987',
      'It held it there until May 1989',
      '3.25% (May 1989)',
      '6% (August 1990)',
      'from April, their lending to real-estate companies must grow no faster than their total lending',
      '38,915.87 on 29 December 1989',
      'A credit bubble bursts twice: first in prices, then in the loans that were backed by those prices',
      'crippled the banks for a decade',
    ])
      expect(lessonText('japan-bubble-1989')).toContain(said);
    for (const said of [
      'Ten days after the peak',
      'dozens of internet companies would run through their cash within a year',
      'Many of them did',
      'On 9 October 2002 the Nasdaq Composite closed at 1,114.11, about 78% below its peak',
    ])
      expect(lessonText('dotcom-bubble')).toContain(said);
    for (const said of [
      'their peak in mid-2006',
      'In early 2007 late payments on subprime loans made in 2006 are rising faster than on any earlier batch',
    ])
      expect(lessonText('financial-crisis-2008')).toContain(said);
    for (const said of [
      'Around midsummer the price touched about £1,050. Then it began to slip.',
      'In late September 1720 the Sword Blade Company, the South Sea Company’s banker, stopped paying',
      'Goldsmith bankers who had lent on South Sea shares failed',
      'fell below £200 by the autumn',
    ])
      expect(lessonText('south-sea-bubble-1720')).toContain(said);
  });

  it('leaves how a named bubble ended, and how bubbles start, to their own answers', () => {
    expect(ask('what ended the dot-com bubble?').text).toMatch(/^How it ended, and what was done about it/);
    expect(ask('how did the Japanese bubble end?').text).toMatch(/^How it ended, and what was done about it/);
    expect(ask('how do bubbles start?').text).toContain('What our lessons say brings it about');
    expect(ask('what is a bubble?').text).toContain('**Bubble (speculative bubble)**: ');
  });
});

describe('the time value of money', () => {
  // "What is the time value of money?" quoted the options course's time value, another thing.
  it.each([
    'what is the time value of money?',
    'explain the time value of money',
    'why is a dollar today worth more than a dollar tomorrow?',
  ])(
    '"%s" gives why a dollar now is worth more than one later, and sets the option’s time value apart',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^A dollar today is worth more than a dollar later/);
      for (const part of ['Interest is its price', 'It compounds', 'It moves prices'])
        expect(a.text).toContain(`**${part}.**`);
      expect(a.text).toContain('$10,500 promised a year from now is worth $10,000 today');
      expect(a.text).toMatch(/An option’s “time value” is another thing/);
      expect(a.citations.map((c) => c.lessonId)).toEqual([
        'federal-reserve-explained',
        'stock-market-basics',
        'options-derivatives',
      ]);
    },
  );

  it('gives the figures its lessons and glossary state', () => {
    expect(fedGlossary['interest-rate']?.definition).toContain(
      'A $10,000 loan at 5% costs $500 a year in interest',
    );
    expect(basicsGlossary.compounding?.definition).toContain(
      'money doubles in about ten years and grows about seven and a half times in thirty',
    );
    expect(lessonText('stock-market-basics')).toContain(
      'a company’s future profits are worth less today, so share prices tend to fall',
    );
    expect(JSON.stringify(optionsCourse)).toContain(
      'The part of an option’s premium above its intrinsic value',
    );
  });

  it('leaves an option’s time value to its glossary entry', () => {
    expect(ask('what is time value?').text).toContain('**Time value**: The part of an option’s premium');
  });
});

describe('whether tulip mania was really a bubble', () => {
  // "Was tulip mania really a bubble?" quoted one sentence of the legend; "was tulip mania real?" its
  // few bankruptcies; "is the tulip story a myth?" found nothing.
  it.each([
    ['was tulip mania really a bubble?', []],
    ['was tulip mania real?', []],
    ['is the tulip story a myth?', []],
    ['was it really a bubble?', ['what was tulip mania?']],
  ])('"%s" gives what historians make of the story', (q, earlier) => {
    const a = composeAnswer(q, guest, retriever, earlier);
    expect(a.text).toMatch(/^Partly\. Tulip prices did rise and collapse in the winter of 1636–37/);
    for (const part of ['The legend', 'High prices for rare bulbs were normal', 'Few traders, little ruin'])
      expect(a.text).toContain(`**${part}.**`);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['tulip-mania']);
  });

  it('gives the historians, books and figures its lesson names', () => {
    const text = JSON.stringify(getLesson('tulip-mania'));
    for (const said of [
      'chimney sweeps trading houses for bulbs',
      'moralizing pamphlets printed after the crash and from Charles Mackay’s popular book of 1841',
      'Peter Garber (Famous First Bubbles, 2000) argues that high prices for rare new varieties were normal in the flower trade',
      'only the last few weeks of frantic trading in cheap bulbs look like a true bubble',
      'the January 1637 surge in cheap pound-goods',
      'Anne Goldgar (Tulipmania, 2007) searched the Dutch archives and found relatively few traders, mostly well-off',
      'mostly merchants and skilled artisans',
      'little sign of mass bankruptcy or economic damage',
      'people who had shaken hands on deals refused to honor them',
      'paying 3.5 percent of the agreed price',
    ])
      expect(text).toContain(said);
  });

  it('leaves the tulip’s causes and prices to their own answers', () => {
    expect(ask('what caused tulip mania?').text).toContain('What our lessons give as the causes:');
    expect(ask('how much did a tulip cost?').text).toMatch(/^Hundreds of guilders for a fine bulb/);
  });
});

describe('the safest investment', () => {
  // "What is the safest investment?" found no definition, "are bonds safe?" and "is cash safe?" found
  // nothing, "what is a safe investment?" gave the definition of investing.
  it.each([
    'what is the safest investment?',
    'what is a safe investment?',
    'are bonds safe?',
    'is cash safe?',
    'is gold safe?',
    'are government bonds risk free?',
    'is there any risk-free investment?',
  ])('"%s" gives the risk each kind of holding carries', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^No investment is safe from every risk/);
    for (const kind of ['Cash in an insured bank', 'Bonds', 'Shares', 'Gold'])
      expect(a.text).toContain(`**${kind}**`);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'banking-system-explained',
      'covid-inflation',
      'russian-default-1998',
      'silicon-valley-bank-2023',
      'bull-bear-markets',
      'stagflation-1970s',
    ]);
  });

  it('gives the figures its lessons and glossary state', () => {
    expect(lessonText('banking-system-explained')).toContain('$250,000 per depositor, per insured bank');
    expect(lessonText('covid-inflation')).toContain(
      'Savings accounts paid about 0.1% while prices later rose 9% in a year',
    );
    expect(lessonText('russian-default-1998')).toContain(
      'On 17 August 1998 Russia devalued, defaulted on its ruble debt',
    );
    expect(lessonText('silicon-valley-bank-2023')).toContain(
      'roughly $15 billion of unrealized losses on these bonds was almost as large as its whole equity',
    );
    expect(bullBearGlossary['maximum-drawdown']?.definition).toContain(
      'from 1,565 in October 2007 to 677 in March 2009, about 57%',
    );
    expect(lessonText('stock-market-basics')).toContain(
      'over long periods cash has only just kept ahead of inflation, while shares have grown far faster',
    );
    expect(stagflationGlossary['inflation-hedge']?.definition).toContain(
      'gold peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982',
    );
  });

  it('leaves money in a bank and the risk of shares to their own answers', () => {
    expect(ask('is my money safe in a bank?').text).toMatch(
      /^Money in a bank is safe up to the deposit insurance limit/,
    );
    expect(ask('is investing safe?').text).toMatch(/^Money in shares can fall a long way/);
  });
});

describe('why people buy gold', () => {
  // "Why do people buy gold?" found nothing.
  it.each(['why do people buy gold?', 'why is gold valuable?', 'what is gold good for?'])(
    '"%s" gives gold as money, as a refuge and as a hedge',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^For centuries gold was money itself/);
      for (const part of [
        'It was money',
        'It is bought when money is feared',
        'It is held against inflation',
      ])
        expect(a.text).toContain(`**${part}.**`);
      expect(a.citations.map((c) => c.lessonId)).toEqual(['gold-standard', 'stagflation-1970s']);
    },
  );

  it('gives the figures and dates its lessons state', () => {
    const text = JSON.stringify(getLesson('gold-standard'));
    for (const said of [
      'officially worth 1/20.67 of an ounce of gold since the 1830s, is under attack as people hoard gold coins',
      'Banks across the country are closed',
      'The order, dated 5 April 1933, requires Americans to deliver gold coins',
      'to be paid for at the official price of $20',
      'In January 1934 the government raised the gold price to $35',
    ])
      expect(text).toContain(said);
    expect(stagflationGlossary['inflation-hedge']?.definition).toContain(
      'gold peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982, while US consumer prices were still rising',
    );
  });

  it('leaves the gold standard, leaving it, and "should I buy gold?" to their own answers', () => {
    expect(ask('what is the gold standard?').text).toContain('**Gold standard**: ');
    expect(ask('should I buy gold?').text).toMatch(/^I cannot tell you what to do with your own money/);
  });
});

describe('bitcoin’s peaks', () => {
  // "What was the highest price of bitcoin?" quoted what the pizza coins were worth at December 2024
  // prices, and "when did bitcoin peak?" nothing on its peaks.
  it.each([
    'What was the highest price of bitcoin?',
    'what is bitcoin’s all-time high?',
    'how high did bitcoin go?',
    'when did bitcoin peak?',
    'bitcoin record high',
  ])('"%s" gives the peaks the lesson tells, each with its fall, and says it holds no live price', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(
      /^Our Bitcoin lesson follows its price to December 2024, and I have no live prices/,
    );
    for (const peak of [
      'Late 2013: past $1,000',
      'December 2017: nearly $20,000',
      'November 2021: near $69,000',
      'December 2024: past $100,000',
    ])
      expect(a.text).toContain(`**${peak}`);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
  });

  it('gives the figures and dates its lesson states', () => {
    const text = JSON.stringify(getLesson('bitcoin'));
    for (const said of [
      'By late November 2013 bitcoin passed $1,000',
      'bitcoin fell below $200 in January 2015',
      'Bitcoin touches nearly $20,000',
      'A year later bitcoin was near $3,200, down about 84%',
      'Bitcoin peaked near $69,000 in November 2021',
      'Bitcoin touched about $15,500 on 21 November',
      'down roughly 78%',
      'passed $100,000 in December 2024',
      'on 10 January 2024 the SEC approved the listing of eleven spot bitcoin ETFs',
      'Bitcoin futures began trading on the Cboe on 10 December 2017',
    ])
      expect(text).toContain(said);
  });

  it('leaves why bitcoin rose, and how far it fell in 2022, to their own answers', () => {
    expect(ask('why did bitcoin peak in 2017?').text).not.toMatch(/^Our Bitcoin lesson follows its price/);
    expect(ask('how much did bitcoin fall in 2022?').text).toContain('$69,000 − $15,500');
  });
});

describe('what a rate rise does', () => {
  // "What happens when the Fed raises rates?" quoted how the Fed steers its rate, "why do interest
  // rates matter?" what a loan at 5% costs.
  it.each([
    'What happens when the Fed raises rates?',
    'why do interest rates matter?',
    'how do interest rates affect the economy?',
    'what do rate hikes do?',
  ])('"%s" gives the chain a rise sets off, from three lessons', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^When the Federal Reserve raises its key rate, the rise spreads in a chain:/);
    for (const link of [
      'Borrowing costs more',
      'Spending slows, and in time inflation',
      'Prices of shares and bonds tend to fall',
      'Whoever borrowed short to hold long bonds is caught',
    ])
      expect(a.text).toContain(`**${link}.**`);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'federal-reserve-explained',
      'stock-market-basics',
      'silicon-valley-bank-2023',
    ]);
  });

  it('gives the figures and words its lessons state', () => {
    for (const said of [
      'the prime rate moves within a day, then credit lines, credit cards and car loans',
      'The effects on inflation take a year or more to show',
      'From March 2022 to July 2023 the Fed raised rates eleven times, by a total of 5.25 percentage points, its fastest tightening since the early 1980s',
    ])
      expect(lessonText('federal-reserve-explained')).toContain(said);
    expect(lessonText('stock-market-basics')).toContain(
      'safe bonds pay more and a company’s future profits are worth less today, so share prices tend to fall',
    );
    for (const said of [
      'were about $15 billion, close to all of the bank’s equity capital',
      'lost a lot when rates rose in 2022',
    ])
      expect(lessonText('silicon-valley-bank-2023')).toContain(said);
  });

  it('leaves how rates move share prices, and what a rise does to shares, to their own answers', () => {
    expect(ask('how do interest rates affect stock prices?').text).not.toMatch(/rise spreads in a chain/);
    expect(ask('what happens when interest rates rise?').text).not.toMatch(/rise spreads in a chain/);
  });
});

describe('why the Fed raises rates', () => {
  it.each([
    'why did the Fed raise rates?',
    'why does the Fed raise interest rates?',
    'why did Volcker raise rates?',
    'why were rates so high in 1980?',
    'why did rates go up in 2022?',
    'why did the fed keep raising rates',
  ])('"%s" gives the reason and the two times our lessons tell', (q) => {
    // The first quoted how the Fed steers its rate, with no reason.
    const a = ask(q);
    expect(a.text).toMatch(/^To bring inflation down\./);
    expect(a.text).toMatch(/\*\*1979–81, under Paul Volcker\.\*\*/);
    expect(a.text).toMatch(/\*\*2022–23, under Jerome Powell\.\*\*/);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'federal-reserve-explained',
      'stagflation-1970s',
      'covid-inflation',
    ]);
  });

  it('gives the figures its lessons state', () => {
    for (const said of [
      'This is what the Fed did from 6 October 1979. The federal funds rate reached about 20% in 1980–81; inflation fell from a peak near 15% in 1980 to about 3% in 1983. Unemployment peaked at 10.8% in late 1982.',
      'From March 2022 to July 2023 the Fed raised rates eleven times, by a total of 5.25 percentage points',
    ])
      expect(lessonText('federal-reserve-explained')).toContain(said);
    for (const said of [
      'The Consumer Price Index for June showed prices 9.1% higher than a year earlier, the fastest rise since November 1981.',
      'Inflation fell to about 3% by mid-2023 without a recession',
      'US investment-grade bonds lost about 13%, their worst year on record',
    ])
      expect(lessonText('covid-inflation')).toContain(said);
  });

  it('leaves what a rise does, and a rise of a year named, to their own answers; defines the Volcker shock', () => {
    expect(ask('what happens when the Fed raises rates?').text).not.toMatch(/^To bring inflation down/);
    expect(ask('why did the Fed raise rates in 1979?').text).toContain(
      'From October 1979 the US Federal Reserve under Paul Volcker raised interest rates',
    );
    const shock = ask('what is the Volcker shock?');
    expect(shock.text).toContain(
      '**Volcker shock**: The Federal Reserve’s sharp tightening under Paul Volcker',
    );
    expect(shock.citations[0]?.lessonId).toBe('stagflation-1970s');
  });
});

describe('how to hedge', () => {
  it.each([
    'how can I hedge my portfolio?',
    'how do I hedge?',
    'how to hedge against a crash',
    'what is the best way to hedge?',
    'should I hedge my stocks?',
  ])('"%s" gives the ways our lessons show, each with its cost, and no advice', (q) => {
    // The first found nothing.
    const a = ask(q);
    expect(a.text.startsWith(NOT_ADVICE)).toBe(true);
    for (const way of [
      '**A protective put.**',
      '**A stop-loss order.**',
      '**Many companies, not one.**',
      '**Locking in a rate.**',
    ])
      expect(a.text).toContain(way);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'options-derivatives',
      'flash-crash-2010',
      'enron-scandal',
      'asian-crisis-1997',
    ]);
  });

  it('gives the figures its lessons state, and leaves what hedging is to the glossary', () => {
    const options = JSON.stringify(optionsCourse);
    expect(options).toContain('the most it can lose is $390.65, however far the stock falls');
    expect(options).toContain('the 47 put bought for $0.90');
    const flash = JSON.stringify(getLesson('flash-crash-2010'));
    expect(flash).toContain('Stop orders triggered at $55 were filled at far lower prices, some in the $40s');
    const asia = JSON.stringify(getLesson('asian-crisis-1997'));
    expect(asia).toContain('Several percent of the loan, paid up front');
    expect(asia).toContain('Firms that hedged survived the devaluation far better. Few did');
    expect(ask('what is hedging?').text).toContain('**Hedging**: ');
  });
});

describe('when the US left the gold standard', () => {
  it.each([
    'when did the US leave the gold standard?',
    'when did the dollar come off gold?',
    'how did the United States abandon the gold standard?',
  ])('"%s" gives both steps, 1933–34 and 1971, with their dates', (q) => {
    // The first quoted Bretton Woods "until dollars abroad outgrew US gold", with no date.
    const a = ask(q);
    expect(a.text).toMatch(/^In two steps, forty years apart/);
    expect(a.text).toContain('**1933–34: gold taken from Americans.**');
    expect(a.text).toContain('**15 August 1971: the gold window closed.**');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['gold-standard']);
  });

  it('gives the dates and prices its lesson states, and leaves why to the causes', () => {
    const lesson = JSON.stringify(getLesson('gold-standard'));
    for (const said of [
      'The order, dated 5 April 1933, requires Americans to deliver gold coins, bullion and gold certificates',
      'In January 1934 the government raised the gold price to $35',
      'The dollar now held about 41 percent less gold',
      'Americans had already been barred from holding gold since 1933.',
      'On Sunday 15 August 1971 Nixon announced on television that convertibility was suspended',
      'The dollar was still linked to gold for foreign governments',
      'By March 1973 the major currencies were floating against each other.',
      'since 1973 major currencies are fiat money',
    ])
      expect(lesson).toContain(said);
    expect(ask('why did the US leave the gold standard?').text).not.toMatch(/^In two steps/);
  });
});

describe('who received Marshall aid', () => {
  it.each([
    'which countries got marshall aid?',
    'how much did Britain get from the Marshall Plan?',
    'who received Marshall Plan money?',
  ])('"%s" gives the lesson’s table of aid received, country by country', (q) => {
    // The first quoted "Marshall aid filled the gap with goods paid for in dollars".
    const a = ask(q);
    for (const row of ['**United Kingdom**: $3.3 billion', '**West Germany**: $1.4 billion'])
      expect(a.text).toContain(row);
    expect(a.text).toContain(
      'In all, about $13 billion: roughly 2–3% of recipients’ national income a year.',
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['marshall-plan-1948']);
  });

  it('tells who stayed out as the lesson does', () => {
    const lesson = JSON.stringify(getLesson('marshall-plan-1948'));
    expect(lesson).toContain('Vyacheslav Molotov, attended and then walked out');
    expect(lesson).toContain('Czechoslovakia and Poland, under Soviet pressure, stayed away');
    expect(lesson).toContain('April 1948 to June 1952');
  });
});

describe('why an option lost value', () => {
  it.each([
    'why did my option lose value?',
    'why did my call lose money when the stock went up?',
    'why are my puts worthless?',
    'why do options lose value?',
  ])('"%s" gives the reasons the options course names', (q) => {
    // The first quoted what intrinsic value is; the second a sentence on inflation.
    const a = ask(q);
    expect(a.text).toMatch(/^An option can lose value even when you were right about the stock\./);
    for (const point of ['**Time passing (theta).**', '**Volatility falling (vega).**', '**The spread.**'])
      expect(a.text).toContain(point);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['options-derivatives']);
  });

  it('says what the course says', () => {
    const course = JSON.stringify(optionsCourse);
    for (const said of [
      'Time value melts fastest in the final weeks',
      'losing even when right about direction, because implied volatility collapses after the news',
      'most expire worthless',
      'Sending market orders on illiquid options with wide spreads',
      'the Greeks (delta, gamma, theta and vega)',
    ])
      expect(course).toContain(said);
    expect(ask('how are options priced?').text).not.toMatch(/^An option can lose value/);
  });
});

describe('money while prices rise', () => {
  it.each([
    'how do I protect myself from inflation?',
    'how do I protect my savings from inflation?',
    'how can I beat inflation?',
    'what should I buy during inflation?',
  ])('"%s" gives no advice, then what four lessons show', (q) => {
    // The first quoted "every price-setter protects itself by raising prices" from the 1970s.
    const a = ask(q);
    expect(a.text).toMatch(/^I cannot tell you what to do with your own money/);
    for (const point of [
      '**Cash loses quietly.**',
      '**No hedge is sure.**',
      '**Over decades, shares have outrun it.**',
    ])
      expect(a.text).toContain(point);
    expect(a.citations.map((c) => c.lessonId)).toEqual([
      'covid-inflation',
      'stagflation-1970s',
      'stock-market-basics',
      'weimar-hyperinflation-1923',
    ]);
  });

  it('carries "it" from "what is inflation?" to the same answer', () => {
    const a = composeAnswer('how do I protect myself from it?', guest, retriever, ['what is inflation?']);
    expect(a.text).toMatch(/\*\*Cash loses quietly\.\*\*/);
  });

  it('gives the figures its lessons state, and its arithmetic', () => {
    expect(lessonText('covid-inflation')).toContain(
      'The Consumer Price Index for June showed prices 9.1% higher than a year earlier',
    );
    expect(lessonText('covid-inflation')).toContain('My savings account pays 0.1%');
    expect(1.001 / 1.091).toBeCloseTo(0.92, 2);
    expect(lessonText('covid-inflation')).toContain(
      'Bonds bought from May to October 2022 paid 9.62% a year for their first six months',
    );
    expect(lessonText('covid-inflation')).toContain('up to the $10,000 yearly limit per person');
    expect(JSON.stringify(stagflationGlossary)).toContain(
      'gold peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982',
    );
    expect(lessonText('covid-inflation')).toContain(
      'In 2022 the S&P 500 fell about 19% and US investment-grade bonds lost about 13%',
    );
    for (const figure of [
      'about 6–7% after inflation',
      'about 1–2% after inflation',
      'below 1% after inflation',
    ])
      expect(lessonText('stock-market-basics')).toContain(figure);
    expect(lessonText('weimar-hyperinflation-1923')).toContain(
      'Savers, bondholders and pensioners were ruined; debtors and owners of real assets gained.',
    );
  });
});

describe('why the Federal Reserve was founded', () => {
  it.each([
    'why was the Federal Reserve created?',
    'why was the fed created?',
    'why does the US have a central bank?',
    'why do we need the fed?',
  ])('"%s" gives the Panic of 1907 and the six years to the Act', (q) => {
    // The first gave the Fed's definition and the day the Act was signed, and no reason.
    const a = ask(q);
    expect(a.text).toMatch(/^Because of the Panic of 1907/);
    expect(a.text).toContain('**No lender of last resort.**');
    expect(a.text).toContain('signed the Federal Reserve Act on 23 December 1913');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['federal-reserve-explained', 'panic-of-1907']);
  });

  it('says what its lessons state', () => {
    const lesson = JSON.stringify(getLesson('federal-reserve-explained'));
    for (const said of [
      'the banks of New York are running out of cash, and there is no central bank to call',
      'the government had no way to lend against good assets on the scale needed',
      'the trust presidents agreed to a joint fund of about $25 million',
      'the country could not rely on one elderly private banker next time',
      'The supply of banknotes could not expand when demand rose at harvest time, so interest rates spiked and panics clustered in the autumn.',
      'Congress responded in 1908 by creating the National Monetary Commission',
      'In November 1910 Senator Nelson Aldrich and a handful of bankers, including Paul Warburg, met in secret at the Jekyll Island Club in Georgia',
      'President Woodrow Wilson signed it on 23 December 1913',
      'Americans distrusted a single powerful bank',
      'It created twelve regional Federal Reserve Banks',
      'that expanded when business needed more cash, and lend to member banks against good loans',
    ])
      expect(lesson).toContain(said);
    expect(ask('what is the federal reserve?').text).not.toMatch(/^Because of the Panic of 1907/);
  });
});

describe('what a fall in a stock means for its owner', () => {
  it.each([
    'what happens if my stock goes down?',
    'what happens when a stock falls?',
    'do I lose money if a stock falls?',
    'what if my shares drop?',
  ])('"%s" says a loss is on paper until sold, and what can come next', (q) => {
    // Each quoted the equity risk premium, or how inflation and rates move share prices.
    const a = ask(q);
    expect(a.text).toMatch(/^While you still own the shares, a fall in their price is a loss on paper/);
    for (const point of [
      '**It may come back, in time.**',
      '**It may never come back.**',
      '**Your loss has a floor, if you used your own cash.**',
    ])
      expect(a.text).toContain(point);
    expect(a.text).not.toMatch(/equity risk premium/);
  });

  it('gives what its lessons and glossary state, and leaves a fall to zero to how far a loss goes', () => {
    expect(JSON.stringify(getLesson('bull-bear-markets'))).toContain(
      'The S&P 500 did not close above its 2007 peak until March 2013',
    );
    const enron = JSON.stringify(getLesson('enron-scandal'));
    expect(enron).toContain('In August 2000 Enron’s shares hit $90.');
    expect(enron).toContain('were below $1 by 28 November');
    expect(enron).toContain('Enron filed for bankruptcy on 2 December 2001');
    expect(ask('what is an unrealized loss?').text).toContain('It becomes a realized loss only if you sell.');
    expect(ask('what is limited liability?').text).toContain(
      'a shareholder can lose at most what they paid for their shares',
    );
    expect(ask('what happens if a stock goes to zero?').text).toMatch(/^It depends on how you invest\./);
  });
});

describe('the biggest bubbles', () => {
  it.each(['what was the biggest bubble in history?', 'biggest bubble ever', 'what is the largest bubble?'])(
    '"%s" lists the largest bubbles our lessons tell, each with its rise and fall',
    (q) => {
      // The first found nothing.
      const a = ask(q);
      expect(a.text).toMatch(/^Our lessons do not rank bubbles by one measure/);
      for (const bubble of [
        '**Japan, 1985–90.**',
        '**The dot-com bubble.**',
        '**The South Sea and Mississippi bubbles, 1720.**',
        '**Tulip mania, 1636–37.**',
      ])
        expect(a.text).toContain(bubble);
      expect(a.citations.map((c) => c.lessonId)).toEqual([
        'japan-bubble-1989',
        'dotcom-bubble',
        'south-sea-bubble-1720',
        'tulip-mania',
      ]);
    },
  );

  it('gives the figures its lessons state, and leaves one bubble named to its lesson', () => {
    for (const said of [
      'the Nikkei 225 closed at 38,915.87, about three times its level of four years earlier. Shares traded at around 60 times company earnings',
      'were worth more than all the land in California',
      'In August 1992 it touched about 14,300, down some 63% from the peak',
      'Commercial land in Japan',
      'lost more than 80% of its peak value by the mid-2000s',
      'Thirty-four years would pass',
    ])
      expect(lessonText('japan-bubble-1989')).toContain(said);
    for (const said of [
      'from about £128 in January to about £1,000 by midsummer',
      'below £200 by the autumn',
    ])
      expect(lessonText('south-sea-bubble-1720')).toContain(said);
    expect(lessonText('south-sea-bubble-1720')).toContain(
      'The price climbed from 500 livres to about 10,000 livres',
    );
    expect(lessonText('tulip-mania')).toContain(
      'Writers of the time reported prices in the thousands of guilders',
    );
    expect(tulipGlossary.guilder?.definition).toContain(
      'a skilled craftsman earned a few hundred guilders a year',
    );
    expect(lessonText('tulip-mania')).toContain('hurt trust more than the Dutch economy');
    expect(ask('what was the biggest bubble in Japan?').text).not.toMatch(/^Our lessons do not rank/);
  });
});

describe('what a recession does to share prices', () => {
  it.each([
    'what happens to stocks in a recession?',
    'how do stocks do in a recession?',
    'what happens to the stock market in a recession?',
    'how does a recession affect stocks?',
  ])('"%s" tells how the two go together, and where they part', (q) => {
    // The first quoted the Flash Crash, the second found nothing.
    const a = ask(q);
    expect(a.text).toMatch(/^In a recession company profits fall/);
    for (const point of ['**Prices move first.**', '**Not every fall is a recession.**'])
      expect(a.text).toContain(point);
    expect(a.citations.map((c) => c.lessonId)).toContain('bull-bear-markets');
  });

  it('gives what its lessons and glossary state', () => {
    expect(lessonText('bull-bear-markets')).toContain(
      'most US recessions since the Second World War have come with a bear market or a fall close to one',
    );
    expect(ask('what was the Great Recession?').text).toContain('December 2007 to June 2009');
    expect(ask('what is maximum drawdown?').text).toContain(
      'from 1,565 in October 2007 to 677 in March 2009, about 57%',
    );
    const covid = lessonText('covid-inflation');
    expect(covid).toContain('the S&P 500 fell about 34% in 23 trading days');
    expect(covid).toContain('set a new record on 18 August 2020');
    expect(covid).toContain('14.8% in April');
    expect(lessonText('black-monday-1987')).toContain(
      'No recession followed, and the Dow regained its August 1987 peak by August 1989.',
    );
  });

  it('still defines a recession when asked what one is', () => {
    expect(ask('what is a recession?').text).toContain('**Recession**: ');
  });
});

describe('why people sell in a panic', () => {
  it.each(['why do people panic sell?', 'why do investors sell in a panic?', 'what is panic selling?'])(
    '"%s" gives what drives it and what it has cost',
    (q) => {
      // Each found nothing and offered the Panic of 1873.
      const a = ask(q);
      expect(a.text).toMatch(/^Selling in a panic means/);
      for (const point of [
        '**A loss hurts more than a gain pleases.**',
        '**Going first can be rational.**',
        '**Some sellers have no choice.**',
        '**It is often the costliest choice.**',
      ])
        expect(a.text).toContain(point);
    },
  );

  it('leaves a panic of a year named to its lesson', () => {
    expect(ask('why did people panic in 1907?').text).not.toMatch(/^Selling in a panic means/);
  });

  it('gives what its lessons state', () => {
    expect(lessonText('bull-bear-markets')).toContain('Loss aversion pushes investors to sell near bottoms');
    const crash = lessonText('bank-runs-1929');
    expect(crash).toContain('roughly 9,000 American banks suspended operations between 1930 and 1933');
    expect(crash).toContain(
      'On Black Monday, 28 October, the Dow fell about 13 percent, and on Black Tuesday, 29 October, about 12 percent more, as margin calls forced borrowers to sell.',
    );
    const monday = lessonText('black-monday-1987');
    expect(monday).toContain('those who stopped selling on Monday afternoon did better than those who sold');
    expect(monday).toContain('Prices recovered part of the loss on 20 and 21 October');
  });
});

describe('how often markets fall, asked of the index just named', () => {
  it('"how often does it crash?" after "what is the S&P 500?"', () => {
    const a = composeAnswer('how often does it crash?', guest, retriever, ['what is the S&P 500?']);
    expect(a.text).toMatch(/^Falls come often in share prices/);
  });
});

describe('how often markets fall', () => {
  it.each([
    'how often do crashes happen?',
    'how often does the stock market crash?',
    'how common are bear markets?',
    'how often are there corrections?',
    // It quoted the Flash Crash's half hour.
    'how often does the S&P 500 crash?',
    'how often does the dow fall?',
  ])('"%s" gives how often each size of fall has come', (q) => {
    // The first found nothing and offered the Flash Crash.
    const a = ask(q);
    expect(a.text).toMatch(/^Falls come often in share prices/);
    for (const point of [
      '**Falls of 10% or more.**',
      '**Bear markets, falls of 20% or more.**',
      '**A crash in a day.**',
    ])
      expect(a.text).toContain(point);
  });

  it('keeps how long bear markets last to its own answer', () => {
    expect(ask('how long do bear markets last?').text).not.toMatch(/^Falls come often/);
  });

  it('gives what its lessons state', () => {
    const cycles = lessonText('bull-bear-markets');
    expect(cycles).toContain(
      'in the fifty years to 2022 the S&P 500 had one about every two years on average, and most stopped short of 20%',
    );
    expect(cycles).toContain(
      'US bear markets since 1942 have lasted about a year on average and cut the S&P 500 by about a third; bull markets have lasted about four and a half years on average',
    );
    expect(lessonText('stock-market-basics')).toContain(
      'Falls of a third happen in stock markets every decade or two',
    );
    expect(lessonText('black-monday-1987')).toContain('almost twice the worst day of the 1929 crash');
  });
});
