import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-languages-and-settings';
import * as m0002 from './migrations/0002-accounts';
import * as m0003 from './migrations/0003-pricing-rules';
import * as m0004 from './migrations/0004-catalogue';
import * as m0005 from './migrations/0005-promotions';
import * as m0006 from './migrations/0006-shopping';
import * as m0007 from './migrations/0007-site-content';
import * as m0008 from './migrations/0008-collection-order-index';
import * as m0009 from './migrations/0009-pickup-point-name';
import * as m0010 from './migrations/0010-account-security';
import * as m0011 from './migrations/0011-listing-indexes';
import * as m0012 from './migrations/0012-search-index';
import * as m0013 from './migrations/0013-store-listing-indexes';
import * as m0014 from './migrations/0014-search-speed';
import * as m0015 from './migrations/0015-online-payments';
import * as m0016 from './migrations/0016-payment-methods';
import * as m0017 from './migrations/0017-order-history';
import * as m0018 from './migrations/0018-contact-language';
import * as m0019 from './migrations/0019-help-content';
import * as m0020 from './migrations/0020-idempotency-fingerprint';
import * as m0021 from './migrations/0021-newsletter-opt-in';
import * as m0022 from './migrations/0022-language-texts';
import * as m0023 from './migrations/0023-session-activity';
import * as m0024 from './migrations/0024-guest-order-confirmation';
import * as m0025 from './migrations/0025-job-queue';
import * as m0027 from './migrations/0027-payment-help';
import * as m0028 from './migrations/0028-price-truth';
import * as m0029 from './migrations/0029-free-delivery';
import * as m0030 from './migrations/0030-newsletter-popup';
import * as m0031 from './migrations/0031-refund-due';
import * as m0032 from './migrations/0032-public-url';
import * as m0033 from './migrations/0033-listed-price';
import * as m0035 from './migrations/0035-back-office';
import * as m0036 from './migrations/0036-order-desk';
import * as m0037 from './migrations/0037-people';
import * as m0038 from './migrations/0038-content-moderation';
import * as m0039 from './migrations/0039-settings-versions';
import * as m0040 from './migrations/0040-rule-versions';
import * as m0041 from './migrations/0041-seller-products';
import * as m0042 from './migrations/0042-flash-sale-versions';
import * as m0043 from './migrations/0043-store-delivery';
import * as m0044 from './migrations/0044-shipments';
import * as m0045 from './migrations/0045-ledger';
import * as m0046 from './migrations/0046-part-cancellations';
import * as m0047 from './migrations/0047-sign-in-challenges';

/**
 * Every migration, by name. A static map (not a directory scan) so the server bundle carries
 * them. Names sort in the order they must run; add new ones at the end with the next number.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-languages-and-settings': m0001,
  '0002-accounts': m0002,
  '0003-pricing-rules': m0003,
  '0004-catalogue': m0004,
  '0005-promotions': m0005,
  '0006-shopping': m0006,
  '0007-site-content': m0007,
  '0008-collection-order-index': m0008,
  '0009-pickup-point-name': m0009,
  '0010-account-security': m0010,
  '0011-listing-indexes': m0011,
  '0012-search-index': m0012,
  '0013-store-listing-indexes': m0013,
  '0014-search-speed': m0014,
  '0015-online-payments': m0015,
  '0016-payment-methods': m0016,
  '0017-order-history': m0017,
  '0018-contact-language': m0018,
  '0019-help-content': m0019,
  '0020-idempotency-fingerprint': m0020,
  '0021-newsletter-opt-in': m0021,
  '0022-language-texts': m0022,
  '0023-session-activity': m0023,
  '0024-guest-order-confirmation': m0024,
  '0025-job-queue': m0025,
  '0027-payment-help': m0027,
  '0028-price-truth': m0028,
  '0029-free-delivery': m0029,
  '0030-newsletter-popup': m0030,
  '0031-refund-due': m0031,
  '0032-public-url': m0032,
  '0033-listed-price': m0033,
  '0035-back-office': m0035,
  '0036-order-desk': m0036,
  '0037-people': m0037,
  '0038-content-moderation': m0038,
  '0039-settings-versions': m0039,
  '0040-rule-versions': m0040,
  '0041-seller-products': m0041,
  '0042-flash-sale-versions': m0042,
  '0043-store-delivery': m0043,
  '0044-shipments': m0044,
  '0045-ledger': m0045,
  '0046-part-cancellations': m0046,
  '0047-sign-in-challenges': m0047,
};

export const staticMigrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
