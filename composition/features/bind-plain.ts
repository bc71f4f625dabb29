import type { Container, ResolutionContext } from 'inversify';
import type { PortToken } from '../../ui/app/port-tokens';

/** What a constructor's parameter is resolved from: a port's token, or a class bound to itself. */
export type Dependency<T> = PortToken<T> | (abstract new (...args: never[]) => T);

/**
 * Builds a plain class of core or adapters (no decorators: docs/decisions/0011-core-without-container.md)
 * from its constructor's dependencies, in order, each resolved from the container; the type
 * checker holds each token to its parameter. For `toDynamicValue`.
 */
export function plain<A extends unknown[], T>(type: new (...args: A) => T, ...dependencies: { [K in keyof A]: Dependency<A[K]> }): (context: ResolutionContext) => T {
  return (context) => new type(...(dependencies.map((dependency) => context.get(dependency as symbol)) as A));
}

/** Binds a plain class to itself, built by `plain`, in the container's default scope (one per container). */
export function bindPlain<A extends unknown[], T>(container: Container, type: new (...args: A) => T, ...dependencies: { [K in keyof A]: Dependency<A[K]> }): void {
  container.bind(type).toDynamicValue(plain(type, ...dependencies));
}
