import { createContext, useContext } from 'react';

/**
 * True only while an app page is rendered at build time for every visitor, signed in or not
 * (issue 14: /library paints its catalogue before any script runs). The frame then shows nothing
 * that belongs to one account and sends nobody to sign in; the browser renders the page afresh
 * for the learner who opened it.
 */
export const AppShellPrerender = createContext(false);

export const useAppShellPrerender = (): boolean => useContext(AppShellPrerender);
