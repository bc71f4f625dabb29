/** Laravel-style paginator used by every paged list of api/v1. */
export interface Paginator<T> {
  current_page: number;
  data: T[];
  from: number | null;
  to: number | null;
  total: number;
  last_page: number;
  per_page: number;
}
