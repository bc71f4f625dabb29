import { BACK_OFFICE } from '../../core/admin/back-office';
import { parseCookies } from '../storage/cookie-writer';

/** The page's cookies: empty on the server, where the console never calls (it asks from the browser). */
export const documentCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

/**
 * The header every back-office call carries: the CSRF token the server derived from the session,
 * read from its readable companion cookie (the session itself is an HttpOnly cookie). Every
 * back-office gateway sends it.
 */
export function backOfficeHeaders(cookies: () => string = documentCookies): Record<string, string> {
  const csrf = parseCookies(cookies())[BACK_OFFICE.csrfCookieName];
  return csrf ? { [BACK_OFFICE.csrfHeader]: csrf } : {};
}
