import type { SignInData, UserProfile } from './user';
import { RequestError } from '../shared/request-error';
import type { AuthGateway } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { SessionState } from './session-state.port';
import type { KeyValueStorage } from '../shared/key-value-storage.port';
import type { RandomSource } from './random-source.port';

// In-memory stand-ins for the account ports, shared by the use-case tests.

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { id: 7, name: 'Ada', email: 'ada@example.com', phone: null, image: null, role: 'customer', language: 'en', cart_count: 0, is_logged_in: true, store: null, ...overrides };
}

export function makeSignIn(overrides: Partial<SignInData> = {}): SignInData {
  return { ...makeProfile(), token: 'tok-1', ...overrides };
}

export class MemoryTokens implements AuthTokenStorage {
  constructor(public value: string | null = null) {}
  read() { return this.value; }
  write(token: string) { this.value = token; }
  clear() { this.value = null; }
}

export class MemorySession implements SessionState {
  token: string | null = null;
  user: UserProfile | null = null;
  get isLoggedIn() { return this.token !== null && this.user?.is_logged_in === true; }
  setToken(token: string | null) { this.token = token; }
  setUser(user: UserProfile | null) { this.user = user; }
  ended = false;
  end() { this.clear(); this.ended = true; }
  clear() { this.token = null; this.user = null; }
}

export class MemoryKeyValue implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string) { return this.values.get(key) ?? null; }
  set(key: string, value: string) { this.values.set(key, value); }
  remove(key: string) { this.values.delete(key); }
}

/** Counts up from `start`: predictable bytes so a test can check the encoding. */
export class CountingRandom implements RandomSource {
  calls = 0;
  constructor(private readonly start = 0) {}
  bytes(count: number) {
    this.calls += 1;
    return Uint8Array.from({ length: count }, (_, i) => (this.start + i) & 255);
  }
}

/** A gateway that records each call and answers from `answers` (an Error instance is thrown). */
/** The challenge the fake answers a mailed code with (43 base64url characters, as the server's). */
export const FAKE_CHALLENGE = 'c'.repeat(43);

export class FakeAuthGateway implements AuthGateway {
  readonly calls: { method: keyof AuthGateway; args: unknown[] }[] = [];
  constructor(private readonly answers: Partial<Record<keyof AuthGateway, unknown>> = {}) {}

  private answer<T>(method: keyof AuthGateway, args: unknown[], fallback: T): Promise<T> {
    this.calls.push({ method, args });
    const value = method in this.answers ? this.answers[method] : fallback;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as T);
  }

  signIn(...args: Parameters<AuthGateway['signIn']>) { return this.answer('signIn', args, makeSignIn()); }
  signInWithCode(...args: Parameters<AuthGateway['signInWithCode']>) { return this.answer('signInWithCode', args, makeSignIn()); }
  signUp(...args: Parameters<AuthGateway['signUp']>) { return this.answer('signUp', args, { email: args[0].email, challenge: FAKE_CHALLENGE }); }
  verify(...args: Parameters<AuthGateway['verify']>) { return this.answer('verify', args, makeSignIn()); }
  forgotPassword(...args: Parameters<AuthGateway['forgotPassword']>) { return this.answer('forgotPassword', args, { challenge: FAKE_CHALLENGE }); }
  resetPassword(...args: Parameters<AuthGateway['resetPassword']>) { return this.answer<void>('resetPassword', args, undefined); }
  signOut(...args: Parameters<AuthGateway['signOut']>) { return this.answer<void>('signOut', args, undefined); }
  profile(...args: Parameters<AuthGateway['profile']>) { return this.answer('profile', args, makeProfile()); }
  sellerSignUp(...args: Parameters<AuthGateway['sellerSignUp']>) { return this.answer('sellerSignUp', args, { email: args[0].email, challenge: FAKE_CHALLENGE }); }
  sellerVerify(...args: Parameters<AuthGateway['sellerVerify']>) { return this.answer('sellerVerify', args, makeSignIn({ role: 'seller', store: { slug: 's', name: 'S', status: 'pending' } })); }
  socialCallback(...args: Parameters<AuthGateway['socialCallback']>) { return this.answer('socialCallback', args, { user: makeSignIn(), returnTo: null }); }
}

export const unauthorized = () => new RequestError(403, 'Unauthorized');
