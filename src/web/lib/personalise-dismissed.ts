import { readJson, userKey, writeJson } from './storage';

// A learner who closes the personalise questionnaire without finishing it is not asked again on
// this device: the dashboard's Personalise button still opens it whenever they want.

const NAME = 'personalise-dismissed';

/** Whether this learner (a user id, or 'guest') closed the questionnaire unfinished. */
export function personaliseDismissed(userId: string): boolean {
  return readJson<boolean>(userKey(userId, NAME)) === true;
}

/** Remembers that this learner closed the questionnaire unfinished. */
export function rememberPersonaliseDismissed(userId: string): void {
  writeJson(userKey(userId, NAME), true);
}
