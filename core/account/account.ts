/*
 * A shopper's account data as api/v1 describes it: address book, vouchers, countries. These shapes
 * are the contract between the storefront's HTTP adapters and our backend (docs/accounts-api.md).
 */
import type { AddressFormFields } from './account-fields';

/** An address-book entry. */
export interface Address extends AddressFormFields {
  id: number;
}

/** A voucher the caller can use, with how many times the caller already used it. */
export interface UserVoucher {
  id: number;
  title: string;
  code: string;
  /** 1 flat, 2 percent. */
  type: 1 | 2;
  /** Decimal amount (type 1) or percent (type 2). */
  price: number;
  capped_price: number | null;
  min_spend: number;
  start_time: string;
  end_time: string;
  usage_limit: number | null;
  limit_per_customer: number | null;
  /** Orders of this caller that used it. */
  used: number;
}

/** `countries-phones`: every country, its calling code, and (when asked for one) its states. */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the request's language. */
  name: string;
  /** Without '+', e.g. "93". */
  phone_code: string;
}

export interface CountryState {
  /** ISO 3166-2 subdivision code without the country prefix, e.g. "BDS". */
  code: string;
  name: string;
}

/** The default location of a new address when the shop sets none: Afghanistan, Badakhshan. */
export const DEFAULT_LOCATION = { countryCode: 'AF', region: 'BDS' } as const;
