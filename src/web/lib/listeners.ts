/**
 * The listeners of a module's own store, for `useSyncExternalStore`: pass `subscribe` to it and
 * call `notify` after the store changes.
 */
export function listenerSet(): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
