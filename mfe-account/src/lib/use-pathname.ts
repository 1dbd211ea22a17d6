import { useSyncExternalStore } from 'react';

/** Events after which the page's path may have changed: the browser's, and single-spa's after each reroute. */
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void) {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

/**
 * The page's current path for parts outside any router (the overlay host): it follows every
 * navigation, not only the one the overlay was first rendered on.
 */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}
