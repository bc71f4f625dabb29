import type { CommonGateway } from './common-gateway.port';
import type { CommonState } from './common-state.port';

/** Loads common data once per language; a page that already has it (hydrated) does not refetch. */
export class LoadCommon {
  constructor(
    private readonly gateway: Pick<CommonGateway, 'fetchCommon'>,
    private readonly state: CommonState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.data && this.state.language === language) return;
    const data = await this.gateway.fetchCommon(language);
    this.state.setCommon(data, language);
  }
}
