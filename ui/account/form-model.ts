/*
 * The state of one account form: values, the validation code per field, and the submission. Only
 * the lazily loaded account pages import this file, which keeps class-validator out of the first load.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldErrors } from '../../core/shared/validation-codes';
import { readForm } from '../../core/shared/forms';
import { RequestError } from '../../core/shared/request-error';

export class FormModel<T extends object> {
  values: Record<string, string>;
  errors: FieldErrors = {};
  /** The server's own message per field it refused (`data.fields`), shown beside the field. */
  serverErrors: Record<string, string> = {};
  submitting = false;

  constructor(private readonly Form: new () => T, initial: Partial<Record<Extract<keyof T, string>, string | null>> = {}) {
    const blank = new Form() as Record<string, unknown>;
    this.values = Object.fromEntries(Object.keys(blank).map((key) => [key, String((initial as Record<string, unknown>)[key] ?? blank[key] ?? '')]));
    makeAutoObservable<this, 'Form'>(this, { Form: false });
  }

  set(field: Extract<keyof T, string>, value: string): void {
    this.values[field] = value;
    if (this.errors[field]) delete this.errors[field];
    if (this.serverErrors[field]) delete this.serverErrors[field];
  }

  reset(values: Partial<Record<Extract<keyof T, string>, string | null>> = {}): void {
    for (const key of Object.keys(this.values)) this.values[key] = String((values as Record<string, unknown>)[key] ?? '');
    this.errors = {};
    this.serverErrors = {};
  }

  /**
   * Validates in the browser first (the server validates again); sends only a valid form. A refusal
   * of the server goes to `onError` with its first form message (for the error toast), and each
   * message the server gave for a field is kept to show beside that field.
   */
  async submit(send: (form: T) => Promise<void>, onError: (message: string) => void): Promise<boolean> {
    if (this.submitting) return false;
    const { form, errors } = readForm(this.Form, this.values);
    this.errors = errors;
    this.serverErrors = {};
    if (Object.keys(errors).length > 0) return false;
    this.submitting = true;
    try {
      await send(form);
      return true;
    } catch (error) {
      if (error instanceof RequestError) runInAction(() => { this.serverErrors = { ...error.fields }; });
      onError(error instanceof RequestError ? error.firstMessage : error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }
}
