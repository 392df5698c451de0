import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { asksHowItEnded } from './endings';
import { ENDINGS_WRITTEN } from './endings-written';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, guest, retriever, earlier);

describe('a question that asks how a crisis ended', () => {
  it.each([
    'how did the panic of 1907 end?',
    'How was the savings and loan crisis cleaned up?',
    'what ended the euro crisis?',
    'what finally stopped the hyperinflation?',
    'how did the government respond to the collapse of SVB?',
    'how did regulators deal with Enron?',
    'what was done about the S&L crisis?',
    'what did the government do to stop the panic?',
    'how did Germany end hyperinflation?',
    'how did it end?',
    'how did Argentina recover?',
    'what happened next?',
    'and then?',
    'what happened after that?',
  ])('"%s" asks it', (q) => {
    expect(asksHowItEnded(q)).toBe(true);
  });

  it.each([
    'why did the gold standard end?',
    'what caused the panic of 1907?',
    'how did the market recover after 2008?',
    'how long did it take the market to recover after 2008',
    'how did the Fed respond to the 2008 crisis',
    'how do bank runs end?',
    'what happened in 1907?',
    'when did the Depression end?',
  ])('"%s" asks something else', (q) => {
    expect(asksHowItEnded(q)).toBe(false);
  });
});

describe('the answer', () => {
  it('is the lines written for the crisis named, cited to its lesson', () => {
    const a = ask('how did Germany end hyperinflation?');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['weimar-hyperinflation-1923']);
    for (const line of ENDINGS_WRITTEN['weimar-hyperinflation-1923']!) expect(a.text).toContain(`- ${line}`);
    expect(a.text).toContain('Rentenmark');
    // Not the war debts the search found by "Germany".
    expect(a.text).not.toMatch(/First World War mostly by borrowing/);
  });

  it.each([
    ['who stopped the panic of 1907?', 'panic-of-1907'],
    ['who saved the market in 1907?', 'panic-of-1907'],
    ['who rescued Wall Street in 1907', 'panic-of-1907'],
    ['who ended the hyperinflation in Germany?', 'weimar-hyperinflation-1923'],
    ['who saved the banks in 2008?', 'financial-crisis-2008'],
    // The euro was saved in its debt crisis, not in the lesson on its creation: these quoted the
    // EFSF's creation, or found nothing.
    ['who saved the euro?', 'euro-debt-crisis-2010'],
    ['what saved the euro?', 'euro-debt-crisis-2010'],
    ['how was the euro saved?', 'euro-debt-crisis-2010'],
  ])('answers "%s" with how the crisis ended', (q, lessonId) => {
    // The search quoted the Bank of England's rate rise, "one man's wealth, judgment and health" with
    // no name, and for Germany how the war was paid for.
    const a = ask(q);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
    for (const line of ENDINGS_WRITTEN[lessonId]!) expect(a.text).toContain(`- ${line}`);
  });

  it('leaves "who rescued LTCM?" to the sentence that names the rescuers', () => {
    const a = ask('who rescued LTCM?');
    expect(a.text).toMatch(/New York Fed convened 14 banks and brokers/);
    expect(a.text).not.toMatch(/How it ended/);
  });

  it('tells what the government did about the savings and loan crisis', () => {
    const a = ask('how did the government respond to the savings and loan crisis?');
    expect(a.citations[0]?.lessonId).toBe('savings-and-loan-crisis');
    expect(a.text).toContain('Resolution Trust Corporation');
  });

  it('reads "how did it end?" of the crisis asked about before', () => {
    const a = ask('how did it end?', ['what was the panic of 1907?']);
    expect(a.citations[0]?.lessonId).toBe('panic-of-1907');
    for (const line of ENDINGS_WRITTEN['panic-of-1907']!) expect(a.text).toContain(line);
  });

  it('reads "what happened next?" of the crisis asked about before, and of none without one', () => {
    // It found nothing, then the South Sea Bubble's lesson.
    const a = ask('what happened next?', ['why did Lehman Brothers fail?']);
    expect(a.citations[0]?.lessonId).toBe('financial-crisis-2008');
    for (const line of ENDINGS_WRITTEN['financial-crisis-2008']!) expect(a.text).toContain(line);
    expect(ask('and then?', ['what caused Black Wednesday?']).citations[0]?.lessonId).toBe(
      'black-wednesday-1992',
    );
    expect(ask('what happened next?').text).not.toMatch(/How it ended/);
  });

  it('answers "could it happen again?" with how the crisis ended and what was changed, foretelling nothing', () => {
    // It found nothing and offered the Flash Crash.
    const a = ask('could it happen again?', ['why did Enron collapse?']);
    expect(a.text).toMatch(/^No one can say whether it will happen again\./);
    expect(a.citations[0]?.lessonId).toBe('enron-scandal');
    for (const line of ENDINGS_WRITTEN['enron-scandal']!) expect(a.text).toContain(line);
    expect(ask('could the 2008 crisis happen again?').citations[0]?.lessonId).toBe('financial-crisis-2008');
    // "Will there be another 2008?" quoted a line of its story; "could we see another Black Monday?"
    // was taken for a request to open the lesson.
    for (const [q, lessonId] of [
      ['will there be another 2008?', 'financial-crisis-2008'],
      ['could we see another Black Monday?', 'black-monday-1987'],
    ] as const) {
      const again = ask(q);
      expect(again.text, q).toMatch(/^No one can say whether it will happen again\./);
      expect(again.citations[0]?.lessonId, q).toBe(lessonId);
    }
    // A kind of crisis is not asked of the one named before.
    expect(ask('can a bank run happen again?', ['why did Enron collapse?']).text).not.toMatch(
      /^No one can say/,
    );
  });

  it.each([
    // The first quoted Roosevelt's word to US Steel; the next two found nothing, or quoted a moral.
    ['what did the panic of 1907 lead to?', 'panic-of-1907'],
    ['what were the consequences of the 2008 crisis?', 'financial-crisis-2008'],
    ['what changed after 2008?', 'financial-crisis-2008'],
  ])('"%s" tells what came of the crisis', (q, lessonId) => {
    const a = ask(q);
    expect(a.text).toMatch(/^What came of it, as \[/);
    for (const line of ENDINGS_WRITTEN[lessonId]!) expect(a.text).toContain(line);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it('answers "did it work?" with what came of the thing just asked about, from its line on', () => {
    // It told Draghi's words, or the euro crisis, again; after Volcker, what stagflation is.
    const draghi = ask('did it work?', ['what was the euro crisis?', 'what did Draghi say?']);
    expect(draghi.text).toMatch(/^What came of it, as \[The Euro-Area Debt Crisis\]/);
    expect(draghi.text).toContain('Bond rates fell, and the ECB never had to buy a bond');
    expect(draghi.text).not.toContain('A Greek write-down');
    // A person named, and no crisis: the crisis of the lesson that lists them.
    expect(ask('did it work?', ['what did Draghi say?']).text).toBe(draghi.text);
    const volcker = ask('did it work?', ['what did Volcker do?']);
    expect(volcker.citations.map((c) => c.lessonId)).toEqual(['stagflation-1970s']);
    expect(volcker.text).toContain('**Inflation broken.**');
    // Nothing before, or no crisis: asked as it stands.
    expect(ask('does it work?', ['what is diversification?']).text).not.toMatch(/^What came of it/);
  });

  it('tells what the crisis asked about before led to', () => {
    const a = ask('what did it lead to?', ['what was the Panic of 1907?']);
    expect(a.text).toContain('Federal Reserve Act');
  });

  it('asks which crisis "could it happen again?" means when none was named, now or before', () => {
    // It quoted the Asian crisis's reserves, a lesson the learner never named.
    for (const q of ['could it happen again?', 'could it happen to us?']) {
      const a = ask(q);
      expect(a.text, q).toMatch(/^No one can say whether a crisis will come again\. Which one do you mean\?/);
      expect(a.citations, q).toEqual([]);
    }
  });

  it('reads "could it happen in America?" as asking whether it could happen again', () => {
    // Both quoted a line of the lesson's story.
    expect(ask('could it happen in America?', ['what was the Weimar hyperinflation?']).text).toMatch(
      /^No one can say whether it will happen again\. .*\[Weimar Hyperinflation\]/,
    );
    const crash = ask('could the 1929 crash happen in America again?');
    expect(crash.text).toMatch(/^No one can say whether it will happen again\./);
    expect(crash.citations[0]?.lessonId).toBe('bank-runs-1929');
  });

  it('tells what came of a policy or an invention, not how it ended', () => {
    const a = ask('how did bitcoin recover?');
    expect(a.citations[0]?.lessonId).toBe('bitcoin');
    expect(a.text).toMatch(/^What came of it, as \[Bitcoin/);
    expect(a.text).toContain('spot bitcoin ETFs');
  });

  it.each(['how did Volcker stop inflation?', 'who was J.P. Morgan and how did he stop the panic of 1907?'])(
    'leaves "%s", what one person did, to the sentences that name them',
    (q) => {
      expect(ask(q).text).not.toContain('How it ended');
    },
  );

  it('leaves what one body did to the sentences that name it', () => {
    const a = ask('how did the Fed respond to the 2008 crisis');
    expect(a.text).not.toContain('How it ended');
    expect(a.text).toMatch(/Fed cut its interest rate/);
  });
});
