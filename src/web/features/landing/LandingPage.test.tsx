import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueItems } from '../../../content/catalogue';
import { landingStats } from '../../../core/learning/stats';
import type { UserView } from '../../../shared/api/auth';
import { enterGuestMode, signIn, signOut } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { LandingPage } from './LandingPage';

beforeEach(() => {
  signOut();
  // Signed-in progress comes from the server; here it is offline, so the stats use local data.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

async function renderLanding() {
  const stubs = ['/login', '/signup', '/dashboard', '/terms', '/privacy', '/about'];
  renderAtPath('/', { '/': LandingPage, ...Object.fromEntries(stubs.map((p) => [p, () => null])) });
  await screen.findByRole('heading', { name: 'Learn Finance the Way It Actually Happened' });
}

const link = (name: string) => screen.queryByRole('link', { name });

describe('the landing page', () => {
  it('shows the spec copy, headline card, feature cards and the four crisis bars', async () => {
    await renderLanding();
    expect(screen.getByText('Master Finance Through History')).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    expect(screen.getByText('+1.23%')).toBeTruthy();
    // The spec's static +1.23% is labelled as an example, so it does not read as today's market.
    const card = screen.getByRole('figure', { name: 'Market headline (an example, not live data)' });
    expect(card.textContent).toContain('Example');
    expect(card.textContent).toContain("An illustration, not today's market.");
    for (const title of ['Learn From History', 'Interactive Simulations', 'Real-World Skills'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    const bars = screen.getByRole('heading', { name: "Major Events You'll Experience" }).parentElement!;
    for (const [name, change] of [
      ['2008 Financial Crisis', '-57%'],
      ['Dot-Com 2000', '-49%'],
      ['Black Monday 1987', '-22%'],
      ['Great Depression 1929', '-89%'],
    ] as const) {
      const row = within(bars).getByText(name).closest('li')!;
      expect(within(row).getByText(change)).toBeTruthy();
    }
  });

  it('computes the stats row from the catalogue', async () => {
    await renderLanding();
    const stats = landingStats(catalogueItems, []);
    const row = screen.getByRole('heading', { name: 'Your learning at a glance' }).parentElement!;
    // The row is its own chunk: its placeholder first, then the figures.
    expect(await within(row).findByText(String(stats.totalLessons))).toBeTruthy();
    expect(within(row).getByText(stats.hoursLabel)).toBeTruthy();
    expect(stats.hoursLabel.endsWith('+')).toBe(true);
    expect(within(row).getByText('0%')).toBeTruthy();
  });

  it('opens login for a visitor (spec: where they can start as a guest or sign in)', async () => {
    await renderLanding();
    expect(link('Begin Learning')?.getAttribute('href')).toBe('/login');
    expect(link('Start Your Journey')?.getAttribute('href')).toBe('/login');
    expect(link('Login')?.getAttribute('href')).toBe('/login');
    expect(link('Go to Dashboard')).toBeNull();
  });

  it('sends a guest to the dashboard and hides Login', async () => {
    enterGuestMode();
    await renderLanding();
    expect(link('Go to Dashboard')?.getAttribute('href')).toBe('/dashboard');
    expect(link('Continue Learning')?.getAttribute('href')).toBe('/dashboard');
    expect(link('Login')).toBeNull();
    expect(link('Begin Learning')).toBeNull();
  });

  it('treats a signed-in user like a guest for the buttons', async () => {
    signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
    await renderLanding();
    expect(link('Go to Dashboard')).toBeTruthy();
    expect(link('Login')).toBeNull();
  });

  it('links the legal pages and a contact address in the footer', async () => {
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(within(footer).getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
