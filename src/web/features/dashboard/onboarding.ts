import { readJson, userKey, writeJson } from '../../lib/storage';

/** The onboarding checklist shows while onboarding is not complete and XP is below 300 (spec §4). */
export const CHECKLIST_XP_LIMIT = 300;

const SIMULATOR_OPENED = 'simulator-opened';

/** The trading simulator marks that this learner has opened it (the checklist's last step). */
export function markSimulatorOpened(userId: string, at: Date = new Date()): void {
  if (!readJson<string>(userKey(userId, SIMULATOR_OPENED)))
    writeJson(userKey(userId, SIMULATOR_OPENED), at.toISOString());
}

export function hasOpenedSimulator(userId: string): boolean {
  return readJson<string>(userKey(userId, SIMULATOR_OPENED)) !== undefined;
}
