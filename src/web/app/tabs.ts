import {
  BookOpen,
  Gamepad2,
  LayoutDashboard,
  LineChart,
  type LucideIcon,
  Route as RouteIcon,
  ShieldCheck,
  Sparkles,
  User,
} from 'lucide-react';

// The main tabs (spec app-and-learning §2). Primary tabs also form the bottom row on phones.
export type Tab = {
  id: string;
  label: string;
  to: string;
  icon: LucideIcon;
  primary: boolean;
  adminOnly?: boolean;
};

export const tabs: Tab[] = [
  { id: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, primary: true },
  { id: 'library', label: 'Courses', to: '/library', icon: BookOpen, primary: true },
  { id: 'games', label: 'Games', to: '/games', icon: Gamepad2, primary: true },
  { id: 'simulator', label: 'Simulator', to: '/trade', icon: LineChart, primary: true },
  { id: 'profile', label: 'Profile', to: '/profile', icon: User, primary: true },
  { id: 'ai-onboarding', label: 'AI Setup', to: '/onboarding', icon: Sparkles, primary: false },
  { id: 'learning-path', label: 'Learning Path', to: '/learning-path', icon: RouteIcon, primary: false },
  { id: 'admin', label: 'Admin', to: '/admin', icon: ShieldCheck, primary: false, adminOnly: true },
];
