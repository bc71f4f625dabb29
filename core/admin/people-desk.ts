import { type CustomerBlock, type CustomerQuery, type CustomerRow, customerSearchText, type Page, type PendingSeller, reasonProblem, type SellerDecision, type SellerState } from './people';
import type { PeopleGateway } from './people-gateway.port';

/** A change the console refuses before asking the server (the server checks the same). */
export class PeopleProblem extends Error {
  constructor(readonly code: 'reason_required' | 'reason_too_long') {
    super(code);
    this.name = 'PeopleProblem';
  }
}

/** What the console's people section does: sellers to approve or refuse, customers to find and block. */
export class PeopleDesk {
  constructor(private readonly gateway: PeopleGateway) {}

  sellers(state: SellerState, page: number, language: string): Promise<Page<PendingSeller>> {
    return this.gateway.sellers(state, page, language);
  }

  decide(seller: PendingSeller, decision: 'approve' | 'refuse', reason: string, language: string): Promise<string> {
    const problem = reasonProblem(decision === 'refuse', reason);
    if (problem) return Promise.reject(new PeopleProblem(problem));
    const sent: SellerDecision = { storeId: seller.store.id, version: seller.store.version, decision, reason: reason.trim() };
    return this.gateway.decide(sent, language);
  }

  customers(query: CustomerQuery, language: string): Promise<Page<CustomerRow>> {
    return this.gateway.customers({ ...query, q: customerSearchText(query.q) }, language);
  }

  block(customer: CustomerRow, reason: string, language: string): Promise<string> {
    const blocked = customer.blockedAt === null;
    const problem = reasonProblem(blocked, reason);
    if (problem) return Promise.reject(new PeopleProblem(problem));
    const change: CustomerBlock = { userId: customer.id, version: customer.version, blocked, reason: blocked ? reason.trim() : '' };
    return this.gateway.block(change, language);
  }
}
