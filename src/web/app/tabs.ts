import {
  BookOpen,
  Gamepad2,
  LayoutDashboard,
  LineChart,
  type LucideIcon,
  Route as RouteIcon,
  ShieldCheck,
  Sparkles,
  Trophy,
  User,
} from 'lucide-react';

// The main tabs (spec app-and-learning §2). Primary tabs also form the bottom row on phones.
export type Tab = {
  id: TabId;
  label: string;
  to: string;
  icon: LucideIcon;
  primary: boolean;
  adminOnly?: boolean;
  /**
   * Built and shown. A tab that is not ready is hidden everywhere (tab bar, phone row, account
   * menu, dashboard links) while its route stays; flip it to true in the change that builds it.
   */
  ready: boolean;
};

export type TabId =
  | 'dashboard'
  | 'library'
  | 'games'
  | 'simulator'
  | 'competitions'
  | 'profile'
  | 'ai-onboarding'
  | 'learning-path'
  | 'admin';

export const tabs: Tab[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    to: '/dashboard',
    icon: LayoutDashboard,
    primary: true,
    ready: true,
  },
  { id: 'library', label: 'Courses', to: '/library', icon: BookOpen, primary: true, ready: true },
  { id: 'games', label: 'Games', to: '/games', icon: Gamepad2, primary: true, ready: true },
  { id: 'simulator', label: 'Simulator', to: '/trade', icon: LineChart, primary: true, ready: true },
  // Trading games (issue 21): beside the Simulator; on phones under More (five tabs fill the row).
  {
    id: 'competitions',
    label: 'Competitions',
    to: '/competitions',
    icon: Trophy,
    primary: false,
    ready: true,
  },
  { id: 'profile', label: 'Profile', to: '/profile', icon: User, primary: true, ready: true },
  { id: 'ai-onboarding', label: 'AI Setup', to: '/onboarding', icon: Sparkles, primary: false, ready: true },
  {
    id: 'learning-path',
    label: 'Learning Path',
    to: '/learning-path',
    icon: RouteIcon,
    primary: false,
    ready: true,
  },
  {
    id: 'admin',
    label: 'Admin',
    to: '/admin',
    icon: ShieldCheck,
    primary: false,
    adminOnly: true,
    ready: true,
  },
];

/** Whether a tab is built (and so may be linked to from anywhere in the app). */
export function tabReady(id: TabId, list: readonly Tab[] = tabs): boolean {
  return list.some((t) => t.id === id && t.ready);
}

/** The tabs this user sees: built ones, and Admin only for an administrator. */
export function visibleTabs(isAdmin: boolean, list: readonly Tab[] = tabs): Tab[] {
  return list.filter((t) => t.ready && (!t.adminOnly || isAdmin));
}

/**
 * How many tabs, in order, the laptop's tab row shows in `available` pixels: every one when they
 * all fit, else as many as fit beside the More button that lists the rest. `widths` are the tabs'
 * own widths and `gap` the space between two neighbours (and before More).
 */
export function tabsThatFit(
  available: number,
  widths: readonly number[],
  moreWidth: number,
  gap: number,
): number {
  const all = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let shown = 0;
  for (const w of widths) {
    if (used + gap + w > available) break;
    used += gap + w;
    shown += 1;
  }
  return shown;
}
