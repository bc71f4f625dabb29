/**
 * A text from a seller or the shop (a product's description or overview) is either HTML or plain
 * lines kept as written ("Key: value" per line). It is HTML when it holds a tag. The browser shows
 * the first as markup and the second as text; the server sanitises only the first, since plain
 * text is shown escaped and must keep its `&` and `<` as typed.
 */
export function isMarkup(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}
