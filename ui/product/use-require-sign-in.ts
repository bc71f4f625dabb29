import { useLocation, useNavigate } from 'react-router';
import { useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { SessionStore } from '../app/session-store';

/**
 * Wishlist, compare and follow need an account: a guest goes to `/login?redirect={here}`
 * and comes back after signing in. Answers whether the shopper may go on.
 */
export function useRequireSignIn(): () => boolean {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizePath();
  return () => {
    if (session.isLoggedIn) return true;
    void navigate(`${localize('/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    return false;
  };
}
