import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RouteParams } from '../routing/route-params';

/** For page tests inside <Routes>: hands react-router's params to the page as the app does. */
export function WithRouteParams({ children }: { children: ReactNode }) {
  return <RouteParams.Provider value={useParams()}>{children}</RouteParams.Provider>;
}
