import * as Tooltip from '@radix-ui/react-tooltip';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Award, Lightbulb, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { OptionsCourse } from '../../../content/schema';
import { gradeQuiz } from '../../../core/learning/quiz';
import { quizCardId } from '../../../core/learning-path/cards';
import { useFocusOnChange } from '../../app/focus';
import { type HeartNoteOnItsWay, heartNoteOnItsWay, recordQuizAnswer } from '../learning-path/pathClient';
import { saveStoryCompletion, useInvalidateProgress } from '../library/progress';
import { XpPromise } from '../library/XpPromise';
import { useXpPreview } from '../library/xpPreview';
import { Definitions } from './Glossary';
import { NextOrFinish } from './NextOrFinish';
import { Paragraphs, QuizQuestionView } from './pages';
import { SideScroll } from './SideScroll';
import { useLessonKeys, useSwipe } from './useLessonKeys';

// The options course player (spec §2: its own page kinds, numeric page ids 1–16, exercises, a
// glossary and a certificate). Pages run in order; quiz pages need every question answered.

const OptionsExercises = lazy(() =>
  import('../options/OptionsExercises').then((m) => ({ default: m.OptionsExercises })),
);

const kindLabel = (t: string) => t.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function OptionsCoursePlayer({ course }: { course: OptionsCourse }) {
  const pages = [...course.pages].sort((a, b) => a.id - b.id);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, (number | undefined)[]>>({});
  // What each wrong answer cost in hearts, by page and question (said under the question).
  const [heartNotes, setHeartNotes] = useState<Record<string, string | HeartNoteOnItsWay | undefined>>({});
  const [saving, setSaving] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const navigate = useNavigate();
  const invalidate = useInvalidateProgress();
  const xpPreview = useXpPreview();
  const swipeArea = useRef<HTMLDivElement>(null);
  const page = pages[index]!;
  const pageAnswers = answers[page.id] ?? [];
  const blocked = (page.questions ?? []).some((_, i) => pageAnswers[i] === undefined);
  const isLast = index === pages.length - 1;
  // The page's own exercises (the calculator beside payoffs, the Greek simulator beside the Greeks…);
  // the simulation page shows all three.
  const exercises = page.exercises
    ? course.exercises.filter((x) => page.exercises?.includes(x.id))
    : page.type === 'simulation'
      ? course.exercises
      : [];

  const forward = useCallback(() => {
    if (!blocked && !isLast) setIndex((i) => i + 1);
  }, [blocked, isLast]);
  const back = useCallback(() => setIndex((i) => Math.max(0, i - 1)), []);
  useLessonKeys(back, forward);
  useSwipe(swipeArea, back, forward);
  // A turned page is read from its title (see StoryPlayer).
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(index, heading);

  const finish = async () => {
    setSaving(true);
    // The progress score is a percent (the server derives XP from the course's 500 XP): the share
    // of quiz questions answered right, or 100 when the course has no questions.
    const questions = pages.flatMap((p) => (p.questions ?? []).map((q, i) => ({ q, a: answers[p.id]?.[i] })));
    const quiz = gradeQuiz(
      questions.map((x) => x.q),
      questions.map((x) => x.a),
    );
    const { where } = await saveStoryCompletion(course.id, questions.length > 0 ? quiz.percent : 100, {
      timeSpent: (Date.now() - openedAt) / 1000,
      ...(questions.length > 0 ? { quizPercent: quiz.percent } : {}),
    });
    await invalidate();
    toast.success(`${course.title} completed${where === 'local' ? ' (saved on this device)' : ''}`);
    await navigate({ to: '/library' });
  };

  return (
    <Tooltip.Provider>
      <div
        className="flex min-h-screen flex-col bg-gradient-to-b from-violet-950 to-slate-950 text-slate-100"
        data-player="options-course"
      >
        <header className="flex items-center gap-3 border-b border-white/10 px-4 py-3">
          <button
            type="button"
            aria-label="Close course"
            onClick={() => navigate({ to: '/library' })}
            className="inline-flex items-center justify-center rounded-md p-1.5 hover:bg-white/10 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
          >
            <X className="h-5 w-5" />
          </button>
          <div className="flex-1">
            <p className="text-xs uppercase tracking-wider text-violet-300">
              {/* The same figure the course's card in Courses promises: what finishing pays now, bonuses
                  included (the course's own 500 XP is the base the range is worked out from). */}
              Course · {course.duration} ·{' '}
              <span className="whitespace-nowrap">
                <XpPromise
                  preview={xpPreview}
                  item={{ id: course.id, hasQuiz: pages.some((p) => p.type === 'quiz') }}
                />
              </span>
            </p>
            <h1 className="font-semibold">{course.title}</h1>
          </div>
          <p className="text-sm text-slate-400">
            Page {index + 1} of {pages.length}
          </p>
        </header>
        <main ref={swipeArea} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
          <article className="rounded-2xl border border-violet-800/50 bg-slate-900/80 p-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-violet-300">
              {kindLabel(page.type)}
            </p>
            <h2 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold text-white">
              {page.title}
            </h2>
            <Paragraphs text={page.body.join('\n\n')} terms={page.definitions} />
            {page.bullets && (
              <ul className="mb-4 list-disc space-y-1 pl-6 text-slate-200">
                {page.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            {page.table && (
              <SideScroll key={page.id} label={`${page.title}: table`} className="mb-4">
                <table className="w-full text-sm">
                  <thead>
                    <tr>
                      {page.table.columns.map((c) => (
                        <th key={c} scope="col" className="border-b border-slate-700 p-2 text-left">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {page.table.rows.map((row, r) => (
                      <tr key={r} className="odd:bg-slate-800/40">
                        {row.map((cell, c) => (
                          <td key={c} className="p-2">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </SideScroll>
            )}
            {(page.questions ?? []).map((q, i) => (
              <QuizQuestionView
                key={i}
                index={i}
                question={q}
                answer={pageAnswers[i]}
                heartNote={heartNotes[`${page.id}:${i}`]}
                onAnswer={(o) => {
                  const noteFor = (note: string | HeartNoteOnItsWay | undefined) =>
                    setHeartNotes((all) => ({ ...all, [`${page.id}:${i}`]: note }));
                  if (pageAnswers[i] === undefined) {
                    // On its way until the hearts are counted; none (undefined) if nothing comes.
                    noteFor(heartNoteOnItsWay());
                    void recordQuizAnswer(quizCardId(course.id, String(page.id), i), o).then((note) =>
                      noteFor(note ?? undefined),
                    );
                  }
                  setAnswers((all) => {
                    const list = [...(all[page.id] ?? [])];
                    if (list[i] === undefined) list[i] = o;
                    return { ...all, [page.id]: list };
                  });
                }}
              />
            ))}
            {exercises.length > 0 && (
              <Suspense fallback={<p className="mb-4 text-sm text-slate-300">Loading the exercises…</p>}>
                {/* Keyed by page: each page opens on its own first exercise. */}
                <OptionsExercises key={page.id} exercises={exercises} />
              </Suspense>
            )}
            {page.type === 'completion' && (
              <section
                aria-label="Certificate"
                className="mb-4 rounded-xl border-2 border-amber-400 bg-amber-500/10 p-5 text-center"
              >
                <Award aria-hidden className="mx-auto h-10 w-10 text-amber-300" />
                <p className="text-lg font-bold text-amber-100">{course.certificate.title}</p>
                <p className="text-sm text-slate-200">{course.certificate.description}</p>
              </section>
            )}
            {page.keyPoint && (
              <div
                role="note"
                className="mt-4 flex gap-3 rounded-lg border border-emerald-400/30 bg-emerald-500/10 p-4"
              >
                <Lightbulb aria-hidden className="h-5 w-5 shrink-0 text-emerald-300" />
                <p>{page.keyPoint}</p>
              </div>
            )}
            <Definitions keys={page.definitions} />
          </article>
        </main>
        <footer className="border-t border-white/10 px-4 py-3">
          {/* data-touch-targets: Back and Next are 44 px on a touch screen (styles.css). */}
          <div data-touch-targets className="mx-auto flex max-w-3xl justify-between">
            <button
              type="button"
              onClick={back}
              disabled={index === 0}
              className="flex items-center gap-1 rounded-lg px-4 py-2 hover:bg-white/10 disabled:opacity-40"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" /> Back
            </button>
            <NextOrFinish
              isLast={isLast}
              blocked={blocked}
              saving={saving}
              finishLabel="Finish course"
              onNext={forward}
              onFinish={finish}
            />
          </div>
        </footer>
      </div>
    </Tooltip.Provider>
  );
}
