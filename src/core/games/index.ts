// Crisis games (issue 11): data, one pure engine, scoring. Runs on the server and in the browser.

export { GAME_TITLES, gameTitle } from './catalogue';
export { GAMES, gameById } from './data';
export {
  applyAction,
  borrowable,
  equityOf,
  holdingsValue,
  INSURANCE,
  MARGIN,
  MAX_ORDER_CENTS,
  replay,
  replayLenient,
  START_CENTS,
  START_MIX,
  startState,
  step,
  stepsOf,
} from './engine';
export { assetsOf, betaOf, bottomStep, newsAt, quotes, stepDates, stockAsset } from './path';
export {
  buyAndHold,
  type Decision,
  decisionEffects,
  judge,
  maxDrawdown,
  resultOf,
  riskAdjustedScore,
  SCORE_EXPLANATION,
  sellAtBottom,
  type Verdict,
} from './score';
export * from './types';
