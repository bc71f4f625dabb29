import type { HomeGateway } from './home-gateway.port';
import type { HomeState } from './home-state.port';

/** Loads the home sections unless they are already there for this language (hydrated from the server). */
export class LoadHome {
  constructor(
    private readonly gateway: Pick<HomeGateway, 'fetchHome'>,
    private readonly state: HomeState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.data && this.state.language === language) return;
    const data = await this.gateway.fetchHome(language);
    this.state.setHome(data, language);
  }
}
