import { useLocation, Route, Routes } from 'react-router';
import type { ReactElement } from 'react';
import { FakeAuthGateway, MemoryKeyValue, MemorySession, MemoryTokens, CountingRandom } from '../../core/auth/auth-fakes.test-support';
import type { AuthGateway } from '../../core/auth/auth-gateway.port';
import { GuestToken } from '../../core/auth/guest-token';
import { RequestPasswordReset } from '../../core/auth/request-password-reset';
import { ResetPassword } from '../../core/auth/reset-password';
import { SellerSignUp } from '../../core/auth/seller-sign-up';
import { SellerVerify } from '../../core/auth/seller-verify';
import { SignIn } from '../../core/auth/sign-in';
import { SignUp } from '../../core/auth/sign-up';
import { VerifyEmail } from '../../core/auth/verify-email';
import { CompleteSocialSignIn } from '../../core/auth/complete-social-sign-in';
import type { ServiceToken } from '../app/services';
import { renderWithApp } from '../test-support/render-harness';

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders an auth page at `path` with the real use cases over a fake gateway; any other path shows
 * where the page navigated to.
 */
export async function renderAuthPage(page: ReactElement, options: { path: string; route: string; language?: string; answers?: Partial<Record<keyof AuthGateway, unknown>> }) {
  const gateway = new FakeAuthGateway(options.answers);
  const tokens = new MemoryTokens();
  const session = new MemorySession();
  const guest = new GuestToken(new MemoryKeyValue(), new CountingRandom());
  const services: [ServiceToken<unknown>, unknown][] = [
    [SignIn, new SignIn(gateway, tokens, session, guest)],
    [SignUp, new SignUp(gateway)],
    [VerifyEmail, new VerifyEmail(gateway, tokens, session)],
    [RequestPasswordReset, new RequestPasswordReset(gateway)],
    [ResetPassword, new ResetPassword(gateway)],
    [SellerSignUp, new SellerSignUp(gateway)],
    [SellerVerify, new SellerVerify(gateway, tokens, session)],
    [CompleteSocialSignIn, new CompleteSocialSignIn(gateway, tokens, session, guest)],
  ];
  const harness = await renderWithApp(
    <Routes>
      <Route path={options.route} element={page} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { language: options.language ?? 'en', route: options.path, services },
  );
  return { ...harness, gateway, tokens, session };
}
