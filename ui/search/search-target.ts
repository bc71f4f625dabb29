/**
 * The language-neutral path a search submit goes to, or null when no search should run: the text
 * is blank, or it is the term the search page already shows.
 */
export function searchTarget(text: string, shownTerm: string | null): string | null {
  const term = text.trim();
  if (term === '' || term === shownTerm?.trim()) return null;
  return `/search?q=${encodeURIComponent(term)}`;
}
