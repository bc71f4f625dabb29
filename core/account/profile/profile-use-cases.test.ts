import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../auth/user';
import { RequestError } from '../../shared/request-error';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import type { ProfileGateway } from './profile-gateway.port';
import { UpdateProfile } from './update-profile';

const user = (overrides: Partial<UserProfile> = {}): UserProfile => ({ id: 7, name: 'Ana', email: 'ana@example.com', phone: null, image: null, role: 'customer', language: 'en', cart_count: 0, is_logged_in: true, store: null, ...overrides });

function memorySession() {
  return {
    token: 'tok' as string | null,
    user: user() as UserProfile | null,
    setUser(next: UserProfile | null) { this.user = next; },
    clear() { this.token = null; this.user = null; },
  };
}

class MemoryProfileGateway implements ProfileGateway {
  password = 'secret1';
  deleted = false;
  tokens: (string | null)[] = [];
  async updateProfile(fields: { name: string; phone: string | null }, token: string | null) {
    this.tokens.push(token);
    return user({ name: fields.name, phone: fields.phone });
  }
  async changePassword(fields: { current_password: string; password: string }, token: string | null) {
    this.tokens.push(token);
    if (fields.current_password !== this.password) throw new RequestError(201, 'Current password is wrong', ['Current password is wrong']);
    this.password = fields.password;
  }
  async deleteAccount(fields: { password: string }, token: string | null) {
    this.tokens.push(token);
    if (fields.password !== this.password) throw new RequestError(201, 'Wrong password', ['Wrong password']);
    this.deleted = true;
  }
}

describe('profile use cases', () => {
  it('UpdateProfile saves and puts the answered profile into the session', async () => {
    const session = memorySession();
    const gateway = new MemoryProfileGateway();
    await new UpdateProfile(gateway, session).execute({ name: 'Ana Maria', phone: '555' }, 'en');
    expect(session.user).toMatchObject({ name: 'Ana Maria', phone: '555' });
    expect(gateway.tokens).toEqual(['tok']);
  });

  it('ChangePassword sends the token and reports a wrong current password', async () => {
    const gateway = new MemoryProfileGateway();
    const change = new ChangePassword(gateway, memorySession());
    await expect(change.execute({ current_password: 'nope', password: 'abcdef', password_confirmation: 'abcdef' }, 'en')).rejects.toThrow('Current password is wrong');
    await change.execute({ current_password: 'secret1', password: 'abcdef', password_confirmation: 'abcdef' }, 'en');
    expect(gateway.password).toBe('abcdef');
  });

  it('DeleteAccount clears the session and the token cookie once the server deleted the account', async () => {
    const session = memorySession();
    const cookie = { cleared: 0, clear() { this.cleared++; } };
    const gateway = new MemoryProfileGateway();
    await new DeleteAccount(gateway, session, cookie).execute({ password: 'secret1' }, 'en');
    expect(gateway.deleted).toBe(true);
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(cookie.cleared).toBe(1);
  });

  it('a refused deletion keeps the user signed in', async () => {
    const session = memorySession();
    const cookie = { cleared: 0, clear() { this.cleared++; } };
    await expect(new DeleteAccount(new MemoryProfileGateway(), session, cookie).execute({ password: 'bad' }, 'en')).rejects.toThrow('Wrong password');
    expect(session.token).toBe('tok');
    expect(cookie.cleared).toBe(0);
  });
});
