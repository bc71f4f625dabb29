import { localizePath } from '../../core/language/localized-path';
import type { RouteDefinition } from './route-definition';

/** Who is visiting, as far as the sign-in guards care. */
export interface GuardVisitor {
  loggedIn: boolean;
  /** `setting.guest_checkout` is 1: guests may go through shipping and checkout with their user_token. */
  guestCheckout: boolean;
}

/**
 * Where the sign-in guards send this visitor instead, or null to render the page. One rule for the
 * server's first render and the browser's navigations, so they can never disagree.
 */
export function guardRedirect(route: RouteDefinition, visitor: GuardVisitor, here: string, language: string): string | null {
  if (route.guestOnly && visitor.loggedIn) return localizePath('/', language);
  const needsSignIn = route.requiresAuth === 'unless-guest-checkout' ? !visitor.guestCheckout : route.requiresAuth === true;
  if (needsSignIn && !visitor.loggedIn) return `${localizePath('/login', language)}?redirect=${encodeURIComponent(here)}`;
  return null;
}
