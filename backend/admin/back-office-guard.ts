import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Capability, may } from '../../core/admin/roles';
import type { ApiContext } from '../api/api-context';
import { failure } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { type BackOfficeMember, backOfficeCaller } from './back-office-gate';
import { BACK_OFFICE_MESSAGES } from './back-office-messages';

/** What every back-office route module uses to let a call in and to word its answers. */
export interface BackOfficeGuard {
  /**
   * The signed-in member allowed `capability` (any member when null), or null with the answer
   * already sent: nobody, a shopper and a seller get the same 403; a member whose role lacks the
   * capability is told so; a write with the console's cookie from another site is refused.
   */
  member(request: FastifyRequest, reply: FastifyReply, capability: Capability | null): Promise<BackOfficeMember | null>;
  /** A back-office message in `language` (backend/admin/back-office-messages.ts). */
  say(language: string, key: string, vars?: Record<string, string | number>): string;
}

export function backOfficeGuard(ctx: ApiContext): BackOfficeGuard {
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(BACK_OFFICE_MESSAGES, key, language, vars);
  return {
    say,
    async member(request, reply, capability) {
      const language = await ctx.language(request);
      const caller = await backOfficeCaller(ctx.db, request, ctx.accounts.publicUrl);
      // A refused attempt changes nothing and is logged (the server's log, not the audit log: anyone may knock).
      const refused = (reason: string, member: number | null) => request.log.warn({ backOffice: { refused: reason, member, method: request.method, url: request.url, ip: request.ip } }, 'back office call refused');
      if (!caller.ok) {
        refused(caller.reason, null);
        void reply.code(403).send(failure(403, say(language, caller.reason === 'cross_site' ? 'cross_site' : 'unauthorized')));
        return null;
      }
      if (capability !== null && !may(caller.member.role, capability)) {
        refused(`not_allowed:${capability}`, caller.member.id);
        void reply.code(403).send(failure(403, say(language, 'not_allowed')));
        return null;
      }
      return caller.member;
    },
  };
}
