import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import type { CatalogueGateway } from './catalogue-gateway.port';
import type { FlashSaleState } from './catalogue-states.port';

/** A sale id from the URL: a positive 32-bit integer, else null (the page is a 404). */
export function flashSaleIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Loads one flash sale and a page of its products; an id that cannot exist is a 404 without a call. */
export class LoadFlashSale {
  constructor(
    private readonly gateway: Pick<CatalogueGateway, 'fetchFlashSale'>,
    private readonly state: FlashSaleState,
  ) {}

  async execute(rawId: string | undefined, page: number, language: string): Promise<void> {
    const id = flashSaleIdOf(rawId);
    if (id === null) throw new RequestError(404, NOT_FOUND_MESSAGE);
    const key = `${language}|${id}|${page}`;
    if (this.state.key === key) return;
    const detail = await this.gateway.fetchFlashSale(id, page, language);
    this.state.setSale(detail, key);
  }
}
