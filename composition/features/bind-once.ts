import type { Container } from 'inversify';

type Token = Parameters<Container['isBound']>[0];

/** Binds a service another feature may have bound already (two bindings would make `get` ambiguous). */
export function bindOnce(container: Container, token: Token, bind: () => void): void {
  if (!container.isBound(token)) bind();
}
