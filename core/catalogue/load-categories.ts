import type { CatalogueGateway } from './catalogue-gateway.port';
import type { CategoriesState } from './catalogue-states.port';

/** Loads every category for the categories screen, once per language. */
export class LoadCategories {
  constructor(
    private readonly gateway: Pick<CatalogueGateway, 'fetchCategories'>,
    private readonly state: CategoriesState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language) return;
    const { categories } = await this.gateway.fetchCategories(language);
    this.state.setCategories(categories, language);
  }
}
