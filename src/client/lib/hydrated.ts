import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates HTML rendered at build time (src/client/prerender.tsx), true once the
 * page's code runs it, and true at once on a page drawn in the browser. A form sent before then
 * would go to the server as a plain HTML form, fields in the address included.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
