import type {
  AuthGateway,
  CodeMailed,
  ProfileCaller,
  ResetPasswordFields,
  SellerSignUpFields,
  SignInCodeFields,
  SignInFields,
  SignUpFields,
  SocialCallbackFields,
  SocialSignInResult,
  VerifyFields,
} from '../../core/auth/auth-gateway.port';
import type { SignInChallenge, SignInData, UserProfile } from '../../core/auth/user';
import type { ApiClient } from '../http/api-client';

/** The account calls of api/v1 (docs/accounts-api.md): token as Bearer, the `Language` header. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly api: ApiClient) {}

  async signIn(fields: SignInFields, language: string): Promise<SignInData | SignInChallenge> {
    return (await this.api.postAccepting<SignInData | SignInChallenge>('user/signin', fields, [202], { language })).data;
  }

  signInWithCode(fields: SignInCodeFields, language: string): Promise<SignInData> {
    return this.api.post<SignInData>('user/signin-code', fields, { language });
  }

  signUp(fields: SignUpFields, language: string): Promise<CodeMailed> {
    return this.api.post<CodeMailed>('user/signup', fields, { language });
  }

  verify(fields: VerifyFields, language: string): Promise<SignInData> {
    return this.api.post<SignInData>('user/verify', fields, { language });
  }

  forgotPassword(email: string, language: string): Promise<{ challenge: string }> {
    return this.api.post<{ challenge: string }>('user/forgot-password', { email }, { language });
  }

  async resetPassword(fields: ResetPasswordFields, language: string): Promise<void> {
    await this.api.post('user/update-password', fields, { language });
  }

  async signOut(token: string, language: string): Promise<void> {
    await this.api.get('user/logout', { language, token });
  }

  profile(caller: ProfileCaller, language: string): Promise<UserProfile> {
    return this.api.get<UserProfile>('user/profile', {
      language,
      ...(caller.token ? { token: caller.token } : {}),
      userToken: caller.userToken ?? undefined,
    });
  }

  sellerSignUp(fields: SellerSignUpFields, language: string): Promise<CodeMailed> {
    return this.api.post<CodeMailed>('seller/signup', fields, { language });
  }

  sellerVerify(fields: VerifyFields, language: string): Promise<SignInData> {
    return this.api.post<SignInData>('seller/verify', fields, { language });
  }

  async socialCallback(fields: SocialCallbackFields, language: string): Promise<SocialSignInResult> {
    const data = await this.api.post<SignInData & { return_to?: string | null }>('user/social-login/callback', fields, { language });
    const { return_to: returnTo, ...user } = data;
    return { user, returnTo: typeof returnTo === 'string' ? returnTo : null };
  }
}
