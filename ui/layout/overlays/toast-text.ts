import type { TFunction } from 'i18next';

/**
 * What a toast says. An error reads as the translated word for error, "!!!", then the message
 * ("Error!!! Out of stock"); any other toast shows its message or the translated "Success".
 */
export function toastText(t: TFunction, toast: { message: string | null; isError: boolean }): string {
  if (toast.isError) return `${t('common.error')}!!! ${toast.message ?? ''}`.trimEnd();
  return toast.message ?? t('common.success');
}
