import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../core/shared/validation-codes';

/** A validation code as the shopper reads it: `validation.{code}` with `{type}` = the field's name. */
export function fieldMessage(t: TFunction, field: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t(`auth.validation.${code}`, { type: t(`auth.fields.${field}`) });
}

/** Every refused field, translated. */
export function fieldMessages(t: TFunction, errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, fieldMessage(t, field, code)!]));
}
