import { describe, expect, it } from 'vitest';
import { classify } from './classify';
import { composeAnswer, type LearnerFacts } from './compose';
import { repliesInKind } from './manners';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };

describe('thanks and frustration', () => {
  it.each(['you are stupid', 'this app sucks', 'fuck you', 'useless bot', 'I hate this app', 'u r dumb'])(
    'answers "%s" kindly, cites nothing and points to the feedback form',
    (q) => {
      const a = composeAnswer(q, guest, retriever);
      expect(a.citations).toEqual([]);
      expect(a.text).toMatch(/^Sorry/);
      expect(a.text).not.toMatch(/found nothing on/);
      // The way it names to reach the team is one the classifier opens.
      const said = /say "([^"]+)"/.exec(a.text)![1]!;
      expect(classify(said).actions[0]?.target).toBe('feedback');
      expect(classify(said).decision).toBe('navigate');
    },
  );

  it.each([
    'why did stocks suck in 2008?',
    'what was the worst crash in history?',
    'is margin trading dumb?',
  ])('answers "%s", a question that only uses a strong word, as a question', (q) => {
    expect(repliesInKind(q)).toBeUndefined();
  });

  it.each([
    'you are wrong',
    "that's not right",
    'No, that is incorrect.',
    'wrong answer',
    'thats not true',
    'your answer is wrong!',
  ])('answers "%s", a learner disputing the answer, with an owned mistake and the feedback form', (q) => {
    const a = composeAnswer(q, guest, retriever);
    expect(a.citations).toEqual([]);
    expect(a.text).toMatch(/^Thank you for saying so/);
    const said = /say "([^"]+)"/.exec(a.text)![1]!;
    expect(classify(said).actions[0]?.target).toBe('feedback');
  });

  it.each([
    'is it wrong to short a stock?',
    'was the efficient market hypothesis wrong?',
    'what went wrong at LTCM?',
  ])('answers "%s", a question about what was wrong, as a question', (q) => {
    expect(repliesInKind(q)).toBeUndefined();
  });

  // "Ok" found nothing; "I don't understand" found nothing on “dont”; "what can I ask you?" quoted bid
  // and ask.
  it.each(['ok', 'got it', 'cool', 'makes sense'])('takes "%s" as the learner taking an answer in', (q) => {
    expect(composeAnswer(q, guest, retriever).text).toMatch(/^Glad that helped\./);
  });

  it.each(['i dont understand', "I don't understand", "I'm confused", 'huh?'])(
    'answers "%s" with how to ask again, never with a search',
    (q) => {
      const a = composeAnswer(q, guest, retriever).text;
      expect(a).toMatch(/^Let me try another way\./);
      expect(a).not.toMatch(/found nothing/);
    },
  );

  it('says what it can do when asked what to ask', () => {
    expect(composeAnswer('what can I ask you?', guest, retriever).text).toMatch(
      /^I am ThinkStreet’s tutor\./,
    );
  });

  it('says you are welcome to thanks', () => {
    expect(composeAnswer('ok, thank you so much!', guest, retriever).text).toMatch(/^You are welcome/);
  });

  it('reads "wat" as "what": "wat is a dividend" is answered from the lesson on dividends', () => {
    const a = composeAnswer('wat is a dividend', guest, retriever);
    expect(a.citations[0]?.lessonId).toBe('stock-market-basics');
    expect(a.text).toMatch(/dividend/);
  });
});

describe('everyday questions outside finance', () => {
  it('says plainly they are outside what the tutor knows, and what it can help with', () => {
    for (const q of [
      'whats the weather',
      'what is the weather like today?',
      'will it be raining tomorrow',
      'who won the world cup',
      'weather in London?',
      // Round 4: "tell me a joke" was answered "I found nothing on “joke”".
      'tell me a joke',
      'write me a poem',
    ]) {
      const reply = repliesInKind(q);
      expect(reply, q).toMatch(/^That is outside what I can help with/);
      expect(reply, q).not.toMatch(/found nothing|“/);
    }
    // Said of markets, the same words are a question for the lessons.
    for (const q of [
      'how does the weather affect commodity prices?',
      'what is the market forecast?',
      'tell me a joke about the stock market',
    ])
      expect(repliesInKind(q), q).toBeUndefined();
  });
});

describe('goodbyes, what the tutor is, trust, a missed answer and a loss', () => {
  // Each found nothing, or quoted a lesson that only shared a word.
  it.each([
    ['bye', /^Goodbye for now\./],
    ['ok see you later!', /^Goodbye for now\./],
    ['are you an AI?', /^I am ThinkStreet’s tutor, a computer program, not a person\./],
    ['are you a real person?', /^I am ThinkStreet’s tutor, a computer program, not a person\./],
    ['can I trust you?', /^Check me: every answer from our lessons names the lesson it comes from/],
    ["that doesn't answer my question", /^Sorry, I missed what you meant\./],
    ['not what I asked', /^Sorry, I missed what you meant\./],
    ['I lost money', /^Sorry to hear it\. If it was in the Simulator, it is paper money/],
    ['what time is it?', /^That is outside what I can help with/],
  ])('answers "%s" in kind, citing nothing', (q, reply) => {
    const a = composeAnswer(q, guest, retriever);
    expect(a.text).toMatch(reply);
    expect(a.citations).toEqual([]);
  });

  it.each([
    'are you sure the crash was in 1929?',
    'how do I trust a company’s accounts?',
    'I lost money on Enron, why?',
  ])('leaves "%s" to be answered as a question', (q) => expect(repliesInKind(q)).toBeUndefined());

  it('asks a frightened beginner’s question as "is investing risky?", and "is this app safe?" as what is at stake', () => {
    expect(composeAnswer("I'm scared of investing", guest, retriever).text).toMatch(
      /^Money in shares can fall a long way and stay down for years/,
    );
    expect(composeAnswer('is this app safe?', guest, retriever).text).toMatch(
      /^Everything in ThinkStreet is paper money/,
    );
  });

  it('explains the answer before again when asked to, and asks what when nothing came before', () => {
    const again = composeAnswer('can you explain that again?', guest, retriever, ['what is leverage?']);
    expect(again).toEqual(composeAnswer('what is leverage?', guest, retriever));
    expect(composeAnswer('can you explain that again?', guest, retriever).text).toMatch(
      /^Explain what again\?/,
    );
  });
});
