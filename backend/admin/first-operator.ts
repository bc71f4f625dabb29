import type { Kysely } from 'kysely';
import { ROLE } from '../../core/admin/roles';
import type { FirstOperator } from '../../core/install/install-rules';
import { hashPassword } from '../auth/passwords';
import type { DB } from '../db/schema';
import { recordAudit } from './audit-log';
import { backOfficeRoleOf } from './back-office-members';

export type FirstOperatorOutcome = { ok: true; created: boolean } | { ok: false; problem: 'operator_taken' };

/**
 * The installer's operator: a new account with the password typed on the installer's page (which
 * only the holder of the server's setup token reaches), a member of the back office as an
 * operator. Its address counts as proved: signing in to `/admin` mails a code to it until an
 * authenticator app is set up, so a wrong address only locks its typist out (and
 * `npm run admin -- operator add` is still there). An address that is already an operator's is
 * kept as it is (a database kept from an earlier install); any other account's address is
 * refused, so the installer never takes over a shopper's or a seller's account.
 */
export async function enrolFirstOperator(db: Kysely<DB>, operator: FirstOperator, language: string, now = new Date()): Promise<FirstOperatorOutcome> {
  const passwordHash = await hashPassword(operator.password);
  return db.transaction().execute(async (trx): Promise<FirstOperatorOutcome> => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', operator.email).executeTakeFirst();
    if (existing) return (await backOfficeRoleOf(trx, existing.id)) === ROLE.operator ? { ok: true, created: false } : { ok: false, problem: 'operator_taken' };
    const stamp = now.toISOString();
    const name = operator.email.split('@')[0] ?? operator.email;
    const user = await trx.insertInto('users')
      .values({ name, email: operator.email, password_hash: passwordHash, role: ROLE.customer, language, verified_at: stamp, created_at: stamp, updated_at: stamp })
      .returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('back_office_members').values({ user_id: user.id, role: ROLE.operator, created_at: stamp, updated_at: stamp }).execute();
    await recordAudit(trx, { actor: { id: null, email: 'installer' }, action: 'member.operator', subject: 'user', subjectId: user.id, before: null, after: { role: ROLE.operator, email: operator.email } }, now);
    return { ok: true, created: true };
  });
}
