import { describe, expect, it } from 'vitest';
import { composeAnswer, lessonNamed } from './compose';
import { createRetriever } from './retrieval';
import { askedThen, inEventBefore, subjectOf, withEventBefore, withSubject } from './subject';

const retriever = createRetriever();
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, { signedIn: false }, retriever, earlier);

describe('a follow-up that points back carries the subject of the message before', () => {
  it('puts the thing asked in place of "it", "they" or "one", whatever the first wording', () => {
    for (const first of ['what is leverage', "what's leverage?", 'define leverage', 'whats leverage'])
      expect(withSubject('why is it dangerous?', [first]), first).toBe('why is leverage dangerous?');
    expect(withSubject('is a high one bad?', ['what is a P/E ratio?'])).toBe('is a high P/E ratio bad?');
    expect(withSubject('is it a bubble?', ['what is bitcoin'])).toBe('is bitcoin a bubble?');
    // Nothing to carry: no earlier message, or one that names no thing.
    expect(withSubject('why is it dangerous?', [])).toBeUndefined();
    expect(withSubject('why is it dangerous?', ['hi'])).toBeUndefined();
  });

  it('puts the thing asked in place of what is done in "why do companies do that?"', () => {
    // Searched with the message before, it gave the split's definition again, without the reason.
    expect(withSubject('why do companies do that?', ['what is a stock split?'])).toBe(
      'why do companies do a stock split?',
    );
    expect(withSubject('why would a company do it?', ['what is a share buyback?'])).toBe(
      'why would a company do a share buyback?',
    );
    expect(withSubject('why do people do that?', ['what is short selling?'])).toBe(
      'why do people do short selling?',
    );
    expect(ask('why do companies do that?', ['what is a stock split?']).text).toMatch(
      /^A stock split changes how a company is sliced, not what it is worth\./,
    );
    // "That" as the thing itself, not something done, is still left to the search with the message before.
    expect(withSubject('why is that?', ['what is a stock split?'])).toBeUndefined();
  });

  it('puts the thing asked in place of the "one" used or held, but not of "one day"', () => {
    expect(withSubject('when should I use one instead of a market order?', ['what is a limit order?'])).toBe(
      'when should I use a limit order instead of a market order?',
    );
    expect(withSubject('how much can I lose on one?', ['what is a call option?'])).toBe(
      'how much can I lose on a call option?',
    );
    expect(withSubject('did it fall on one day?', ['what is bitcoin'])).toBe('did bitcoin fall on one day?');
    // A longer follow-up that pointed back keeps the subject for the one after it.
    expect(
      withSubject('is it safe?', [
        'what is a limit order?',
        'when should I use one instead of a market order?',
      ]),
    ).toBe('is limit order safe?');
  });

  it('answers "how much can I lose on one?" after a call option with what an option buyer and seller can lose', () => {
    // It listed every way of investing: shares, short selling, margin and options.
    const a = composeAnswer('how much can I lose on one?', { signedIn: false }, retriever, [
      'what is a call option?',
    ]);
    expect(a.text).toContain('**Buying a call or a put**: the most you can lose is the premium you paid');
    expect(a.text).not.toContain('**Short selling**');
  });

  it('looks past a short follow-up that names nothing, to the message before it', () => {
    // "Why did it collapse?" after "who got rich?" found Argentina's Collapse by its title, and "how
    // did they hide the debt?" after "who went to jail?" the 2008 lesson's fines.
    expect(withSubject('why did it collapse?', ['what was the South Sea Bubble?', 'who got rich?'])).toBe(
      'why did the South Sea Bubble collapse?',
    );
    const a = ask('how did they hide the debt?', ['tell me about Enron', 'who went to jail?']);
    expect(a.citations[0]?.lessonId).toBe('enron-scandal');
    expect(a.text).toMatch(/partnerships/);
    // A longer message between is a question of its own: "it" may stand for what it asked about.
    expect(
      withSubject('why is it dangerous?', ['what is leverage?', 'how do I reset my paper portfolio?']),
    ).toBe(undefined);
  });

  it('answers the pronoun follow-up as the question it stands for', () => {
    for (const [first, next, full] of [
      ['what is leverage', 'why is it dangerous?', 'why is leverage dangerous?'],
      ['what is leverage?', 'why is it so risky', 'why is leverage so risky'],
      ['what is bitcoin', 'is it a bubble?', 'is bitcoin a bubble?'],
    ] as const)
      expect(ask(next, [first]), `${first} → ${next}`).toEqual(ask(full));
  });

  it('after a message that opened a lesson, asks the next question of that lesson', () => {
    for (const opened of ['covid crash 2020', 'open the covid lesson', 'take me to the pandemic crash'])
      expect(subjectOf(opened), opened).toBe('covid');
    for (const opened of ['covid crash 2020', 'open the covid lesson']) {
      const a = ask('why did inflation follow?', [opened]);
      expect(a.citations[0]?.lessonId, opened).toBe('covid-inflation');
      expect(a.text, opened).toMatch(/inflation/i);
      expect(a.text, opened).not.toMatch(/found nothing|triggered by the pandemic/);
    }
    for (const opened of ['open the dotcom lesson', 'dot-com bubble', 'take me to the dot com crash']) {
      const a = ask('why did it burst?', [opened]);
      expect(a.citations[0]?.lessonId, opened).toBe('dotcom-bubble');
      expect(a.text, opened).toMatch(/What our lessons give as the causes/);
    }
  });

  it('defines a term the glossary names as it would with nothing before it, whatever lesson was opened', () => {
    // "What happened in 2008?" opens the 2008 lesson; asked "in 2008", a margin call was answered with
    // a subprime loan's "market rate plus a margin, often 9–11%".
    for (const [opened, term] of [
      ['what happened in 2008?', 'what is a margin call?'],
      ['covid crash 2020', 'what is a bond yield?'],
      ['open the dotcom lesson', 'what does market cap mean?'],
    ] as const)
      expect(ask(term, [opened]), `${opened} → ${term}`).toEqual(ask(term));
    expect(ask('what is a margin call?', ['what happened in 2008?']).text).toContain('**Margin call**');
  });

  it('does not ask of the lesson opened a question about what no lesson tells', () => {
    // "What happened to gold in the 1970s?" opens the gold standard's lesson; Dickens is in none.
    for (const opened of ['what happened to gold in the 1970s?', 'covid crash 2020']) {
      const a = ask('who was Charles Dickens?', [opened]);
      expect(a.text, opened).toMatch(/found nothing/);
      expect(a.citations, opened).toEqual([]);
    }
    // A misspelt word the lessons use is still asked of the lesson.
    expect(ask('why did inflatoin follow?', ['covid crash 2020']).citations[0]?.lessonId).toBe(
      'covid-inflation',
    );
  });

  it('asks "then" of the crisis named before', () => {
    const namesEvent = (text: string) => lessonNamed(text, 'event');
    expect(
      askedThen('who was the Treasury secretary then?', ['why did Lehman Brothers fail?'], namesEvent),
    ).toMatch(/^who was the Treasury secretary in \S/);
    // Its own time or crisis, no "then", or no crisis before: nothing to carry.
    expect(
      askedThen('who was the Fed chair in 1987 then?', ['why did Lehman fail?'], namesEvent),
    ).toBeUndefined();
    expect(
      askedThen('who was the Treasury secretary?', ['why did Lehman fail?'], namesEvent),
    ).toBeUndefined();
    expect(
      askedThen('who was the Treasury secretary then?', ['what is leverage?'], namesEvent),
    ).toBeUndefined();
    // It found Paulson only with the year said; Black Wednesday's prime minister was Malaysia's.
    expect(ask('who was the Treasury secretary then?', ['why did Lehman Brothers fail?']).text).toContain(
      'Henry (Hank) Paulson',
    );
    expect(
      ask('who was in charge of the Fed at the time?', ['why did Lehman Brothers fail?']).text,
    ).toContain('Ben Bernanke');
    const pm = ask('who was the prime minister then?', ['what caused Black Wednesday?']).text;
    expect(pm).toContain('John Major');
    expect(pm).not.toContain('Mahathir');
  });

  it('reads "it" as the crisis named before when the questions since named no thing', () => {
    const namesEvent = (text: string) => lessonNamed(text, 'event');
    const talk = ['what was the South Sea Bubble?', 'who got rich?', 'what happened to Isaac Newton?'];
    expect(withEventBefore('how long did it last?', talk, namesEvent)).toBe(
      'how long did south sea bubble last?',
    );
    // It was asked of Isaac Newton, the question before, and found nothing.
    const a = ask('how long did it last?', talk);
    expect(a.citations[0]?.lessonId).toBe('south-sea-bubble-1720');
    expect(a.text).not.toMatch(/found nothing/);
    // No "it", its own crisis, or no crisis before: nothing to carry.
    expect(withEventBefore('how long did the crash last?', talk, namesEvent)).toBeUndefined();
    expect(withEventBefore('how long did it last?', ['what is leverage?'], namesEvent)).toBeUndefined();
  });

  it('asks "how much did the Dow fall?" and "what did the Fed do?" in the crisis just asked about', () => {
    const namesEvent = (text: string) => lessonNamed(text, 'event');
    const talk = ['what was Black Monday?', 'why did it happen?'];
    // It quoted the Flash Crash's fall, citing the efficient-market lesson, and the Fed of 1931.
    const fall = ask('how much did the Dow fall?', talk);
    expect(fall.citations.map((c) => c.lessonId)).toEqual(['black-monday-1987']);
    expect(fall.text).toContain('22.6%');
    const fed = ask('what did the Fed do?', [...talk, 'how much did the Dow fall?']);
    expect(fed.citations[0]?.lessonId).toBe('black-monday-1987');
    expect(fed.text).toMatch(/liquidity/);
    // The learner's own, a "why", a thing asked since, or a crisis named: asked as it stands.
    expect(inEventBefore('how much did I make?', talk, namesEvent)).toBeUndefined();
    expect(
      inEventBefore('why did Robinhood stop trading?', ['tell me about GameStop'], namesEvent),
    ).toBeUndefined();
    expect(
      inEventBefore(
        'how much did prices rise?',
        ['what was Black Monday?', 'what is inflation?'],
        namesEvent,
      ),
    ).toBeUndefined();
    expect(inEventBefore('how much did the Dow fall in 2008?', talk, namesEvent)).toBeUndefined();
  });

  it('asks who did a deed ("who bought the shares?", "who got their money back?") in the crisis just asked about', () => {
    // It quoted JPMorgan buying Bear Stearns.
    const bought = ask('who bought the shares?', ['what was GameStop?']);
    expect(bought.citations.map((c) => c.lessonId)).toEqual(['gamestop-squeeze-2021']);
    expect(bought.text).toContain('small investors who met on online forums bought GameStop shares');
    // It quoted the Bank of England on how banks create money, and lenders burned in Thailand.
    const back = ask('who got their money back?', [
      'what happened to SVB?',
      'how much did depositors pull out?',
    ]);
    expect(back.citations.map((c) => c.lessonId)).toEqual(['silicon-valley-bank-2023']);
    // "Who was…?" asks of a person, and is asked as it stands.
    const namesEvent = (text: string) => lessonNamed(text, 'event');
    expect(inEventBefore('who was Keith Gill?', ['what was GameStop?'], namesEvent)).toBeUndefined();
  });

  it('asks "what is the risk?" of the thing just asked about', () => {
    // It defined "Risk".
    expect(withSubject('what is the risk?', ['what is a covered call?'])).toBe(
      'what is the risk of a covered call?',
    );
    expect(ask('what are the risks?', ['what is leverage?']).text).toContain('Leverage multiplies losses');
    expect(ask('what is the risk?', ['what is a covered call?']).text).toContain(
      'below that it loses almost as much as the shares',
    );
    expect(withSubject('what is the risk?', ['why did Enron collapse?'])).toBeUndefined();
  });

  it('asks "which countries needed bailouts?" in the crisis just asked about', () => {
    // It quoted the euro's rescue fund and cited the Mexican peso crisis beside it.
    const bailed = ask('which countries needed bailouts?', ['what was the euro crisis?']);
    expect(bailed.citations.map((c) => c.lessonId)).toEqual(['euro-debt-crisis-2010']);
    expect(bailed.text).toContain('Bailouts for Greece (2010, 2012), Ireland (2010) and Portugal (2011)');
  });

  it('asks "why?" after a kind of crisis why it happens, and leaves any other "why?" as it was', () => {
    // It quoted how long the Flash Crash lasted.
    expect(withSubject('why?', ['what is a crash?'])).toBe('why does a crash happen?');
    expect(withSubject('why?', ['what is a bank run?'])).toBe('why does a bank run happen?');
    expect(ask('why?', ['what is a crash?']).text).toContain(
      'A crash usually starts with a shock or bad news',
    );
    expect(withSubject('why?', ['what is leverage?'])).toBeUndefined();
  });

  it('asks "how do I protect myself?" from the thing asked about', () => {
    // It found nothing.
    expect(withSubject('how do I protect myself?', ['what is inflation?', 'what causes it?'])).toBe(
      'how do I protect myself from inflation?',
    );
    const a = ask('how can I protect my savings?', ['what is inflation?']);
    expect(a.text).toContain('What our lessons show about money while prices rise');
    expect(withSubject('how do I protect myself from a crash?', ['what is inflation?'])).toBeUndefined();
  });

  it('asks "what did Roosevelt do?" in the crisis by a name without a year', () => {
    // Asked "in 1929", it said no lesson tells what he did in 1929.
    const a = ask('what did Roosevelt do?', ['tell me about the Great Depression', 'how many banks failed?']);
    expect(a.text).toContain('declared a national bank holiday on 6 March 1933');
    expect(a.text).not.toContain('None of our lessons tells');
  });

  it('asks "how high did unemployment get?" in the crisis just asked about', () => {
    // It quoted stagflation's "rising unemployment and high inflation at the same time".
    const a = ask('how high did unemployment get?', [
      'what was the great depression?',
      'how many banks failed?',
    ]);
    expect(a.citations[0]?.lessonId).toBe('bank-runs-1929');
    expect(a.text).toContain('unemployment reached about a quarter of the workforce in 1933');
  });
});
