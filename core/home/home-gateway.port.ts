import type { HomeData } from './home-data';

/** Reads the home page sections (api/v1 `home`). */
export interface HomeGateway {
  /** Home sections in the given language; throws RequestError when the API refuses or is down. */
  fetchHome(language: string): Promise<HomeData>;
}
