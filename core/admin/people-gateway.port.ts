import type { CustomerBlock, CustomerQuery, CustomerRow, Page, PendingSeller, SellerDecision, SellerState } from './people';

/** api/v1/admin's people calls as the console makes them; a refusal throws RequestError with the server's message. */
export interface PeopleGateway {
  sellers(state: SellerState, page: number, language: string): Promise<Page<PendingSeller>>;
  decide(decision: SellerDecision, language: string): Promise<string>;
  customers(query: CustomerQuery, language: string): Promise<Page<CustomerRow>>;
  block(change: CustomerBlock, language: string): Promise<string>;
}
