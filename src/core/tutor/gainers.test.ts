import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { composeAnswer } from './compose';
import { sidesAsked } from './gainers';
import { createRetriever, splitSentences } from './retrieval';
import { strings } from './test-helpers';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever, []);

/** The answer's "- " lines, as written. */
const bullets = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));

/** A line without a cast member's "**Name** (role): " that heads it. */
const quoted = (line: string) => line.replace(/^\*\*[^*]+\*\* \((?:[^()]|\([^)]*\))*\): /, '');

/** Every sentence of every line is the lesson's own (its pages, cast, endings, or timeline entry). */
function quotesOnly(lessonId: string, text: string) {
  const own = [
    ...strings(getLesson(lessonId)),
    ...timeline.flatMap((era) => era.stories.filter((e) => e.storyId === lessonId)).map((e) => e.description),
  ].map((t) => t.replace(/\s+/g, ' '));
  for (const line of bullets(text))
    for (const s of splitSentences(quoted(line)))
      expect(
        own.some((t) => t.includes(s)),
        s,
      ).toBe(true);
}

/** No line opens on a word that points back to a sentence not quoted ("By October 2002 it had lost…"). */
function standsAlone(text: string) {
  for (const line of bullets(text)) {
    expect(line, line).not.toMatch(/^(?:It|They|This|These|He|She|Its|Their|His|Her|But|Even so)\b/);
    expect(line, line).not.toMatch(/^(?:\S+ ){0,3}(?:it|they)\b/);
  }
}

function answers(q: string, lessonId: string) {
  const a = ask(q);
  expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  expect(a.text).toContain(`(/lessons/${lessonId})`);
  quotesOnly(lessonId, a.text);
  standsAlone(a.text);
  return a.text;
}

describe('who gained or lost in a crisis: the question', () => {
  it.each([
    ['who made it big in the dot-com bubble?', ['gain']],
    ['who made money in 2008?', ['gain']],
    ['who got rich from the South Sea Bubble?', ['gain']],
    ['who profited from LTCM?', ['gain']],
    ['who came out ahead in the Enron scandal?', ['gain']],
    ['who lost money in the dot-com bubble?', ['loss']],
    ['who lost the most in 2008', ['loss']],
    ['who was hurt by the Enron collapse?', ['loss']],
    ['which investors lost money in the GameStop squeeze?', ['loss']],
    ['who were the winners and losers of the GameStop squeeze?', ['gain', 'loss']],
    ['who won and who lost in tulip mania?', ['gain', 'loss']],
  ])('reads "%s" as asking who %j', (q, sides) => {
    expect(sidesAsked(q)).toEqual(sides);
  });

  it.each([
    'who won the world cup?',
    'who won the 2008 election?',
    'who lost the election in 2008?',
    'who rescued LTCM?',
    'who was the Fed chairman in 2008?',
    'who made this app',
    'why did people lose money in 2008?',
  ])('does not read "%s" so', (q) => {
    expect(sidesAsked(q)).toBeUndefined();
  });
});

describe('who gained or lost in a crisis: the answer', () => {
  it('dot-com: who made it big is who kept gains and held the survivors, not Sarbanes–Oxley', () => {
    const text = answers('who made it big in the dot-com bubble?', 'dotcom-bubble');
    expect(text).toContain('came out ahead');
    expect(text).toContain('Investors who locked in part of their gains in late 1999 kept that money');
    expect(text).toContain('Holders of the survivors, such as Amazon');
    expect(text).not.toContain('Sarbanes');
  });

  it('dot-com: who lost is named, with no dangling "it had lost about 78 percent"', () => {
    const text = answers('who lost money in the dot-com bubble?', 'dotcom-bubble');
    expect(text).toContain('Many who bought money-losing firms on the dip lost a second fortune');
    expect(text).toContain('Pets.com and Webvan');
    expect(text).not.toMatch(/\bit had lost about 78 percent/);
  });

  it('2008: who made money names John Paulson’s funds and the Treasury’s profit', () => {
    const text = answers('who made money in 2008?', 'financial-crisis-2008');
    expect(text).toContain('John Paulson’s funds made about $15 billion');
    expect(text).toContain('repaid with a profit for the Treasury');
  });

  it('2008: who lost names the families who lost their homes', () => {
    const text = answers('who lost money in 2008?', 'financial-crisis-2008');
    expect(text).toContain('millions of Americans lost their homes and jobs');
    expect(text).toContain('four million families had lost their homes to foreclosure');
  });

  it('South Sea: who got rich names Newton’s profit and the ministers given shares', () => {
    const text = answers('who got rich from the South Sea Bubble?', 'south-sea-bubble-1720');
    expect(text).toContain('given shares to ministers and courtiers');
    expect(text).toContain('sold South Sea shares at a profit');
    expect(text).not.toContain('Talk of riches');
  });

  it('South Sea: who lost names the ruined families', () => {
    const text = answers('who lost money in the South Sea Bubble?', 'south-sea-bubble-1720');
    expect(text).toMatch(/comfortable families were ruined|Many investors were ruined/);
  });

  it('tulip mania: who made money is the grower who kept the coin; who lost, as historians found', () => {
    expect(answers('who made money in tulip mania?', 'tulip-mania')).toContain('the grower kept the coin');
    expect(answers('who lost money in tulip mania?', 'tulip-mania')).toContain('Goldgar');
  });

  it('GameStop: who made money and who lost, Melvin Capital among the losers', () => {
    const made = answers('who made money in the GameStop squeeze?', 'gamestop-squeeze-2021');
    expect(made).toContain('some new short sellers profited');
    expect(made).toContain('GameStop itself used the high price to sell new shares');
    const lost = answers('who lost money in the GameStop squeeze?', 'gamestop-squeeze-2021');
    expect(lost).toContain('Melvin Capital');
    expect(lost).toContain('lost most of their');
  });

  it('1929: says plainly the lesson does not say who gained, and gives who lost', () => {
    const text = answers('who made money in the 1929 crash?', 'bank-runs-1929');
    expect(text).toContain('does not say who came out ahead');
    expect(text).toContain('Many who bought on margin were wiped out');
    expect(text).not.toContain('Morris');
  });

  it('Enron: who lost is the employees and their retirement savings', () => {
    for (const q of ['who lost money in Enron?', 'who was hurt by the Enron collapse?']) {
      const text = answers(q, 'enron-scandal');
      expect(text).toContain('employees lost jobs and retirement savings');
      expect(text).toContain('from their retirement plans');
      expect(text).not.toContain('None of our lessons says');
    }
  });

  it('LTCM: who lost gives the fund’s loss once, and who profited the consortium’s money back', () => {
    const lost = answers('who lost money in LTCM?', 'ltcm-1998');
    expect(lost.match(/\$4\.6 billion/g)).toHaveLength(1);
    expect(lost).not.toContain('would have wiped out');
    expect(answers('who profited from LTCM?', 'ltcm-1998')).toContain('got its money back');
  });

  it('asked both, gives both, briefly', () => {
    const text = answers('who were the winners and losers of the GameStop squeeze?', 'gamestop-squeeze-2021');
    expect(text).toContain('who came out ahead:');
    expect(text).toContain('who lost:');
    expect(bullets(text).length).toBeLessThanOrEqual(4);
  });
});

describe('who gained or lost, asked after the crisis was named', () => {
  // "And who lost?" after "who made money in 2008?" named no crisis, and fell to the search.
  it('"and who lost?" after "who made money in 2008?" answers of 2008', () => {
    const a = composeAnswer('and who lost?', { signedIn: false }, retriever, ['who made money in 2008?']);
    expect(a.text).toMatch(
      /^What \[The 2008 Financial Crisis\]\(\/lessons\/financial-crisis-2008\) says about who lost:/,
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
    standsAlone(a.text);
  });

  it('"who lost money?" after a question on the dot-com bubble answers of it', () => {
    const a = composeAnswer('who lost money?', { signedIn: false }, retriever, [
      'tell me about the dot-com bubble',
    ]);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['dotcom-bubble']);
    expect(a.text).toContain('says about who lost:');
  });

  it('with no crisis named before, it still does not guess one', () => {
    expect(ask('who lost?').text).not.toContain('says about who lost');
  });
});
