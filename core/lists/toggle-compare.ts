import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { ProductListsGateway, type CompareToggle } from './product-lists-gateway.port';
import { ProductState } from '../product/product-state.port';

/** Adds the product to the compare list or takes it out and records the answer. */
@injectable()
export class ToggleCompare {
  constructor(
    @inject(ProductListsGateway) private readonly gateway: Pick<ProductListsGateway, 'toggleCompare'>,
    @inject(ProductState) private readonly state: Pick<ProductState, 'setCompared'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** The new state and the server's message; throws RequestError (with the form errors) when refused. */
  async execute(productId: number, language: string): Promise<CompareToggle> {
    const answer = await this.gateway.toggleCompare(productId, this.session.token, language);
    this.state.setCompared(answer.compared);
    return answer;
  }
}
