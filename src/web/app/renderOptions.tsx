import { RouteError } from './ErrorScreens';
import { LoadingScreen } from './LoadingScreen';

/**
 * The router options that shape the rendered markup, shared by the browser's router (routes.tsx)
 * and the build-time prerender (prerender.tsx): a route gets its own Suspense boundary only when
 * there is a pending component, so unless both routers agree, hydrating a prerendered page
 * mismatches (issue 14 point 3).
 */
export const renderOptions = {
  defaultErrorComponent: RouteError,
  defaultPendingComponent: () => <LoadingScreen />,
};
