import type { SignInData, UserProfile } from './user';
import type { AuthTokenStorage } from './auth-token.port';
import type { SessionState } from './session-state.port';

/** After any successful sign-in: keep the token (cookie and memory) and the user from the answer. */
export function startSession(data: SignInData, tokens: AuthTokenStorage, session: SessionState): UserProfile {
  const { token, ...user } = data;
  tokens.write(token);
  session.setToken(token);
  session.setUser(user);
  return user;
}
