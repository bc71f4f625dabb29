/**
 * A failed api/v1 call: a business error (status 201, with the form messages), a refusal (403),
 * a missing resource (404) or an unreachable API (no status: "API is down.").
 * Thrown by gateways, caught by view models, shown as the error page or a toast.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly form: readonly string[] = [],
    /** The server's message per refused field (`data.fields`), for forms that show them in place. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** The first form message, else the message: what a toast shows. */
  get firstMessage(): string {
    return this.form[0] ?? this.message;
  }
}

/**
 * The server answered no (a business error, 201, or a refusal, 4xx): nothing was written. A 5xx
 * or no answer at all might hide a write that happened.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof RequestError && error.status >= 200 && error.status < 500;
}

export const API_DOWN_MESSAGE = 'API is down.';
export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';
export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** The api/v1 envelope's untranslated refusal (`unauthorized()` with no message). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** Error page props from anything thrown while loading a page. */
export function toPageError(error: unknown): { status: number; message: string } {
  if (error instanceof RequestError) return { status: error.status || DEFAULT_ERROR_STATUS, message: error.message || DEFAULT_ERROR_MESSAGE };
  if (error instanceof Error && error.message) return { status: DEFAULT_ERROR_STATUS, message: error.message };
  return { status: DEFAULT_ERROR_STATUS, message: DEFAULT_ERROR_MESSAGE };
}

/** A page whose thing does not exist (404) or was taken down for good (410): not found, and not indexed. */
export function isMissing(status: number | undefined): boolean {
  return status === 404 || status === 410;
}
