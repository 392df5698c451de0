import { describe, expect, it } from 'vitest';
import { classify } from './classify';
import { composeAnswer, type LearnerFacts } from './compose';
import { createRetriever } from './retrieval';
import { TAB_URLS } from './way';

// Round 4 of the tutor's audit: navigation requests. In the widget (navigation mode on) the classifier
// opens the place; "can we go to the 2008 lesson" and "could we open the bitcoin lesson" were read as
// questions and answered with a quote. Through the tutor itself (navigation mode off, or the HTTP
// route) "take me to 2008 lesson" quoted a sentence about mortgage tranches instead of the way there.

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };

const places: [message: string, intent: string, target: string, url: string][] = [
  ['take me to the 2008 lesson', 'open_course', 'financial-crisis-2008', '/lessons/financial-crisis-2008'],
  ['take me to 2008 lesson', 'open_course', 'financial-crisis-2008', '/lessons/financial-crisis-2008'],
  ['can we go to the 2008 lesson', 'open_course', 'financial-crisis-2008', '/lessons/financial-crisis-2008'],
  ['could we open the bitcoin lesson', 'open_course', 'bitcoin', '/lessons/bitcoin'],
  ['open the GameStop story', 'open_course', 'gamestop-squeeze-2021', '/lessons/gamestop-squeeze-2021'],
  ['go to the options course', 'open_course', 'options-derivatives', '/lessons/options-derivatives'],
  ['bring me to the tulip lesson', 'open_course', 'tulip-mania', '/lessons/tulip-mania'],
  ['show me my achievements', 'navigate_tab', 'dashboard', '/dashboard'],
  ['take me to my profile', 'navigate_tab', 'profile', '/profile'],
  ['go to the simulator', 'navigate_tab', 'simulator', '/trade'],
  ['I want to play the 1929 game', 'open_game', 'crash-1929', '/games/crash-1929'],
];

describe('a request to go somewhere', () => {
  it.each(places)('"%s" navigates in the widget to %s %s', (message, intent, target) => {
    const c = classify(message);
    expect(c.decision).toBe('navigate');
    expect(c.actions[0]).toMatchObject({ intent, target });
  });

  it.each(places)('"%s" asked of the tutor itself links %s %s (%s)', (message, _intent, _target, url) => {
    const a = composeAnswer(message, guest, retriever);
    expect(a.text).toContain(`](${url})`);
    // The way there, not a sentence quoted about the subject.
    expect(a.text).not.toContain('Something to think about');
  });

  it('names the lesson it links, and cites it', () => {
    const a = composeAnswer('take me to 2008 lesson', guest, retriever);
    expect(a.text).toBe(
      'Here is the way: [The 2008 Financial Crisis](/lessons/financial-crisis-2008). (With navigation mode on, I open it for you.)',
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
  });

  it('says an overlay needs navigation mode rather than quoting a lesson', () => {
    const a = composeAnswer('open the feedback form', guest, retriever);
    expect(a.text).toMatch(/^I can open the feedback form for you when Navigation mode is on/);
    expect(a.citations).toEqual([]);
  });

  it('answers "what happened in 2008?" with the history, not a link', () => {
    const a = composeAnswer('what happened in 2008', guest, retriever);
    expect(a.text).not.toMatch(/^Here is the way/);
    expect(a.citations[0]?.lessonId).toBe('financial-crisis-2008');
  });

  it('knows every tab’s address', () => {
    expect(TAB_URLS.simulator).toBe('/trade');
    expect(TAB_URLS['ai-onboarding']).toBe('/onboarding');
  });
});

describe('what is not a destination', () => {
  it.each(['give me a hot stock tip', 'which stock should I buy?'])('"%s" is never navigated', (m) => {
    expect(classify(m).decision).toBe('answer');
  });

  it('answers "where do I change my password?" (it named no place the widget knows) from app help', () => {
    expect(classify('where do I change my password?').decision).toBe('answer');
    const a = composeAnswer('where do I change my password?', guest, retriever);
    expect(a.text).toContain('[Profile](/profile)');
  });

  it('still asks to be more specific when told to go somewhere we do not have', () => {
    expect(classify('take me to the moon').decision).toBe('unclear');
  });
});

describe('the way to places that are no lesson (round 5)', () => {
  it('links the Competitions tab, which the classifier did not know', () => {
    expect(classify('take me to competitions').actions[0]?.target).toBe('competitions');
    const a = composeAnswer('take me to competitions', guest, retriever);
    expect(a.text).toContain('[Competitions](/competitions)');
    expect(TAB_URLS.competitions).toBe('/competitions');
  });

  it('says where the glossary is, which has no page of its own, instead of "I\'m not sure where you want to go"', () => {
    expect(classify('bring me to the glossary').decision).toBe('answer');
    expect(composeAnswer('bring me to the glossary', guest, retriever).text).toMatch(
      /^The glossary lives in the lessons/,
    );
  });
});
