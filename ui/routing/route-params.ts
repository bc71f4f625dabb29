import { createContext, useContext } from 'react';

/**
 * The matched route's params. The app matches a pathname once against its ranked route table
 * (match-route.ts) instead of letting react-router's <Routes> flatten, rank and compile ~200
 * localized routes on every render; pages read their params here.
 */
export const RouteParams = createContext<Readonly<Record<string, string | undefined>>>({});

export function useRouteParams(): Readonly<Record<string, string | undefined>> {
  return useContext(RouteParams);
}
