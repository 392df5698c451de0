import { useEffect, useState } from 'react';
import { keys, readJson } from '../../lib/storage';

// The personalise questionnaire's answers changed: the learning path (built from them) and the
// onboarding checklist ("Tell us your goals") refresh at once instead of after a reload.

export const PREFERENCES_SAVED = 'preferences-saved';

export function announcePreferencesSaved(): void {
  window.dispatchEvent(new Event(PREFERENCES_SAVED));
}

function storedPreferences(): boolean {
  return Object.keys(readJson<Record<string, unknown>>(keys.userPreferences) ?? {}).length > 0;
}

/** Whether this device holds the learner's answers, kept current as they are saved. */
export function useHasPreferences(): boolean {
  const [has, setHas] = useState(storedPreferences);
  useEffect(() => {
    const update = () => setHas(storedPreferences());
    window.addEventListener(PREFERENCES_SAVED, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(PREFERENCES_SAVED, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return has;
}
