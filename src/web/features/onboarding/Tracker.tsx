import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FLUSH_EVERY_MS, newScrollStep, SCROLL_IDLE_MS } from '../../../core/onboarding/tracking';
import { XP_AWARDED, type XpAwardedDetail } from '../../lib/learning-state';
import { useSession } from '../../lib/session';
import { flushTracking, trackEvent } from '../../lib/tracking';

// Records what a signed-in learner does (spec §9 Tracking): a view per page, clicks on buttons and
// links, searches, scroll depth in 25% steps after 1 s without scrolling, and completions. Nothing
// runs for guests or signed-out visitors.

function label(el: HTMLElement): string {
  return (el.getAttribute('aria-label') || el.textContent || el.getAttribute('href') || el.tagName)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

export default function Tracker() {
  const { token } = useSession();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const deepest = useRef(0);

  useEffect(() => {
    if (!token) return;
    deepest.current = 0;
    trackEvent('view', path);
  }, [path, token]);

  useEffect(() => {
    if (!token) return;
    const onClick = (event: MouseEvent) => {
      const el = (event.target as HTMLElement | null)?.closest<HTMLElement>('button, a');
      if (el) trackEvent('click', label(el), { kind: el.tagName === 'A' ? 'link' : 'button' });
    };
    const onSearch = (event: Event) => {
      const input = event.target as HTMLInputElement | null;
      if (input?.type === 'search' && input.value.trim())
        trackEvent('search', input.name || input.getAttribute('aria-label') || 'search', {
          query: input.value.trim().slice(0, 100),
        });
    };
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        const percent = max <= 0 ? 100 : (window.scrollY / max) * 100;
        const step = newScrollStep(percent, deepest.current);
        if (step !== null) {
          deepest.current = step;
          trackEvent('scroll', 'page', { depth: step });
        }
      }, SCROLL_IDLE_MS);
    };
    const onAward = (event: Event) => {
      for (const e of (event as CustomEvent<XpAwardedDetail>).detail.events)
        trackEvent('complete', e.activity, { xp: e.amount });
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flushTracking({ keepalive: true });
    };
    const onPageHide = () => void flushTracking({ keepalive: true });
    const timer = setInterval(() => void flushTracking(), FLUSH_EVERY_MS);
    document.addEventListener('click', onClick, true);
    document.addEventListener('change', onSearch, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(XP_AWARDED, onAward);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      clearTimeout(idle);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('change', onSearch, true);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(XP_AWARDED, onAward);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [token]);

  return null;
}
