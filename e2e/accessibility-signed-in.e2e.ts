import { everyRoutePasses } from './accessibility';
import { useBrowser } from './browser';

// The accessibility gate (./accessibility.ts) for a signed-up learner, on a laptop and on a phone,
// and for what an administrator alone sees, on a laptop (its phone layout the admin journeys check).

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

everyRoutePasses(browser, 'learner', false);
everyRoutePasses(browser, 'learner', true);
everyRoutePasses(browser, 'admin', false);
