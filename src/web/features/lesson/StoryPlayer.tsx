import * as Tooltip from '@radix-ui/react-tooltip';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Pause, Play, X } from 'lucide-react';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lesson, LessonPage } from '../../../content/schema';
import { completionScore } from '../../../core/learning/completion-score';
import { learnedConcepts } from '../../../core/learning/concepts';
import type { StoryPlayer as PlayerKind } from '../../../core/learning/course-selection';
import {
  canGoForward,
  choose,
  currentPageId,
  goBack,
  goForward,
  isValidReading,
  type NavPage,
  type ReaderState,
  readingProgress,
  startReading,
} from '../../../core/learning/navigation';
import type { QuizResult } from '../../../core/learning/quiz';
import { renderPage, stateAt } from '../../../core/learning/story-state';
import { quizCardId } from '../../../core/learning-path/cards';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useFocusOnChange } from '../../app/focus';
import { trackEvent } from '../../lib/tracking';
import {
  type HeartNoteOnItsWay,
  heartNoteOnItsWay,
  recordQuizAnswer,
  recordTermsMet,
} from '../learning-path/pathClient';
import {
  type CompletionOutcome,
  readSavedReading,
  recordPosition,
  saveReading,
  saveStoryCompletion,
  useInvalidateProgress,
} from '../library/progress';
import { useXpPreview } from '../library/xpPreview';
import { CompletionScreen } from './CompletionScreen';
import { Illustration } from './Illustration';
import { NextOrFinish } from './NextOrFinish';
import { PageView } from './pages';
import { useLessonKeys, useSwipe } from './useLessonKeys';
import { useStudyClock } from './useStudyClock';

// The story players (app-and-learning §2 full-screen views): the enhanced picture-book player,
// the animated picture-book player (hasAnimations, covid-inflation) and the 2008 chapter view share
// this engine and differ in frame and motion. Navigation follows `next` and storyBranch (core).

type Variant = Exclude<PlayerKind, 'options-course'>;

type Finished = {
  outcome: CompletionOutcome;
  quiz: QuizResult | undefined;
  learned: string[];
  seconds: number;
};

const frames: Record<Variant, { shell: string; panel: string; label: string }> = {
  'picture-book': {
    shell: 'bg-slate-950',
    panel: 'border-slate-800 bg-slate-900/80',
    label: 'Story',
  },
  animated: {
    shell: 'bg-gradient-to-b from-indigo-950 via-slate-950 to-slate-950',
    panel: 'border-indigo-800/60 bg-slate-900/80',
    label: 'Animated story',
  },
  'chapter-2008': {
    shell: 'bg-gradient-to-br from-red-950 via-slate-950 to-black',
    panel: 'border-red-900/60 bg-black/60',
    label: 'Chapter · 2008 Financial Crisis',
  },
};

function blocksForward(
  page: LessonPage,
  choiceId: string | undefined,
  answers: readonly (number | undefined)[],
) {
  if (page.type === 'decision-point') return choiceId === undefined;
  if (page.type === 'quiz') return page.questions.some((_, i) => answers[i] === undefined);
  return false;
}

export function StoryPlayer({ lesson, variant }: { lesson: Lesson; variant: Variant }) {
  const navPages = lesson.pages as unknown as NavPage[];
  // Resume where the reader left off, if that reading still fits the lesson.
  const [saved] = useState(() => {
    const s = readSavedReading(lesson.id);
    return s && isValidReading(navPages, s) ? s : undefined;
  });
  const [reader, setReader] = useState<ReaderState>(() =>
    saved ? { trail: saved.trail, choices: saved.choices } : startReading(navPages),
  );
  // What each wrong answer cost in hearts, by page and question (said under the question).
  const [heartNotes, setHeartNotes] = useState<Record<string, (string | HeartNoteOnItsWay | undefined)[]>>(
    {},
  );
  const [answers, setAnswers] = useState<Record<string, (number | undefined)[]>>(() =>
    Object.fromEntries(
      Object.entries(saved?.answers ?? {}).map(([id, list]) => [id, list.map((a) => a ?? undefined)]),
    ),
  );
  const [direction, setDirection] = useState<1 | -1>(1);
  const [saving, setSaving] = useState(false);
  const xpPreview = useXpPreview();
  const [finished, setFinished] = useState<Finished | null>(null);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const studySeconds = useStudyClock(saved?.seconds ?? 0);
  const navigate = useNavigate();
  const invalidate = useInvalidateProgress();
  const swipeArea = useRef<HTMLDivElement>(null);
  const frame = frames[variant];
  // Pages slide and turn, unless the learner asked their device for less motion.
  const calm = useReducedMotion();
  const animated = variant !== 'picture-book' && !calm;
  // The pictures' looping motion (bubbles, smoke, a flashing bolt) can be paused, and stays paused
  // across pages and lessons (WCAG 2.2.2).
  const [stillPictures, setStillPictures] = useState(() => readStillPictures());
  const moving = animated && !stillPictures;

  const pageId = currentPageId(reader)!;
  const page = lesson.pages.find((p) => p.id === pageId)!;
  // The page as this reader sees it: figures and variants from the state of their own choices.
  const shownPage = useMemo(
    () => (lesson.storyState ? renderPage(page, stateAt(lesson, reader), lesson.storyState) : page),
    [lesson, page, reader],
  );
  const pageAnswers = answers[pageId] ?? [];
  const choiceId = reader.choices[pageId];
  const isLast = !canGoForward(navPages, reader);
  const blocked = blocksForward(page, choiceId, pageAnswers);
  const progress = readingProgress(navPages, reader);
  const completion = useMemo(
    () =>
      page.type === 'summary' ? completionScore(lesson, reader.trail, reader.choices, answers) : undefined,
    [page.type, lesson, reader, answers],
  );

  const percent = (progress.step / (progress.step + progress.remaining)) * 100;
  useEffect(() => {
    if (progress.step > 1) recordPosition(lesson.id, Math.min(percent, 99));
  }, [lesson.id, percent, progress.step]);
  // Where learners stop (the admin's content analytics): each page reached, as a share of the way.
  const percentShown = Math.round(percent);
  useEffect(() => {
    trackEvent('view', `/lessons/${lesson.id}`, { percent: percentShown });
  }, [lesson.id, percentShown]);
  useEffect(() => {
    if (reader.trail.length <= 1) return;
    const stored = Object.fromEntries(
      Object.entries(answers).map(([id, list]) => [id, list.map((a) => a ?? null)]),
    );
    saveReading(lesson.id, {
      trail: [...reader.trail],
      choices: { ...reader.choices },
      answers: stored,
      seconds: Math.round(studySeconds()),
    });
  }, [lesson.id, reader, answers, studySeconds]);

  // Concepts a page explains become review cards.
  useEffect(() => {
    if (page.definitions?.length) void recordTermsMet(page.definitions);
  }, [page]);

  const startOver = () => {
    setConfirmStartOver(false);
    saveReading(lesson.id, null);
    setAnswers({});
    setDirection(-1);
    setReader(startReading(navPages));
  };

  const forward = useCallback(() => {
    if (blocked || isLast) return;
    setDirection(1);
    setReader((r) => goForward(navPages, r));
  }, [blocked, isLast, navPages]);
  const back = useCallback(() => {
    setDirection(-1);
    setReader((r) => goBack(r));
  }, []);
  useLessonKeys(back, forward);
  useSwipe(swipeArea, back, forward);
  // A turned page is read from its title: focus goes to its heading, so a screen reader announces
  // the new page and focus is never left on a Next that the new page disables (a decision, a quiz).
  useFocusOnChange(pageId, () =>
    swipeArea.current?.querySelector<HTMLElement>(`[data-page="${CSS.escape(pageId)}"] h2`),
  );

  const finish = async () => {
    if (saving) return;
    setSaving(true);
    const result = completionScore(lesson, reader.trail, reader.choices, answers);
    const seconds = studySeconds();
    saveReading(lesson.id, null);
    const outcome = await saveStoryCompletion(lesson.id, result.score, {
      timeSpent: seconds,
      ...(result.quiz ? { quizPercent: result.quiz.percent } : {}),
      // The completion screen shows the rewards (and marks them seen): no toasts on top of it.
      announce: false,
    });
    await invalidate();
    setSaving(false);
    setFinished({
      outcome,
      quiz: result.quiz,
      learned: learnedConcepts(lesson.concepts, lesson.pages, reader.trail),
      seconds,
    });
    window.scrollTo({ top: 0 });
  };

  if (finished) {
    return (
      <div className={`min-h-screen text-slate-100 ${frame.shell}`} data-player={variant}>
        <CompletionScreen
          lesson={lesson}
          outcome={finished.outcome}
          quiz={finished.quiz}
          learned={finished.learned}
          studySeconds={finished.seconds}
        />
      </div>
    );
  }

  const body = (
    // One column on phones that never grows past the screen, the drawing after the text.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div
        className={`self-start rounded-2xl border p-4 max-lg:order-last lg:sticky lg:top-24 ${frame.panel}`}
      >
        {animated && (
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              aria-pressed={stillPictures}
              onClick={() => {
                saveStillPictures(!stillPictures);
                setStillPictures(!stillPictures);
              }}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs text-slate-300 hover:bg-white/10 pointer-coarse:min-h-11"
            >
              {stillPictures ? (
                <Play aria-hidden className="h-3.5 w-3.5" />
              ) : (
                <Pause aria-hidden className="h-3.5 w-3.5" />
              )}
              Pause animations
            </button>
          </div>
        )}
        {/* Remounted when paused or played: a loop already running stops with the old drawing. */}
        <Illustration key={moving ? 'moving' : 'still'} visualType={page.visualType} animated={moving} />
      </div>
      <div className={`rounded-2xl border p-5 sm:p-7 ${frame.panel}`}>
        <PageView
          page={shownPage}
          ctx={{
            lesson,
            choiceId,
            choices: reader.choices,
            onChoose: (id) => setReader((r) => choose(r, id)),
            answers: pageAnswers,
            heartNotes: heartNotes[pageId],
            onAnswer: (q, option) => {
              // Each question becomes a review card; a wrong answer costs a heart (issue 10).
              const noteFor = (note: string | HeartNoteOnItsWay | undefined) =>
                setHeartNotes((all) => {
                  const list = [...(all[pageId] ?? [])];
                  list[q] = note;
                  return { ...all, [pageId]: list };
                });
              if (pageAnswers[q] === undefined) {
                // On its way until the hearts are counted; none (undefined) if nothing comes.
                noteFor(heartNoteOnItsWay());
                void recordQuizAnswer(quizCardId(lesson.id, pageId, q), option).then((note) =>
                  noteFor(note ?? undefined),
                );
              }
              setAnswers((all) => {
                const list = [...(all[pageId] ?? [])];
                if (list[q] === undefined) list[q] = option;
                return { ...all, [pageId]: list };
              });
            },
            onStart: forward,
            completion,
            learned: learnedConcepts(lesson.concepts, lesson.pages, reader.trail),
            xpPreview,
          }}
        />
      </div>
    </div>
  );

  return (
    <Tooltip.Provider>
      <div className={`flex min-h-screen flex-col text-slate-100 ${frame.shell}`} data-player={variant}>
        {/* On a phone the title has a line of its own under the label and the controls, and wraps:
            beside them it had a third of the width and read "Stock Ma…". "Start over" keeps its place
            (hidden) on the first page, so nothing moves when it shows on the second. */}
        <header className="sticky top-0 z-20 grid grid-cols-[auto_minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-0.5 border-b border-white/10 bg-black/40 px-4 py-2 backdrop-blur sm:py-3">
          <button
            type="button"
            onClick={() => navigate({ to: '/library' })}
            aria-label="Close lesson"
            className="col-start-1 row-start-1 inline-flex items-center justify-center justify-self-start rounded-md p-1.5 text-slate-300 hover:bg-white/10 sm:row-end-3 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
          >
            <X className="h-5 w-5" />
          </button>
          <p className="col-start-2 row-start-1 text-xs uppercase tracking-wider text-slate-400 sm:self-end">
            {frame.label}
          </p>
          <h1 className="col-start-2 col-end-5 row-start-2 font-semibold text-balance [overflow-wrap:anywhere] sm:col-end-3 sm:self-start">
            {lesson.title}
          </h1>
          <button
            type="button"
            onClick={() => setConfirmStartOver(true)}
            style={reader.trail.length > 1 ? undefined : { visibility: 'hidden' }}
            className="col-start-3 row-start-1 inline-flex items-center rounded-md px-2 py-1 text-xs text-slate-300 hover:bg-white/10 sm:row-end-3 pointer-coarse:min-h-11"
          >
            Start over
          </button>
          <ConfirmDialog
            open={confirmStartOver}
            onOpenChange={setConfirmStartOver}
            title="Start this lesson over?"
            message="Your choices and quiz answers in this lesson will be cleared and you will go back to the first page. XP you have already earned is kept."
            confirmLabel="Start over"
            onConfirm={startOver}
          />
          <p className="col-start-4 row-start-1 text-sm text-slate-400 tabular-nums sm:row-end-3">
            Page {progress.step} of {progress.step + progress.remaining}
          </p>
        </header>
        <div className="h-1 bg-emerald-500 transition-all" style={{ width: `${percent}%` }} aria-hidden />

        {variant === 'chapter-2008' && <ChapterRail pages={lesson.pages} current={page} />}
        <main ref={swipeArea} className="mx-auto w-full max-w-6xl flex-1 overflow-x-clip px-4 py-6">
          {animated ? (
            <AnimatePresence mode="wait" custom={direction} initial={false}>
              <motion.div
                key={pageId}
                data-page={pageId}
                custom={direction}
                initial={{
                  opacity: 0,
                  x: 60 * direction,
                  rotateY: variant === 'animated' ? 8 * direction : 0,
                }}
                animate={{ opacity: 1, x: 0, rotateY: 0 }}
                exit={{ opacity: 0, x: -60 * direction }}
                transition={{ duration: 0.35 }}
              >
                {body}
              </motion.div>
            </AnimatePresence>
          ) : (
            <div key={pageId} data-page={pageId}>
              {body}
            </div>
          )}
        </main>

        <footer className="sticky bottom-0 z-20 border-t border-white/10 bg-black/50 px-4 py-3 backdrop-blur">
          {/* data-touch-targets: Back and Next are 44 px on a touch screen (styles.css); 40 before. */}
          <div data-touch-targets className="mx-auto flex max-w-6xl items-center justify-between gap-3">
            <button
              type="button"
              onClick={back}
              disabled={reader.trail.length <= 1}
              className="flex items-center gap-1 rounded-lg px-4 py-2 text-slate-200 hover:bg-white/10 disabled:opacity-40"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" /> Back
            </button>
            {blocked ? (
              // Why Next is dimmed, at every size: it waited for a choice or the quiz's answers with
              // nothing to say so.
              <p id="next-waits" className="text-center text-xs text-slate-300">
                {page.type === 'quiz' ? 'Answer every question to go on' : 'Make your choice to go on'}
              </p>
            ) : (
              <p className="hidden text-xs text-slate-400 sm:block">
                ← → or Enter to turn pages · swipe on touch screens
              </p>
            )}
            <NextOrFinish
              isLast={isLast}
              blocked={blocked}
              describedBy={blocked ? 'next-waits' : undefined}
              saving={saving}
              finishLabel="Finish lesson"
              onNext={forward}
              onFinish={finish}
            />
          </div>
        </footer>
      </div>
    </Tooltip.Provider>
  );
}

/** The 2008 chapter view's rail: the lesson's chapters in order, the current one highlighted. */
function ChapterRail({ pages, current }: { pages: readonly LessonPage[]; current: LessonPage }) {
  const chapters = [...new Set(pages.flatMap((p) => (p.chapter ? [p.chapter] : [])))];
  if (chapters.length < 2) return null;
  return (
    <nav aria-label="Chapters" className="border-b border-red-900/40 bg-black/30 px-4 py-2">
      {/* On a phone the chips fold into one menu naming the current chapter. */}
      <details className="text-xs sm:hidden">
        <summary className="cursor-pointer py-1 text-slate-200 pointer-coarse:-my-2 pointer-coarse:py-3.5">
          {/* The cover comes before the first chapter: no "Chapter 0 of 12:" there. */}
          {current.chapter
            ? `Chapter ${chapters.indexOf(current.chapter) + 1} of ${chapters.length}: ${current.chapter}`
            : `${chapters.length} chapters`}
        </summary>
        <ol className="mt-1 space-y-1 pb-1">
          {chapters.map((c) => (
            <li
              key={c}
              aria-current={c === current.chapter ? 'step' : undefined}
              className={c === current.chapter ? 'font-semibold text-red-300' : 'text-slate-400'}
            >
              {c}
            </li>
          ))}
        </ol>
      </details>
      <ol className="mx-auto hidden max-w-6xl flex-wrap gap-2 text-xs sm:flex">
        {chapters.map((c) => (
          <li
            key={c}
            aria-current={c === current.chapter ? 'step' : undefined}
            className={`whitespace-nowrap rounded-full px-3 py-1 ${
              c === current.chapter ? 'bg-red-600 text-white' : 'bg-white/5 text-slate-400'
            }`}
          >
            {c}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const STILL_PICTURES = 'thinkstreet:still-pictures';

function readStillPictures(): boolean {
  try {
    return localStorage.getItem(STILL_PICTURES) === '1';
  } catch {
    return false;
  }
}

function saveStillPictures(still: boolean): void {
  try {
    if (still) localStorage.setItem(STILL_PICTURES, '1');
    else localStorage.removeItem(STILL_PICTURES);
  } catch {
    // Private mode without storage: paused for this page only.
  }
}
