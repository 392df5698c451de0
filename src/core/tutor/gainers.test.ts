import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { repaidAsked, sidesAsked } from './gainers';
import { WHO_GAINED_AND_LOST } from './gainers-written';
import { createRetriever, splitSentences } from './retrieval';
import { notFromLesson } from './test-helpers';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever, []);

/** The answer's "- " lines, as written. */
const bullets = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));

/** The lessons that tell a crisis or an event (not an idea's lesson): the ones a "who lost" names. */
const eventLessons = lessons.filter((l) => !['foundations', 'theories'].includes(l.category));

function answers(q: string, lessonId: string) {
  const a = ask(q);
  expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  expect(a.text).toContain(`(/lessons/${lessonId})`);
  return a.text;
}

describe('who gained or lost in each crisis, as written', () => {
  it('every lesson that tells a crisis has who lost, and only those lessons have an entry', () => {
    expect(Object.keys(WHO_GAINED_AND_LOST).sort()).toEqual(eventLessons.map((l) => l.id).sort());
    for (const l of eventLessons) expect(WHO_GAINED_AND_LOST[l.id]!.loss.length, l.id).toBeGreaterThan(0);
  });

  const lines = Object.entries(WHO_GAINED_AND_LOST).flatMap(([lessonId, sides]) =>
    (['gain', 'loss'] as const).flatMap((side) => sides[side].map((line) => ({ lessonId, side, line }))),
  );

  it.each(lines)('$lessonId $side: "$line" is a short line on a named group, in plain words', ({ line }) => {
    expect(line).toMatch(/^\*\*\p{Lu}[^*]+\*\*: \S/u);
    expect(line).toMatch(/\.$/);
    expect(splitSentences(line).length).toBeLessThanOrEqual(2);
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(45);
    expect(line).not.toMatch(/\b(?:you|your|would have)\b|[?{}']/i);
  });

  it.each(lines)(
    '$lessonId $side: "$line" holds only the lesson’s facts, in our own words',
    ({ lessonId, line }) => {
      expect(notFromLesson(lessonId, line)).toEqual({ figures: [], names: [], copied: [] });
    },
  );
});

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
  it('dot-com: who made it big is who sold early and who held the survivors, not Sarbanes–Oxley', () => {
    const text = answers('who made it big in the dot-com bubble?', 'dotcom-bubble');
    expect(text).toContain('says about who came out ahead:');
    expect(text).toContain('- **Early sellers**: investors who took part of their gains out in late 1999');
    expect(text).toContain('such as Amazon');
    expect(text).not.toContain('Sarbanes');
  });

  it('dot-com: who lost names each group once, with the Nasdaq’s fall', () => {
    const text = answers('who lost money in the dot-com bubble?', 'dotcom-bubble');
    expect(bullets(text).map((l) => l.match(/^\*\*([^*]+)\*\*/)?.[1])).toEqual([
      'Tech shareholders',
      'Margin borrowers and dip buyers',
      'Owners of failed start-ups',
    ]);
    expect(text.match(/Pets\.com/g)).toHaveLength(1);
    expect(text).toContain('fell about 78%');
  });

  it('2008: who made money names John Paulson’s funds and the Treasury’s profit; who lost, homes and jobs', () => {
    const made = answers('who made money in 2008?', 'financial-crisis-2008');
    expect(made).toContain('John Paulson made about $15 billion');
    expect(made).toContain('repaid with a profit by 2012');
    const lost = answers('who lost the most in 2008', 'financial-crisis-2008');
    expect(lost).toContain('about four million families');
    expect(lost).toContain('8.7 million jobs');
  });

  it('SVB: who came out ahead is the depositors, protected in full; who lost, the owners', () => {
    const made = answers('who made money in the SVB collapse?', 'silicon-valley-bank-2023');
    expect(bullets(made)[0]).toMatch(/^\*\*Depositors\*\*: .*protected in full/);
    expect(made).not.toContain('Thousands of startups kept all their cash');
    const lost = answers('who lost when SVB failed?', 'silicon-valley-bank-2023');
    expect(bullets(lost)[0]).toMatch(/^\*\*Shareholders and bondholders\*\*: .*not protected/);
  });

  it('LTCM: who lost is the fund and its partners, not the banks that "lost business"', () => {
    const lost = answers('who lost money when LTCM failed?', 'ltcm-1998');
    expect(lost).toContain('$4.6 billion');
    expect(lost).toContain('**The partners and original investors**');
    expect(lost).not.toContain('lost business');
    expect(answers('who profited from LTCM?', 'ltcm-1998')).toContain('**The rescuing banks**');
  });

  it('GameStop: who lost is Melvin Capital and the late buyers, with no advice', () => {
    const lost = answers('which investors lost money in the GameStop squeeze?', 'gamestop-squeeze-2021');
    expect(bullets(lost)[0]).toMatch(/^\*\*Melvin Capital and other short sellers\*\*/);
    expect(lost).toContain('**Late buyers**');
    expect(lost).not.toContain('sitting out a frenzy');
  });

  it('Enron: who lost is the employees and their retirement savings', () => {
    for (const q of ['who lost money in Enron?', 'who was hurt by the Enron collapse?']) {
      const text = answers(q, 'enron-scandal');
      expect(bullets(text)[0]).toMatch(/^\*\*Employees\*\*: .*retirement savings/);
    }
  });

  it('says plainly when the lesson tells no one who gained, and gives who lost', () => {
    const empty = eventLessons.find((l) => WHO_GAINED_AND_LOST[l.id]!.gain.length === 0);
    if (!empty)
      return expect(eventLessons.every((l) => WHO_GAINED_AND_LOST[l.id]!.gain.length > 0)).toBe(true);
    const text = answers(`who made money in the ${empty.title}?`, empty.id);
    expect(text).toContain('does not say who came out ahead, so I would rather not guess.');
    expect(text).toContain('What it does say is who lost:');
  });

  it('the Marshall Plan: who gained is western Europe; who lost, as the lesson says, those who stayed out', () => {
    expect(answers('who gained from the Marshall Plan?', 'marshall-plan-1948')).toContain(
      '**Western Europe**',
    );
    expect(answers('who lost in the Marshall Plan?', 'marshall-plan-1948')).toContain(
      '**The countries that stayed out**',
    );
  });

  it('asked both, gives both, two lines a side at most', () => {
    const text = answers('who were the winners and losers of the GameStop squeeze?', 'gamestop-squeeze-2021');
    expect(text).toContain('who came out ahead:');
    expect(text).toContain('who lost:');
    expect(bullets(text)).toHaveLength(4);
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

describe('who got their money back in a crisis', () => {
  // It quoted "So SVB invested much of the money in bonds" for who got their money back.
  it('SVB: the depositors, protected in full, whether named in the question or before it', () => {
    const text = answers('who got their money back after SVB failed?', 'silicon-valley-bank-2023');
    expect(text).toContain('says about who was paid back:');
    expect(bullets(text)).toEqual([expect.stringMatching(/^\*\*Depositors\*\*: .*protected in full/)]);
    const after = composeAnswer('who got their money back?', { signedIn: false }, retriever, [
      'what was silicon valley bank?',
    ]);
    expect(after.text).toBe(text);
  });

  it('reads a question typed with doubled spaces as the same question', () => {
    // Both quoted a sentence that shares their words.
    expect(ask('who  got  their  money  back  after  svb  failed').text).toBe(
      ask('who got their money back after SVB failed?').text,
    );
    expect(ask('who  made  money  in  2008').text).toBe(ask('who made money in 2008?').text);
  });

  it('2008: who was repaid, not who came out ahead (the short sellers)', () => {
    const text = answers('who got their money back in 2008?', 'financial-crisis-2008');
    expect(bullets(text).length).toBeGreaterThan(0);
    for (const line of bullets(text)) expect(line).toMatch(/repaid|paid back/);
    expect(text).not.toContain('Paulson');
  });

  it('asked of a crisis in which the lesson tells of no one paid back, says so and gives who lost', () => {
    const text = answers('who got their money back in tulip mania?', 'tulip-mania');
    expect(text).toMatch(
      /^\[Tulip Mania\]\(\/lessons\/tulip-mania\) does not say that anyone got their money back/,
    );
    expect(text).toContain('What it does say is who lost:');
    expect(bullets(text)).toEqual(WHO_GAINED_AND_LOST['tulip-mania']!.loss.slice(0, 3));
  });

  it.each([
    'who was repaid after LTCM?',
    'who got all their deposits back after SVB?',
    'who were made whole after SVB?',
    'and who got paid back?',
  ])('reads "%s" as asking who was paid back', (q) => {
    expect(repaidAsked(q)).toBe(true);
    expect(sidesAsked(q)).toBeUndefined();
  });

  it.each(['who made money in 2008?', 'who got their start at SVB?', 'who paid for the SVB rescue?'])(
    'does not read "%s" as asking who was paid back',
    (q) => expect(repaidAsked(q)).toBe(false),
  );
});
