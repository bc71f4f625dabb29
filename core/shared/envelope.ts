/** Every api/v1 response. `status` 200 success, 201 business error with `data.form`, 403 unauthorised, 404 not found. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

