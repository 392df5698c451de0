import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueIds } from '../../content/catalogue';
import { glossary } from '../../content/glossary';
import { composeAnswer } from './compose';
import {
  createRetriever,
  type Hit,
  IRREGULAR,
  isStopWord,
  LEANS_BACK,
  namesLoosely,
  namesWhatWasAsked,
  oneEditApart,
  opensName,
  opensWithWord,
  rankLessons,
  rephrase,
  splitSentences,
  stem,
  synonymsOf,
} from './retrieval';

const retriever = createRetriever();

// Questions a learner asks the tutor, and the lesson whose content answers them.
const questions: [string, string][] = [
  ['what is a stop-loss?', 'flash-crash-2010'],
  ['why did LTCM fail?', 'ltcm-1998'],
  ['what is a convergence trade', 'ltcm-1998'],
  ['why did the tulip bubble collapse?', 'tulip-mania'],
  ['what was portfolio insurance and why did it make Black Monday worse?', 'black-monday-1987'],
  ['what is a short squeeze?', 'gamestop-squeeze-2021'],
  ['why did Lehman Brothers go bankrupt?', 'financial-crisis-2008'],
  ['what is a mortgage-backed security?', 'financial-crisis-2008'],
  ['what happened on Black Thursday in October 1929?', 'bank-runs-1929'],
  ['what is a bank run?', 'bank-runs-1929'],
  ['why did so many internet companies go bust in 2000?', 'dotcom-bubble'],
  ['how did Enron hide its debts?', 'enron-scandal'],
  ['what is mark-to-market accounting?', 'enron-scandal'],
  ['what is stagflation?', 'stagflation-1970s'],
  ['why did Nixon close the gold window?', 'gold-standard'],
  ['what was the Bretton Woods system?', 'gold-standard'],
  ['what is the Federal Reserve for?', 'federal-reserve-explained'],
  ['how do banks create money with fractional reserves?', 'banking-system-explained'],
  ['what is the difference between a bull market and a bear market?', 'bull-bear-markets'],
  ['what is the bid-ask spread?', 'stock-exchanges-explained'],
  ['what is a share of stock?', 'stock-market-basics'],
  ['what is the efficient market hypothesis?', 'efficient-market-hypothesis'],
  ['why did the Thai baht collapse in 1997?', 'asian-crisis-1997'],
  ['why did Russia default on its debt?', 'russian-default-1998'],
  ['what caused the Japanese asset bubble?', 'japan-bubble-1989'],
  ['what was the savings and loan crisis?', 'savings-and-loan-crisis'],
  ['why did Mexico stop paying its debts in 1982?', 'latin-american-debt-1982'],
  ['what is a call option?', 'options-derivatives'],
  ['what is the blockchain behind bitcoin?', 'bitcoin'],
  ['what was the Marshall Plan?', 'marshall-plan-1948'],
  ['why was the euro created?', 'euro-creation-1999'],
  ['what happened to the market in the May 2010 flash crash?', 'flash-crash-2010'],
  ['why did inflation rise after covid?', 'covid-inflation'],
  // the lessons added after the tutor (technical analysis and eleven crisis stories)
  ['what is a moving average?', 'technical-analysis'],
  ['what is the RSI indicator?', 'technical-analysis'],
  ['who was J.P. Morgan and how did he stop the panic of 1907?', 'panic-of-1907'],
  ['what was the South Sea Company?', 'south-sea-bubble-1720'],
  ['what was the Mississippi Company?', 'south-sea-bubble-1720'],
  ['why did prices double every few days in Germany in 1923?', 'weimar-hyperinflation-1923'],
  ['why did the pound leave the ERM on Black Wednesday?', 'black-wednesday-1992'],
  ['why did Mexico devalue the peso in 1994?', 'mexican-peso-crisis-1994'],
  ['what was the corralito in Argentina?', 'argentina-crisis-2001'],
  ['why did Greece need a bailout?', 'euro-debt-crisis-2010'],
  ['why did Silicon Valley Bank fail?', 'silicon-valley-bank-2023'],
  ['what caused the panic of 1873?', 'panic-of-1873'],
  ['how did Jay Gould try to corner the gold market?', 'black-friday-1869'],
];

describe('retrieval over our content', () => {
  it('finds the lesson that answers each of the learners’ questions', () => {
    const missed: string[] = [];
    for (const [question, lessonId] of questions) {
      const top = rankLessons(retriever.search(question))[0]?.lessonId;
      if (top !== lessonId) missed.push(`"${question}" → ${top ?? 'nothing'} (wanted ${lessonId})`);
    }
    console.log(
      `retrieval: ${questions.length - missed.length}/${questions.length} questions found their lesson`,
    );
    for (const m of missed) console.log(`  missed: ${m}`);
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(missed).toEqual([]);
  });

  it('finds nothing for a question our content does not cover', () => {
    expect(retriever.search('what is the best pizza topping in naples?')).toEqual([]);
    expect(retriever.search('hello')).toEqual([]);
  });

  it('names only lessons that exist, so every citation opens', () => {
    const ids = new Set(catalogueIds);
    for (const p of retriever.passages) expect(ids.has(p.lessonId)).toBe(true);
  });

  it('never quotes a story sentence written for one reader’s path (no {placeholder} in any passage)', () => {
    for (const p of retriever.passages) expect(p.text, p.id).not.toMatch(/\{[^}]*\}/);
    // The stories that read the learner's figures still have their history to quote.
    expect(retriever.passages.some((p) => p.id.startsWith('gamestop-squeeze-2021#'))).toBe(true);
  });
});

describe('what the tutor may quote', () => {
  it('splits sentences at a full stop before a capital, but not after an initial', () => {
    expect(splitSentences('See how J. P. Morgan stopped it. Then the Fed came. “Why?” she asked.')).toEqual([
      'See how J. P. Morgan stopped it.',
      'Then the Fed came.',
      '“Why?” she asked.',
    ]);
    expect(splitSentences('It cost $4.7 billion. In 1998 it fell.')).toEqual([
      'It cost $4.7 billion.',
      'In 1998 it fell.',
    ]);
  });

  it('quotes no sentence that describes the chart beside it', () => {
    for (const p of retriever.passages)
      expect(p.text, p.id).not.toMatch(
        /shown as dots|are not drawn|this chart|decisions? (?:(?:is|are) )?marked|the (?:\w+ )?line is/i,
      );
    for (const p of retriever.passages)
      for (const sentence of splitSentences(p.text)) expect(sentence, p.id).not.toMatch(/^Here (?:is|are)\b/);
    // The chart pages' history is still there to quote.
    const chartPage = retriever.passages.find((p) => p.id === 'bank-runs-1929#what-really-happened');
    expect(chartPage?.text).toMatch(/^The first fall, in the autumn of 1929, was only the start\./);
  });

  it('quotes a lesson description’s facts but not its invitations to the reader', () => {
    const about = (id: string) => retriever.passages.find((p) => p.id === `${id}#about`)!;
    expect(about('black-monday-1987').text).not.toMatch(/^Manage|Decide whether/);
    expect(about('black-monday-1987').unquoted).toMatch(/Manage a Boston pension fund/);
    expect(about('ltcm-1998').text).toMatch(/^Long-Term Capital Management turned about \$4\.7 billion/);
    expect(about('panic-of-1873').text).not.toMatch(/As a widowed schoolteacher/);
    expect(about('black-wednesday-1992').text).not.toMatch(/As finance director/);
    expect(about('black-wednesday-1992').unquoted).toMatch(
      /^As finance director of a family engineering firm, choose/,
    );
    for (const p of retriever.passages.filter((q) => q.id.endsWith('#about')))
      expect(p.text, p.id).not.toMatch(/\byour?\b|\?/i);
  });

  it('searches a cover’s tagline but does not quote it', () => {
    const cover = retriever.passages.find((p) => p.id === 'panic-of-1907#cover')!;
    expect(cover.text).not.toContain('the runs begin');
    expect(cover.unquoted).toBe('New York, October 1907: the runs begin.');
  });

  it('searches a comparison’s table and the text that introduces it, but quotes neither', () => {
    const table = retriever.passages.find((p) => p.id === 'marshall-plan-1948#who-received-what')!;
    expect(table.text).not.toMatch(/Approximate totals|United Kingdom/);
    expect(table.unquoted).toMatch(/^Approximate totals of Marshall aid, April 1948 to June 1952\./);
    expect(table.unquoted).toContain('United Kingdom: $3.3 billion; Mostly debt reduction.');
    expect(retriever.search('who received the most Marshall aid')[0]?.lessonId).toBe('marshall-plan-1948');
  });
});

describe('retrieval ranking rules', () => {
  it('stems a word and its inflections alike, and leaves short words and numbers alone', () => {
    expect(stem('created')).toBe(stem('creation'));
    expect(stem('runs')).toBe('run');
    expect(stem('reserves')).toBe('reserv');
    expect(stem('companies')).toBe('company');
    expect(stem('gas')).toBe('gas');
    expect(stem('loss')).toBe('loss');
    expect(stem('crisis')).toBe('crisis');
    expect(stem('1990s')).toBe('1990s');
  });

  it('reads a name that only adds that the thing is financial as the thing asked: "contagion"', () => {
    expect(namesWhatWasAsked('Financial contagion', 'contagion')).toBe(true);
    expect(namesWhatWasAsked('Financial contagion', 'financial crisis')).toBe(false);
  });

  it('stems "crises" as "crisis", so "what are currency crises?" finds the Currency crisis entry', () => {
    expect(stem('crises')).toBe(stem('crisis'));
    expect(namesWhatWasAsked('Currency crisis', 'currency crises')).toBe(true);
  });

  it('stems a singular and its plural alike, the silent "e" dropped from both', () => {
    const pairs: [string, string][] = [
      ['share', 'shares'],
      ['share', 'shared'],
      ['price', 'prices'],
      ['price', 'priced'],
      ['create', 'creation'],
      ['reserve', 'reserves'],
    ];
    for (const [a, b] of pairs) expect(stem(a)).toBe(stem(b));
    expect(stem('rate')).toBe('rate');
    expect(stem('rise')).toBe('rise');
    expect(stem('fee')).toBe('fee');
  });

  it('does not let a glossary entry filed under a lesson outrank the lesson whose pages answer', () => {
    const hit = (lessonId: string, kind: Hit['kind'], score: number, defines?: boolean): Hit => ({
      id: `${lessonId}#${score}`,
      kind,
      lessonId,
      lessonTitle: lessonId,
      title: '',
      text: '',
      score,
      terms: [],
      defines,
    });
    const pages = [hit('a', 'lesson', 100), hit('b', 'lesson', 90)];
    expect(rankLessons([...pages, hit('b', 'glossary', 40)])[0]?.lessonId).toBe('a');
    // An entry that defines what was asked still counts for its lesson,
    expect(rankLessons([...pages, hit('b', 'glossary', 40, true)])[0]?.lessonId).toBe('b');
    // and a lesson found only by its entries counts them all.
    expect(
      rankLessons([hit('a', 'lesson', 100), hit('b', 'glossary', 90), hit('b', 'glossary', 40)])[0]?.lessonId,
    ).toBe('b');
  });

  it('stems the "-ify" family alike, so "diversify" finds "diversification"', () => {
    expect(stem('diversify')).toBe(stem('diversification'));
    expect(stem('diversified')).toBe(stem('diversifies'));
    expect(stem('diversifying')).toBe('diversif');
  });

  it('searches a word asked with the words the lessons use for it, as stems', () => {
    expect(synonymsOf(stem('stocks'))).toContain(stem('shares'));
    expect(synonymsOf(stem('shares'))).toContain(stem('stock'));
    expect(synonymsOf(stem('rises'))).toContain(stem('climb'));
    expect(synonymsOf(stem('bank'))).toEqual([]);
  });

  it('reads "go up" as "rise" and "go down" as "fall", and leaves other words alone', () => {
    expect(rephrase('why do stocks go up?')).toBe('why do stocks rise?');
    expect(rephrase('Prices WENT DOWN in 2008')).toBe('Prices fall in 2008');
    expect(rephrase('who set up the Fed?')).toBe('who set up the Fed?');
  });

  it('reads a short seller as short selling, the NYSE in full when its start is asked, and an ETF’s expense ratio as the glossary’s', () => {
    expect(rephrase('what is a short seller?')).toBe('what is short selling?');
    expect(rephrase('What are short sellers?')).toBe('What are short selling?');
    expect(rephrase('why did short sellers lose?')).toBe('why did short sellers lose?');
    expect(rephrase('when did the NYSE start?')).toBe('when did the New York Stock Exchange start?');
    expect(rephrase('what is the NYSE?')).toBe('what is the NYSE?');
    expect(rephrase('what is an ETF expense ratio?')).toBe('what is an expense ratio?');
    expect(rephrase('who took over SVB?')).toBe('who bought SVB?');
    expect(rephrase('what is a stock market correction?')).toBe('what is a correction?');
    expect(rephrase("what is a fund's expense ratio")).toBe('what is a expense ratio');
  });

  it('treats one letter added, dropped, changed or two swapped as one edit, and no more', () => {
    expect(oneEditApart('stok', 'stock')).toBe(true);
    expect(oneEditApart('depresion', 'depression')).toBe(true);
    expect(oneEditApart('recesion', 'recession')).toBe(true);
    expect(oneEditApart('bnod', 'bond')).toBe(true);
    expect(oneEditApart('bund', 'bond')).toBe(true);
    expect(oneEditApart('bond', 'bond')).toBe(false);
    expect(oneEditApart('bd', 'bond')).toBe(false);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(oneEditApart(a, b)).toBe(oneEditApart(b, a));
      }),
    );
  });

  it('spells a word our content never uses as the most used one an edit away, with its first letter', () => {
    expect(retriever.correct('whats a stok')).toBe('whats a stock');
    expect(retriever.correct('what caused the great depresion')).toBe('what caused the great depression');
    // Words the content uses, short words and a different first letter stay as typed.
    expect(retriever.correct('What is a Bond?')).toBe('What is a Bond?');
    expect(retriever.correct('the best pizza topping')).toBe('the best pizza topping');
    expect(retriever.correct('ETF')).toBe('ETF');
    // A short word is only ever missing a letter: "beta" found Soros's "bet" against the pound, then "beat the market".
    expect(retriever.correct('what is beta?')).toBe('what is beta?');
    expect(retriever.correct('is margin trading dumb?')).toBe('is margin trading dumb?');
  });

  it('never respells a word as one our lessons write only as a name', () => {
    // "What is a spin-off?" was read as "Spain" and quoted its housing boom.
    expect(retriever.correct('what is a spin-off?')).toBe('what is a spin-off?');
  });

  it('keeps a name typed with a capital, unless every word has one', () => {
    // "Burry" became "Barry", and the answer quoted Barry Eichengreen.
    expect(retriever.correct('who is Michael Burry?')).toBe('who is Michael Burry?');
    expect(retriever.correct('Whats A Stok')).toBe('Whats A stock');
    // The first word of a sentence has its capital from the sentence.
    expect(retriever.correct('Stok prices?')).toBe('stock prices?');
    expect(retriever.correct('hi. Stok prices?')).toBe('hi. stock prices?');
  });

  it('names an entry by its key, or once the question’s word of kind is set aside, and never by a shared word alone', () => {
    expect(namesLoosely('Buying on margin', 'margin', 'margin-loan')).toBe(true);
    expect(namesLoosely('Premium', 'option premium', 'option-premium')).toBe(true);
    expect(namesLoosely('Premium', 'option premium')).toBe(true);
    expect(namesLoosely('Sudden stop', 'stop', 'sudden-stop')).toBe(false);
    expect(namesLoosely('Hedge fund', 'hedge', 'hedge-fund')).toBe(false);
    expect(namesLoosely('Share (stock)', 'stock split', 'share')).toBe(false);
    expect(namesLoosely('Equity risk premium', 'option premium', 'equity-risk-premium')).toBe(false);
  });

  it('keeps a stem of at least three letters, taken from the front of the word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,14}$/), (word) => {
        const s = stem(word);
        // "Sold" is "sell", "paid" is "pay": a past form that shares no ending with its verb.
        if (s === word || IRREGULAR.has(word)) return;
        expect(s.length).toBeGreaterThanOrEqual(3);
        expect(word.startsWith(s) || (s.endsWith('y') && word.startsWith(s.slice(0, -1)))).toBe(true);
      }),
    );
  });

  it.each([
    ['Stop-loss order', 'what is a stop-loss?'],
    ['Margin call', 'what is a margin call in simple words?'],
    ['Maximum drawdown', 'what is max drawdown?'],
    ['Value at risk (VaR)', 'what is VaR?'],
    ['Price/earnings ratio (P/E)', 'what is a p/e ratio?'],
    ['Trailing stop', 'What is a trailing stop?'],
    ['Put option', 'what is a put?'],
    ['Share (stock)', 'what is a stock?'],
    ['Price/earnings ratio (P/E)', 'what is the P/E of the S&P 500?'],
  ])('takes %s as the term asked in "%s"', (name, question) => {
    expect(namesWhatWasAsked(name, question)).toBe(true);
  });

  it.each([
    ['Sudden stop', 'What is a trailing stop?'],
    ['Order book', 'What is a bracket order?'],
    ['Price/earnings ratio (P/E)', 'what is the sharpe ratio?'],
    ['Expense ratio', 'what is a p/e ratio?'],
    ['Short squeeze', 'what is a short sale?'],
    ['Volatility crush', 'what is volatility?'],
    ['IPO underpricing', 'what is an IPO?'],
    ['Spread', 'what is a zorbex spread?'],
    ['Share (stock)', 'what is a stock split?'],
    ['Hedge fund', 'what is a hedge?'],
  ])('does not take %s, which only shares a word, as the term asked in "%s"', (name, question) => {
    expect(namesWhatWasAsked(name, question)).toBe(false);
  });

  it('takes every glossary entry as the term asked when a learner asks for it by its name, or by the name in its brackets', () => {
    for (const { text } of Object.values(glossary)) {
      const [main, aside] = [text.replace(/\s*\([^)]*\)/, ''), /\(([^)]+)\)/.exec(text)?.[1]];
      expect(namesWhatWasAsked(text, `What is ${main}?`), text).toBe(true);
      if (aside && aside.length > 1) expect(namesWhatWasAsked(text, `what is ${aside}?`), text).toBe(true);
    }
  });

  it.each([
    ['Dow Jones Industrial Average (the Dow)', 'the Dow Jones', true],
    ['Gross domestic product (GDP)', 'gross domestic', true],
    ['Dow Jones Industrial Average (the Dow)', 'Dow', false],
    ['Dow Jones Industrial Average (the Dow)', 'Jones Industrial', false],
    ['Interest rate', 'interest rate', false],
    ['Credit default swap', 'default swap', false],
  ])(
    'takes the first words of "%s" as its short form only when two or more open it: "%s"',
    (name, asked, opens) => {
      expect(opensName(name, asked)).toBe(opens);
    },
  );

  it.each([
    ['Transitory inflation', 'transitory', true],
    ['Fiscal stimulus', 'Fiscal', true],
    ['Gross domestic product (GDP)', 'gross', true],
    ['Inflation', 'inflation', false],
    ['Transitory inflation', 'inflation', false],
    ['Transitory inflation', 'transitory inflation', false],
  ])('offers "%s" for the one word "%s" only when it opens a longer name', (name, asked, opens) => {
    expect(opensWithWord(name, asked)).toBe(opens);
  });

  it('finds every glossary name of two words or more from its first word, and no name from a second', () => {
    const names = Object.values(glossary)
      .map(({ text }) => text)
      .filter(
        (text) =>
          text
            .replace(/\s*\([^)]*\)/, '')
            .trim()
            .split(/\s+/).length >= 2,
      );
    fc.assert(
      fc.property(fc.constantFrom(...names), (name) => {
        const [first, second] = name
          .replace(/\s*\([^)]*\)/, '')
          .trim()
          .split(/\s+/);
        // Words the index drops ("the", "out") or splits ("S&P") are no word asked.
        const aWord = (w: string | undefined) =>
          w !== undefined && /^\p{L}{3,}$/u.test(w) && !isStopWord(w.toLowerCase());
        if (!aWord(first) || !aWord(second)) return;
        expect(opensWithWord(name, first!), name).toBe(true);
        expect(opensWithWord(name, `${first} ${second}`), name).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('never takes a two-word name as the term asked when the question shares only its second word', () => {
    const words = ['bond', 'yield', 'trailing', 'sudden', 'margin', 'option', 'bracket', 'credit', 'swap'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(words, { minLength: 3, maxLength: 3 }),
        fc.constantFrom('stop', 'order', 'ratio', 'spread', 'market'),
        ([first, asked, extra], shared) => {
          expect(namesWhatWasAsked(`${first} ${shared}`, `what is a ${asked} ${shared}?`)).toBe(false);
          expect(namesWhatWasAsked(`${first} ${shared}`, `what is a ${asked} ${extra} ${shared}?`)).toBe(
            false,
          );
        },
      ),
    );
  });

  it('puts the glossary entry that defines the asked term before passages that only use its words', () => {
    expect(retriever.search('what is a bank run?')[0]?.id).toBe('glossary:bank-runs-1929:bank-run');
  });

  it('ignores greetings, so "hello" before a question does not change what is found', () => {
    const top = (q: string) => rankLessons(retriever.search(q))[0]?.lessonId;
    expect(top('hello why did LTCM fail?')).toBe('ltcm-1998');
    expect(top('hello why did LTCM fail?')).toBe(top('why did LTCM fail?'));
  });
});

describe('how widely our content uses a word', () => {
  const retriever = createRetriever();

  it('counts the passages that use a word in any of its forms, and none for a word never used', () => {
    expect(retriever.uses('jokes')).toBe(retriever.uses('joke'));
    expect(retriever.uses('joke')).toBeGreaterThan(0);
    expect(retriever.uses('bank')).toBeGreaterThan(50);
    expect(retriever.uses('cup')).toBe(0);
    expect(retriever.uses('the')).toBe(0);
  });
});

describe('a sentence that points back to the one before', () => {
  it('is not quoted alone when it opens on a bare superlative or is a short sentence ending on "it"', () => {
    expect(LEANS_BACK.test('The greatest came in the 1920s.')).toBe(true);
    expect(LEANS_BACK.test('In the 1920s countries tried to rebuild it.')).toBe(true);
    expect(LEANS_BACK.test('The largest bank failure in US history came in September 2008.')).toBe(false);
    expect(LEANS_BACK.test('The first dividends were paid in spices.')).toBe(false);
    expect(
      LEANS_BACK.test(
        'Each time the Federal Reserve cut rates, investors who had sold too early wished they had kept it.',
      ),
    ).toBe(false);
    const a = composeAnswer('what happened in the 1920s?', { signedIn: false }, retriever);
    expect(a.text).not.toMatch(/The greatest came|rebuild it/);
  });

  it('is not quoted alone when it ends on "that" or "this"', () => {
    expect(LEANS_BACK.test('The fall in its price tells you nothing about that.')).toBe(true);
    expect(LEANS_BACK.test('The Nasdaq fell about 78% from March 2000 to October 2002.')).toBe(false);
    // An opening phrase that points back ("Over its long life the company…") leans as much as "It…".
    expect(LEANS_BACK.test('Over its long life the company paid large dividends.')).toBe(true);
    expect(LEANS_BACK.test('In 1602 the company sold its shares to the public.')).toBe(false);
    const a = composeAnswer('how much did the Nasdaq fall after 2000', { signedIn: false }, retriever);
    expect(a.text).not.toContain('tells you nothing about that');
    expect(a.text).toContain('Nasdaq');
  });

  it('is not quoted alone when a clause of time or condition leads to "this", "these" or "those"', () => {
    expect(LEANS_BACK.test('When the 2008 crisis hit, this reversed.')).toBe(true);
    expect(LEANS_BACK.test('After the war, these debts were rescheduled.')).toBe(true);
    expect(LEANS_BACK.test('When the Fed raised rates, it made borrowing dearer.')).toBe(false);
    expect(LEANS_BACK.test('When the 2008 crisis hit, this kind of lending stopped.')).toBe(true);
    // It was the whole answer.
    const a = composeAnswer('which countries were hit by the euro crisis?', { signedIn: false }, retriever);
    expect(a.text).not.toContain('When the 2008 crisis hit, this reversed.');
  });
});

describe('a fraud "caught", as the lessons say "exposed"', () => {
  it.each(['how did Madoff get caught?', 'when was Madoff caught?'])(
    'answers "%s" with how it came out',
    (q) => {
      // Both found nothing: no lesson says "caught".
      const a = composeAnswer(q, { signedIn: false }, retriever);
      expect(a.text).toContain(
        'On 10 December 2008 Madoff told his sons that the business was a Ponzi scheme.',
      );
    },
  );

  it('leaves "caught out" alone', () => {
    expect(rephrase('were people caught out by the crash?')).toContain('caught out');
    expect(rephrase('how did Madoff get caught?')).toContain('exposed');
  });
});

describe('how much was spent on a programme', () => {
  it.each([
    // Both offered the Marshall Plan as the nearest lesson.
    ['how much did the government spend on TARP?', 'authorizing up to $700 billion'],
    ['how much money was spent on TARP?', 'authorizing up to $700 billion'],
    // It quoted how counterpart funds were spent.
    ['how much did the US spend on the Marshall Plan?', 'roughly $13 billion'],
  ])('answers "%s" with how big it was', (q, figure) => {
    expect(composeAnswer(q, { signedIn: false }, retriever).text).toContain(figure);
  });
});
