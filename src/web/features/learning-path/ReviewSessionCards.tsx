import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Heart, Loader2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { quizItem, termItem } from '../../../core/learning-path/cards';
import type { ReviewGrade } from '../../../core/learning-path/review';
import { QuizQuestionView } from '../lesson/pages';
import { finishReviews, loadReviews } from './pathClient';

// The review session's cards, loaded with the dialog that shows them: they need every quiz question
// and glossary concept, which no route loads up front (issue 14).

const GRADES: { grade: ReviewGrade; label: string }[] = [
  { grade: 'again', label: 'Forgot' },
  { grade: 'hard', label: 'Hard' },
  { grade: 'good', label: 'Good' },
  { grade: 'easy', label: 'Easy' },
];

export default function Session({ onDone }: { onDone: () => void }) {
  const reviews = useQuery({ queryKey: ['reviews-session'], queryFn: loadReviews, staleTime: 0, gcTime: 0 });
  const [index, setIndex] = useState(0);
  const [grades, setGrades] = useState<{ cardId: string; grade: ReviewGrade }[]>([]);
  const [answer, setAnswer] = useState<number | undefined>();
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);

  if (reviews.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-300">
        <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Loading your cards…
      </p>
    );
  if (reviews.isError)
    return (
      <div role="alert">
        <Dialog.Description className="text-slate-300">
          We could not load your review cards.
        </Dialog.Description>
        <button
          type="button"
          onClick={() => void reviews.refetch()}
          className="mt-3 rounded-lg bg-slate-800 px-4 py-2"
        >
          Try again
        </button>
      </div>
    );
  const cards = reviews.data.session.filter((c) => quizItem(c.cardId) || termItem(c.cardId));
  if (cards.length === 0)
    return (
      <Dialog.Description className="text-slate-300">
        Nothing to review yet. Every quiz question you answer and every concept you meet in a lesson becomes a
        review card here.
      </Dialog.Description>
    );

  async function submit(all: { cardId: string; grade: ReviewGrade }[]) {
    setSaving(true);
    try {
      const done = await finishReviews(all);
      toast.success(`Review done · hearts refilled (${done.hearts.hearts})`);
      onDone();
    } catch (error) {
      console.warn('Saving the review failed.', error);
      toast.error('Could not save your review. Please try again.');
      setSaving(false);
    }
  }

  function grade(g: ReviewGrade) {
    const all = [...grades, { cardId: cards[index]!.cardId, grade: g }];
    setGrades(all);
    setAnswer(undefined);
    setShown(false);
    if (index === cards.length - 1) void submit(all);
    else setIndex(index + 1);
  }

  const card = cards[index]!;
  const quiz = quizItem(card.cardId);
  const term = termItem(card.cardId);
  return (
    <div>
      <Dialog.Description className="mb-3 text-sm text-slate-400">
        Card {index + 1} of {cards.length}
        {reviews.data.dueCount > 0 ? ` · ${reviews.data.dueCount} due` : ' · extra practice'} · finishing
        refills your hearts <Heart aria-hidden className="inline h-3.5 w-3.5 text-rose-400" />
      </Dialog.Description>
      {quiz && (
        <>
          <p className="mb-2 text-xs text-slate-400">From “{quiz.lessonTitle}”</p>
          <QuizQuestionView
            key={card.cardId}
            index={0}
            question={quiz.question}
            answer={answer}
            onAnswer={(o) => setAnswer((a) => a ?? o)}
          />
          <button
            type="button"
            disabled={answer === undefined || saving}
            onClick={() => grade(answer === quiz.question.correct ? 'good' : 'again')}
            className="w-full rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-40"
          >
            {index === cards.length - 1 ? 'Finish review' : 'Next card'}
          </button>
        </>
      )}
      {term && (
        <div>
          <p className="text-xs text-slate-400">Concept</p>
          <p className="mt-1 text-2xl font-bold">{term.text}</p>
          <p className="mt-1 text-sm text-slate-300">Say to yourself what it means, then check.</p>
          {shown ? (
            <>
              <p className="mt-3 rounded-lg bg-slate-900 p-3 text-slate-100">{term.definition}</p>
              <fieldset className="mt-4">
                <legend className="mb-2 text-sm text-slate-300">How well did you remember it?</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {GRADES.map((g) => (
                    <button
                      key={g.grade}
                      type="button"
                      disabled={saving}
                      onClick={() => grade(g.grade)}
                      className="rounded-lg border border-slate-600 px-3 py-2 text-sm hover:bg-slate-800"
                    >
                      {g.label}
                    </button>
                  ))}
                </div>
              </fieldset>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setShown(true)}
              className="mt-4 w-full rounded-lg bg-sky-500 px-4 py-2 font-semibold text-slate-950 hover:bg-sky-400"
            >
              Show the meaning
            </button>
          )}
        </div>
      )}
      {saving && (
        <p role="status" className="mt-3 text-sm text-slate-400">
          Saving…
        </p>
      )}
    </div>
  );
}
