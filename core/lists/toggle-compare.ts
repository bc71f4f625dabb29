import type { SessionState } from '../auth/session-state.port';
import type { ProductListsGateway, CompareToggle } from './product-lists-gateway.port';
import type { ProductState } from '../product/product-state.port';

/** Adds the product to the compare list or takes it out and records the answer. */
export class ToggleCompare {
  constructor(
    private readonly gateway: Pick<ProductListsGateway, 'toggleCompare'>,
    private readonly state: Pick<ProductState, 'setCompared'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** The new state and the server's message; throws RequestError (with the form errors) when refused. */
  async execute(productId: number, language: string): Promise<CompareToggle> {
    const answer = await this.gateway.toggleCompare(productId, this.session.token, language);
    this.state.setCompared(answer.compared);
    return answer;
  }
}
