import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../../content/catalogue';
import { classify, UNCLEAR_BELOW, withinOneEdit } from './classify';
import { patternKey, TAB_TARGETS } from './patterns';

// Learner-written messages and where each should lead: `tab:x`, `course:x`, `game:x`, `modal:x`,
// `action:x`, `answer` (a question for the tutor) or `unclear` (wants to go somewhere we cannot tell).
const cases: [string, string][] = [
  // tabs
  ['take me to the dashboard', 'tab:dashboard'],
  ['go home', 'tab:dashboard'],
  ['dashboard', 'tab:dashboard'],
  ['open my dashboard please', 'tab:dashboard'],
  ['back to the home page', 'tab:dashboard'],
  ['show me my progress', 'tab:dashboard'],
  ['where are my achievements?', 'tab:dashboard'],
  ['show me my badges', 'tab:dashboard'],
  ['what are achievements?', 'answer'],
  ['dashbord', 'tab:dashboard'],
  ['courses', 'tab:library'],
  ['show me all the lessons', 'tab:library'],
  ['open the library', 'tab:library'],
  ['take me to courses', 'tab:library'],
  ['libary', 'tab:library'],
  ['i want to see the course list', 'tab:library'],
  ['where are the stories?', 'tab:library'],
  ['games', 'tab:games'],
  ['open the games hub', 'tab:games'],
  ['take me to the crisis simulations', 'tab:games'],
  ['where can i find the games?', 'tab:games'],
  ['trading', 'tab:simulator'],
  ['stocks', 'tab:simulator'],
  ['portfolio', 'tab:simulator'],
  ['open my portfolio', 'tab:simulator'],
  ['take me to paper trading', 'tab:simulator'],
  ['go to the simulator', 'tab:simulator'],
  ['simulatr', 'tab:simulator'],
  ['i want to buy shares', 'tab:simulator'],
  ['open the trading simulator', 'tab:simulator'],
  ['show my orders', 'tab:simulator'],
  ['profile', 'tab:profile'],
  ['go to my account', 'tab:profile'],
  ['open settings', 'tab:profile'],
  ['my profil', 'tab:profile'],
  ['admin', 'tab:admin'],
  ['open the admin console', 'tab:admin'],
  ['ai setup', 'tab:ai-onboarding'],
  ['take me to onboarding', 'tab:ai-onboarding'],
  ['learning path', 'tab:learning-path'],
  ['show me my learning path', 'tab:learning-path'],
  ['open my study plan', 'tab:learning-path'],
  ['go to the roadmap', 'tab:learning-path'],
  ['lerning path', 'tab:learning-path'],
  // lessons and courses
  ['take me to the GameStop story', 'course:gamestop-squeeze-2021'],
  ['gamestop', 'course:gamestop-squeeze-2021'],
  ['open the gme short squeeze', 'course:gamestop-squeeze-2021'],
  ['show me the meme stocks lesson', 'course:gamestop-squeeze-2021'],
  ['gamestp', 'course:gamestop-squeeze-2021'],
  ['the 1987 crash', 'course:black-monday-1987'],
  ['black monday', 'course:black-monday-1987'],
  ['open black monday', 'course:black-monday-1987'],
  ['take me to the crash of 1987', 'course:black-monday-1987'],
  ['what happened in 1987', 'course:black-monday-1987'],
  ['what happened in 2008', 'course:financial-crisis-2008'],
  ['the 2008 financial crisis', 'course:financial-crisis-2008'],
  ['lehman brothers', 'course:financial-crisis-2008'],
  ['open the subprime story', 'course:financial-crisis-2008'],
  ['go to the great recession lesson', 'course:financial-crisis-2008'],
  ['tulips', 'course:tulip-mania'],
  ['tulip mania', 'course:tulip-mania'],
  ['take me to the tulip bubble', 'course:tulip-mania'],
  ['tulps', 'course:tulip-mania'],
  ['dutch tulips please', 'course:tulip-mania'],
  ['the dot com bubble', 'course:dotcom-bubble'],
  ['open the dotcom lesson', 'course:dotcom-bubble'],
  ['internet bubble', 'course:dotcom-bubble'],
  ['what happened in 2000', 'course:dotcom-bubble'],
  ['ltcm', 'course:ltcm-1998'],
  ['open long term capital management', 'course:ltcm-1998'],
  ['take me to the ltcm story', 'course:ltcm-1998'],
  ['the 1929 crash', 'course:bank-runs-1929'],
  ['great depression', 'course:bank-runs-1929'],
  ['open the bank runs lesson', 'course:bank-runs-1929'],
  ['what happened in 1929', 'course:bank-runs-1929'],
  ['asian financial crisis', 'course:asian-crisis-1997'],
  ['open the 1997 asian crisis', 'course:asian-crisis-1997'],
  ['japanese bubble', 'course:japan-bubble-1989'],
  ['take me to the japan bubble', 'course:japan-bubble-1989'],
  ['nikkei', 'course:japan-bubble-1989'],
  ['savings and loan crisis', 'course:savings-and-loan-crisis'],
  ['open the s&l crisis', 'course:savings-and-loan-crisis'],
  ['euro', 'course:euro-creation-1999'],
  ['the creation of the euro', 'course:euro-creation-1999'],
  ['russian default', 'course:russian-default-1998'],
  ['open the russia 1998 lesson', 'course:russian-default-1998'],
  ['efficient market hypothesis', 'course:efficient-market-hypothesis'],
  ['take me to the efficient markets lesson', 'course:efficient-market-hypothesis'],
  ['marshall plan', 'course:marshall-plan-1948'],
  ['open the marshall plan', 'course:marshall-plan-1948'],
  ['bitcoin', 'course:bitcoin'],
  ['take me to the crypto lesson', 'course:bitcoin'],
  ['bitcion', 'course:bitcoin'],
  ['gold standard', 'course:gold-standard'],
  ['open bretton woods', 'course:gold-standard'],
  ['stagflation', 'course:stagflation-1970s'],
  ['take me to the 1970s', 'course:stagflation-1970s'],
  ['enron', 'course:enron-scandal'],
  ['open the enron scandal', 'course:enron-scandal'],
  ['latin american debt crisis', 'course:latin-american-debt-1982'],
  ['what happened in 1982', 'course:latin-american-debt-1982'],
  ['flash crash', 'course:flash-crash-2010'],
  ['open the 2010 flash crash', 'course:flash-crash-2010'],
  ['covid crash', 'course:covid-inflation'],
  ['take me to the pandemic story', 'course:covid-inflation'],
  ['what happened in 2020', 'course:covid-inflation'],
  ['stock market basics', 'course:stock-market-basics'],
  ['open the basics lesson', 'course:stock-market-basics'],
  ['wall street explained', 'course:wall-street-explained'],
  ['bull and bear markets', 'course:bull-bear-markets'],
  ['take me to bull markets', 'course:bull-bear-markets'],
  ['stock exchanges', 'course:stock-exchanges-explained'],
  ['open the nyse lesson', 'course:stock-exchanges-explained'],
  ['federal reserve', 'course:federal-reserve-explained'],
  ['take me to the fed lesson', 'course:federal-reserve-explained'],
  ['banking system', 'course:banking-system-explained'],
  ['open the banking system explained lesson', 'course:banking-system-explained'],
  ['options course', 'course:options-derivatives'],
  ['take me to options and derivatives', 'course:options-derivatives'],
  ['open the options course', 'course:options-derivatives'],
  // the lessons added after the tutor, as learners name them
  ['technical analysis', 'course:technical-analysis'],
  ['take me to moving averages', 'course:technical-analysis'],
  ['RSI', 'course:technical-analysis'],
  ['open the chart patterns lesson', 'course:technical-analysis'],
  ['the panic of 1907', 'course:panic-of-1907'],
  ['take me to the 1907 panic', 'course:panic-of-1907'],
  ['south sea bubble', 'course:south-sea-bubble-1720'],
  ['open the mississippi company story', 'course:south-sea-bubble-1720'],
  ['weimar', 'course:weimar-hyperinflation-1923'],
  ['german hyperinflation', 'course:weimar-hyperinflation-1923'],
  ['soros breaking the bank of england', 'course:black-wednesday-1992'],
  ['black wednesday', 'course:black-wednesday-1992'],
  ['what happened in 1992', 'course:black-wednesday-1992'],
  ['tequila crisis', 'course:mexican-peso-crisis-1994'],
  ['peso crisis 1994', 'course:mexican-peso-crisis-1994'],
  ['argentina default', 'course:argentina-crisis-2001'],
  ['corralito', 'course:argentina-crisis-2001'],
  ['greek debt crisis', 'course:euro-debt-crisis-2010'],
  ['open the euro crisis lesson', 'course:euro-debt-crisis-2010'],
  ['svb', 'course:silicon-valley-bank-2023'],
  ['silicon valley bank', 'course:silicon-valley-bank-2023'],
  ['take me to the svb bank run', 'course:silicon-valley-bank-2023'],
  ['1873 panic', 'course:panic-of-1873'],
  ['jay cooke', 'course:panic-of-1873'],
  ['gould gold corner', 'course:black-friday-1869'],
  ['black friday 1869', 'course:black-friday-1869'],
  // ambiguous since those lessons: "black friday" is only 1869 (Black Monday keeps its name),
  // a plain "bank run" is the 1929 story, a plain "euro" is its creation
  ['black friday', 'course:black-friday-1869'],
  ['bank run', 'course:bank-runs-1929'],
  ['euro', 'course:euro-creation-1999'],
  ['take me to the creation of the euro', 'course:euro-creation-1999'],
  ['euro crisis', 'course:euro-debt-crisis-2010'],
  ['why did silicon valley bank fail?', 'answer'],
  ['what is a moving average?', 'answer'],
  // games
  ['play the 1929 game', 'game:crash-1929'],
  ['open the great depression simulation', 'game:crash-1929'],
  ['play black monday', 'game:black-monday-1987'],
  ['start the 1987 game', 'game:black-monday-1987'],
  ['play the dotcom game', 'game:dotcom-2000'],
  ['launch the dot com simulation', 'game:dotcom-2000'],
  ['play the 2008 game', 'game:financial-crisis-2008'],
  ['take me to the financial crisis simulation', 'game:financial-crisis-2008'],
  ['play covid', 'game:covid-2020'],
  ['start the pandemic game', 'game:covid-2020'],
  ['i want to play the 2020 crash game', 'game:covid-2020'],
  // modals
  ['send feedback', 'modal:feedback'],
  ['i want to report a bug', 'modal:feedback'],
  ['open the feedback form', 'modal:feedback'],
  ['personalise my learning', 'modal:personalise'],
  ['open my preferences', 'modal:personalise'],
  ['questionnaire', 'modal:personalise'],
  ['show me the pro plans', 'modal:subscription'],
  ['upgrade', 'modal:subscription'],
  ['pricing', 'modal:subscription'],
  ['start the tour', 'modal:tour'],
  ['give me a guided tour', 'modal:tour'],
  ['open the timeline', 'modal:timeline'],
  ['history timeline', 'modal:timeline'],
  // actions
  ['continue learning', 'action:next-lesson'],
  ['take me to my next lesson', 'action:next-lesson'],
  ['new chat', 'action:new-chat'],
  ['clear the chat', 'action:new-chat'],
  // questions for the tutor, never navigation
  ['why do bubbles burst?', 'answer'],
  ['what is a stop-loss?', 'answer'],
  ['why did LTCM fail?', 'answer'],
  ['why did my AAPL order not fill?', 'answer'],
  ['what should I study next?', 'answer'],
  ['where do I start?', 'answer'],
  ['how does leverage work', 'answer'],
  ['explain short selling', 'answer'],
  ['what is a bear market?', 'answer'],
  ['what caused the 2008 crisis?', 'answer'],
  ['why did the tulip bubble collapse', 'answer'],
  ['how do options work?', 'answer'],
  ['what is the difference between a limit order and a market order', 'answer'],
  ['is bitcoin a bubble?', 'answer'],
  ['who was John Meriwether', 'answer'],
  ['what does the fed do', 'answer'],
  ['define diversification', 'answer'],
  ['my order didn’t fill, why?', 'answer'],
  ['how can I improve my streak', 'answer'],
  ['what is a short squeeze', 'answer'],
  ['tell me about inflation', 'answer'],
  ['should I buy Tesla?', 'answer'],
  ['show me how compound interest works', 'answer'],
  ['hello', 'answer'],
  ['thanks!', 'answer'],
  ['I am confused about margin calls', 'answer'],
  // asks for reasons or causes: answered (with a link), not opened
  ['reasons for the dot-com crash', 'answer'],
  ['causes of the great depression', 'answer'],
  ['what led to the 2008 crisis', 'answer'],
  // a question mark, or a comparison, is a question even where it names a tab
  ['stocks versus bonds?', 'answer'],
  ['limit order vs market order', 'answer'],
  // written after the patterns were tuned, kept as they came (the one missed for long, 'the
  // japanese crash', opens the Japan lesson since 30 Nov, when its name was added to the lesson's)
  ['can you open the courses page', 'tab:library'],
  ['bring me to my portfolio please', 'tab:simulator'],
  ['i wanna trade stocks', 'tab:simulator'],
  ['open the enron story', 'course:enron-scandal'],
  ['show me the 1929 lesson', 'course:bank-runs-1929'],
  ['take me to the tulip story', 'course:tulip-mania'],
  ['go to the fed lesson', 'course:federal-reserve-explained'],
  ['lets play the covid game', 'game:covid-2020'],
  ['play 2008', 'game:financial-crisis-2008'],
  ['open the flash crash story', 'course:flash-crash-2010'],
  ['what happened during the dot com bubble', 'course:dotcom-bubble'],
  // "What" counted as a word of the keyword "what are stocks", so any "what happened to…" opened Stock
  // Market Basics, and "bear" of Bear Stearns opened Bull and Bear Markets: the tutor answers them.
  ['what happened to AIG?', 'answer'],
  ['what happened to Bear Stearns?', 'answer'],
  ['what happened to Washington Mutual?', 'answer'],
  ['the great depression', 'course:bank-runs-1929'],
  ['bitcoin lesson', 'course:bitcoin'],
  ['go to my profile page', 'tab:profile'],
  ['where is the learning path', 'tab:learning-path'],
  ['why did enron collapse?', 'answer'],
  ['what is inflation', 'answer'],
  ['how do i short a stock', 'answer'],
  ['what was black monday?', 'answer'],
  ['is gamestop a good buy', 'answer'],
  ['take me to the japanese crash', 'course:japan-bubble-1989'],
  ['libraryy', 'tab:library'],
  ['open simulater', 'tab:simulator'],
  ['show me the gold standard', 'course:gold-standard'],
  ['go to games', 'tab:games'],
  // Competitions, a tab since issue 21 (round 5: "take me to competitions" was unclear, "where are
  // the competitions?" answered with the nearest lesson)
  ['take me to competitions', 'tab:competitions'],
  ['where are the competitions?', 'tab:competitions'],
  ['open the trading competition', 'tab:competitions'],
  ['show me my competitions', 'tab:competitions'],
  // The glossary has no page of its own: the tutor says where its terms are (round 5)
  ['bring me to the glossary', 'answer'],
  ['open the glossary', 'answer'],
  // wants to go somewhere we do not have
  ['take me to the moon', 'unclear'],
  ['go to the cafeteria', 'unclear'],
  ['navigate to xyz', 'unclear'],
];

function outcome(message: string): string {
  const c = classify(message);
  if (c.decision !== 'navigate') return c.decision;
  const best = c.actions[0]!;
  const kind = {
    navigate_tab: 'tab',
    open_course: 'course',
    open_game: 'game',
    open_modal: 'modal',
    action: 'action',
  };
  return `${kind[best.intent]}:${best.target}`;
}

describe('navigation classifier on learner-written messages', () => {
  it('has at least 150 cases covering every tab, every lesson, every game and every modal', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const expected = new Set(cases.map(([, want]) => want));
    for (const item of catalogueItems) expect(expected.has(`course:${item.id}`)).toBe(true);
    for (const tab of TAB_TARGETS) expect(expected.has(`tab:${tab}`)).toBe(true);
  });

  it('sends at least 95% of them where the learner meant', () => {
    const wrong = cases
      .map(([message, want]) => ({ message, want, got: outcome(message) }))
      .filter((r) => r.got !== r.want);
    const accuracy = 1 - wrong.length / cases.length;
    console.log(
      `navigation classifier accuracy: ${(accuracy * 100).toFixed(1)}% (${cases.length - wrong.length}/${cases.length})`,
    );
    for (const w of wrong) console.log(`  missed: "${w.message}" → ${w.got} (wanted ${w.want})`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('never navigates on the issue’s question "why do bubbles burst?"', () => {
    expect(classify('why do bubbles burst?').decision).toBe('answer');
  });

  // Typed without a question mark, these opened the lesson; the tutor answers them with its dates.
  it.each([
    'timeline of tulip mania',
    'key dates of the 1929 crash',
    'chronology of the 1929 crash',
    'the dates of the panic of 1907',
  ])('answers "%s" rather than opening the lesson', (message) => {
    const c = classify(message);
    expect(c.question).toBe(true);
    expect(c.decision).toBe('answer');
  });

  it('still opens the timeline, and a lesson named alone', () => {
    expect(classify('open the timeline')).toMatchObject({
      decision: 'navigate',
      actions: [{ target: 'timeline' }],
    });
    expect(classify('tulip mania')).toMatchObject({
      decision: 'navigate',
      actions: [{ target: 'tulip-mania' }],
    });
  });
});

describe('classifier rules', () => {
  it('returns actions best first with scores between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (message) => {
        const { actions } = classify(message);
        for (let i = 0; i < actions.length; i++) {
          expect(actions[i]!.score).toBeGreaterThan(0);
          expect(actions[i]!.score).toBeLessThanOrEqual(1);
          if (i > 0) expect(actions[i - 1]!.score).toBeGreaterThanOrEqual(actions[i]!.score);
        }
      }),
    );
  });

  it('asks to be more specific when a navigation verb names nothing it knows', () => {
    const c = classify('take me to the moon');
    expect(c.decision).toBe('unclear');
    expect(c.actions[0]?.score ?? 0).toBeLessThan(UNCLEAR_BELOW);
  });

  it('raises a pattern the learner accepted before, never one that does not match at all', () => {
    const before = classify('crash');
    const key = patternKey({ intent: 'open_course', target: 'flash-crash-2010' });
    const after = classify('crash', { learned: { [key]: 1 } });
    const score = (c: typeof before) => c.actions.find((a) => a.target === 'flash-crash-2010')?.score ?? 0;
    expect(score(after)).toBeGreaterThan(score(before));
    expect(after.actions[0]!.target).toBe('flash-crash-2010');
    const unrelated = classify('tulips', { learned: { [key]: 1 } });
    expect(unrelated.actions.some((a) => a.target === 'flash-crash-2010')).toBe(false);
  });

  it('treats a single letter typo as one edit, and two as none', () => {
    expect(withinOneEdit('library', 'libary')).toBe(true);
    expect(withinOneEdit('tulip', 'tuilp')).toBe(true);
    expect(withinOneEdit('simulator', 'simulatr')).toBe(true);
    expect(withinOneEdit('library', 'lbary')).toBe(false);
  });
});

describe('where the rankings live', () => {
  it('takes the leaderboard and rankings to the Simulator and the leagues to the Dashboard, however asked', () => {
    for (const q of [
      'show me the leaderboard',
      'rankings',
      'where is the leaderboard',
      'open the rankings',
      'leaderboards',
    ])
      expect(classify(q).actions[0], q).toMatchObject({ intent: 'navigate_tab', target: 'simulator' });
    for (const q of ['leagues', 'show me my league', 'open the weekly league', 'take me to leagues'])
      expect(classify(q).actions[0], q).toMatchObject({ intent: 'navigate_tab', target: 'dashboard' });
    for (const q of ['show me the leaderboard', 'leagues', 'rankings'])
      expect(classify(q).decision, q).toBe('navigate');
    // Asking how they work is a question for the tutor.
    for (const q of ['what are leagues?', 'how does the leaderboard work?'])
      expect(classify(q).decision, q).toBe('answer');
  });
});

describe('where the reviews live', () => {
  // The spaced reviews start from the Learning Path: "start a review" was unclear.
  it.each(['start a review', 'show me my reviews', 'open my flashcards', 'reviews'])(
    'takes "%s" to the Learning Path',
    (q) => {
      expect(classify(q).decision).toBe('navigate');
      expect(classify(q).actions[0]).toMatchObject({ intent: 'navigate_tab', target: 'learning-path' });
    },
  );

  // "Review" is also what a learner does to their trades: that stays with the Simulator's trade history.
  it.each(['review my trades', 'show me my trade history', 'review my portfolio', 'review my orders'])(
    'keeps "%s" with the Simulator',
    (q) => {
      expect(classify(q).decision).toBe('navigate');
      expect(classify(q).actions[0]).toMatchObject({ intent: 'navigate_tab', target: 'simulator' });
    },
  );

  it('leaves "how do reviews work?" to the tutor', () => {
    expect(classify('how do reviews work?').decision).toBe('answer');
  });
});

describe('forum slang', () => {
  it('opens the GameStop lesson for "stonks" and "diamond hands", not the Simulator for a typo of "stocks"', () => {
    for (const q of ['stonks', 'diamond hands', 'stonks!'])
      expect(classify(q).actions[0], q).toMatchObject({
        intent: 'open_course',
        target: 'gamestop-squeeze-2021',
      });
    expect(classify('stocks').actions[0]).toMatchObject({ target: 'simulator' });
  });
});

describe('a decade asked about', () => {
  // "What happened in the 1920s?" opened The Great Stagflation: "1920s" was read as a typo of its
  // "1970s" (help-tutor, 2 Dec). A decade holds several lessons, so the tutor answers with them all.
  it.each(['what happened in the 1920s?', 'what happened in the 1970s?', 'tell me about the 1990s'])(
    '%s is answered, not navigated',
    (q) => {
      expect(classify(q).decision).toBe('answer');
    },
  );

  it('reads a year or a decade as itself, never one typo from another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 160, max: 202 }), fc.integer({ min: 160, max: 202 }), (a, b) => {
        fc.pre(a !== b);
        const targets = classify(`${a * 10}s`).actions.map((x) => x.target);
        for (const t of classify(`${b * 10}s`).actions.map((x) => x.target))
          if (!t.includes(String(b * 10))) continue;
          else expect(targets).not.toContain(t);
      }),
    );
    expect(classify('1920s').actions.map((a) => a.target)).not.toContain('stagflation-1970s');
  });

  it('still opens one year’s lesson and the lesson a decade names', () => {
    for (const [q, target] of [
      ['what happened in 1929?', 'bank-runs-1929'],
      ['take me to the 1970s', 'stagflation-1970s'],
    ] as const) {
      const c = classify(q);
      expect(c.decision).toBe('navigate');
      expect(c.actions[0]?.target).toBe(target);
    }
  });
});
