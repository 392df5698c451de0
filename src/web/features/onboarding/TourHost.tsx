import * as Dialog from '@radix-ui/react-dialog';
import { useRouterState } from '@tanstack/react-router';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FEATURES, type FeatureKey } from '../../../core/onboarding/features';
import {
  detectTour,
  isLastStep,
  TOUR_DETECT_AFTER_HISTORY_MS,
  TOUR_DETECT_DELAY_MS,
  TOUR_FADE_MS,
  type TourState,
  tourBack,
  tourNext,
  tourOnPage,
  tourSteps,
} from '../../../core/onboarding/rules';
import { TOAST_AREA_CHANGED } from '../../app/toastTop';
import { prefersReducedMotion } from '../../lib/motion';
import { localUserId, useSession } from '../../lib/session';
import { keys, readJson } from '../../lib/storage';
import { shouldPromptPersonalise } from '../dashboard/questionnaire';
import { useModalRequest } from '../tutor/modals';
import { localRecord } from './flow';
import { type Placement, placeBeside, type SheetEdge, sheetEdge } from './placement';
import { finishTour, loadStatuses, startTour, TOUR_VERSION, toursTurnedOff, turnToursOff } from './tours';
import { forgetTypingElsewhere, isTypingField, typedOn } from './typing';
import { claimVisit, noteVisit, pageGuideShowing, visitTaken } from './visit';

// The feature tour modal (spec §4 Feature tour): detected about 1 s after a user or path change
// (0.5 s after back/forward), one tour at a time, in the spec's order; Next / Back / Skip Tour /
// Get Started, a 0.3 s fade (none when the learner prefers reduced motion). At most one tour or
// setup dialog per page visit (visit.ts): when one ends, the next waits for a later visit.

type User = ReturnType<typeof useSession>['user'];

function savedPreferences(user: User): Record<string, unknown> | null {
  const fromUser = user && 'preferences' in user ? user.preferences : null;
  return fromUser && Object.keys(fromUser).length > 0
    ? fromUser
    : (readJson<Record<string, unknown>>(keys.userPreferences) ?? null);
}

/** On the dashboard the personalise prompt (2 s, spec §4 First-time dashboard) goes first. */
function personalisePromptDue(path: string, user: User): boolean {
  if (path !== '/dashboard' || !user) return false;
  return shouldPromptPersonalise(savedPreferences(user), user.totalXP);
}

function onboarded(user: User): boolean {
  if (!user) return false;
  if ('onboardingCompleted' in user && user.onboardingCompleted) return true;
  return localRecord(user.id) !== undefined;
}

/** The `data-tour` markers on the page: the features it shows. */
const markersOnPage = () =>
  new Set([...document.querySelectorAll<HTMLElement>('[data-tour]')].map((el) => el.dataset.tour ?? ''));

/** A page that may show its own guide marks itself while it loads (`data-guide-pending`). */
const GUIDE_PENDING = '[data-guide-pending]';
/** How often a loading page is looked at again, ms. */
const PENDING_POLL_MS = 100;

export default function TourHost() {
  const session = useSession();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [tour, setTour] = useState<TourState | null>(null);
  // Bumped to look again once a page that may show its own guide has loaded.
  const [retry, setRetry] = useState(0);
  const [visible, setVisible] = useState(false);
  const startedAt = useRef(0);
  const fromHistory = useRef(false);
  const userId = localUserId(session);
  const isOnboarded = onboarded(session.user);
  const setupDone = isOnboarded || savedPreferences(session.user) !== null;

  useEffect(() => noteVisit(path), [path]);

  // "Show me the tour" (the tutor's open_modal): this page's tour again, though it was finished,
  // skipped or every tour turned off; the general one where the page has none of its own.
  useModalRequest('tour', () => {
    if (tour) return;
    startedAt.current = Date.now();
    setTour({ key: tourOnPage(path, markersOnPage()), step: 0 });
  });

  // A learner who has typed into a field on this page is at work on it (an order, a search): no
  // tour starts over them in this visit; it waits for a later page (typing.ts).
  useEffect(() => forgetTypingElsewhere(path), [path]);

  useEffect(() => {
    const onPop = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` only asks again after a page loaded
  useEffect(() => {
    if (tour || !userId || path.startsWith('/onboarding') || toursTurnedOff()) return;
    // One tour or setup dialog per visit: after one has ended, the next waits for another page.
    if (visitTaken(path) || pageGuideShowing()) return;
    if (personalisePromptDue(path, session.user)) return;
    let cancelled = false;
    let stopWaiting = () => {};
    const delay = fromHistory.current ? TOUR_DETECT_AFTER_HISTORY_MS : TOUR_DETECT_DELAY_MS;
    fromHistory.current = false;
    const timer = setTimeout(async () => {
      const statuses = await loadStatuses();
      if (cancelled || !statuses || toursTurnedOff()) return;
      const markers = markersOnPage();
      // A modal already open (the personalise questionnaire, a confirmation) goes first.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      // A page guide (the Simulator's guided first trade) is the one layer of its visit; a page
      // still deciding whether to show one is asked again shortly.
      if (pageGuideShowing() || visitTaken(path)) return;
      // Asked again a full delay after the page has loaded, so the learner always has a moment on
      // the page before a tour (and one who starts typing in it gets none, below).
      if (document.querySelector(GUIDE_PENDING)) {
        const poll = setInterval(() => {
          if (document.querySelector(GUIDE_PENDING)) return;
          clearInterval(poll);
          setRetry((n) => n + 1);
        }, PENDING_POLL_MS);
        stopWaiting = () => clearInterval(poll);
        return;
      }
      if (typedOn(path)) return;
      // The focus is in a field (about to type, or picking a value): asked again once it leaves.
      if (isTypingField(document.activeElement)) {
        const onLeave = () => setRetry((n) => n + 1);
        document.addEventListener('focusout', onLeave, { once: true });
        stopWaiting = () => document.removeEventListener('focusout', onLeave);
        return;
      }
      const key = detectTour({ path, markers, statuses, onboarded: isOnboarded });
      if (!key || cancelled || !claimVisit(path)) return;
      startedAt.current = Date.now();
      setTour({ key, step: 0 });
      void startTour(key);
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWaiting();
    };
  }, [path, userId, isOnboarded, tour, session.user, retry]);

  useEffect(() => {
    if (!tour) return;
    const frame = requestAnimationFrame(() => setVisible(true));
    return () => cancelAnimationFrame(frame);
  }, [tour]);

  function close(key: FeatureKey, skipped: boolean, step: number) {
    const now = new Date().toISOString();
    void finishTour(key, {
      completedAt: now,
      userAgent: navigator.userAgent.slice(0, 500),
      timestamp: Date.now(),
      completedSteps: skipped ? step : FEATURES[key].steps.length,
      totalTime: Date.now() - startedAt.current,
      version: TOUR_VERSION,
      ...(skipped ? { skipped: true, skippedAt: now } : {}),
    });
    setVisible(false);
    const fade = prefersReducedMotion() ? 0 : TOUR_FADE_MS;
    setTimeout(() => setTour(null), fade);
  }

  if (!tour) return null;
  const feature = FEATURES[tour.key];
  return (
    <TourDialog
      feature={feature}
      tour={tour}
      setupDone={setupDone}
      visible={visible}
      close={close}
      setTour={setTour}
    />
  );
}

/**
 * What a step describes, where that is not its tour's own `data-tour` marker: a selector, or null for
 * a step about nothing on the page in particular (it stays centred).
 */
const STEP_TARGETS: Partial<Record<FeatureKey, readonly (string | null)[]>> = {
  general_onboarding: [
    null,
    '[aria-labelledby="xp-card"]',
    // The top bar's tab on a laptop, the bottom tab bar's on a phone: whichever is laid out.
    'nav[aria-label="Main"] a[href="/library"], nav[aria-label="Primary"] a[href="/library"]',
    'nav[aria-label="Main"] a[href="/trade"], nav[aria-label="Primary"] a[href="/trade"]',
    '[data-tour="learning-path"]',
  ],
};

/** The first element the selector finds that is laid out (a tab hidden on a phone is not). */
function visibleTarget(selector: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) return el;
  }
  return null;
}

/** Whether scrolling the page leaves `el` where it is (in the fixed tab bar, the sticky header). */
function staysPut(el: HTMLElement): boolean {
  for (let n: HTMLElement | null = el; n; n = n.parentElement) {
    const { position } = getComputedStyle(n);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/** From `sm` up the tour is a dialog that can sit beside its target; below, a sheet at the bottom. */
const WIDE = '(min-width: 640px)';
const wide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
/** How long the page must stay still before a phone's sheet changes edge, ms. */
const SCROLL_REST_MS = 150;

/**
 * The tour's dialog. What its step describes is scrolled into view and outlined while it shows: on
 * a wide screen the dialog sits beside it where there is room (placeBeside), else centred; on a
 * phone the tour is a sheet at the bottom, and the learner sees the target above it, or, for a target
 * low on the screen that no scroll moves (a tab in the bottom tab bar), the sheet goes along the top
 * (sheetEdge).
 */
function TourDialog({
  feature,
  tour,
  setupDone,
  visible,
  close,
  setTour,
}: {
  feature: (typeof FEATURES)[FeatureKey];
  tour: TourState;
  setupDone: boolean;
  visible: boolean;
  close: (key: FeatureKey, skipped: boolean, step: number) => void;
  setTour: (tour: TourState) => void;
}) {
  const content = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);
  const [edge, setEdge] = useState<SheetEdge>('bottom');
  const stepTarget = STEP_TARGETS[tour.key]?.[tour.step];
  const selector = stepTarget === undefined ? `[data-tour="${feature.marker}"]` : stepTarget;
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again for each step (its height)
  useEffect(() => {
    const target = selector ? visibleTarget(selector) : null;
    if (!target) {
      setPlace(null);
      setEdge('bottom');
      return;
    }
    const r = target.getBoundingClientRect();
    // On a phone it goes above the sheet; on a wide screen it is only brought into view. A tab in
    // a bar fixed to the screen is where it is whatever the page does.
    const scrolls = !staysPut(target) && (!wide() || r.top < 0 || r.bottom > window.innerHeight);
    if (scrolls)
      target.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const { outline, outlineOffset } = target.style;
    target.style.outline = '3px solid rgb(52 211 153)';
    // Drawn inside a target at the screen's bottom edge (a tab in the bottom bar), where it would be cut off.
    target.style.outlineOffset = !scrolls && r.bottom + 7 > window.innerHeight ? '-3px' : '4px';
    let frame = 0;
    let settle = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = content.current;
        const view = { width: window.innerWidth, height: window.innerHeight };
        const isWide = wide();
        setPlace(
          box && isWide
            ? placeBeside(
                target.getBoundingClientRect(),
                { width: box.offsetWidth, height: box.offsetHeight },
                view,
              )
            : null,
        );
        setEdge(isWide ? 'bottom' : sheetEdge(target.getBoundingClientRect(), view));
      });
    };
    // On a phone the sheet changes edge only once a scroll has come to rest: a block on its way up
    // to the top would otherwise send the sheet to the top and straight back.
    const measureAtRest = () => {
      clearTimeout(settle);
      settle = window.setTimeout(measure, SCROLL_REST_MS);
    };
    const onScroll = () => (wide() ? measure() : measureAtRest());
    // A block scrolled to the top ends above the sheet at the bottom: it goes there at once.
    if (scrolls && !wide()) {
      setEdge('bottom');
      measureAtRest();
    } else measure();
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', measure);
      target.style.outline = outline;
      target.style.outlineOffset = outlineOffset;
    };
  }, [selector, tour.step]);
  // Placed beside its target (top right, often), the dialog is kept clear of the toasts as the
  // carry notice is: the onboarding's XP and achievement toasts were over its first lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: told again whenever it moves
  useEffect(() => {
    const tell = () => {
      window.dispatchEvent(new Event(TOAST_AREA_CHANGED));
    };
    tell();
    return tell;
  }, [place?.top, place?.left, edge]);
  const sheetAtTop = !place && edge === 'top';
  const steps = tourSteps(tour.key, { setupDone });
  const step = steps[tour.step]!;
  const last = isLastStep(tour);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close(tour.key, true, tour.step);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          // Lighter where the dialog sits beside what it describes, so that stays easy to see.
          className={`fixed inset-0 z-40 bg-black/30 ${place ? 'sm:bg-black/40' : 'sm:bg-black/70'} transition-opacity duration-300 motion-reduce:transition-none ${visible ? 'opacity-100' : 'opacity-0'}`}
        />
        <Dialog.Content
          ref={content}
          data-feature-tour={tour.key}
          data-placement={place?.side ?? (sheetAtTop ? 'top' : 'centre')}
          data-toasts-below={place || sheetAtTop ? '' : undefined}
          // On a phone a sheet docked at the bottom, under what it describes (scrolled into view above
          // it and outlined), or at the top over a tab in the bottom bar; from sm up, a dialog beside
          // it where there is room, else centred.
          style={place ? { top: place.top, left: place.left } : undefined}
          className={`fixed inset-x-0 ${sheetAtTop ? 'top-0 rounded-b-2xl' : 'bottom-0 rounded-t-2xl'} z-50 max-h-[55vh] w-full overflow-y-auto border border-slate-700 bg-slate-950 p-5 text-white shadow-2xl sm:inset-x-auto sm:bottom-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:max-w-md sm:rounded-2xl sm:p-6 ${place ? '' : 'sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2'} transition-opacity duration-300 motion-reduce:transition-none ${visible ? 'opacity-100' : 'opacity-0'}`}
        >
          <div className="mb-1 flex items-start justify-between gap-2">
            <p className="text-xs font-semibold tracking-wider text-emerald-400 uppercase">
              {feature.featureName} · Step {tour.step + 1} of {steps.length}
            </p>
            <Dialog.Close
              aria-label="Close tour"
              className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center text-slate-300 hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="text-xl font-bold">{step.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-300">{step.description}</Dialog.Description>
          <ul className="mt-3 space-y-1 text-sm text-slate-200">
            {step.features.map((f) => (
              <li key={f} className="flex items-center gap-2">
                <Check aria-hidden className="h-4 w-4 shrink-0 text-emerald-400" />
                {f}
              </li>
            ))}
          </ul>
          <div aria-hidden className="mt-4 flex gap-1.5">
            {steps.map((s, i) => (
              <span
                key={s.title}
                className={`h-1.5 flex-1 rounded-full ${i <= tour.step ? 'bg-emerald-400' : 'bg-slate-700'}`}
              />
            ))}
          </div>
          <div className="mt-5 flex flex-nowrap items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => close(tour.key, true, tour.step)}
              className="shrink-0 rounded-lg px-2 py-2 text-sm text-slate-300 hover:bg-slate-800"
            >
              Skip Tour
            </button>
            <div className="flex shrink-0 gap-2">
              {tour.step >= 1 && (
                <button
                  type="button"
                  onClick={() => setTour(tourBack(tour))}
                  className="rounded-lg px-3 py-2 text-slate-200 hover:bg-slate-800"
                >
                  Back
                </button>
              )}
              <button
                type="button"
                onClick={() => {
                  const next = tourNext(tour);
                  if (next === 'complete') close(tour.key, false, tour.step);
                  else setTour(next);
                }}
                className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
              >
                {last ? 'Get Started' : 'Next'}
              </button>
            </div>
          </div>
          {/* A tour asked for again (the tutor's "show me the tour") may play with tours already off. */}
          {!toursTurnedOff() && (
            <button
              type="button"
              onClick={() => {
                turnToursOff();
                close(tour.key, true, tour.step);
              }}
              className="mt-3 text-xs text-slate-400 underline hover:text-slate-200"
            >
              Don’t show tours again
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
