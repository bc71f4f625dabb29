import type { Container } from 'inversify';
import { CompleteSocialSignIn } from '../../core/account/complete-social-sign-in';
import { RequestPasswordReset } from '../../core/account/request-password-reset';
import { ResetPassword } from '../../core/account/reset-password';
import { SellerSignUp } from '../../core/account/seller-sign-up';
import { SellerVerify } from '../../core/account/seller-verify';
import { SignIn } from '../../core/account/sign-in';
import { SignUp } from '../../core/account/sign-up';
import { VerifyEmail } from '../../core/account/verify-email';
import type { Feature } from '../../ui/app/features';

/** Sign-in, sign-up, verification, password reset, seller sign-up and the social callback. */
export function bindFeature(container: Container): Feature {
  for (const useCase of [SignIn, SignUp, VerifyEmail, RequestPasswordReset, ResetPassword, SellerSignUp, SellerVerify, CompleteSocialSignIn]) {
    container.bind(useCase).toSelf();
  }
  return { loads: {} };
}
