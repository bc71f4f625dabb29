import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TeamMember } from '../../core/admin/back-office';
import { type BackOfficeRole, isBackOfficeRole, ROLE } from '../../core/admin/roles';
import { normalizeEmail } from '../../core/shared/forms';
import type { DB } from '../db/schema';
import type { MailSink } from '../mail/mailer';
import { backOfficeInviteMail } from '../mail/templates/account-mails';
import { hashPassword } from '../auth/passwords';
import { type AuditEntry, recordAudit } from './audit-log';
import { revokeBackOfficeSessionsOf } from './back-office-sessions';

export type GrantResult =
  | { ok: true; userId: number; created: boolean; before: BackOfficeRole | null }
  | { ok: false; reason: 'seller' };

/** An account's back-office role, or null when it is not a member. */
export async function backOfficeRoleOf(db: Kysely<DB>, userId: number): Promise<BackOfficeRole | null> {
  const row = await db.selectFrom('back_office_members').select('role').where('user_id', '=', userId).executeTakeFirst();
  return row && isBackOfficeRole(row.role) ? row.role : null;
}

/**
 * Makes the account of `email` staff or an operator, and tells its owner by mail (in their language)
 * where to choose a password and sign in. An address without an account gets a customer's account,
 * unverified, with a random password nobody knows: "forgot password" sets the owner's and proves
 * the address. A seller's account is refused (the back office and a store are kept apart). A
 * member whose role changes loses their open back-office sessions. The change, its mail and its
 * audit entry are written together.
 */
export async function grantBackOffice(
  db: Kysely<DB>, mail: MailSink, publicUrl: string, email: string, role: BackOfficeRole, actor: AuditEntry['actor'], language: string, ip: string | null = null,
): Promise<GrantResult> {
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction().execute(async (trx): Promise<GrantResult> => {
    const existing = await trx.selectFrom('users').select(['id', 'name', 'role', 'language']).where('email', '=', address).executeTakeFirst();
    if (existing?.role === ROLE.seller) return { ok: false, reason: 'seller' };
    const now = new Date().toISOString();
    let user = existing;
    if (!user) {
      const name = address.split('@')[0] ?? address;
      const row = await trx.insertInto('users').values({ name, email: address, password_hash: passwordHash, role: ROLE.customer, language, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      user = { id: row.id, name, role: ROLE.customer, language };
    }
    const before = await backOfficeRoleOf(trx, user.id);
    if (before !== role) {
      await trx.insertInto('back_office_members').values({ user_id: user.id, role, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ role, updated_at: now })).execute();
      if (before !== null) await revokeBackOfficeSessionsOf(trx, user.id);
      await recordAudit(trx, { actor, action: role === ROLE.operator ? 'member.operator' : 'member.staff', subject: 'user', subjectId: user.id, before: before === null ? null : { role: before }, after: { role, email: address }, ip });
      await mail.in(trx).send(backOfficeInviteMail({ email: address, name: user.name, language: user.language }, role, publicUrl));
    }
    return { ok: true, userId: user.id, created: !existing, before };
  });
}

/** A member leaves the back office (the account stays a shopper's) and their sessions end. */
export async function removeFromBackOffice(db: Kysely<DB>, email: string, actor: AuditEntry['actor'], ip: string | null = null): Promise<{ ok: boolean; role: BackOfficeRole | null }> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
    const role = user ? await backOfficeRoleOf(trx, user.id) : null;
    if (!user || role === null) return { ok: false, role: null };
    await trx.deleteFrom('back_office_members').where('user_id', '=', user.id).execute();
    await revokeBackOfficeSessionsOf(trx, user.id);
    await recordAudit(trx, { actor, action: 'member.remove', subject: 'user', subjectId: user.id, before: { role }, after: null, ip });
    return { ok: true, role };
  });
}

/** Everyone in the back office, operators first. */
export async function listMembers(db: Kysely<DB>): Promise<TeamMember[]> {
  const rows = await db.selectFrom('back_office_members as m').innerJoin('users as u', 'u.id', 'm.user_id').leftJoin('back_office_factors as f', 'f.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'u.verified_at', 'f.totp_secret'])
    .orderBy('m.role', 'asc').orderBy('u.email').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role, verified: row.verified_at !== null, totp: Boolean(row.totp_secret) }));
}
