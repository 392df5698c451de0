import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { catalogueItems, isCatalogueId } from '../../../content/catalogue-index';
import { lessonIdOf, nextPathLesson } from '../../../core/learning-path/next-step';
import {
  COURSE_NOT_FOUND,
  classify,
  NAVIGATION_DELAY_MS,
  NAVIGATION_FAILED,
  type ScoredAction,
  UNCLEAR_MESSAGE,
} from '../../../core/tutor/classify';
import { patterns } from '../../../core/tutor/patterns';
import { topicOf } from '../../../core/tutor/topic';
import type { NextLessonAnswer } from '../../../shared/api/progress';
import {
  type ChatContext,
  type CitationDto,
  type ConversationDto,
  MEMORY_MESSAGES,
} from '../../../shared/api/tutor';
import { tabs } from '../../app/tabs';
import { api } from '../../lib/api';
import { deriveLocal, localRecommendations } from '../../lib/learning-state';
import { useSession } from '../../lib/session';
import { keys, readJson, writeJson } from '../../lib/storage';
import { requestModal } from './modals';
import { fallbackAnswer, type StreamResult, streamAnswer } from './stream';

// The assistant's conversation (spec app-and-learning §4 AI chat): every message is classified for
// navigation first; a clear destination is opened (a course after 200 ms, a game after 100 ms) and
// confirmed, an unclear one asks to be more specific, anything else goes to the tutor, whose answer
// streams in. Signed-in learners' conversations are saved; guests' stay in this window only.

export type UiMessage = {
  id: string;
  sender: 'user' | 'ai' | 'system';
  content: string;
  timestamp: string;
  isNavigation?: boolean;
  citations?: CitationDto[];
  streaming?: boolean;
  /** For a navigation a signed-in learner can confirm or refuse. */
  decisionId?: string;
  feedback?: 'yes' | 'no';
  /** A tip from this device because the tutor could not be reached: the question, to ask again. */
  unanswered?: string;
};

const openable = new Set(catalogueItems.map((i) => i.id));
const labelOf = (a: ScoredAction) =>
  patterns.find((p) => p.intent === a.intent && p.target === a.target)?.label ?? a.target;
const TOO_FAST = 'You are asking faster than I can think. Please wait a moment and ask again.';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long an overlay asked for on another page may take to be there once the page opens, ms. */
const MODAL_WAIT_MS = 4000;
const MODAL_POLL_MS = 200;
let counter = 0;
const localId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

export function readMemory(): boolean {
  return readJson<boolean>(keys.chatMemory) ?? true;
}

/** A guest's path is built on this device; its next lesson goes with a "what next?" question, so
 * the tutor offers what the dashboard offers. Nothing when the path cannot be built. */
async function guestNextOnPath(): Promise<{ nextOnPath?: string }> {
  try {
    // The path's code (shared with the dashboard) is asked for only with such a question.
    const { localPath } = await import('../learning-path/pathClient');
    const next = nextPathLesson((await localPath()).path.steps, isCatalogueId);
    return next ? { nextOnPath: lessonIdOf(next) } : {};
  } catch {
    return {};
  }
}

export function useTutorChat() {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const isAdmin = session.user !== null && 'role' in session.user && session.user.role === 'admin';
  const navigate = useNavigate();
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [memory, setMemoryState] = useState(readMemory);
  const [navigationMode, setNavigationMode] = useState(true);
  /** Free tutor questions left today, as the server last said; null when unknown or unlimited. */
  const [remaining, setRemaining] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const setMemory = (on: boolean) => {
    setMemoryState(on);
    writeJson(keys.chatMemory, on);
  };

  const push = (m: Omit<UiMessage, 'id' | 'timestamp'>) => {
    const full = { ...m, id: localId(), timestamp: new Date().toISOString() };
    setMessages((list) => [...list, full]);
    return full.id;
  };
  const patch = (id: string, change: Partial<UiMessage>) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));

  const newConversation = useCallback(() => {
    abort.current?.abort();
    setMessages([]);
    setConversationId(undefined);
  }, []);

  const loadConversation = (c: ConversationDto) => {
    abort.current?.abort();
    setConversationId(c.id);
    setMessages(c.messages.map((m) => ({ ...m })));
  };

  async function nextLessonId(): Promise<string | undefined> {
    if (!signedIn) return localRecommendations((id) => openable.has(id))[0]?.lessonId;
    const answer = await api<NextLessonAnswer>('/api/ml/predictions/next_lesson');
    return answer.prediction.recommendations[0]?.lessonId;
  }

  /** Goes where the action points; answers the confirmation to show. */
  async function go(action: ScoredAction): Promise<string> {
    const label = labelOf(action);
    switch (action.intent) {
      case 'navigate_tab': {
        const tab = tabs.find((t) => t.id === action.target && (!t.adminOnly || isAdmin));
        if (!tab) throw new Error(NAVIGATION_FAILED);
        await navigate({ href: tab.to });
        return `Opening ${tab.label}.`;
      }
      case 'open_course': {
        if (!isCatalogueId(action.target)) throw new Error(COURSE_NOT_FOUND);
        await wait(NAVIGATION_DELAY_MS.open_course);
        await navigate({ href: `/lessons/${action.target}` });
        return `Opening ${label}. Ask me anything about it as you read.`;
      }
      case 'open_game':
        await wait(NAVIGATION_DELAY_MS.open_game);
        await navigate({ href: `/games/${action.target}` });
        return `Opening ${label}. Good luck!`;
      case 'open_modal': {
        if (requestModal(action.target)) return `Opening ${label}.`;
        // The profile hosts the plans; the dashboard the questionnaire and the timeline: go there
        // and ask again, until the page's part that owns it has loaded (the dashboard's timeline comes
        // with the blocks below its first screen).
        await navigate({ href: action.target === 'subscription' ? '/profile' : '/dashboard' });
        for (let waited = 0; waited < MODAL_WAIT_MS; waited += MODAL_POLL_MS) {
          await wait(MODAL_POLL_MS);
          if (requestModal(action.target)) return `Opening ${label}.`;
        }
        throw new Error(NAVIGATION_FAILED);
      }
      case 'action':
        if (action.target === 'new-chat') {
          newConversation();
          return 'A fresh start. What would you like to know?';
        }
        {
          const id = await nextLessonId();
          if (!id) throw new Error(COURSE_NOT_FOUND);
          await navigate({ href: `/lessons/${id}` });
          return `Opening your next lesson, ${catalogueItems.find((i) => i.id === id)?.title ?? id}.`;
        }
    }
  }

  async function track(message: string, action: ScoredAction): Promise<string | undefined> {
    if (!signedIn) return undefined;
    try {
      const { decisionId } = await api<{ decisionId: string }>('/api/ai-navigation/track-decision', {
        body: {
          query: message,
          intent: action.intent,
          target: action.target,
          confidence: action.score,
          metadata: { source: 'chat' },
        },
      });
      return decisionId;
    } catch {
      return undefined;
    }
  }

  async function feedback(id: string, decisionId: string, wasSuccessful: boolean) {
    patch(id, { feedback: wasSuccessful ? 'yes' : 'no' });
    await api('/api/ai-navigation/feedback', { body: { decisionId, wasSuccessful } }).catch(() => undefined);
  }

  async function learnedActions(message: string): Promise<ScoredAction[] | undefined> {
    if (!signedIn) return undefined;
    try {
      return await api<ScoredAction[]>(`/api/ai-navigation/patterns?query=${encodeURIComponent(message)}`, {
        timeoutMs: 1500,
      });
    } catch {
      return undefined;
    }
  }

  async function answer(message: string, history: UiMessage[]) {
    const context: ChatContext = {
      rememberContext: memory,
      timestamp: new Date().toISOString(),
      recentMessages: memory
        ? history
            .filter((m) => m.sender !== 'system' && !m.streaming)
            .slice(-MEMORY_MESSAGES)
            .map((m) => ({ sender: m.sender, content: m.content }))
        : [],
      ...(signedIn
        ? {}
        : {
            userProgress: {
              completedLessons: [...deriveLocal().completedLessons].slice(0, 100),
              ...(topicOf(message) === 'next' ? await guestNextOnPath() : {}),
            },
          }),
    };
    let conversation = conversationId;
    if (signedIn) {
      try {
        const saved = await api<{ conversationId: string }>('/api/chat/messages', {
          body: { message, context: { currentCourse: context.currentCourse }, conversationId: conversation },
        });
        conversation = saved.conversationId;
        setConversationId(conversation);
      } catch {
        // Not saved; the answer still comes.
      }
    }
    const id = push({ sender: 'ai', content: '', streaming: true });
    const controller = new AbortController();
    abort.current = controller;
    let result: StreamResult;
    // A canned tip stands in for an answer the tutor could not give (spec §8): the learner is told,
    // and can ask again. A 429 is an answer of its own (slow down, or the day's questions are used).
    let unreached = false;
    try {
      result = await streamAnswer(
        { message, context, ...(conversation ? { conversationId: conversation } : {}) },
        (text) => patch(id, { content: text }),
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      const status = (error as { status?: number }).status;
      const said = (error as { message?: string }).message;
      // The server's 429 says which limit: asking too fast, or the day's free questions used up.
      if (status === 429 && said && /free tutor questions|tutor questions a day/.test(said)) setRemaining(0);
      result =
        status === 429
          ? {
              content: said && !said.startsWith('Request failed') ? said : TOO_FAST,
              citations: [],
              provider: 'fallback',
            }
          : fallbackAnswer(message);
      unreached = status !== 429;
    }
    if (result.provider !== 'fallback') setRemaining(result.remaining ?? null);
    patch(id, {
      content: result.content,
      citations: result.citations,
      streaming: false,
      ...(unreached ? { unanswered: message } : {}),
    });
    if (signedIn && conversation && result.provider !== 'fallback')
      await api('/api/chat/ai-response', {
        body: { conversationId: conversation, content: result.content },
      }).catch(() => undefined);
  }

  async function send(text: string) {
    const message = text.trim();
    if (message === '' || busy) return;
    setBusy(true);
    const history = messages;
    push({ sender: 'user', content: message });
    try {
      if (navigationMode) {
        const local = classify(message, { exclude: (p) => p.target === 'admin' && !isAdmin });
        if (signedIn)
          void api('/api/ai-navigation/track-query', { body: { query: message } }).catch(() => undefined);
        let decision = local.decision;
        let best = local.actions[0];
        if (decision === 'navigate' || decision === 'unclear') {
          // A signed-in learner's own feedback may have taught the server a better first choice.
          const learned = await learnedActions(message);
          if (learned?.[0] && (learned[0].target !== 'admin' || isAdmin)) best = learned[0];
          if (decision === 'unclear' && best && best.score >= 0.3 && local.verb) decision = 'navigate';
        }
        if (decision === 'unclear') {
          push({ sender: 'system', content: UNCLEAR_MESSAGE, isNavigation: true });
          return;
        }
        if (decision === 'navigate' && best) {
          try {
            const confirmation = await go(best);
            const decisionId = await track(message, best);
            push({
              sender: 'system',
              content: confirmation,
              isNavigation: true,
              ...(decisionId ? { decisionId } : {}),
            });
          } catch (error) {
            const text =
              error instanceof Error && error.message === COURSE_NOT_FOUND
                ? COURSE_NOT_FOUND
                : NAVIGATION_FAILED;
            push({ sender: 'system', content: text, isNavigation: true });
          }
          return;
        }
      }
      await answer(message, history);
    } finally {
      setBusy(false);
    }
  }

  return {
    messages,
    busy,
    remaining,
    send,
    memory,
    setMemory,
    navigationMode,
    setNavigationMode,
    signedIn,
    conversationId,
    newConversation,
    loadConversation,
    feedback,
  };
}
