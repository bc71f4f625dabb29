import type { HomeData } from './home-data';

/** Where the home sections are kept (the home view model). */
export interface HomeState {
  readonly data: HomeData | null;
  readonly language: string | null;
  setHome(data: HomeData, language: string): void;
}
