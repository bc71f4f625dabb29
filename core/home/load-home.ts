import { inject, injectable } from 'inversify';
import { HomeGateway } from './home-gateway.port';
import { HomeState } from './home-state.port';

/** Loads the home sections unless they are already there for this language (hydrated from the server). */
@injectable()
export class LoadHome {
  constructor(
    @inject(HomeGateway) private readonly gateway: Pick<HomeGateway, 'fetchHome'>,
    @inject(HomeState) private readonly state: HomeState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.data && this.state.language === language) return;
    const data = await this.gateway.fetchHome(language);
    this.state.setHome(data, language);
  }
}
