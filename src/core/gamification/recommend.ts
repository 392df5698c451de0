import { FOUNDATIONS } from '../learning-path/foundations';
import { FALLBACK_RECOMMENDATIONS, HIGH_MATCH, MEDIUM_MATCH } from './constants';
import type { LessonInfo } from './lesson-info';

// Next-lesson recommendations (spec §7 /api/ml/predictions/next_lesson, §9 Recommendations): a small
// scoring model over the learner's own progress. Each unfinished lesson gets a score from
// prerequisites (met or not), readiness (difficulty against how well the learner is doing),
// momentum (a lesson already started), interest (categories they finished and scored well in),
// breadth (a category they have not tried yet) and chronology (the next era after their last
// lesson); a logistic squashes the score into a confidence between 0 and 1.

export type Recommendation = { lessonId: string; confidence: number; reason: string };

export type LearnerProgress = {
  completed: readonly string[];
  /** Percent through lessons that are started. */
  percent: Readonly<Record<string, number>>;
  /** Best quiz score per quiz id (quiz ids are lesson ids). */
  quizScores: Readonly<Record<string, number>>;
};

/** Prerequisites the catalogue states (spec §3: the options course needs these two). */
export const PREREQUISITES: Readonly<Record<string, readonly string[]>> = {
  'options-derivatives': ['stock-market-basics', 'technical-analysis'],
};

const DIFFICULTY_RANK = { easy: 0, medium: 1, hard: 2, expert: 3 } as const;

const FOUNDATION_PLACE = new Map<string, number>(FOUNDATIONS.map((id, i) => [id, i]));
/** A foundation's place in the teaching order; every other lesson ties (and goes by year). */
const teachingOrder = (l: LessonInfo) => FOUNDATION_PLACE.get(l.id) ?? FOUNDATIONS.length;

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function matchLabel(confidence: number): 'High match' | 'Medium match' | 'Suggested' {
  if (confidence >= HIGH_MATCH) return 'High match';
  if (confidence >= MEDIUM_MATCH) return 'Medium match';
  return 'Suggested';
}

/** How often learners who finished lesson `from` went on to finish lesson `to` next. */
export type PeerTransitions = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Counts next-lesson transitions over learners' completion sequences (first completions, in order). */
export function peerTransitions(
  sequences: readonly (readonly string[])[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const seq of sequences) {
    for (let i = 0; i + 1 < seq.length; i++) {
      const from = seq[i]!;
      const to = seq[i + 1]!;
      if (from === to) continue;
      out[from] ??= {};
      out[from][to] = (out[from][to] ?? 0) + 1;
    }
  }
  return out;
}

/** Peers need this many transitions out of a lesson before their choices count. */
export const MIN_PEER_EVIDENCE = 3;

export function recommendNextLessons(
  catalogue: readonly LessonInfo[],
  progress: LearnerProgress,
  limit = 3,
  peers: PeerTransitions = {},
): Recommendation[] {
  const done = new Set(progress.completed);
  const known = new Set(catalogue.map((l) => l.id));
  const byId = new Map(catalogue.map((l) => [l.id, l]));
  const scores = Object.values(progress.quizScores);
  const avgQuiz = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
  // Readiness: the difficulty rank the learner is ready for, from lessons done and quiz results.
  const ready = Math.min(2, Math.floor(done.size / 3) + (avgQuiz !== null && avgQuiz >= 80 ? 1 : 0));
  const categoryDone = new Map<string, number>();
  const categoryScore = new Map<string, number[]>();
  for (const id of done) {
    const l = byId.get(id);
    if (!l) continue;
    categoryDone.set(l.category, (categoryDone.get(l.category) ?? 0) + 1);
    const s = progress.quizScores[id];
    if (s !== undefined) categoryScore.set(l.category, [...(categoryScore.get(l.category) ?? []), s]);
  }
  const lastDone = [...progress.completed]
    .reverse()
    .map((id) => byId.get(id))
    .find(Boolean);
  const fromLast = lastDone ? (peers[lastDone.id] ?? {}) : {};
  const peerTotal = Object.values(fromLast).reduce((a, b) => a + b, 0);

  // Earlier history first within a topic: each candidate's place by year among the unfinished
  // lessons of its category, 0 (earliest) to 1 (latest). The foundations go in their teaching order
  // instead (two of them open in 1602), the order the learning path gives them.
  const candidates = catalogue.filter((l) => !done.has(l.id));
  const eraRank = (l: LessonInfo) => {
    const peersInCategory = candidates
      .filter((c) => c.category === l.category)
      .sort((a, b) => teachingOrder(a) - teachingOrder(b) || a.year - b.year || (a.id < b.id ? -1 : 1));
    return peersInCategory.length > 1 ? peersInCategory.indexOf(l) / (peersInCategory.length - 1) : 0;
  };

  const ranked = candidates
    .map((l) => {
      const reasons: string[] = [];
      let x = -0.8;
      const prereqs = (PREREQUISITES[l.id] ?? []).filter((p) => known.has(p));
      const missing = prereqs.filter((p) => !done.has(p));
      if (missing.length > 0) {
        x -= 2.5;
        reasons.push(`after ${missing.join(', ')}`);
      } else if (prereqs.length > 0) {
        x += 0.8;
        reasons.push('prerequisites met');
      }
      const gap = DIFFICULTY_RANK[l.difficulty] - ready;
      x += gap <= 0 ? 0.6 + 0.2 * gap : -0.9 * gap;
      if (gap <= 0) reasons.push('matches your level');
      const started = progress.percent[l.id] ?? 0;
      if (started > 0) {
        x += 3 + started / 100;
        reasons.push(`${Math.round(started)}% done`);
      }
      const sameCategory = categoryDone.get(l.category) ?? 0;
      const catScores = categoryScore.get(l.category) ?? [];
      const catAvg = catScores.length ? catScores.reduce((a, b) => a + b, 0) / catScores.length : null;
      if (sameCategory > 0 && (catAvg === null || catAvg >= 70)) {
        x += 0.5;
        reasons.push(`you liked ${l.category}`);
      } else if (sameCategory > 0 && catAvg !== null && catAvg < 70) {
        x += 1.1;
        reasons.push(`strengthen ${l.category}`);
      } else if (done.size > 0) {
        x += 0.3;
        reasons.push('new topic');
      }
      if (done.size === 0 && l.category === 'foundations') {
        x += 0.5;
        reasons.push('a good place to start');
      }
      // A foundation's year is when its subject began, not a moment in a story: it goes by teaching order.
      if (
        lastDone &&
        !FOUNDATION_PLACE.has(l.id) &&
        l.year >= lastDone.year &&
        l.year - lastDone.year <= 25
      ) {
        x += 0.3;
        reasons.push('next in history');
      }
      // Fit: a short lesson is an easier next step, the more so while the learner is new.
      const minutes = Math.min(Math.max(l.expectedMinutes, 5), 60);
      x += (done.size < 3 ? 1.2 : 0.5) * (1 - minutes / 60);
      // Chronology: the stories build on each other, so earlier eras come first.
      x += 0.6 * (1 - eraRank(l));
      // What similar learners did next: the share of peers who went from the last lesson to this one.
      const share = peerTotal >= MIN_PEER_EVIDENCE ? (fromLast[l.id] ?? 0) / peerTotal : 0;
      if (share > 0) {
        x += 2 * share;
        reasons.push(`${Math.round(share * 100)}% of learners took this next`);
      }
      return { lessonId: l.id, confidence: Math.round(sigmoid(x) * 100) / 100, reason: reasons.join(' · ') };
    })
    .sort((a, b) => b.confidence - a.confidence || byId.get(a.lessonId)!.year - byId.get(b.lessonId)!.year);
  return ranked.slice(0, limit);
}

/** Where the spec's fallback ids point in our catalogue: the first candidate that exists. */
export const FALLBACK_TARGETS: Readonly<Record<string, readonly string[]>> = {
  'market-basics': ['stock-market-basics', 'wall-street-explained', 'tulip-mania'],
  'stocks-101': ['stock-exchanges-explained', 'bull-bear-markets', 'black-monday-1987'],
  'risk-management': ['financial-crisis-2008', 'ltcm-1998', 'options-derivatives'],
};

/**
 * The spec's fallback list (market-basics 0.75, stocks-101 0.65, risk-management 0.55) mapped to
 * lessons that exist, so a click opens something.
 */
export function fallbackRecommendations(exists: (id: string) => boolean): Recommendation[] {
  const used = new Set<string>();
  const out: Recommendation[] = [];
  for (const f of FALLBACK_RECOMMENDATIONS) {
    const target = (FALLBACK_TARGETS[f.lessonId] ?? []).find((id) => exists(id) && !used.has(id));
    if (!target) continue;
    used.add(target);
    out.push({ lessonId: target, confidence: f.confidence, reason: 'Popular starting point' });
  }
  return out;
}
