import type { Kysely } from 'kysely';
import type { AuthLimitOverrides } from '../auth/throttle';
import type { ShopDatabase } from '../db/database';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { MailQueue } from '../mail/mail-queue';
import type { JobQueue } from '../jobs/job-queue';
import type { PublicReads, ReadRequest } from '../http/public-reads';
import type { ReadModels } from '../common/read-models';
import type { PaymentSettings } from '../payments/payment-providers';
import type { CacheChanges } from '../cache/cache-changes';
import type { PublicUrlSource } from '../common/public-url';

/** One OpenID Connect client the shop signs in with (see backend/auth/social/). */
export interface SocialProviderConfig {
  /** Issuer URL; its discovery document names the endpoints. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AccountsOptions {
  /** Sends each mail (SMTP or the outbox folder); inside api/v1 it is the queue's (see ApiContext.mail). */
  mailer: Mailer;
  /** Public origin of the shop (e.g. http://localhost:3000): links in mail and OAuth redirect URIs. */
  publicUrl: string;
  /**
   * Whether `publicUrl` was configured (PUBLIC_URL) or is only the address the process listens on;
   * the running shop records it for `npm run admin` (backend/common/public-url.ts). Configured when unset.
   */
  publicUrlSource?: PublicUrlSource;
  /** Configured social providers by name (`google`, `facebook`); an absent one is not offered. */
  social: Readonly<Partial<Record<string, SocialProviderConfig>>>;
  /** Rate limits of the account calls over the defaults (tests that sign in many times from one address raise them). */
  limits?: AuthLimitOverrides;
}

/** What every api/v1 route module receives. */
export interface ApiContext {
  shop: ShopDatabase;
  db: Kysely<DB>;
  models: ReadModels;
  accounts: AccountsOptions;
  /** The GET calls that only read, answered over HTTP and in-process (see PublicReads). */
  reads: PublicReads;
  /** Where uploaded files (review photos) are kept; served under /uploads. */
  uploadsDir: string;
  /** What drops the read caches' entries: this process's writes, other processes' notices, flash-sale boundaries. */
  changes: CacheChanges;
  /** Durable background work; scheduled work registers on it (backend/api/scheduled-work.ts). */
  jobs: JobQueue;
  /**
   * Every mail goes through it: `mail.in(trx)` in the transaction of the change that causes the
   * mail, `accounts.mailer` (= `mail.mailer`) for mail nothing in the database causes.
   */
  mail: MailQueue;
  /** The language a request asks for, resolved against the shop's languages. */
  language(request: ReadRequest): Promise<string>;
  /** The configured online payment providers and the payment window (issue 16). */
  payments: PaymentSettings;
  /** How long read models (common, home, listings, product bodies, suggestions, sitemap, texts) are kept (backend/common/read-models.ts). */
  readModelTtlMs: number;
}
