import type { BrowserContext, Page } from 'playwright-core';
import type { Kysely } from 'kysely';
import { backOfficeCsrfOf, issueBackOfficeSession } from '../../../backend/admin/back-office-sessions';
import type { DB } from '../../../backend/db/schema';
import { BACK_OFFICE } from '../../../core/admin/back-office';
import type { BackOfficeRole } from '../../../core/admin/roles';
import type { ShopInBrowser } from './shop-in-browser';
import { useVisitorPage } from './shopper';

export interface NewMember {
  email: string;
  role: BackOfficeRole;
  language: string;
  name?: string;
  /** A real hash for a member who signs in with a password; none ('!') for one given a session directly. */
  passwordHash?: string;
}

/** A member of the back office: a verified account and its membership, as `operator add` and a first password leave one. */
export async function addBackOfficeMember(db: Kysely<DB>, member: NewMember): Promise<number> {
  const now = new Date().toISOString();
  const user = await db.insertInto('users')
    .values({ name: member.name ?? 'Asha Rao', email: member.email, password_hash: member.passwordHash ?? '!', role: 'customer', language: member.language, verified_at: now, created_at: now, updated_at: now })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('back_office_members').values({ user_id: user.id, role: member.role, created_at: now, updated_at: now }).execute();
  return user.id;
}

/**
 * A browser context signed in to the back office as `userId`: the two cookies the sign-in sets
 * (the HttpOnly session and its readable CSRF companion). The sign-in itself is
 * tests/e2e/back-office.test.ts's journey.
 */
export async function signInBackOffice(db: Kysely<DB>, context: BrowserContext, url: string, userId: number): Promise<void> {
  const token = await issueBackOfficeSession(db, userId, 'mail');
  await context.addCookies([
    { name: BACK_OFFICE.cookieName, value: token, url, httpOnly: true, sameSite: 'Strict' },
    { name: BACK_OFFICE.csrfCookieName, value: backOfficeCsrfOf(token), url, sameSite: 'Strict' },
  ]);
}

/** The shared page (useVisitorPage) of a describe block's console cases, and how a case takes it over as a member. */
export interface ConsolePage {
  /** The shared page, signed in as `userId` alone (or signed out: null), at the desktop size, on a blank document. */
  as: (userId: number | null) => Promise<Page>;
  context: () => BrowserContext;
}

/** {@link useVisitorPage} for the console: a case hands it to a member by the sign-in's cookies. */
export function useConsolePage(env: ShopInBrowser, database: () => Kysely<DB>): ConsolePage {
  const shared = useVisitorPage(env);
  return {
    context: shared.context,
    as: async (userId) => {
      const page = await shared.fresh();
      if (userId !== null) await signInBackOffice(database(), shared.context(), env.shop.url, userId);
      return page;
    },
  };
}
