/** A store the caller follows. */
export interface FollowedStore {
  id: number;
  slug: string;
  name: string;
  logo: string;
  rating: number;
  review_count: number;
  followed_at: string;
}
