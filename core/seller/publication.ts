import type { Publication } from './seller-product';

/**
 * How a seller's product goes public (issue 32). A new product is a `draft`. The seller submits it:
 * it is `published` at once, or waits in `review` when the operator's setting asks for a review
 * first (`settings.product_review`) and the shop has not approved it before. In review, the back
 * office approves it (`published`) or sends it back with a reason (`returned`, mailed); the seller
 * mends it and submits again. The seller may hide a published product or one in review (`hidden`:
 * gone from the storefront, its page 404) and submit it again. Once approved, a product's later
 * edits go live as they are saved, and a hidden one comes back without a new review: the shop
 * reviewed the seller's product, not each restock (decision 0030).
 *
 * Orders already placed keep their own copy of what was bought whatever happens here.
 */
export const PUBLICATION_ACTIONS = ['submit', 'hide', 'approve', 'send_back'] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

export interface PublicationContext {
  /** The operator's setting: a seller's product is reviewed before it is public. */
  reviewRequired: boolean;
  /** The shop approved this product before (or published it without review). */
  approvedBefore: boolean;
}

/** The state after `action`, or null when the action does not apply to `state`. */
export function nextPublication(state: Publication, action: PublicationAction, context: PublicationContext): Publication | null {
  switch (action) {
    case 'submit':
      if (state !== 'draft' && state !== 'returned' && state !== 'hidden') return null;
      return context.reviewRequired && !(state === 'hidden' && context.approvedBefore) ? 'review' : 'published';
    case 'hide':
      return state === 'published' || state === 'review' ? 'hidden' : null;
    case 'approve':
      return state === 'review' ? 'published' : null;
    case 'send_back':
      return state === 'review' ? 'returned' : null;
  }
}

/** What the seller may do to a product in `state`, for the workspace's buttons. */
export function sellerActions(state: Publication): PublicationAction[] {
  return (['submit', 'hide'] as const).filter((action) => nextPublication(state, action, { reviewRequired: false, approvedBefore: true }) !== null);
}

/** Only a published product is on the storefront (listings, search, its page, the sitemap). */
export function isPublic(state: Publication): boolean {
  return state === 'published';
}

/** The longest reason the back office may give when sending a product back (mailed to the seller). */
export const SEND_BACK_REASON_MAX = 500;
