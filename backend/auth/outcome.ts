/** What an account operation tells the caller: a key of AUTH_MESSAGES (translated by the route) and, on success, data. */
export type AuthOutcome<T> =
  | { ok: true; data: T; message: string; vars?: Record<string, string> }
  | { ok: false; message: string; vars?: Record<string, string>; /** The form field the refusal is about. */ field?: string };

export const success = <T>(data: T, message: string, vars?: Record<string, string>): AuthOutcome<T> => ({ ok: true, data, message, vars });
export const refusal = (message: string, vars?: Record<string, string>, field?: string): AuthOutcome<never> => ({ ok: false, message, vars, field });
