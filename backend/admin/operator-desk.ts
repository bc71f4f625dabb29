// `npm run admin -- operator ...`: who runs the back office, from the server's command line (the first operator, and any later change of operators).
import { ROLE } from '../../core/admin/roles';
import { normalizeEmail } from '../../core/shared/forms';
import { grantBackOffice, listMembers, removeFromBackOffice } from './back-office-members';
import type { Desk, DeskResult } from './order-desk';

export const OPERATOR_DESK_USAGE = [
  'npm run admin -- operator add <email>                                     make this account an operator (created if new; mailed how to choose a password and sign in at /admin)',
  'npm run admin -- operator remove <email>                                  take an operator or staff member out of the back office',
  'npm run admin -- operator list                                            everyone in the back office',
];

/** The command line acts as the server's own user: the audit log says so. */
const CONSOLE = { id: null, email: 'command-line' };

export async function operatorCommand(desk: Pick<Desk, 'db' | 'mail' | 'publicUrl'>, [verb, email, ...rest]: string[]): Promise<DeskResult> {
  if (verb === 'list' && email === undefined) {
    const members = await listMembers(desk.db);
    if (members.length === 0) return { code: 0, lines: ['Nobody is in the back office yet: npm run admin -- operator add <email>.'] };
    return { code: 0, lines: members.map((m) => `${m.role.padEnd(9)} ${m.email}${m.verified ? '' : ' (has not set a password yet)'}${m.totp ? ', authenticator app' : ', codes by mail'}`) };
  }
  if ((verb !== 'add' && verb !== 'remove') || !email || rest.length > 0 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    return { code: 2, lines: ['Usage:', ...OPERATOR_DESK_USAGE] };
  }
  const address = normalizeEmail(email);
  if (verb === 'remove') {
    const result = await removeFromBackOffice(desk.db, address, CONSOLE);
    return result.ok
      ? { code: 0, lines: [`${address} (${result.role}) is no longer in the back office; their back-office sessions have ended.`] }
      : { code: 1, lines: [`${address} is not in the back office.`] };
  }
  const language = (await desk.db.selectFrom('languages').select('code').where('is_default', '=', 1).executeTakeFirst())?.code ?? 'en';
  const result = await grantBackOffice(desk.db, desk.mail, desk.publicUrl, address, ROLE.operator, CONSOLE, language);
  if (!result.ok) return { code: 1, lines: [`${address} is a seller's account (its store keeps its owner): use another address for the operator.`] };
  if (result.before === ROLE.operator) return { code: 0, lines: [`${address} is already an operator.`] };
  return {
    code: 0,
    lines: [
      result.created
        ? `Created ${address} as an operator; mailed (queued) how to choose a password (${desk.publicUrl}/forgot-password) and sign in (${desk.publicUrl}/admin).`
        : `${address}${result.before ? ` (${result.before})` : ''} is now an operator; mailed (queued) where to sign in (${desk.publicUrl}/admin).`,
    ],
  };
}
