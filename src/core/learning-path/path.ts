import {
  type CatalogueSummary,
  catalogueItems,
  OPTIONS_COURSE_ID,
  optionsCoursePrerequisites,
} from '../../content/catalogue-index';
import { QUIZ_PASS_PERCENT } from '../learning/quiz';
import { FOUNDATIONS } from './foundations';

// The AI learning path (app-and-learning §2 learning-path visualizer, issue 10): an ordered
// sequence of our lessons, courses, games and simulator tasks, each with the reason it is there,
// built from the questionnaire answers, the placement check, what the learner completed, how they
// did in the quizzes, the mastery of their review cards and what they do most. Pure: recomputed
// whenever any of those change.

export type Level = 'beginner' | 'intermediate' | 'advanced';
export const LEVELS: readonly Level[] = ['beginner', 'intermediate', 'advanced'];

export type Preferences = {
  learning_style?: readonly string[];
  goals?: readonly string[];
  experience?: string;
  interests?: readonly string[];
  time_commitment?: string;
};

export type Placement = { level: Level; correct: number; total: number };

export type PathInput = {
  preferences: Preferences;
  placement: Placement | null;
  /** Ids of lessons/courses completed, games finished (`game:<id>`) and simulator tasks done. */
  completed: ReadonlySet<string>;
  /** Best quiz percent per lesson id. */
  quizScores: Readonly<Record<string, number>>;
  /** Mastery 0–100 per lesson id, from the learner's review cards. */
  mastery: Readonly<Record<string, number>>;
  /** Number of trades made in the simulator. */
  tradesMade: number;
  /** The app area the learner uses most (from tracking), if known. */
  favouriteArea: string | null;
};

export type StepKind = 'lesson' | 'course' | 'game' | 'simulator';
export type StepStatus = 'done' | 'next' | 'later';

export type PathStep = {
  id: string;
  kind: StepKind;
  title: string;
  reason: string;
  /** Where the step opens in the app. */
  to: string;
  prerequisites: string[];
  status: StepStatus;
  /** Mastery 0–100 of the concepts met in this step, when the learner has review cards for it. */
  mastery: number | null;
};

export type LearningPath = {
  level: Level;
  steps: PathStep[];
  /** The id of the next step, or null when the path is done. */
  next: string | null;
  done: number;
  total: number;
};

/** The crisis games and the lesson each one replays. */
export const GAMES: readonly { id: string; title: string; lessonId: string }[] = [
  { id: 'crash-1929', title: 'Crisis game: the 1929 crash', lessonId: 'bank-runs-1929' },
  { id: 'black-monday-1987', title: 'Crisis game: Black Monday 1987', lessonId: 'black-monday-1987' },
  { id: 'dotcom-2000', title: 'Crisis game: the dot-com bust', lessonId: 'dotcom-bubble' },
  { id: 'financial-crisis-2008', title: 'Crisis game: the 2008 crisis', lessonId: 'financial-crisis-2008' },
  { id: 'covid-2020', title: 'Crisis game: the 2020 crash', lessonId: 'covid-inflation' },
];

/** Games share some ids with lessons (black-monday-1987), so their steps are `game:<id>`. */
export function gameStepId(gameId: string): string {
  return `game:${gameId}`;
}

export const SIM_FIRST_TRADE = 'simulator:first-trade';
export const SIM_DIVERSIFY = 'simulator:diversify';

/** Interests of the questionnaire to the catalogue categories they mean. */
const INTEREST_CATEGORIES: Record<string, readonly string[]> = {
  bubbles: ['bubbles'],
  crashes: ['crashes', 'crises', 'scandals'],
  monetary: ['monetary'],
  modern: ['modern', 'innovations'],
  trading: ['theories', 'modern'],
};

/** How many history stories a path holds for each time commitment. */
const STORIES_FOR_TIME: Record<string, number> = { '5-min': 4, '15-min': 6, '30-min': 8, weekends: 5 };

/** Below the pass mark a finished lesson comes back as a revisit (the same mark as "Quiz passed"). */
export const WEAK_QUIZ_PERCENT = QUIZ_PASS_PERCENT;

function asList(v: unknown): string[] | undefined {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return typeof v === 'string' ? [v] : undefined;
}

/** Stored questionnaire answers (lists or single values, any extra keys) in the path's shape. */
export function preferencesFrom(raw: Readonly<Record<string, unknown>>): Preferences {
  const out: Preferences = {};
  const style = asList(raw.learning_style);
  const goals = asList(raw.goals);
  const interests = asList(raw.interests);
  const experience = asList(raw.experience)?.[0];
  const time = asList(raw.time_commitment)?.[0];
  if (style) out.learning_style = style;
  if (goals) out.goals = goals;
  if (interests) out.interests = interests;
  if (experience) out.experience = experience;
  if (time) out.time_commitment = time;
  return out;
}

export function levelOf(preferences: Preferences, placement: Placement | null): Level {
  if (placement) return placement.level;
  const e = preferences.experience;
  return e === 'advanced' ? 'advanced' : e === 'intermediate' ? 'intermediate' : 'beginner';
}

/** Placement level from a short quiz: under half right is beginner, all (or 80%+) right advanced. */
export function placementLevel(correct: number, total: number): Level {
  if (total <= 0) return 'beginner';
  const ratio = correct / total;
  return ratio < 0.5 ? 'beginner' : ratio < 0.8 ? 'intermediate' : 'advanced';
}

type Draft = Omit<PathStep, 'status' | 'mastery'>;

const byId = new Map<string, CatalogueSummary>(catalogueItems.map((i) => [i.id, i]));

function lessonStep(item: CatalogueSummary, reason: string, prerequisites: string[]): Draft {
  return {
    id: item.id,
    kind: item.kind === 'course' ? 'course' : 'lesson',
    title: item.title,
    reason,
    to: `/lessons/${item.id}`,
    prerequisites,
  };
}

function foundationsFor(level: Level, completed: ReadonlySet<string>): string[] {
  const wanted =
    level === 'beginner'
      ? [...FOUNDATIONS]
      : level === 'intermediate'
        ? ['banking-system-explained', 'federal-reserve-explained']
        : [];
  return FOUNDATIONS.filter((id) => byId.has(id) && (wanted.includes(id) || completed.has(id)));
}

function storiesFor(input: PathInput, level: Level): { item: CatalogueSummary; matched: string | null }[] {
  const interests = input.preferences.interests ?? [];
  const wantedCategories = new Map<string, string>();
  for (const interest of interests)
    for (const c of INTEREST_CATEGORIES[interest] ?? [])
      if (!wantedCategories.has(c)) wantedCategories.set(c, interest);
  const stories = catalogueItems.filter(
    (i) =>
      i.kind === 'story' &&
      i.category !== 'foundations' &&
      (level !== 'beginner' || i.difficulty !== 'Advanced' || input.completed.has(i.id)),
  );
  const avoidBubbles = (input.preferences.goals ?? []).includes('avoid-bubbles');
  const score = (i: CatalogueSummary) =>
    (wantedCategories.has(i.category) ? 2 : 0) + (avoidBubbles && i.category === 'bubbles' ? 1 : 0);
  const ranked = [...stories].sort(
    (a, b) => score(b) - score(a) || a.year - b.year || a.id.localeCompare(b.id),
  );
  const limit = STORIES_FOR_TIME[input.preferences.time_commitment ?? ''] ?? 6;
  const chosen = ranked.filter((i, n) => n < limit || input.completed.has(i.id));
  // The chosen stories are read in the order history happened.
  return chosen
    .sort((a, b) => a.year - b.year || a.id.localeCompare(b.id))
    .map((item) => ({ item, matched: wantedCategories.get(item.category) ?? null }));
}

const INTEREST_LABEL: Record<string, string> = {
  bubbles: 'bubbles',
  crashes: 'crashes',
  monetary: 'money and central banks',
  modern: 'modern markets',
  trading: 'trading',
};

export function buildPath(input: PathInput): LearningPath {
  const level = levelOf(input.preferences, input.placement);
  const styles = input.preferences.learning_style ?? [];
  const goals = input.preferences.goals ?? [];
  const handsOn =
    styles.includes('hands-on') || input.favouriteArea === 'trade' || input.favouriteArea === 'games';
  const drafts: Draft[] = [];

  // 1. Foundations, in order, each after the one before.
  let previous: string | null = null;
  for (const id of foundationsFor(level, input.completed)) {
    const item = byId.get(id)!;
    const before = previous ? byId.get(previous)!.title : null;
    const reason =
      level !== 'beginner'
        ? `A foundation the history stories lean on: ${item.concept}.`
        : before
          ? `Builds on “${before}”: ${item.concept}.`
          : input.placement
            ? `Your placement check puts you at the start: ${item.concept}.`
            : `You are new to finance, so the foundations come first: ${item.concept}.`;
    drafts.push(lessonStep(item, reason, previous ? [previous] : []));
    previous = id;
  }
  const lastFoundation = previous;

  // 2. The first simulator task, early for someone who wants to invest or learns by doing.
  const simEarly = handsOn || goals.includes('start-investing');
  const firstTrade: Draft = {
    id: SIM_FIRST_TRADE,
    kind: 'simulator',
    title: 'Simulator: place your first paper trade',
    reason: simEarly
      ? 'You want to practise: try a trade with virtual money now.'
      : 'Put what you read into practice with virtual money.',
    to: '/trade',
    prerequisites: drafts.some((d) => d.id === 'stock-market-basics') ? ['stock-market-basics'] : [],
  };
  if (simEarly) drafts.push(firstTrade);

  // 3. History stories matching the interests, each followed by its crisis game.
  const stories = storiesFor(input, level);
  let storyCount = 0;
  for (const { item, matched } of stories) {
    const reason = matched
      ? `You said ${INTEREST_LABEL[matched] ?? matched} interest you: ${item.concept}.`
      : level === 'beginner'
        ? `A crisis that shows the basics at work: ${item.concept}.`
        : `A crisis every investor should know: ${item.concept}.`;
    drafts.push(lessonStep(item, reason, lastFoundation ? [lastFoundation] : []));
    storyCount += 1;
    const game = GAMES.find((g) => g.lessonId === item.id);
    if (game)
      drafts.push({
        id: gameStepId(game.id),
        kind: 'game',
        title: game.title,
        reason: handsOn
          ? 'You learn by doing: replay the crisis you just read about.'
          : 'Test what the story taught by living through it.',
        to: '/games',
        prerequisites: [item.id],
      });
    if (!simEarly && storyCount === 2) drafts.push({ ...firstTrade, prerequisites: [item.id] });
  }
  if (!simEarly && storyCount < 2) drafts.push(firstTrade);

  // 4. Diversify in the simulator once the first trade is done.
  drafts.push({
    id: SIM_DIVERSIFY,
    kind: 'simulator',
    title: 'Simulator: hold three different stocks',
    reason: 'Diversification is the lesson of nearly every crash on your path.',
    to: '/trade',
    prerequisites: [SIM_FIRST_TRADE],
  });

  // 5. The options course for the experienced, traders and future professionals.
  const wantsOptions =
    level === 'advanced' ||
    (input.preferences.interests ?? []).includes('trading') ||
    goals.includes('career') ||
    input.completed.has(OPTIONS_COURSE_ID);
  const course = byId.get(OPTIONS_COURSE_ID);
  if (course && wantsOptions) {
    const onPath = new Set(drafts.map((d) => d.id));
    const prereqs = optionsCoursePrerequisites.filter((p) => onPath.has(p));
    drafts.push(
      lessonStep(
        course,
        level === 'advanced'
          ? 'Your placement shows you are ready for derivatives.'
          : 'You are interested in trading: options are the next tool to understand.',
        prereqs,
      ),
    );
  }

  // 6. Completed lessons with a weak quiz come back as a revisit before anything new.
  const revisits: Draft[] = drafts
    .filter((d) => d.kind === 'lesson' && input.completed.has(d.id))
    .filter((d) => (input.quizScores[d.id] ?? 100) < WEAK_QUIZ_PERCENT || (input.mastery[d.id] ?? 100) < 40)
    .map((d) => ({
      id: `revisit:${d.id}`,
      kind: 'lesson' as const,
      title: `Revisit: ${d.title}`,
      reason:
        (input.quizScores[d.id] ?? 100) < WEAK_QUIZ_PERCENT
          ? `Your quiz score was ${input.quizScores[d.id]}%: another read makes it stick.`
          : 'Your reviews show this is fading: read it again.',
      to: d.to,
      prerequisites: [d.id],
    }));
  // Each revisit goes before the first open step, but never before the lesson it revisits.
  const firstOpen = drafts.findIndex((d) => !input.completed.has(d.id));
  const ordered = [...drafts];
  for (const r of revisits) {
    const lessonAt = ordered.findIndex((d) => d.id === r.prerequisites[0]);
    const openAt =
      firstOpen === -1 ? ordered.length : ordered.findIndex((d) => d.id === drafts[firstOpen]!.id);
    ordered.splice(Math.max(openAt, lessonAt + 1), 0, r);
  }

  return finalise(ordered, input, level);
}

function isStepDone(d: Draft, input: PathInput): boolean {
  if (d.id === SIM_FIRST_TRADE) return input.tradesMade >= 1 || input.completed.has(d.id);
  if (d.id === SIM_DIVERSIFY) return input.completed.has(d.id);
  if (d.id.startsWith('revisit:')) return false;
  return input.completed.has(d.id);
}

function finalise(drafts: Draft[], input: PathInput, level: Level): LearningPath {
  const done = new Set(drafts.filter((d) => isStepDone(d, input)).map((d) => d.id));
  let next: string | null = null;
  const steps = drafts.map<PathStep>((d) => {
    let status: StepStatus = 'later';
    if (done.has(d.id)) status = 'done';
    else if (next === null && d.prerequisites.every((p) => done.has(p) || !drafts.some((x) => x.id === p))) {
      next = d.id;
      status = 'next';
    }
    const key = d.id.startsWith('revisit:') ? d.id.slice('revisit:'.length) : d.id;
    return { ...d, status, mastery: input.mastery[key] ?? null };
  });
  // If every open step waits on something, the first open one is next anyway: a path never stalls.
  if (next === null) {
    const first = steps.find((s) => s.status === 'later');
    if (first) {
      first.status = 'next';
      next = first.id;
    }
  }
  return { level, steps, next, done: done.size, total: steps.length };
}

/** Mastery per lesson: the average mastery of the learner's review cards from that lesson that
 * count (lessonMasteryOf: a card still being learned does not); no entry for a lesson with none. */
export function masteryByLesson(
  cards: readonly { lessonId: string | undefined; mastery: number | null }[],
): Record<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const c of cards) {
    if (!c.lessonId || c.mastery === null) continue;
    const s = sums.get(c.lessonId) ?? { sum: 0, n: 0 };
    sums.set(c.lessonId, { sum: s.sum + c.mastery, n: s.n + 1 });
  }
  return Object.fromEntries([...sums].map(([id, s]) => [id, Math.round(s.sum / s.n)]));
}
