import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueItems } from '../../../content/catalogue-index';
import type { UserView } from '../../../shared/api/auth';
import { enterGuestMode, signIn } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { LibraryPage } from './LibraryPage';
import { localXpPreview, XP_PENDING, xpPromise } from './xpPreview';

// What a lesson card promises is what the XP engine would pay for finishing it (the property that
// ties the two is in src/core/gamification/preview.test.ts); never the lesson's own XP, which is
// neither the least nor the most a learner is paid.

beforeEach(() => {
  enterGuestMode();
});

const tulip = catalogueItems.find((i) => i.id === 'tulip-mania')!;

function mountLibrary() {
  renderAtPath('/library', { '/library': LibraryPage, '/lessons/$lessonId': stubPage('Lesson') });
}

describe('the XP a lesson card promises', () => {
  it('is not the lesson’s own XP while what finishing pays is unknown', () => {
    const promise = xpPromise(undefined, tulip);
    expect(promise.text).toBe(XP_PENDING);
    expect(promise.text).not.toBe(`${tulip.xp} XP`);
  });

  it('for a guest is the engine’s range from the first render, explained to a screen reader', async () => {
    // Every state the page passes through: a guest's cards never wait on their own device.
    let pending = false;
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes(XP_PENDING)) pending = true;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    mountLibrary();
    const card = await screen.findByTestId('course-tulip-mania');
    watch.disconnect();
    expect(pending).toBe(false);
    const range = localXpPreview(['tulip-mania'])['tulip-mania']!;
    expect(range.max).toBeGreaterThan(range.min);
    expect(within(card).getByTestId('card-xp').textContent).toBe(`${range.min}–${range.max} XP`);
    // The link's label is the title; what finishing pays is its description.
    const described = document.getElementById(card.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(
      `Finishing it now pays ${range.min} XP whatever you choose, up to ${range.max} XP with good judgement, a brisk read and a perfect quiz`,
    );
    expect(within(card).getByTestId('card-xp').parentElement?.getAttribute('title')).toBe(
      described?.textContent,
    );
  });

  it('for a signed-in learner is the server’s range, and nothing before it arrives', async () => {
    signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input instanceof Request ? input.url : input), 'http://app').pathname;
        if (path !== '/api/auth/progress') return new Promise<Response>(() => undefined);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    mountLibrary();
    const xp = () => within(screen.getByTestId('course-tulip-mania')).getByTestId('card-xp').textContent;
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(xp()).toBe(XP_PENDING);
    const body = {
      progress: [],
      courseProgress: {},
      xpPreview: { 'tulip-mania': { min: 120, max: 190 } },
    };
    answer(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    await vi.waitFor(() => expect(xp()).toBe('120–190 XP'));
  });
});
