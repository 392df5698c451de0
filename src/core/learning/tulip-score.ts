// Tulip story scoring (spec §9 "Tulip story"): points for each scored choice made, for the ending
// reached, and three bonuses. The numbers come from the lesson's `scoring`; the rules for the
// bonuses (which the spec names but does not define) are ours:
// - learned-all-concepts: every concept of the lesson was learned on the way (see concepts.ts);
// - made-profit: the reader turned paper profit into coin by choosing `sell-half`;
// - protected-family: the story ended in `survived`, savings intact.

export type StoryScoring = {
  startingCapital?: number | undefined;
  choices: Readonly<Record<string, number>>;
  outcomes: Readonly<Record<string, number>>;
  bonuses: Readonly<Record<string, number>>;
};

export type TulipPath = {
  /** Ids of the choices made, in order. Choices the scoring does not list score 0. */
  choiceIds: readonly string[];
  /** The ending reached: bankruptcy, survived or educated; undefined if none yet. */
  ending: string | undefined;
  learnedAllConcepts: boolean;
};

export type TulipScore = {
  choicePoints: number;
  outcomePoints: number;
  bonuses: { id: string; points: number }[];
  total: number;
};

export function earnedBonuses(path: TulipPath): string[] {
  const earned: string[] = [];
  if (path.learnedAllConcepts) earned.push('learned-all-concepts');
  if (path.choiceIds.includes('sell-half')) earned.push('made-profit');
  if (path.ending === 'survived') earned.push('protected-family');
  return earned;
}

export function scoreTulip(scoring: StoryScoring, path: TulipPath): TulipScore {
  const choicePoints = path.choiceIds.reduce((sum, id) => sum + (scoring.choices[id] ?? 0), 0);
  const outcomePoints = path.ending === undefined ? 0 : (scoring.outcomes[path.ending] ?? 0);
  const bonuses = earnedBonuses(path).map((id) => ({ id, points: scoring.bonuses[id] ?? 0 }));
  const total = choicePoints + outcomePoints + bonuses.reduce((sum, b) => sum + b.points, 0);
  return { choicePoints, outcomePoints, bonuses, total };
}

/** The ending a trail of page ids reached: the last visited page that is a scored outcome. */
export function endingOf(scoring: StoryScoring, trail: readonly string[]): string | undefined {
  return [...trail].reverse().find((id) => Object.hasOwn(scoring.outcomes, id));
}
