/**
 * What the browser bundle gets for `use-sync-external-store/shim` (see vite.config.ts):
 * mobx-react-lite imports that shim to support React 17, and it carries a whole fallback
 * implementation; React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
