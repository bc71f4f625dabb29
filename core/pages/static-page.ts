/** A static page of the shop (about, terms, ...) as `page/:slug` answers it, its texts in the request's language. */
export interface StaticPage {
  id: number;
  slug: string;
  title: string;
  body: string;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
}
