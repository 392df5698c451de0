import type { App } from '../app';
import type { Deps } from '../deps';
import admin from './admin/routes';
import auth from './auth/routes';
import competitions from './competitions/routes';
import feedback from './feedback/routes';
import games from './games/routes';
import health from './health/routes';
import leagues from './leagues/routes';
import learningPath from './learning-path/routes';
import marketData from './market-data/routes';
import onboarding from './onboarding/routes';
import options from './options/routes';
import profile from './profile/routes';
import progress from './progress/routes';
import trading from './trading/routes';
import tutor from './tutor/routes';

export type RouteModule = { prefix: string; routes: (app: App, deps: Deps) => Promise<void> };

// Every HTTP module and its URL prefix. Add a module with one line.
export const modules: RouteModule[] = [
  { prefix: '', routes: health },
  { prefix: '/api/auth', routes: auth },
  { prefix: '', routes: progress },
  { prefix: '/api/trading', routes: trading },
  { prefix: '', routes: feedback },
  { prefix: '/market-data', routes: marketData },
  { prefix: '', routes: games },
  { prefix: '', routes: tutor },
  { prefix: '', routes: onboarding },
  { prefix: '', routes: learningPath },
  { prefix: '', routes: leagues },
  { prefix: '', routes: competitions },
  { prefix: '', routes: options },
  { prefix: '', routes: profile },
  { prefix: '', routes: admin },
];
