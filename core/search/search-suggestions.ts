import type { SearchGateway } from './search-gateway.port';
import type { SearchSuggestionList } from './suggestion-list';
import { NO_SUGGESTIONS } from './search-suggestion';

/** Longer text cannot be a useful prefix to complete; the server is not asked to fold 10,000 characters. */
export const MAX_SUGGEST_LENGTH = 100;

/** Suggestions for what the shopper typed so far; blank text asks nothing. */
export class SearchSuggestions {
  constructor(private readonly gateway: Pick<SearchGateway, 'suggest'>) {}

  async execute(text: string, language: string): Promise<SearchSuggestionList> {
    const term = text.trim().slice(0, MAX_SUGGEST_LENGTH);
    if (term === '') return NO_SUGGESTIONS;
    return this.gateway.suggest(term, language);
  }
}
