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

/** Sign-in, sign-up, verification, password reset, seller sign-up and the social callback. */
export function bindFeature(container: Container): Feature {
  for (const useCase of [SignIn, SignUp, VerifyEmail, RequestPasswordReset, ResetPassword, SellerSignUp, SellerVerify, CompleteSocialSignIn]) {
    container.bind(useCase).toSelf();
  }
  return { loads: {} };
}
