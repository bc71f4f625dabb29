import type { Envelope } from '../../core/domain/envelope';

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
