import type { Container } from 'inversify';
import { CompleteSocialSignIn } from '../../core/auth/complete-social-sign-in';
import { RequestPasswordReset } from '../../core/auth/request-password-reset';
import { ResetPassword } from '../../core/auth/reset-password';
import { SellerSignUp } from '../../core/auth/seller-sign-up';
import { SellerVerify } from '../../core/auth/seller-verify';
import { SignIn } from '../../core/auth/sign-in';
import { SignUp } from '../../core/auth/sign-up';
import { VerifyEmail } from '../../core/auth/verify-email';
import type { Feature } from '../../ui/app/features';
import { GuestToken } from '../../core/auth/guest-token';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain } from './bind-plain';

/** Sign-in, sign-up, verification, password reset, seller sign-up and the social callback. */
export function bindFeature(container: Container): Feature {
  bindPlain(container, SignIn, PORTS.AuthGateway, PORTS.AuthTokenStorage, PORTS.SessionState, GuestToken);
  bindPlain(container, SignUp, PORTS.AuthGateway);
  bindPlain(container, VerifyEmail, PORTS.AuthGateway, PORTS.AuthTokenStorage, PORTS.SessionState);
  bindPlain(container, RequestPasswordReset, PORTS.AuthGateway);
  bindPlain(container, ResetPassword, PORTS.AuthGateway);
  bindPlain(container, SellerSignUp, PORTS.AuthGateway);
  bindPlain(container, SellerVerify, PORTS.AuthGateway, PORTS.AuthTokenStorage, PORTS.SessionState);
  bindPlain(container, CompleteSocialSignIn, PORTS.AuthGateway, PORTS.AuthTokenStorage, PORTS.SessionState, GuestToken);
  return { loads: {} };
}
