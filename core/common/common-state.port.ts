import type { CommonData } from './common-data';

/** Where the loaded common data is kept (a MobX store in the UI). */
export interface CommonState {
  /** The data loaded for the current language, or null before the first load. */
  readonly data: CommonData | null;
  /** The language `data` was loaded in. */
  readonly language: string | null;
  /** Replaces the common data after a load. */
  setCommon(data: CommonData, language: string): void;
}
