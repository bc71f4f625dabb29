import { injectable } from 'inversify';
import type { CategoriesState } from '../../core/catalogue/catalogue-states.port';
import type { CategoryWithChildren } from '../../core/catalogue/listing';
import { PageDataViewModel } from '../app/page-data-view-model';

/** The categories screen: every category and its sub-categories. */
@injectable()
export class CategoriesViewModel extends PageDataViewModel<CategoryWithChildren[]> implements CategoriesState {
  constructor() {
    super({ data: 'categories', key: 'language', list: true });
  }

  get categories(): CategoryWithChildren[] {
    return this.data ?? [];
  }

  get language(): string | null {
    return this.key;
  }

  setCategories(categories: CategoryWithChildren[], language: string): void {
    this.set(categories, language);
  }
}
