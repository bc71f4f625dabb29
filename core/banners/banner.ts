import { PUBLIC } from '../shared/visibility';

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

/** Banner types: 1-7 the home page's places, 8 the top banner, 9 the popup banner. */
export const BANNER_TYPE = { home1: 1, home2: 2, home3: 3, home4: 4, home5: 5, home6: 6, home7: 7, top: 8, popup: 9 } as const;
export const TOP_BANNER_TYPE = BANNER_TYPE.top;
export const POPUP_BANNER_TYPE = BANNER_TYPE.popup;

/** A banner's `closable`: 1 the shopper may close it, 2 not. */
export const BANNER_CLOSABLE = { yes: 1, no: 2 } as const;

export function isPublicBanner(banner: Pick<Banner, 'status'> | null | undefined): boolean {
  return banner != null && Number(banner.status) === PUBLIC;
}

export function isClosable(banner: Pick<Banner, 'closable'> | null | undefined): boolean {
  return banner != null && Number(banner.closable) === BANNER_CLOSABLE.yes;
}
