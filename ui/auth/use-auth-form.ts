import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from '../../core/shared/validation-codes';
import { readForm } from '../../core/shared/forms';
import { RequestError } from '../../core/shared/request-error';
import { useTranslation } from '../i18n/react-i18n';
import { fieldMessage } from './field-messages';

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * One auth form: values as typed, class-validator codes shown as translated messages under their
 * fields, the server's refusals (RequestError.form) above the form, and a submitting flag that
 * disables the button so a double click sends nothing twice.
 */
export function useAuthForm<T extends object>(Form: new () => T, initial: Record<string, string> = {}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: Extract<keyof T, string>): FieldProps => ({
    name,
    value: values[name] ?? '',
    error: fieldMessage(t, name, errors[name]),
    onChange: (event) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      // A corrected field stops shouting; the others keep their message until the next submit.
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const submit = (action: (form: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { form, errors: found } = readForm(Form, values);
    setErrors(found);
    setServerErrors([]);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await action(form);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setServerErrors(error.form.length > 0 ? [...error.form] : [error.message]);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, field, submit, submitting, serverErrors, setValues, reset: () => { setErrors({}); setServerErrors([]); } };
}
