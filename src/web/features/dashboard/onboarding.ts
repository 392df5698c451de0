/** The onboarding checklist shows while onboarding is not complete and XP is below 300 (spec §4). */
export const CHECKLIST_XP_LIMIT = 300;
