import type { SearchGateway } from '../../core/search/search-gateway.port';
import type { SearchSuggestionList } from '../../core/search/suggestion-list';
import type { ApiClient } from '../http/api-client';

export class HttpSearchGateway implements SearchGateway {
  constructor(private readonly api: ApiClient) {}

  async suggest(text: string, language: string): Promise<SearchSuggestionList> {
    const data = await this.api.get<Partial<SearchSuggestionList> | null>('search', { language, params: { q: text } });
    // A backend that leaves a list out still gives the popup four lists to read.
    return { product: data?.product ?? [], suggested: data?.suggested ?? [], sub_category: data?.sub_category ?? [], category: data?.category ?? [] };
  }
}
