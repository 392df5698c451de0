import { CheckCircle2, Circle, Clock, Lightbulb, XCircle } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { lookupTerm } from '../../../content/glossary-lookup';
import type { Lesson, LessonPage, PageType } from '../../../content/schema';
import type { Completion } from '../../../core/learning/completion-score';
import { isCorrectAnswer } from '../../../core/learning/quiz';
import type { XpRangeView } from '../../../shared/api/progress';
import { lessonGradient } from '../../lib/lessonColor';
import { prefersReducedMotion } from '../../lib/motion';
import type { HeartNoteOnItsWay } from '../learning-path/pathClient';
import { XpPromise } from '../library/XpPromise';
import { Definitions, InlineTerm } from './Glossary';
import { HoverDetails } from './HoverDetails';
import { splitByTerms } from './highlight';
import { SideScroll } from './SideScroll';
import { StoryEnding } from './StoryEnding';

// One view per lesson page kind (DESIGN.md §1: a missing kind does not compile, because
// `pageViews` must have a key for every `PageType`).

export type PageContext = {
  lesson: Lesson;
  /** The choice made on this page, if it is a decision point. */
  choiceId: string | undefined;
  /** Every choice made so far on the reader's path, by decision page id (chart pages show them). */
  choices: Readonly<Record<string, string>>;
  onChoose: (choiceId: string) => void;
  /** Answers given on this page, if it is a quiz (option index per question). */
  answers: readonly (number | undefined)[];
  onAnswer: (question: number, option: number) => void;
  /** What each wrong answer on this page cost in hearts, by question (see QuizQuestionView). */
  heartNotes?: readonly (string | HeartNoteOnItsWay | undefined)[] | undefined;
  onStart: () => void;
  completion: Completion | undefined;
  /** Ids of the lesson's concepts learned so far on the reader's path. */
  learned: readonly string[];
  /** What finishing each lesson would pay now (the cover promises it as the course cards do). */
  xpPreview?: Record<string, XpRangeView> | undefined;
};

type PageOf<K extends PageType> = Extract<LessonPage, { type: K }>;
type PageViewProps<K extends PageType> = { page: PageOf<K>; ctx: PageContext };

/** A summary inside a `p-3` details: on a touch screen it takes the details' padding as its own, a
 *  44 px row to tap (20 px before), and nothing around it moves. */
const TOUCH_SUMMARY = 'cursor-pointer font-semibold text-slate-200 pointer-coarse:-m-3 pointer-coarse:p-3';

function Heading({ page }: { page: LessonPage }) {
  return (
    <header className="mb-4">
      {page.chapter && (
        <p className="text-xs font-semibold uppercase tracking-wider text-emerald-400">{page.chapter}</p>
      )}
      {/* A turned page focuses its title; the margin makes that scroll show the chapter line above
          it too, not leave it under the fixed lesson header. */}
      <h2 className="scroll-mt-12 text-2xl font-bold text-white sm:text-3xl">{page.title}</h2>
      {page.subtitle && page.type !== 'cover' && <p className="mt-1 text-slate-300">{page.subtitle}</p>}
    </header>
  );
}

/** Paragraphs of a page's text, with the first mention of each of the page's terms explained inline. */
export function Paragraphs({
  text,
  terms,
}: {
  text: string | undefined;
  terms?: readonly string[] | undefined;
}) {
  if (!text) return null;
  let remaining = (terms ?? []).flatMap((key) => {
    const entry = lookupTerm(key);
    return entry ? [{ key, text: entry.text }] : [];
  });
  return (
    <>
      {text.split(/\n\n+/).map((p, i) => {
        const segments = splitByTerms(p, remaining);
        const used = new Set(segments.flatMap((s) => (s.termKey ? [s.termKey] : [])));
        remaining = remaining.filter((t) => !used.has(t.key));
        return (
          <p key={i} className="mb-3 leading-relaxed text-slate-200">
            {segments.map((s, j) =>
              s.termKey ? (
                <InlineTerm key={j} termKey={s.termKey}>
                  {s.text}
                </InlineTerm>
              ) : (
                s.text
              ),
            )}
          </p>
        );
      })}
    </>
  );
}

function KeyPoint({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div
      role="note"
      aria-label="Key point"
      className="mt-5 flex gap-3 rounded-lg border border-emerald-400/30 bg-emerald-500/10 p-4"
    >
      <Lightbulb aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
      <p className="font-medium text-emerald-50">{text}</p>
    </div>
  );
}

/** The narrative, situation and dialogue blocks that many page kinds share. */
function Narrative({ page }: { page: LessonPage }) {
  return (
    <>
      {page.narrative && (
        <div className="mb-4 space-y-2">
          <p className="leading-relaxed text-slate-200">{page.narrative.setup}</p>
          {page.narrative.situation && (
            <p className="leading-relaxed text-slate-200">{page.narrative.situation}</p>
          )}
          {page.narrative.characterThoughts && (
            <blockquote className="border-l-4 border-amber-400/60 pl-3 italic text-amber-100">
              {page.narrative.characterThoughts}
            </blockquote>
          )}
        </div>
      )}
      {page.situation && page.type !== 'decision-point' && (
        <p className="mb-3 rounded-md bg-slate-800/60 p-3 text-slate-200">{page.situation}</p>
      )}
      {page.dialogue && page.dialogue.length > 0 && (
        <ul aria-label="Dialogue" className="mb-4 space-y-2">
          {page.dialogue.map((line, i) => (
            <li key={i} className="rounded-lg bg-slate-800/70 p-3">
              <span className="font-semibold text-sky-300">{line.speaker}: </span>
              <span className="text-slate-100">{line.text}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Extras({ page }: { page: LessonPage }) {
  return (
    <>
      <HoverDetails items={page.interactiveElements} />
      <Definitions keys={page.definitions} />
    </>
  );
}

function StoryLike({ page }: { page: LessonPage }) {
  return (
    <article>
      <Heading page={page} />
      <Narrative page={page} />
      <Paragraphs text={page.mainText} terms={page.definitions} />
      <KeyPoint text={page.keyPoint} />
      <Extras page={page} />
    </article>
  );
}

function CoverView({ page, ctx }: PageViewProps<'cover'>) {
  const { lesson } = ctx;
  return (
    <article className="text-center">
      <p aria-hidden className="mb-2 text-5xl">
        {lesson.icon}
      </p>
      <h2 className="text-3xl font-extrabold text-white sm:text-4xl">{page.title}</h2>
      {page.subtitle && <p className="mt-2 text-lg text-slate-200">{page.subtitle}</p>}
      <p className="mx-auto mt-4 max-w-xl text-slate-300">{lesson.description}</p>
      <p className="mt-3 flex items-center justify-center gap-3 text-sm text-slate-400">
        <span>{lesson.difficulty}</span>·
        <span className="flex items-center gap-1">
          <Clock aria-hidden className="h-4 w-4" />
          {lesson.estimatedTime}
        </span>
        ·
        <XpPromise
          preview={ctx.xpPreview}
          item={{ id: lesson.id, hasQuiz: lesson.pages.some((p) => p.type === 'quiz') }}
        />
      </p>
      <button
        type="button"
        onClick={ctx.onStart}
        className="mt-6 rounded-xl px-6 py-3 text-lg font-bold text-white shadow-lg hover:brightness-110"
        style={lessonGradient(lesson.color)}
      >
        {page.startButtonText}
      </button>
      <KeyPoint text={page.keyPoint} />
    </article>
  );
}

function CharacterIntroView({ page, ctx }: PageViewProps<'character-intro'>) {
  const c = ctx.lesson.character;
  return (
    <article>
      <Heading page={page} />
      <div className="mb-4 flex items-start gap-4 rounded-xl border border-slate-700 bg-slate-800/50 p-4">
        <span aria-hidden className="text-4xl">
          {c.icon}
        </span>
        <div>
          <p className="text-lg font-bold text-white">
            {c.name}
            {c.age ? `, ${c.age}` : ''}
          </p>
          <p className="text-sm text-slate-300">{c.profession}</p>
          <p className="mt-1 text-xs text-slate-400">
            {c.historical
              ? 'A real historical figure.'
              : 'A composite character based on people of the time.'}
          </p>
          {c.traits && <p className="mt-1 text-xs text-slate-400">{c.traits.join(' · ')}</p>}
        </div>
      </div>
      <Narrative page={page} />
      <Paragraphs text={page.mainText} terms={page.definitions} />
      {ctx.lesson.supportingCharacters && ctx.lesson.supportingCharacters.length > 0 && (
        <details className="mb-3 rounded-lg bg-slate-800/40 p-3 text-sm">
          <summary className={TOUCH_SUMMARY}>Who else is in this story</summary>
          <ul className="mt-2 space-y-1">
            {ctx.lesson.supportingCharacters.map((s) => (
              <li key={s.name} className="text-slate-300">
                <span aria-hidden>{s.icon}</span> <strong>{s.name}</strong>, {s.role}: {s.influence}
              </li>
            ))}
          </ul>
        </details>
      )}
      <KeyPoint text={page.keyPoint} />
      <Extras page={page} />
    </article>
  );
}

function DecisionView({ page, ctx }: PageViewProps<'decision-point'>) {
  const d = page.decision;
  const chosen = d.choices.find((c) => c.id === ctx.choiceId);
  const consequence = useRef<HTMLElement>(null);
  // After a decision the consequence card comes into view (on a phone it is below the choices).
  useEffect(() => {
    if (!chosen) return;
    consequence.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [chosen]);
  return (
    <article>
      <Heading page={page} />
      <Narrative page={page} />
      {page.situation && <p className="mb-2 text-slate-300">{page.situation}</p>}
      <Paragraphs text={page.mainText} terms={page.definitions} />
      <p className="mb-3 leading-relaxed text-slate-200">{d.situation}</p>
      <dl className="mb-4 grid gap-2 sm:grid-cols-2">
        {Object.entries(d.context).map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-800/70 p-2 text-sm">
            <dt className="text-slate-400">{label}</dt>
            <dd className="font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <fieldset>
        <legend className="mb-1 text-lg font-bold text-white">{d.prompt}</legend>
        {d.timeLimit && (
          <p className="mb-2 flex items-center gap-1 text-sm text-amber-300">
            <Clock aria-hidden className="h-4 w-4" /> {d.timeLimit}
          </p>
        )}
        <div className="grid gap-3 md:grid-cols-3">
          {d.choices.map((c) => {
            const selected = c.id === ctx.choiceId;
            return (
              <button
                key={c.id}
                type="button"
                aria-pressed={selected}
                data-choice={c.id}
                onClick={() => ctx.onChoose(c.id)}
                className={`flex flex-col gap-2 rounded-xl border-2 p-4 text-left transition ${
                  selected
                    ? 'border-emerald-400 bg-emerald-500/10'
                    : 'border-slate-700 bg-slate-800/60 hover:border-slate-500'
                }`}
              >
                <span className="flex items-center gap-2 font-bold text-white">
                  {c.icon && (
                    <span aria-hidden className="shrink-0 whitespace-nowrap">
                      {c.icon}
                    </span>
                  )}
                  {c.title}
                </span>
                <span className="text-sm text-slate-300">{c.description}</span>
                <span className="text-xs text-emerald-300">Reward: {c.reward}</span>
                <span className="text-xs text-rose-300">Risk: {c.risk}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      {/* The outcome is announced once, from a live region that is there (empty) before the choice. */}
      <p aria-live="polite" className="sr-only" data-testid="decision-announcement">
        {chosen ? `Your choice: ${chosen.title}. ${chosen.consequence}` : ''}
      </p>
      {chosen ? (
        <section
          ref={consequence}
          aria-label="What happened"
          className="mt-5 rounded-xl border border-sky-400/40 bg-sky-500/10 p-4"
        >
          <h3 className="font-bold text-sky-200">You chose: {chosen.title}</h3>
          <p className="mt-1 text-slate-100">{chosen.consequence}</p>
          {chosen.impact && <p className="mt-1 text-sm text-slate-300">{chosen.impact}</p>}
          {chosen.outcomes && (
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
              {Object.entries(chosen.outcomes).map(([k, v]) => (
                <div key={k}>
                  <dt className="text-slate-400">{k}</dt>
                  <dd className="text-slate-100">{v}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-3 text-sm text-slate-200">
            <strong>Lesson: </strong>
            {page.lesson}
          </p>
          <p className="mt-2 text-sm text-slate-300">
            <strong>Historical note: </strong>
            {page.historicalNote}
          </p>
        </section>
      ) : (
        <p className="mt-4 text-sm text-slate-400">Make your choice to continue.</p>
      )}
      <KeyPoint text={chosen ? page.keyPoint : undefined} />
      <Extras page={page} />
    </article>
  );
}

// The charts of real series load with their data only when a page shows one.
const SeriesChart = lazy(() => import('./SeriesChart').then((m) => ({ default: m.SeriesChart })));

/**
 * A comparison: one row per label, one column per value. When the content names the label column
 * too (one more column name than values) that name heads the label column instead of shifting the
 * header row by one. A wide table scrolls sideways in its own box; the page never does.
 */
export function ComparisonTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly { label: string; values: readonly string[] }[];
}) {
  const width = Math.max(0, ...rows.map((r) => r.values.length));
  const named = columns.length === width + 1;
  const corner = named ? columns[0] : '';
  const heads = named ? columns.slice(1) : columns;
  return (
    <SideScroll label={`${title}: table`}>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {corner ? (
              <th scope="col" className="border-b border-slate-700 p-2 text-left text-slate-200">
                {corner}
              </th>
            ) : (
              <td className="p-2" />
            )}
            {heads.map((c) => (
              <th key={c} scope="col" className="border-b border-slate-700 p-2 text-left text-slate-200">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="odd:bg-slate-800/40">
              <th scope="row" className="p-2 text-left align-top font-semibold text-slate-300">
                {r.label}
              </th>
              {r.values.map((v, i) => (
                <td key={i} className="min-w-[8rem] p-2 align-top text-slate-100">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}

function InteractiveView({ page }: PageViewProps<'interactive'>) {
  const { columns, rows } = page.comparison;
  return (
    <article>
      <Heading page={page} />
      <Narrative page={page} />
      <Paragraphs text={page.mainText} terms={page.definitions} />
      {page.seriesChart && (
        <Suspense
          fallback={
            <p role="status" className="my-4 text-sm text-slate-400">
              Loading the S&amp;P 500 chart…
            </p>
          }
        >
          <SeriesChart chart={page.seriesChart} />
        </Suspense>
      )}
      <ComparisonTable title={page.title} columns={columns} rows={rows} />
      <KeyPoint text={page.keyPoint} />
      <Extras page={page} />
    </article>
  );
}

const StoryChart = lazy(() => import('./StoryChart').then((m) => ({ default: m.StoryChart })));

/** A chart of what really happened, with the reader's own decisions marked on it. */
function ChartView({ page, ctx }: PageViewProps<'chart'>) {
  return (
    <article>
      <Heading page={page} />
      <Narrative page={page} />
      <Paragraphs text={page.mainText} terms={page.definitions} />
      <Suspense
        fallback={
          <p role="status" className="my-4 text-sm text-slate-400">
            Loading the chart…
          </p>
        }
      >
        <StoryChart chart={page.chart} lesson={ctx.lesson} choices={ctx.choices} />
      </Suspense>
      <KeyPoint text={page.keyPoint} />
      <Extras page={page} />
    </article>
  );
}

/** One quiz question; marks the chosen option and the zero-based correct one after answering. */
export function QuizQuestionView({
  index,
  question,
  answer,
  onAnswer,
  heartNote,
}: {
  index: number;
  question: { question: string; options: readonly string[]; correct: number; explanation: string };
  answer: number | undefined;
  onAnswer: (option: number) => void;
  /**
   * What a wrong answer cost in hearts ("−1 heart · 4 left"), said here, not in a toast over it:
   * on its way (answered in this visit) with what it will most likely say, absent when there is none
   * (an answer resumed from an earlier visit, a save that failed).
   */
  heartNote?: string | HeartNoteOnItsWay | undefined;
}) {
  const answered = answer !== undefined;
  const right = answered && isCorrectAnswer(question, answer);
  return (
    <fieldset className="mb-5 rounded-xl border border-slate-700 p-4" data-question={index}>
      {/* Floated, the legend is laid out inside the box like any heading: the box's top border no longer
          runs through it (a question of several lines crossed it, and its rounded corners, on a phone). */}
      <legend className="float-left w-full font-semibold text-white">
        {index + 1}. {question.question}
      </legend>
      <ul className="clear-both space-y-2 pt-3">
        {question.options.map((option, i) => {
          const isCorrect = i === question.correct;
          const picked = answer === i;
          const tone = !answered
            ? 'border-slate-700 hover:border-slate-500'
            : isCorrect
              ? 'border-emerald-400 bg-emerald-500/15'
              : picked
                ? 'border-rose-400 bg-rose-500/15'
                : 'border-slate-800 opacity-70';
          return (
            <li key={i}>
              {/* Answered, the options are aria-disabled, not disabled: the one just pressed keeps
                  focus (a disabled button drops it to <body>) and says which answer was right. */}
              <button
                type="button"
                aria-disabled={answered || undefined}
                aria-pressed={picked}
                onClick={() => {
                  if (!answered) onAnswer(i);
                }}
                className={`flex w-full items-center justify-between gap-2 rounded-lg border-2 p-3 text-left text-slate-100 aria-disabled:cursor-default ${tone}`}
              >
                <span>{option}</span>
                {answered && isCorrect && (
                  <CheckCircle2 aria-label="Correct answer" className="h-5 w-5 text-emerald-300" />
                )}
                {answered && picked && !isCorrect && (
                  <XCircle aria-label="Your answer" className="h-5 w-5 text-rose-300" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {/* The live region is there, empty, before the answer fills it: one that arrives already
          filled is often not announced. */}
      <p
        aria-live="polite"
        className={answered ? 'mt-3 text-sm text-slate-200' : ''}
        data-testid="quiz-feedback"
      >
        {answered && (
          <>
            <strong className={right ? 'text-emerald-300' : 'text-rose-300'}>
              {right ? 'Correct! ' : 'Not quite. '}
            </strong>
            {question.explanation}
            {typeof heartNote === 'string' ? (
              <span className="mt-2 block font-medium text-rose-200" data-testid="heart-note">
                <span aria-hidden>💔 </span>
                {heartNote}
              </span>
            ) : (
              // A wrong answer's note comes a moment later (the server counts the hearts): its lines,
              // as many as the note expected, are kept from the start, so the questions below do not
              // move under a pointer on its way.
              heartNote &&
              !right && (
                <span
                  aria-hidden
                  className="invisible mt-2 block font-medium"
                  data-testid="heart-note-pending"
                >
                  <span>💔 </span>
                  {heartNote.expected}
                </span>
              )
            )}
          </>
        )}
      </p>
    </fieldset>
  );
}

function QuizView({ page, ctx }: PageViewProps<'quiz'>) {
  return (
    <article>
      <Heading page={page} />
      <Paragraphs text={page.mainText} terms={page.definitions} />
      {page.questions.map((q, i) => (
        <QuizQuestionView
          key={i}
          index={i}
          question={q}
          answer={ctx.answers[i]}
          onAnswer={(o) => ctx.onAnswer(i, o)}
          heartNote={ctx.heartNotes?.[i]}
        />
      ))}
      <Extras page={page} />
    </article>
  );
}

function ReflectionView({ page }: PageViewProps<'reflection'>) {
  return (
    <article>
      <Heading page={page} />
      <Paragraphs text={page.mainText} terms={page.definitions} />
      <p className="mb-3 font-semibold text-slate-100">{page.prompt}</p>
      <ol className="mb-4 list-decimal space-y-2 pl-6 text-slate-200">
        {page.questions.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ol>
      <p className="rounded-lg bg-slate-800/60 p-4 italic text-amber-100">{page.finalThought}</p>
      <KeyPoint text={page.keyPoint} />
      <Extras page={page} />
    </article>
  );
}

function SummaryView({ page, ctx }: PageViewProps<'summary'>) {
  const breakdown = ctx.completion?.breakdown;
  const quiz = ctx.completion?.quiz;
  return (
    <article>
      <Heading page={page} />
      <p className="mb-3 text-slate-200">
        <strong>Concept learned: </strong>
        {page.conceptLearned}
      </p>
      {page.ending && <StoryEnding ending={page.ending} />}
      <h3 className="mb-2 font-semibold text-white">Key takeaways</h3>
      <ul className="mb-4 space-y-2">
        {page.keyTakeaways.map((t) => (
          <li key={t} className="flex gap-2 text-slate-200">
            <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" />
            {t}
          </li>
        ))}
      </ul>
      {page.nextSteps && page.nextSteps.length > 0 && (
        <>
          <h3 className="mb-2 font-semibold text-white">Next steps</h3>
          <ul className="mb-4 list-disc space-y-1 pl-6 text-slate-300">
            {page.nextSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mb-2 font-semibold text-white">Concepts</h3>
      <ul aria-label="Concepts" className="mb-4 grid gap-1 text-sm sm:grid-cols-2">
        {ctx.lesson.concepts.map((c) => {
          const learned = ctx.learned.includes(c.id);
          return (
            <li
              key={c.id}
              className={`flex items-start gap-2 ${learned ? 'text-emerald-200' : 'text-slate-400'}`}
            >
              {learned ? (
                <CheckCircle2 aria-label="Learned" className="mt-0.5 h-4 w-4 text-emerald-400" />
              ) : (
                <Circle aria-label="Not met on this path" className="mt-0.5 h-4 w-4" />
              )}
              <span>
                {c.name} <span className="text-xs text-slate-400">({c.level})</span>
              </span>
            </li>
          );
        })}
      </ul>
      {quiz && (
        <p className="mb-4 rounded-lg bg-slate-800/60 p-3 text-sm text-slate-200">
          Quiz: {quiz.correct} of {quiz.total} correct ({quiz.percent}%)
        </p>
      )}
      {breakdown && (
        <section
          aria-label="Your score"
          className="mb-4 rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 text-sm"
        >
          <h3 className="font-bold text-amber-200">Your score: {breakdown.total}</h3>
          <p className="text-slate-200">
            Choices {breakdown.choicePoints} · Ending {breakdown.outcomePoints}
            {breakdown.bonuses.map((b) => ` · ${b.id.replace(/-/g, ' ')} +${b.points}`).join('')}
          </p>
        </section>
      )}
      <details className="mb-3 rounded-lg bg-slate-800/40 p-3 text-sm">
        <summary className={TOUCH_SUMMARY}>Sources</summary>
        <ul className="mt-2 space-y-1 text-slate-300">
          {ctx.lesson.sources.map((s) => (
            <li key={s.title}>
              {s.author}, <cite>{s.title}</cite> ({s.year}
              {s.publisher ? `, ${s.publisher}` : ''})
            </li>
          ))}
        </ul>
      </details>
      <KeyPoint text={page.keyPoint} />
      <Extras page={page} />
    </article>
  );
}

export const pageViews: { [K in PageType]: (props: PageViewProps<K>) => ReactNode } = {
  cover: CoverView,
  'character-intro': CharacterIntroView,
  'visual-story': ({ page }) => <StoryLike page={page} />,
  story: ({ page }) => <StoryLike page={page} />,
  'decision-point': DecisionView,
  interactive: InteractiveView,
  quiz: QuizView,
  reflection: ReflectionView,
  summary: SummaryView,
  chart: ChartView,
};

export function PageView({ page, ctx }: { page: LessonPage; ctx: PageContext }) {
  // The record is keyed by kind, so the view found for `page.type` accepts that page.
  const View = pageViews[page.type] as unknown as ComponentType<{ page: LessonPage; ctx: PageContext }>;
  return <View page={page} ctx={ctx} />;
}
