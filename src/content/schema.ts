import { z } from 'zod';

// The lesson content model (spec: trading-and-lessons §2–§3). Lessons are typed data checked by
// these schemas in the content tests; the web player renders one component per page type.

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case slugs');

export const difficulty = z.enum(['Beginner', 'Intermediate', 'Advanced']);
export type Difficulty = z.infer<typeof difficulty>;

export const category = z.enum([
  'crashes',
  'crises',
  'scandals',
  'bubbles',
  'innovations',
  'theories',
  'modern',
  'monetary',
  'foundations',
  'advanced',
]);
export type Category = z.infer<typeof category>;

/** A source a lesson relies on: a book, paper or official report. */
export const source = z
  .object({
    title: z.string().min(3),
    author: z.string().min(2),
    year: z.number().int().min(1600).max(2030),
    publisher: z.string().optional(),
    url: z.string().url().optional(),
  })
  .strict();

/** Glossary entry; pages name the glossary keys they use in `definitions`. */
export const glossaryEntry = z.object({ text: z.string().min(1), definition: z.string().min(10) }).strict();
export type GlossaryEntry = z.infer<typeof glossaryEntry>;

export const interactiveElement = z
  .object({
    id: slug,
    icon: z.string().optional(),
    label: z.string(),
    tooltip: z.string(),
    detail: z.string(),
  })
  .strict();

export const dialogueLine = z.object({ speaker: z.string(), text: z.string() }).strict();

export const narrative = z
  .object({ setup: z.string(), situation: z.string().optional(), characterThoughts: z.string().optional() })
  .strict();

// ── Story state (issue 19 point 2; docs/decisions/0012-story-state.md) ─────────────────────────────
// A story may declare a few variables (cash, holdings, debts...) that its choices change, so later
// pages can read the reader's own figures. Syntax, kept small on purpose:
// - `storyState`: the variables, each { key, label, initial?, format }. A variable with no `initial`
//   is unset until an effect sets it; the content tests walk every path and fail when a page reads
//   a variable that is unset on that path.
// - `effects` on a choice (applied once the choice is made) or on a page (applied when the reader
//   reaches it, e.g. a crash that halves every holding): `compute` (a key set to an expression of
//   the state before, such as 'cash + savings'), then `set`, then `add`, then `mul`.
// - Placeholders in any text: `{cash}`, an expression of variables and numbers with + - * and
//   brackets-free precedence (`{shares * 12 + cash}`), and an optional format after a colon
//   (`{shares * 12:usd}`); with no format the first variable's format is used.
//   Formats: usd → "$1,250" (cents only below $100); number → "1,250"; percent → the value with a % sign (25 → "25%");
//   text → the value as is.
// - `variants` on a page: the first variant whose `when` holds replaces the page's text fields
//   (mainText, narrative, situation, dialogue, keyPoint) on that path, and on a decision page may
//   retell its choices (same ids, new text and effects) and its context where the page's own would
//   change nothing or no longer describe the reader. `when` maps keys to a value
//   (equal) or to { atLeast?, below? }; an unset variable matches nothing.
// - `ending` on the summary: rows of { label, yours (text with placeholders), history (what the
//   real people of the time got) }, shown as "You" beside "What really happened".
export const stateKey = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'state keys are camelCase');
export const STATE_FORMATS = ['usd', 'number', 'percent', 'text'] as const;
export const stateValue = z.union([z.number(), z.string()]);
export const storyVariable = z
  .object({
    key: stateKey,
    label: z.string().min(1),
    initial: stateValue.optional(),
    format: z.enum(STATE_FORMATS),
  })
  .strict();
export type StoryVariable = z.infer<typeof storyVariable>;
export const storyEffects = z
  .object({
    /** Keys set to an expression of the state before this effect, e.g. { cash: 'cash + savings' }. */
    compute: z.record(stateKey, z.string()).optional(),
    set: z.record(stateKey, stateValue).optional(),
    add: z.record(stateKey, z.number()).optional(),
    mul: z.record(stateKey, z.number()).optional(),
  })
  .strict();
export type StoryEffects = z.infer<typeof storyEffects>;
export const stateCondition = z.record(
  stateKey,
  z.union([stateValue, z.object({ atLeast: z.number().optional(), below: z.number().optional() }).strict()]),
);
export type StateCondition = z.infer<typeof stateCondition>;
export const storyEnding = z
  .object({
    title: z.string().optional(),
    intro: z.string().optional(),
    rows: z
      .array(
        z.object({ label: z.string().min(1), yours: z.string().min(1), history: z.string().min(1) }).strict(),
      )
      .min(2),
  })
  .strict();
export type StoryEnding = z.infer<typeof storyEnding>;
// ── end of story state ─────────────────────────────────────────────────────────────────────────────

export const choice = z
  .object({
    id: slug,
    title: z.string(),
    description: z.string(),
    icon: z.string().optional(),
    color: z.string().optional(),
    reward: z.string(),
    risk: z.string(),
    /** What happened (or would have happened) after this choice. */
    consequence: z.string(),
    impact: z.string().optional(),
    outcomes: z.record(z.string(), z.string()).optional(),
    /** Page id this choice leads to, for branching stories. */
    storyBranch: slug.optional(),
    /** Story state: what this choice changes. */
    effects: storyEffects.optional(),
  })
  .strict();
export type Choice = z.infer<typeof choice>;

/** A choice as one variant tells it: the page's choice of the same id, reworded and re-effected. */
export const choiceVariant = choice
  .pick({
    title: true,
    description: true,
    reward: true,
    risk: true,
    consequence: true,
    impact: true,
    effects: true,
  })
  .partial()
  .extend({ id: slug })
  .strict();

export const pageVariant = z
  .object({
    when: stateCondition,
    mainText: z.string().optional(),
    narrative: narrative.optional(),
    situation: z.string().optional(),
    dialogue: z.array(dialogueLine).optional(),
    keyPoint: z.string().optional(),
    /**
     * On a decision page: choices as they read on this path, each matched by id to one of the page's
     * (which keeps its place and its branch); what is given replaces that choice's text and effects.
     */
    choices: z.array(choiceVariant).optional(),
    /** On a decision page: the labelled facts beside the decision, as they stand on this path. */
    context: z.record(z.string(), z.string()).optional(),
  })
  .strict();
export type PageVariant = z.infer<typeof pageVariant>;

/** Fields every page may carry. */
const pageBase = {
  id: slug,
  chapter: z.string().optional(),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  mainText: z.string().optional(),
  narrative: narrative.optional(),
  situation: z.string().optional(),
  dialogue: z.array(dialogueLine).optional(),
  /** Glossary keys used on this page; each must exist in the glossary. */
  definitions: z.array(slug).optional(),
  interactiveElements: z.array(interactiveElement).optional(),
  keyPoint: z.string().optional(),
  /** Illustration to draw for this page (the player maps it to an SVG scene). */
  visualType: z.string().optional(),
  /** Page to go to next instead of the following one (used by branching stories). */
  next: slug.optional(),
  /** Story state: changes applied on reaching this page, and text that replaces this page's on some paths. */
  effects: storyEffects.optional(),
  variants: z.array(pageVariant).optional(),
};

export const quizQuestion = z
  .object({
    question: z.string().min(5),
    options: z.array(z.string().min(1)).length(4),
    /** Zero-based index of the right option. */
    correct: z.number().int().min(0).max(3),
    explanation: z.string().min(10),
    /**
     * What the question asks the reader to do, when it is more than recall: `calculation` (work out
     * a figure, such as leverage, a drawdown or a yield) or `reading` (read a figure or table shown in
     * the lesson). Every lesson has at least one of these (content test).
     */
    kind: z.enum(['calculation', 'reading']).optional(),
  })
  .strict();
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const coverPage = z
  .object({ ...pageBase, type: z.literal('cover'), startButtonText: z.string() })
  .strict();
export const characterIntroPage = z.object({ ...pageBase, type: z.literal('character-intro') }).strict();
export const visualStoryPage = z.object({ ...pageBase, type: z.literal('visual-story') }).strict();
export const storyPage = z.object({ ...pageBase, type: z.literal('story') }).strict();
export const decisionPointPage = z
  .object({
    ...pageBase,
    type: z.literal('decision-point'),
    decision: z
      .object({
        situation: z.string(),
        /** Labelled facts shown beside the decision, e.g. { "Price": "3,000 guilders" }. */
        context: z.record(z.string(), z.string()),
        prompt: z.string(),
        timeLimit: z.string().optional(),
        choices: z.array(choice).length(3),
      })
      .strict(),
    lesson: z.string(),
    historicalNote: z.string(),
  })
  .strict();
/**
 * A chart of a real series the project ships, drawn beside an interactive page's table:
 * `indicators` draws the S&P 500 with its 50- and 200-day averages and its 14-day RSI for a chosen
 * year; `trend-rule` lets the learner test a moving-average rule against buy-and-hold, costs included.
 */
export const seriesChart = z
  .object({
    series: z.literal('sp500-daily-2000-2020'),
    view: z.enum(['indicators', 'trend-rule']),
    caption: z.string().min(10),
  })
  .strict();
export type SeriesChart = z.infer<typeof seriesChart>;

export const interactivePage = z
  .object({
    ...pageBase,
    type: z.literal('interactive'),
    seriesChart: seriesChart.optional(),
    comparison: z
      .object({
        columns: z.array(z.string()).min(2),
        rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) }).strict()).min(1),
      })
      .strict(),
  })
  .strict();
export const quizPage = z
  .object({ ...pageBase, type: z.literal('quiz'), questions: z.array(quizQuestion).min(1) })
  .strict();
export const reflectionPage = z
  .object({
    ...pageBase,
    type: z.literal('reflection'),
    prompt: z.string(),
    questions: z.array(z.string()).min(1),
    finalThought: z.string(),
  })
  .strict();
export const summaryPage = z
  .object({
    ...pageBase,
    type: z.literal('summary'),
    conceptLearned: z.string(),
    keyTakeaways: z.array(z.string()).min(3),
    nextSteps: z.array(z.string()).optional(),
    /** Story state: the reader's own figures beside what happened to the real people. */
    ending: storyEnding.optional(),
  })
  .strict();

// ── Chart pages (issue 19 point 6) ────────────────────────────────────────────────────────────────
// A page that draws a real price or rate series the project ships, with the event marked and the
// reader's own decision points on it. Datasets are named by key; `src/core/charts` resolves them.

/** The series a chart page may draw: the S&P 500 daily closes, or published levels at dated points. */
export const CHART_SERIES_IDS = [
  'sp500-daily-2000-2020',
  'djia-1929-1932',
  'djia-1987-1989',
  'nikkei-225-1984-2003',
  'marks-per-dollar-1914-1923',
  'gme-2020-2021',
  'us-cpi-inflation-1970-1983',
  'pound-in-marks-1990-1992',
] as const;
export const chartSeriesId = z.enum(CHART_SERIES_IDS);
export type ChartSeriesId = z.infer<typeof chartSeriesId>;

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'not a calendar date',
  );

/** A series the project ships: published figures at dated points, oldest first, each dataset cited. */
export const chartDataset = z
  .object({
    id: chartSeriesId,
    title: z.string().min(3),
    /** What a value is, e.g. 'index points' or 'marks per US dollar'. */
    unit: z.string().min(2),
    /** A log scale for series that grow by orders of magnitude. */
    scale: z.enum(['linear', 'log']).optional(),
    points: z.array(z.object({ date: isoDate, value: z.number().positive() }).strict()).min(2),
    sources: z.array(source).min(1),
  })
  .strict();
export type ChartDataset = z.infer<typeof chartDataset>;

export const chartPage = z
  .object({
    ...pageBase,
    type: z.literal('chart'),
    chart: z
      .object({
        series: chartSeriesId,
        window: z.object({ from: isoDate, to: isoDate }).strict(),
        /** What happened, marked on the line. */
        events: z.array(z.object({ date: isoDate, label: z.string().min(3) }).strict()).min(1),
        /** Where the reader decided: each names a decision-point page of the same lesson. */
        decisions: z.array(z.object({ pageId: slug, date: isoDate, label: z.string().min(3) }).strict()),
        caption: z.string().min(10),
        /** The citation printed under the chart. */
        source: z.string().min(10),
      })
      .strict(),
  })
  .strict();
export type ChartPage = z.infer<typeof chartPage>;
// ── end of chart pages ────────────────────────────────────────────────────────────────────────────

export const lessonPage = z.discriminatedUnion('type', [
  coverPage,
  characterIntroPage,
  visualStoryPage,
  storyPage,
  decisionPointPage,
  interactivePage,
  quizPage,
  reflectionPage,
  summaryPage,
  chartPage,
]);
export type LessonPage = z.infer<typeof lessonPage>;
export type PageType = LessonPage['type'];

export const character = z
  .object({
    name: z.string(),
    age: z.number().int().positive().optional(),
    profession: z.string(),
    icon: z.string(),
    color: z.string().optional(),
    background: z.string(),
    traits: z.array(z.string()).optional(),
    /** Whether the person is historical or a composite invented to tell the story. */
    historical: z.boolean(),
  })
  .strict();

export const supportingCharacter = z
  .object({ name: z.string(), role: z.string(), icon: z.string(), influence: z.string() })
  .strict();

export const concept = z
  .object({ id: slug, name: z.string(), level: z.enum(['beginner', 'intermediate', 'advanced']) })
  .strict();

/** Points for the tulip story (spec §9): choices, endings and bonuses. */
export const scoring = z
  .object({
    startingCapital: z.number().optional(),
    choices: z.record(slug, z.number()),
    outcomes: z.record(slug, z.number()),
    bonuses: z.record(slug, z.number()),
  })
  .strict();

/**
 * The palette lessons name their colours from (Tailwind's hue names). Content says which hues; the
 * web decides the shades, so every header and button stays readable with white text.
 */
export const LESSON_HUES = [
  'slate',
  'gray',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const;
export const lessonHue = z.enum(LESSON_HUES);
export type LessonHue = z.infer<typeof lessonHue>;
export const lessonColor = z.object({ from: lessonHue, to: lessonHue }).strict();
export type LessonColor = z.infer<typeof lessonColor>;

export const lesson = z
  .object({
    id: slug,
    title: z.string().min(3),
    subtitle: z.string(),
    concept: z.string(),
    description: z.string().min(20),
    preview: z.string(),
    difficulty,
    /** Text such as '15 minutes'. */
    estimatedTime: z.string().regex(/^\d+ minutes$/),
    type: z.enum(['enhanced', 'character-driven']),
    category,
    icon: z.string(),
    /** The lesson's two colours, named from the palette; the web turns them into a gradient. */
    color: lessonColor,
    /** Year of the event the lesson is about (foundations use the year their subject began). */
    year: z.number().int(),
    topics: z.array(z.string()).min(1),
    xp: z.number().int().positive(),
    character,
    supportingCharacters: z.array(supportingCharacter).optional(),
    concepts: z.array(concept).min(3),
    pages: z.array(lessonPage).min(5),
    sources: z.array(source).min(2),
    hasAnimations: z.boolean().optional(),
    scoring: scoring.optional(),
    /** Story state: the variables this story's choices change (see the block above pageBase). */
    storyState: z.array(storyVariable).optional(),
  })
  .strict();
export type Lesson = z.infer<typeof lesson>;

// The options course has its own page kinds (spec §2) and numeric page ids 1–16.
export const coursePageType = z.enum([
  'intro',
  'story',
  'concept',
  'interactive',
  'strategy',
  'simulation',
  'advanced',
  'risk-management',
  'case-study',
  'advanced-strategies',
  'platform-guide',
  'common-mistakes',
  'quiz',
  'action-plan',
  'completion',
]);
export const optionsExerciseId = z.enum(['options-calculator', 'greek-simulator', 'strategy-builder']);
export const coursePage = z
  .object({
    id: z.number().int().min(1),
    type: coursePageType,
    title: z.string(),
    body: z.array(z.string()).min(1),
    bullets: z.array(z.string()).optional(),
    table: z
      .object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) })
      .strict()
      .optional(),
    definitions: z.array(slug).optional(),
    keyPoint: z.string().optional(),
    questions: z.array(quizQuestion).optional(),
    /** The course exercises shown on this page (the simulation page shows all three without it). */
    exercises: z.array(optionsExerciseId).min(1).optional(),
  })
  .strict();
export type CoursePage = z.infer<typeof coursePage>;

export const optionsCourse = z
  .object({
    id: z.literal('options-derivatives'),
    title: z.string(),
    description: z.string(),
    category: z.literal('advanced'),
    difficulty: z.literal('Advanced'),
    duration: z.literal('45 minutes'),
    xpReward: z.literal(500),
    prerequisites: z.array(slug),
    skills: z.array(z.string()).min(3),
    pages: z.array(coursePage).length(16),
    exercises: z
      .array(
        z
          .object({
            id: optionsExerciseId,
            title: z.string(),
            description: z.string(),
          })
          .strict(),
      )
      .length(3),
    glossary: z.record(slug, glossaryEntry),
    certificate: z
      .object({ title: z.literal('Options & Derivatives Specialist'), description: z.string() })
      .strict(),
    sources: z.array(source).min(2),
  })
  .strict();
export type OptionsCourse = z.infer<typeof optionsCourse>;

export const timelineType = z.enum([
  'bubble',
  'monetary',
  'crash',
  'success',
  'crisis',
  'scandal',
  'innovation',
  'theory',
  'modern',
  'regulation',
]);
export const timelineEvent = z
  .object({
    id: slug,
    year: z.number().int(),
    title: z.string(),
    type: timelineType,
    description: z.string().min(20),
    storyId: slug.optional(),
    /** Where the facts of the description come from: at least one book, paper or official record. */
    sources: z.array(source).min(1),
  })
  .strict();
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const era = z
  .object({
    name: z.enum(['Early Markets', 'Industrial Age', 'Post-War', 'Modern Finance', 'Global Era']),
    from: z.number().int(),
    to: z.number().int(),
    stories: z.array(timelineEvent).min(1),
  })
  .strict();
export type Era = z.infer<typeof era>;

export const topicTag = z.enum([
  'Market Bubbles',
  'Inflation',
  'Banking System',
  'Leverage',
  'Currency Markets',
  'Market Mechanics',
  'Systemic Risk',
  'Monetary Policy',
  'Market Psychology',
  'Financial Contagion',
]);
export type TopicTag = z.infer<typeof topicTag>;
