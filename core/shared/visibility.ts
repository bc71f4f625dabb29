/**
 * Whether a row is shown to shoppers: the `status` column of categories, products, brands, pages,
 * banners, vouchers, rules, reviews and the site's links (spec: 1 public, 2 private). The one place
 * these numbers are written; the server's queries and the seed read them from here.
 */
export const VISIBILITY = {
  public: 1,
  private: 2,
} as const;

/** A public row's `status`. */
export const PUBLIC = VISIBILITY.public;
/** A hidden row's `status`. */
export const PRIVATE = VISIBILITY.private;
