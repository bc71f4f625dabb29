/** Banner types 1-9; 8 is the top banner, 9 the popup banner. */
export interface Banner {
  id: number;
  type: number;
  title: string;
  image: string;
  /** 1 public, 2 private. */
  status: number;
  /** 1 when the shopper may close it. */
  closable: number;
  /** Where the banner leads: a source item (see SourceItem). */
  source_type: number | null;
  url: string | null;
  slug: string | null;
  source_id: number | null;
  background_color?: string | null;
}

export const PUBLIC = 1;
export const TOP_BANNER_TYPE = 8;
export const POPUP_BANNER_TYPE = 9;

export function isPublicBanner(banner: Pick<Banner, 'status'> | null | undefined): boolean {
  return banner != null && Number(banner.status) === PUBLIC;
}

export function isClosable(banner: Pick<Banner, 'closable'> | null | undefined): boolean {
  return banner != null && Number(banner.closable) === PUBLIC;
}
