import type { Envelope } from '../../core/shared/envelope';

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { status: 200, message, data };
}

/** A business error: envelope status 201 with the messages in `data.form` (HTTP 200, as the contract says). */
export function businessError(form: string[], message = form[0] ?? 'Error'): Envelope<{ form: string[] }> {
  return { status: 201, message, data: { form } };
}

export function failure(status: number, message: string): Envelope<null> {
  return { status, message, data: null };
}

/** Envelope status 403: no live session for a call that needs one, or a row that is not the caller's. */
export function unauthorized(message = 'Unauthorized'): Envelope<null> {
  return { status: 403, message, data: null };
}

/** A refused form: status 201, every message in `data.form`, and each by field in `data.fields`. */
export function formError(fields: Record<string, string>): Envelope<{ form: string[]; fields: Record<string, string> }> {
  const form = Object.values(fields);
  return { status: 201, message: form[0] ?? 'Error', data: { form, fields } };
}
