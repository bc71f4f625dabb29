import { useLocation } from 'react-router';
import { safeRedirect } from '../../core/auth/safe-redirect';
import { useLocalizePath } from '../app/language-context';

/** `?redirect=` when it is a path on this site (already localized), else this language's home. */
export function useRedirectTarget(): string {
  const location = useLocation();
  const localize = useLocalizePath();
  return safeRedirect(new URLSearchParams(location.search).get('redirect')) ?? localize('/');
}

/** The current `?redirect=` query to carry along links between login, register and forgot. */
export function useRedirectQuery(): string {
  const redirect = safeRedirect(new URLSearchParams(useLocation().search).get('redirect'));
  return redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
}
