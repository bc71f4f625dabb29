import { createContext, useContext } from 'react';
import type { LocalizedRoute } from './route-definition';

/**
 * The shop's localized route table, provided once around the app (composition/root.tsx). Links and
 * the head read it from here, so nothing a page imports leads back to the table that lazily
 * imports every page.
 */
export const RouteTable = createContext<readonly LocalizedRoute[]>([]);

/** The route table of the app around the caller. */
export function useRouteTable(): readonly LocalizedRoute[] {
  return useContext(RouteTable);
}
