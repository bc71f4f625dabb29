import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CategoriesState } from '../../core/catalogue/catalogue-states.port';
import type { CategoryWithChildren } from '../../core/catalogue/listing';
import type { Hydratable } from '../app/hydratable';

/** The categories screen: every category and its sub-categories. */
@injectable()
export class CategoriesViewModel implements CategoriesState, Hydratable {
  categories: CategoryWithChildren[] = [];
  language: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setCategories(categories: CategoryWithChildren[], language: string): void {
    this.categories = categories;
    this.language = language;
  }

  snapshot(): unknown {
    return this.language ? { categories: this.categories, language: this.language } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { categories?: CategoryWithChildren[]; language?: string } | null;
    if (s?.language && Array.isArray(s.categories)) this.setCategories(s.categories, s.language);
  }
}
