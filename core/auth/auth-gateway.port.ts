import type { SignInChallenge, SignInData, UserProfile } from './user';

/** Sign-in fields; `user_token` names the guest whose cart and compare list move to the account. */
export interface SignInFields {
  email: string;
  password: string;
  user_token?: string;
}

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface SellerSignUpFields extends SignUpFields {
  store_name: string;
  phone: string;
}

/** A mailed code with the challenge the call that mailed it answered. */
export interface VerifyFields {
  email: string;
  code: string;
  challenge: string;
}

export interface SignInCodeFields extends VerifyFields {
  user_token?: string;
}

/** Where a code was mailed, and the challenge it is entered with. */
export interface CodeMailed {
  email: string;
  challenge: string;
}

export interface ResetPasswordFields extends VerifyFields {
  password: string;
  password_confirmation: string;
}

/** Who asks for a profile: the bearer token of a signed-in user and/or a guest's `user_token`. */
export interface ProfileCaller {
  token?: string | null;
  userToken?: string | null;
}

/** The social callback's answer: the signed-in user and where the shopper was going. */
export interface SocialSignInResult {
  user: SignInData;
  returnTo: string | null;
}

/**
 * api/v1 account calls about who the visitor is (docs/accounts-api.md). Every method throws
 * RequestError when the API refuses (form errors, throttling, unauthorized) or is down; messages
 * come back in `language`.
 */
export interface AuthGateway {
  /** `user/signin`: the user and a fresh bearer token, or (past the account's ceiling of failures) the challenge of a mailed code. */
  signIn(fields: SignInFields, language: string): Promise<SignInData | SignInChallenge>;
  /** `user/signin-code`: the mailed code with the challenge signs in. */
  signInWithCode(fields: SignInCodeFields, language: string): Promise<SignInData>;
  /** `user/signup`: an account waiting for the code e-mailed to `email`. */
  signUp(fields: SignUpFields, language: string): Promise<CodeMailed>;
  /** `user/verify`: checks the e-mailed code and signs the new user in. */
  verify(fields: VerifyFields, language: string): Promise<SignInData>;
  /** `user/forgot-password`: e-mails a reset code (same answer whether the address exists or not). */
  forgotPassword(email: string, language: string): Promise<{ challenge: string }>;
  /** `user/update-password`: code plus new password; every session of the user is revoked. */
  resetPassword(fields: ResetPasswordFields, language: string): Promise<void>;
  /** `user/logout`: revokes the token on the server. */
  signOut(token: string, language: string): Promise<void>;
  /** `user/profile`: the signed-in user, or the guest (`is_logged_in: false`) with its cart count. */
  profile(caller: ProfileCaller, language: string): Promise<UserProfile>;
  /** `seller/signup`: a seller account and store waiting for the e-mailed code. */
  sellerSignUp(fields: SellerSignUpFields, language: string): Promise<CodeMailed>;
  /** `seller/verify`: checks the code; the store awaits the operator's review. */
  sellerVerify(fields: VerifyFields, language: string): Promise<SignInData>;
  /** `user/social-login/callback`: exchanges the provider's code (state checked by the server); the guest's cart moves. */
  socialCallback(fields: SocialCallbackFields, language: string): Promise<SocialSignInResult>;
}

/**
 * What the provider sent back, forwarded as is for the server to check: `code` (absent when the
 * shopper refused), `state`, the issuer `iss` (mix-up defence) and `error`.
 */
export interface SocialCallbackFields {
  code: string;
  state: string;
  iss?: string;
  error?: string;
  user_token?: string;
}
