import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE } from '../../core/admin/roles';
import type { StoreStanding } from '../../core/seller/seller-workspace';
import type { ApiContext } from '../api/api-context';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { identifyCaller } from '../auth/caller';
import { failure } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { SELLER_MESSAGES } from './seller-messages';

/** The signed-in seller a call is made for, and their store. */
export interface SellerCaller {
  userId: number;
  /** The seller's sign-in address, as the audit log names who changed what. */
  email: string;
  storeId: number;
  standing: StoreStanding;
  /** The language the call asked for: every answer is in it. */
  language: string;
}

export interface SellerGuard {
  /**
   * The signed-in seller, or null with the 403 already sent: nobody (or a session that ended) is
   * told to sign in again, a customer or a back-office account that it is no seller's, and for a
   * write (`approvedOnly`) a seller whose store the shop has not approved that it is not yet.
   * `beforeRefusal` runs before a refusal is sent (an upload read to its end, so the client sees the answer).
   */
  seller(request: FastifyRequest, reply: FastifyReply, approvedOnly: boolean, beforeRefusal?: () => Promise<unknown>): Promise<SellerCaller | null>;
  /** A seller message in `language` (backend/seller/seller-messages.ts). */
  say(language: string, key: string, vars?: Record<string, string | number>): string;
}

/** Where a store stands: approved, refused (still pending, with the refusal kept) or waiting. */
export function standingOf(store: { status: string; refused_at: string | null }): StoreStanding {
  if (store.status === 'approved') return 'approved';
  return store.refused_at === null ? 'waiting' : 'refused';
}

/** The gate of every api/v1/seller call (issue 32): a seller sees and changes only their own store. */
export function sellerGuard(ctx: ApiContext): SellerGuard {
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(SELLER_MESSAGES, key, language, vars);
  return {
    say,
    async seller(request, reply, approvedOnly, beforeRefusal) {
      const [language, caller] = await Promise.all([ctx.language(request), identifyCaller(ctx.db, request)]);
      const refuse = async (message: string) => {
        await beforeRefusal?.();
        void reply.code(403).send(failure(403, message));
        return null;
      };
      if (caller.userId === null) return refuse(translate(AUTH_MESSAGES, 'session_ended', language));
      const row = await ctx.db.selectFrom('users as u').leftJoin('stores as s', 's.user_id', 'u.id')
        .select(['u.role', 'u.email', 's.id as store_id', 's.status', 's.refused_at'])
        .where('u.id', '=', caller.userId).orderBy('s.id').executeTakeFirst();
      if (!row || row.role !== ROLE.seller) return refuse(say(language, 'not_seller'));
      if (row.store_id === null || row.status === null) return refuse(say(language, 'no_store'));
      const standing = standingOf({ status: row.status, refused_at: row.refused_at });
      if (approvedOnly && standing !== 'approved') return refuse(say(language, 'store_not_approved'));
      return { userId: caller.userId, email: row.email, storeId: row.store_id, standing, language };
    },
  };
}
