import { appHelpFor, composeAppAnswer } from './app-help';
import { lessonUrl } from './cite';
import { classify } from './classify';
import type { TutorAnswer } from './compose';
import { type NavPattern, patterns, type TabTarget } from './patterns';

// A request to go somewhere that reaches the tutor instead of the widget's navigation: navigation mode
// is off, or the question came by the HTTP route. The widget opens what the classifier names (spec
// app-and-learning §4); the tutor cannot move the page, so it gives the link to the same place rather
// than quoting a sentence about the subject ("take me to 2008 lesson" quoted tranches of mortgages).

/** Where each tab lives (src/web/app/tabs.ts; the core cannot import the web's icons). */
export const TAB_URLS: Readonly<Record<TabTarget, string>> = {
  dashboard: '/dashboard',
  library: '/library',
  games: '/games',
  simulator: '/trade',
  competitions: '/competitions',
  profile: '/profile',
  admin: '/admin',
  'ai-onboarding': '/onboarding',
  'learning-path': '/learning-path',
};

function urlOf(p: NavPattern): string | undefined {
  switch (p.intent) {
    case 'navigate_tab':
      return TAB_URLS[p.target as TabTarget];
    case 'open_course':
      return lessonUrl(p.target);
    case 'open_game':
      return `/games/${p.target}`;
    default:
      // Overlays and actions (the feedback form, "next lesson") need the widget.
      return undefined;
  }
}

/** "Take me to the 2008 lesson" → the link to it; undefined for anything that is not such a request. */
export function composeWayAnswer(message: string): TutorAnswer | undefined {
  const c = classify(message, { exclude: (p) => p.target === 'admin' });
  // "What happened in 2008?" opens its lesson in the widget, but asked here it wants an answer.
  if (c.decision !== 'navigate' || !c.verb || /\bwhat happened\b/i.test(message)) return undefined;
  const best = c.actions[0];
  const pattern = best && patterns.find((p) => p.intent === best.intent && p.target === best.target);
  if (!pattern) return undefined;
  const url = urlOf(pattern);
  // "Where is the leaderboard?", "take me to my badges": the app's own help says what is there, and
  // links the same page.
  const help = appHelpFor(message);
  if (help && (/^\s*where\b/i.test(message) || help.screen.url === url)) return composeAppAnswer(help);
  if (!url)
    return {
      topic: 'content',
      citations: [],
      text: `I can open ${pattern.label} for you when Navigation mode is on: turn it on at the top of this window and ask again.`,
    };
  const course = pattern.intent === 'open_course';
  return {
    topic: 'content',
    citations: course ? [{ lessonId: pattern.target, title: pattern.label, url }] : [],
    text: `Here is the way: [${pattern.label}](${url}). (With navigation mode on, I open it for you.)`,
  };
}
