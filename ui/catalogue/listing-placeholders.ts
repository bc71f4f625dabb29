/**
 * Shimmer tiles while a listing loads (21). In a module of its own because the flash-sale
 * page shows them too: a page module another module imports statically is merged into a shared
 * chunk and drops out of the build manifest, so the server could no longer link its CSS and the
 * listing laid itself out again when its styles arrived (CLS 0.75; `tests/unit/page-chunks.test.ts`).
 */
export const LISTING_PLACEHOLDERS = 21;
