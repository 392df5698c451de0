import { useMatches } from '@tanstack/react-router';
import { Brain, Compass, GripVertical, History as HistoryIcon, Minus, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { countText } from '../../../core/words';
import { MESSAGE_MAX } from '../../../shared/api/tutor';
import { useMediaQuery, useModal } from '../../app/focus';
import { History } from './History';
import { InternalLink, Markdown } from './Markdown';
import { OPEN_MODAL } from './modals';
import { useDrag } from './useDrag';
import { type UiMessage, useTutorChat } from './useTutorChat';

// The assistant's window (spec app-and-learning §2 Chat assistant): floating and draggable, 600 px
// high on desktop, a full-screen sheet on phones; navigation mode, session memory, history,
// minimise and close. Loaded only when the learner first opens it.

const SUGGESTIONS = [
  'What is a stop-loss?',
  'Why did LTCM fail?',
  'What should I study next?',
  'Take me to the GameStop story',
];

/** Below Tailwind's md breakpoint the window covers the whole screen. */
const PHONE = '(max-width: 767px)';

const toggle = (on: boolean) =>
  `inline-flex items-center justify-center rounded-md p-2 pointer-coarse:min-h-11 pointer-coarse:min-w-11 ${on ? 'bg-emerald-500/20 text-emerald-300' : 'text-slate-400'} hover:bg-slate-800 hover:text-white`;

export default function TutorPanel({
  hidden,
  onMinimise,
  onClose,
}: {
  hidden: boolean;
  /** `byLearner` false: the window stepped aside by itself (after taking the learner somewhere). */
  onMinimise(byLearner?: boolean): void;
  onClose(): void;
}) {
  const chat = useTutorChat();
  const [text, setText] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const { offset, pointer, onKeyDown } = useDrag(box);
  // On a phone the window covers the whole screen, so it is a modal there: focus stays inside and
  // the page it hides is inert. On a desktop it floats beside the page, which stays usable.
  const modal = useMediaQuery(PHONE) && !hidden;
  useModal(box, modal);

  useEffect(() => {
    if (!hidden) input.current?.focus();
  }, [hidden]);
  // On a phone the window is a full-screen sheet over the page: once it has taken the learner
  // somewhere ("take me to the simulator", a lesson's link), it steps aside so they see where they are.
  // Only a move made while it was showing counts: coming back from a full-screen lesson (where it
  // hid) shows the conversation again, as before.
  // The page's matches, which the launcher reads to hide the window (over a full-screen lesson): the
  // same source, so where the window is and whether it hides there change together.
  const pathname = useMatches({ select: (matches) => matches.at(-1)?.pathname ?? null });
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    const before = shownAt.current;
    shownAt.current = hidden ? null : pathname;
    if (!hidden && before !== null && before !== pathname && window.matchMedia(PHONE).matches)
      onMinimise(false);
  }, [pathname, hidden, onMinimise]);
  // An overlay it opened on the page ("show me the tour", the feedback form) would open under the
  // sheet, on a page made inert: on a phone it steps aside for it too. The feature that owns the
  // overlay claims the request after this listener has heard it, so it looks once all have.
  useEffect(() => {
    const onOverlay = (event: Event) =>
      setTimeout(() => {
        if (event.defaultPrevented && window.matchMedia(PHONE).matches) onMinimise(false);
      });
    window.addEventListener(OPEN_MODAL, onOverlay);
    return () => window.removeEventListener(OPEN_MODAL, onOverlay);
  }, [onMinimise]);
  useEffect(() => {
    const el = log.current;
    if (!el) return;
    // An answer is followed as it streams until the question it answers reaches the top: a long
    // answer is then read from its start, not from its last line. A learner who has read on further
    // down is left where they are.
    const [asked, last] = chat.messages.slice(-2);
    const question =
      last?.sender === 'ai' && asked?.sender === 'user'
        ? el.querySelector<HTMLElement>(`[data-message-id="${asked.id}"]`)
        : null;
    const end = el.scrollHeight - el.clientHeight;
    const questionAtTop = question
      ? el.scrollTop + question.getBoundingClientRect().top - el.getBoundingClientRect().top - 8
      : end;
    el.scrollTo({ top: Math.max(Math.min(end, questionAtTop), question ? Math.min(el.scrollTop, end) : 0) });
  }, [chat.messages]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (text.trim() === '' || chat.busy) return;
    void chat.send(text);
    setText('');
  };

  return (
    <section
      ref={box}
      role="dialog"
      aria-modal={modal}
      aria-labelledby="tutor-title"
      hidden={hidden}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onMinimise(true);
      }}
      style={{ '--tx': `${offset.x}px`, '--ty': `${offset.y}px` } as React.CSSProperties}
      className="fixed inset-0 z-40 flex flex-col bg-slate-950 text-slate-100 shadow-2xl md:inset-auto md:right-4 md:bottom-4 md:h-[600px] md:max-h-[calc(100vh-2rem)] md:w-[400px] md:translate-x-[var(--tx)] md:translate-y-[var(--ty)] md:rounded-2xl md:border md:border-slate-700"
    >
      {/* A div, not a header: inside this panel a header was a second banner landmark (axe). */}
      <div
        {...pointer}
        className="flex cursor-move touch-none items-center gap-1 border-b border-slate-800 px-3 py-2 select-none focus-visible:outline-2 focus-visible:outline-emerald-400"
      >
        <button
          type="button"
          data-drag-handle
          onKeyDown={onKeyDown}
          aria-label="Move the tutor window (drag, or use the arrow keys)"
          title="Drag, or use the arrow keys, to move"
          className="hidden cursor-move rounded-md p-1 text-slate-400 hover:text-white md:block"
        >
          <GripVertical aria-hidden className="h-4 w-4" />
        </button>
        <h2 id="tutor-title" className="mr-auto font-semibold">
          Tutor
        </h2>
        <Toggle
          on={chat.navigationMode}
          label="Navigation mode"
          title="Navigation mode: take me where I ask"
          onClick={() => chat.setNavigationMode(!chat.navigationMode)}
        >
          <Compass aria-hidden className="h-4 w-4" />
        </Toggle>
        <Toggle
          on={chat.memory}
          label="Session memory"
          title="Session memory: remember the last 5 messages"
          onClick={() => chat.setMemory(!chat.memory)}
        >
          <Brain aria-hidden className="h-4 w-4" />
        </Toggle>
        <Toggle
          on={showHistory}
          label="History"
          title="Past conversations"
          onClick={() => setShowHistory(!showHistory)}
        >
          <HistoryIcon aria-hidden className="h-4 w-4" />
        </Toggle>
        <button
          type="button"
          aria-label="Minimise tutor"
          onClick={() => onMinimise(true)}
          className={toggle(false)}
        >
          <Minus aria-hidden className="h-4 w-4" />
        </button>
        <button type="button" aria-label="Close tutor" onClick={onClose} className={toggle(false)}>
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>

      <p className="border-b border-slate-800 px-3 py-1 text-xs text-slate-300">
        Navigation {chat.navigationMode ? 'on' : 'off'} · Memory{' '}
        {chat.memory ? 'on (last 5 messages)' : 'off'}
        {chat.signedIn ? '' : ' · Guest: nothing is saved'}
      </p>
      <div ref={log} className="min-h-0 flex-1 overflow-y-auto">
        {showHistory ? (
          <History
            signedIn={chat.signedIn}
            onDeleted={(id) => {
              if (id === chat.conversationId) chat.newConversation();
            }}
            onNew={() => {
              chat.newConversation();
              setShowHistory(false);
            }}
            onOpen={(c) => {
              chat.loadConversation(c);
              setShowHistory(false);
            }}
          />
        ) : (
          <div role="log" aria-live="polite" aria-label="Conversation" className="space-y-3 p-3">
            {chat.messages.length === 0 && <Welcome onPick={(q) => void chat.send(q)} />}
            {chat.messages.map((m) => (
              <Message
                key={m.id}
                message={m}
                onFeedback={chat.feedback}
                onAskAgain={(q) => void chat.send(q)}
              />
            ))}
          </div>
        )}
      </div>

      {chat.remaining !== null && chat.remaining <= 5 && (
        <p
          role="status"
          data-testid="tutor-allowance"
          className="border-t border-slate-800 px-3 pt-2 text-xs text-amber-200"
        >
          {chat.remaining === 0
            ? 'No free tutor questions left today: they come back at midnight. Pro is unlimited.'
            : `${countText(chat.remaining, 'free tutor question')} left today (Pro is unlimited).`}
        </p>
      )}
      {/* data-touch-targets: on a touch screen Send is 44 px (36 before), and so is the field. */}
      <form
        onSubmit={submit}
        data-touch-targets
        className="flex items-end gap-2 border-t border-slate-800 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <label htmlFor="tutor-input" className="sr-only">
          Message the tutor
        </label>
        <textarea
          id="tutor-input"
          ref={input}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX}
          placeholder="Ask a question or say where to go…"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none pointer-coarse:min-h-11 rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-emerald-500 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Send"
          disabled={text.trim() === '' || chat.busy}
          className="rounded-lg bg-emerald-600 p-2.5 text-white hover:bg-emerald-500 disabled:cursor-not-allowed disabled:bg-slate-700 disabled:text-slate-300"
        >
          <Send aria-hidden className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}

function Toggle({
  on,
  label,
  title,
  onClick,
  children,
}: {
  on: boolean;
  label: string;
  title: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={title}
      onClick={onClick}
      className={toggle(on)}
    >
      {children}
    </button>
  );
}

function Welcome({ onPick }: { onPick(q: string): void }) {
  return (
    <div className="text-sm text-slate-300">
      <p className="mb-2">
        Hi! I am your tutor. I answer from ThinkStreet’s lessons, glossary and timeline, and from your own
        progress and orders, and I link the lesson each answer comes from. I can also take you anywhere in the
        app.
      </p>
      {/* data-touch-targets: each suggestion is a 44 px button on a touch screen (26 before). */}
      <ul className="flex flex-wrap gap-2" aria-label="Try asking" data-touch-targets>
        {SUGGESTIONS.map((q) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onPick(q)}
              className="rounded-full border border-slate-700 px-3 py-1 text-xs text-slate-200 hover:border-emerald-500 hover:text-white"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Message({
  message: m,
  onFeedback,
  onAskAgain,
}: {
  message: UiMessage;
  onFeedback(id: string, decisionId: string, ok: boolean): void;
  onAskAgain(question: string): void;
}) {
  if (m.sender === 'user')
    return (
      <div
        className="ml-8 rounded-2xl rounded-br-sm bg-emerald-700 px-3 py-2 text-sm whitespace-pre-wrap text-white"
        data-message-id={m.id}
      >
        <span className="sr-only">You: </span>
        {m.content}
      </div>
    );
  if (m.sender === 'system')
    return (
      <div
        className="rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-slate-200"
        data-testid="tutor-system"
      >
        <p>{m.content}</p>
        {m.decisionId && !m.feedback && (
          <p className="mt-1 flex items-center gap-2 text-xs text-slate-300" data-touch-targets>
            Right place?
            <button
              type="button"
              className="text-emerald-300 underline"
              onClick={() => onFeedback(m.id, m.decisionId!, true)}
            >
              Yes
            </button>
            <button
              type="button"
              className="text-emerald-300 underline"
              onClick={() => onFeedback(m.id, m.decisionId!, false)}
            >
              No
            </button>
          </p>
        )}
        {m.feedback && <p className="mt-1 text-xs text-slate-400">Thanks, I will remember that.</p>}
      </div>
    );
  return (
    <div
      className="mr-4 rounded-2xl rounded-bl-sm bg-slate-800 px-3 py-2 text-sm text-slate-100"
      data-testid="tutor-answer"
      aria-busy={m.streaming}
    >
      <span className="sr-only">Tutor: </span>
      {m.content === '' && m.streaming ? (
        <span className="text-slate-300">Thinking…</span>
      ) : (
        <Markdown text={m.content} />
      )}
      {m.citations && m.citations.length > 0 && !m.streaming && (
        <p className="mt-2 border-t border-slate-700 pt-2 text-xs text-slate-300">
          Sources:{' '}
          {m.citations.map((c, i) => (
            <span key={c.lessonId}>
              {i > 0 && ' · '}
              <InternalLink href={c.url} label={c.title} />
            </span>
          ))}
        </p>
      )}
      {m.unanswered !== undefined && <Unreached question={m.unanswered} onAskAgain={onAskAgain} />}
    </div>
  );
}

/** Under a tip that stood in for the tutor's answer: says so, and asks the question again (once). */
function Unreached({ question, onAskAgain }: { question: string; onAskAgain(question: string): void }) {
  const [asked, setAsked] = useState(false);
  return (
    <p className="mt-2 border-t border-slate-700 pt-2 text-xs text-slate-300" data-testid="tutor-unreached">
      The tutor could not be reached, so this is a quick tip from this device.
      {!asked && (
        <button
          type="button"
          className="ml-1 font-semibold text-emerald-300 underline"
          onClick={() => {
            setAsked(true);
            onAskAgain(question);
          }}
        >
          Ask again
        </button>
      )}
    </p>
  );
}
