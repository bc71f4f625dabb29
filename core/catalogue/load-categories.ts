import { inject, injectable } from 'inversify';
import { CatalogueGateway } from './catalogue-gateway.port';
import { CategoriesState } from './catalogue-states.port';

/** Loads every category for the categories screen, once per language. */
@injectable()
export class LoadCategories {
  constructor(
    @inject(CatalogueGateway) private readonly gateway: Pick<CatalogueGateway, 'fetchCategories'>,
    @inject(CategoriesState) private readonly state: CategoriesState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language) return;
    const { categories } = await this.gateway.fetchCategories(language);
    this.state.setCategories(categories, language);
  }
}
