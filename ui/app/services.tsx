import { createContext, useContext, type ReactNode } from 'react';

/** A token the composition root can resolve: a port symbol or a class. */
export type ServiceToken<T> = symbol | (abstract new (...args: never[]) => T);

/** What the UI may ask of the composition root; the container itself stays in `composition`. */
export interface Resolver {
  get<T>(token: ServiceToken<T>): T;
}

const ServicesContext = createContext<Resolver | null>(null);

export function ServicesProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <ServicesContext.Provider value={resolver}>{children}</ServicesContext.Provider>;
}

/** Resolves a store, view model or use case from this request's (or this tab's) container. */
export function useService<T>(token: ServiceToken<T>): T {
  const resolver = useContext(ServicesContext);
  if (!resolver) throw new Error('useService needs a ServicesProvider');
  return resolver.get(token);
}

/** The resolver, or null outside the app's providers (a link rendered alone). */
export function useOptionalResolver(): Resolver | null {
  return useContext(ServicesContext);
}

/**
 * The resolver itself, for code that binds a feature on demand (FeatureLoader.load) and only then
 * resolves what the feature provides: `useService` would have to resolve it at render time.
 */
export function useResolver(): Resolver {
  const resolver = useContext(ServicesContext);
  if (!resolver) throw new Error('useResolver needs a ServicesProvider');
  return resolver;
}
