import type { CommonData } from './common-data';

/** Reads the shop-wide data every page needs (api/v1 `common`). */
export interface CommonGateway {
  /** Common data in the given language; throws RequestError when the API refuses or is down. */
  fetchCommon(language: string): Promise<CommonData>;
}
export const CommonGateway = Symbol('CommonGateway');
