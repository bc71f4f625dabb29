/**
 * The back office's review queue of sellers' products (issue 32, `admin/products/review`): the
 * products sellers submitted while the operator's setting asks for a review, oldest first. The
 * back office approves one (it goes public at once, everywhere) or sends it back with a reason
 * (mailed to the seller in their language). One type for the server and the console.
 */
import { SEND_BACK_REASON_MAX } from '../seller/publication';

export { SEND_BACK_REASON_MAX };

/** Page size of the review queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

export interface ProductInReview {
  id: number;
  slug: string;
  /** In the caller's language, else the product's default title. */
  title: string;
  image: string;
  /** Decimal amounts; offer '' when none. */
  price: string;
  offerPrice: string;
  variants: number;
  category: string;
  store: { id: number; name: string; slug: string };
  /** When the seller last submitted it. */
  submittedAt: string;
  /** The row's version: a decision taken on a stale read is refused. */
  version: number;
}

export interface ProductDecision {
  productId: number;
  version: number;
  decision: 'approve' | 'send_back';
  /** Required when sending back (at most SEND_BACK_REASON_MAX characters), ignored when approving. */
  reason: string;
}

/** Why a decision cannot be sent as it is, or null. */
export function productDecisionProblem(decision: ProductDecision): 'reason_required' | 'reason_too_long' | null {
  if (decision.decision !== 'send_back') return null;
  const reason = decision.reason.trim();
  if (reason === '') return 'reason_required';
  return reason.length > SEND_BACK_REASON_MAX ? 'reason_too_long' : null;
}
