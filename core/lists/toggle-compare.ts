import type { SessionState } from '../auth/session-state.port';
import type { ProductListsGateway, CompareToggle } from './product-lists-gateway.port';
import type { ProductState } from '../product/product-state.port';
import { Toggle } from '../shared/toggle';

/** Adds the product to the compare list or takes it out and records the answer (the new state and the server's message; a refusal carries the form errors). */
export class ToggleCompare extends Toggle<CompareToggle> {
  constructor(gateway: Pick<ProductListsGateway, 'toggleCompare'>, state: Pick<ProductState, 'setCompared'>, session: Pick<SessionState, 'token'>) {
    super((id, token, language) => gateway.toggleCompare(id, token, language), (answer) => state.setCompared(answer.compared), session);
  }
}
