import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { timelineEvents } from '../../content/timeline';
import { composeAnswer } from './compose';
import { createRetriever, splitSentences } from './retrieval';
import { strings } from './test-helpers';
import { asksToldKind, causesOfToldKind } from './told-kinds';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever, []);

/** Each sentence is the lesson's own, or its event's on the timeline (which links to the lesson). */
const saidIn = (lessonId: string, text: string) => {
  const own = [
    ...strings(getLesson(lessonId)),
    ...strings(timelineEvents.filter((e) => e.storyId === lessonId)),
  ];
  return splitSentences(text).every((s) => own.some((t) => t.includes(s)));
};

describe('kinds our lessons tell many of: panics and defaults', () => {
  it('reads a question about the kind, not about one event or another kind', () => {
    for (const q of [
      'what causes a panic?',
      'what causes a financial panic?',
      'what causes market panics?',
      'why do panics happen?',
      'what causes a default?',
      'what causes a sovereign default?',
      'why do countries default?',
      'why do governments default?',
      'why does a country go bankrupt?',
      'why do companies go bankrupt?',
      'what causes bankruptcy?',
      'why do firms go bust?',
    ])
      expect(asksToldKind(q), q).toBe(true);
    for (const q of [
      'what caused the panic of 1907?',
      'what causes a bank panic?',
      'what causes a financial crisis?',
      'why did russia default?',
      'what is a default?',
      'why did enron go bankrupt?',
      'why do banks fail?',
    ])
      expect(asksToldKind(q), q).toBe(false);
  });

  it('finds every sentence it names in its lesson, whole', () => {
    const panic = causesOfToldKind('what causes a panic?', retriever.passages)!;
    expect(panic.causes).toHaveLength(6);
    expect(panic.cases).toHaveLength(7);
    const defaults = causesOfToldKind('why do countries default?', retriever.passages)!;
    expect(defaults.causes).toHaveLength(4);
    expect(defaults.cases).toHaveLength(4);
    expect(defaults.entry?.key).toBe('sovereign-default');
    const firms = causesOfToldKind('why do companies go bankrupt?', retriever.passages)!;
    expect(firms.causes).toHaveLength(4);
    expect(firms.cases).toHaveLength(5);
    for (const c of [
      ...panic.causes,
      ...panic.cases,
      ...defaults.causes,
      ...defaults.cases,
      ...firms.causes,
      ...firms.cases,
    ])
      expect(saidIn(c.lessonId, c.text), c.text).toBe(true);
    // Oldest first.
    const years = (list: { lessonId: string }[]) => list.map((c) => getLesson(c.lessonId)!.year);
    expect(years(panic.cases)).toEqual([...years(panic.cases)].sort((a, b) => a - b));
    expect(years(defaults.cases)).toEqual([...years(defaults.cases)].sort((a, b) => a - b));
    expect(years(firms.cases)).toEqual([...years(firms.cases)].sort((a, b) => a - b));
  });

  // "What causes a panic?" was refused; "…market panics?" quoted Hamilton calming the 1792 panic.
  it.each([
    'what causes a panic?',
    'what causes a financial panic?',
    'what causes market panics?',
    'why do panics happen?',
  ])('"%s" gives what sets off and spreads a panic, then the panics our lessons tell, with links', (q) => {
    const a = ask(q);
    expect(a.text).toContain(
      '- **A trusted name fails**: The failure of a trusted name does more damage than its size alone, because it makes everyone doubt everyone. ([The Panic of 1873](/lessons/panic-of-1873))',
    );
    expect(a.text).toContain('**Runs**: Without insurance, running first is rational for each depositor');
    expect(a.text).toContain('**Forced selling**: Borrowed money turned a falling market');
    expect(a.text).toContain(
      '- [The Panic of 1873](/lessons/panic-of-1873): Jay Cooke & Company sold Northern Pacific bonds',
    );
    expect(a.text).toContain(
      '- [The Panic of 1907](/lessons/panic-of-1907): A failed corner of United Copper in mid-October 1907 set off runs',
    );
    expect(a.text).toContain(
      '- [The 1929 Crash and the Bank Runs](/lessons/bank-runs-1929): Buying stocks on margin',
    );
    expect(a.text).toContain('Lehman’s bankruptcy on 15 September 2008 spread panic');
    expect(a.text).not.toContain('Hamilton used Treasury funds');
    expect(a.text.indexOf('panic-of-1873):')).toBeLessThan(a.text.indexOf('panic-of-1907):'));
    const cited = a.citations.map((c) => c.lessonId);
    expect(cited).toEqual(expect.arrayContaining(['panic-of-1873', 'panic-of-1907', 'bank-runs-1929']));
  });

  // These were refused, and "…a sovereign default?" quoted only Argentina's declaration of 23 December.
  it.each([
    'what causes a default?',
    'what causes a sovereign default?',
    'why do countries default?',
    'why do governments default?',
  ])('"%s" gives the entry, what brings a default about, then each default our lessons tell', (q) => {
    const a = ask(q);
    expect(a.text).toContain('**Sovereign default**: When a national government fails to pay');
    expect(a.text).toContain(
      '**Debts in a currency it cannot print**: Without its own currency, a government that cannot borrow can be forced to default',
    );
    expect(a.text).toContain(
      '**Short-term debt**: A government that must refinance its debt every few months',
    );
    expect(a.text).toContain(
      '- [The Latin American Debt Crisis](/lessons/latin-american-debt-1982): In the 1970s banks recycled',
    );
    expect(a.text).toContain('When US interest rates soared after 1979 and commodity prices fell');
    expect(a.text).toContain(
      '- [The Russian Default of 1998](/lessons/russian-default-1998): Russia financed large budget deficits',
    );
    expect(a.text).toContain('Argentina defaulted on about $80 billion of bonds');
    expect(a.text).toContain(
      '- [The Euro-Area Debt Crisis](/lessons/euro-debt-crisis-2010): In October 2009 Greece',
    );
    expect(a.text).toContain('53.5 percent cut in face value');
    expect(a.citations.map((c) => c.lessonId)).toEqual(
      expect.arrayContaining([
        'latin-american-debt-1982',
        'russian-default-1998',
        'argentina-crisis-2001',
        'euro-debt-crisis-2010',
      ]),
    );
  });

  // It quoted only that Enron was seventh on the Fortune 500 and bankrupt by December; the others were refused.
  it.each(['why do companies go bankrupt?', 'what causes bankruptcy?', 'why do firms go bust?'])(
    '"%s" gives what brings a company down, then the bankruptcies our lessons tell, with links',
    (q) => {
      const a = ask(q);
      expect(a.text).toContain(
        '- **Borrowing short**: A firm that borrows short and lends long can be killed in days by a loss of confidence. ([The 2008 Financial Crisis](/lessons/financial-crisis-2008))',
      );
      expect(a.text).toContain(
        '**Burning cash**: Companies that burned cash and depended on new share sales',
      );
      expect(a.text).toContain('**Lost confidence**: Companies that live on borrowed confidence');
      expect(a.text).toContain(
        'By 1876 dozens of railroads had gone bankrupt, including the Northern Pacific.',
      );
      expect(a.text).toContain(
        '- [The Enron Scandal](/lessons/enron-scandal): Partnerships funded with Enron’s own shares hid debt',
      );
      expect(a.text).toContain('WorldCom admitted it had disguised about $3.8 billion of expenses');
      expect(a.text).toContain('Lehman Brothers filed for bankruptcy on 15 September 2008');
      expect(a.text).toContain(
        '[Bitcoin: From White Paper to Wall Street](/lessons/bitcoin): The failure was FTX’s',
      );
      expect(a.text).not.toContain('seventh-largest company');
    },
  );

  it('leaves a bank panic to the runs, and one event to its own lesson', () => {
    expect(ask('what causes a bank panic?').text).toContain('**Bank run**');
    expect(ask('what caused the panic of 1907?').text).not.toContain('Our lessons tell many panics');
    expect(ask('why did russia default?').text).not.toContain('**Sovereign default**');
  });
});
