import type { TFunction } from 'i18next';
import { VALIDATION_VALUES } from '../../core/shared/validation-codes';

/** A validation code as the shopper reads it: `validation.{code}` with `{type}` = the field's name
 * and the rule's numbers (the password's length, a phone number's digits). */
export function fieldMessage(t: TFunction, field: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t(`auth.validation.${code}`, { ...VALIDATION_VALUES, type: t(`auth.fields.${field}`) });
}
