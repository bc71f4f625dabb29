import type { CommonData } from './common-data';
import type { Texts } from '../language/localization';

/** Reads the shop-wide data every page needs (api/v1 `common`). */
export interface CommonGateway {
  /** Common data in the given language; throws RequestError when the API refuses or is down. */
  fetchCommon(language: string): Promise<CommonData>;
  /** The storefront texts of a language that is not predefined (api/v1 `localization`). */
  fetchTexts(language: string): Promise<Texts>;
}
