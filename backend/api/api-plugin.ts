import type { FastifyInstance } from 'fastify';
import type { ShopDatabase } from '../db/database';
import { createMailer } from '../mail/create-mailer';
import multipart from '@fastify/multipart';
import { closeCutOffUploads } from '../http/upload-cutoff';
import { CacheChanges } from '../cache/cache-changes';
import { MailQueue } from '../mail/mail-queue';
import type { JobQueue } from '../jobs/job-queue';
import { createJobQueue } from '../jobs/create-job-queue';
import { registerScheduledWork } from './scheduled-work';
import { reviewRoutes } from '../reviews/review-routes';
import { contactRoutes } from '../contact/contact-routes';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import { localizationRoutes } from '../common/localization-routes';
import type { AccountsOptions, ApiContext } from './api-context';
import { withSocialFlags } from '../auth/social/social-flags';
import { formError, ok } from '../http/envelope';
import { answerInEnvelopes } from '../http/envelope-handlers';
import { lockedInstallRoutes } from '../install/install-routes';
import { unsafeTextFields } from '../http/unsafe-text';
import { translate } from '../i18n/server-messages';
import { fieldName, VALIDATION } from '../i18n/validation-messages';
import { accountRoutes } from '../account/account-routes';
import { profileRoutes } from '../account/profile-routes';
import { authRoutes } from '../auth/auth-routes';
import { cookieSessionHook } from '../auth/cookie-session-hook';
import { backOfficeRoutes } from '../admin/back-office-routes';
import { paperworkRoutes } from '../admin/paperwork-routes';
import { dashboardRoutes } from '../admin/dashboard-routes';
import { peopleRoutes } from '../admin/people-routes';
import { contentRoutes } from '../admin/content-routes';
import { shopRulesRoutes } from '../admin/shop-rules-routes';
import { flashSaleRoutes } from '../admin/flash-sale-routes';
import { moneyDeskRoutes } from '../ledger/money-desk-routes';
import { settingsRoutes } from '../admin/settings-routes';
import { orderDeskRoutes } from '../admin/order-desk-routes';
import { productReviewRoutes } from '../admin/product-review-routes';
import { sellerRoutes } from '../seller/seller-routes';
import { cartRoutes } from '../cart/cart-routes';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { orderRoutes } from '../orders/order-routes';
import { orderActionRoutes } from '../checkout/order-action-routes';
import { confirmationRoutes } from '../orders/confirmation-routes';
import { cancellationRoutes } from '../payments/cancellation-routes';
import { trackingRoutes } from '../orders/tracking-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { bankTransferRoutes } from '../payments/bank-transfer-routes';
import { productRoutes } from '../product/product-routes';
import { pageRoutes } from '../pages/page-routes';
import { searchRoutes } from '../search/search-routes';
import { voucherRoutes } from '../checkout/voucher-routes';
import { listRoutes } from '../lists/list-routes';
import { socialRoutes } from '../auth/social/social-routes';
import { followingRoutes } from '../stores/following-routes';
import { PublicReads, type ReadRequest } from '../http/public-reads';
import { READ_MODEL_TTL_MS, ReadModels } from '../common/read-models';
import { loadHome } from '../home/home-service';
import { requestLanguage } from '../http/request-language';
import type { PaymentSettings } from '../payments/payment-providers';
import { PAYMENT_WINDOW } from '../../core/payments/payment-window';
import { onlinePaymentRoutes } from '../payments/online-payment-routes';

export interface ApiOptions {
  shop: ShopDatabase;
  /** Mail, public URL and social providers; defaults to the local outbox and no social sign-in. */
  accounts?: Partial<AccountsOptions>;
  /** Where the read-only GET calls are also registered for in-process use (the server render). */
  reads?: PublicReads;
  /** Where uploaded review photos are kept (default `data/uploads`). */
  uploadsDir?: string;
  /** Online payment providers and window (paymentSettings with the config's window); none configured by default. */
  payments?: PaymentSettings;
  /** What drops the read caches' entries (the app shares it with the page cache and the notice listener). */
  changes?: CacheChanges;
  /**
   * The job queue, started and stopped by its owner (composition/server/app.ts) after this plugin
   * registered its handlers; absent, the plugin makes its own and starts it when the app is ready.
   */
  jobs?: JobQueue;
  /** How long read models are kept (READ_MODEL_TTL_MS, read by the server's config; 5 s by default). */
  readModelTtlMs?: number;
}

/**
 * api/v1: every answer is a `{status, message, data}` envelope. Unknown paths get 404, malformed
 * requests 400, and an unexpected fault is logged and answered without internals.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const changes = options.changes ?? new CacheChanges();
  const readModelTtlMs = options.readModelTtlMs ?? READ_MODEL_TTL_MS;
  const models = new ReadModels(options.shop.db, changes, loadHome, readModelTtlMs);
  const reads = options.reads ?? new PublicReads();
  const language = async (request: ReadRequest) => {
    const { codes, defaultLanguage } = await models.languageCatalogue();
    return requestLanguage(request.headers, request.query, codes, defaultLanguage);
  };

  const jobs = options.jobs ?? ownJobQueue(app, options.shop);
  // Every mail is enqueued (with its change, when a change causes it) and sent by a worker, under
  // the shop's name (site_name), with the configured mailer.
  const sender = options.accounts?.mailer ?? createMailer({ smtpUrl: null, outboxDir: 'data/outbox', log: (line) => app.log.info(line) });
  const mail = new MailQueue(jobs, options.shop.db, sender.address);
  mail.sendWith(sender);
  const accounts: AccountsOptions = {
    mailer: mail.mailer,
    publicUrl: options.accounts?.publicUrl ?? 'http://localhost:3000',
    social: options.accounts?.social ?? {},
    limits: options.accounts?.limits,
  };
  const context: ApiContext = {
    shop: options.shop, db: options.shop.db, models, accounts, reads, language, jobs, mail,
    uploadsDir: options.uploadsDir ?? 'data/uploads', changes,
    payments: options.payments ?? { providers: new Map(), windowMinutes: PAYMENT_WINDOW.defaultMinutes },
    readModelTtlMs,
  };
  registerScheduledWork(context);
  // Text no field may hold (a lone surrogate, NUL, control characters) in a request body is refused
  // before any route sees it, as a form error in the caller's language: never a 500 from a database
  // or a mailer. Reads take their few query values through their own cleaning (search text,
  // country codes, ids) and answer such text normally (tests/api/search.test.ts).
  app.addHook('preValidation', async (request, reply) => {
    const fields = unsafeTextFields(request.body);
    if (fields.length === 0) return;
    const lang = await language(request);
    await reply.send(formError(Object.fromEntries(fields.map((field) => [field, translate(VALIDATION, 'invalid_characters', lang, { type: fieldName(field, lang) })]))));
  });
  cookieSessionHook(app, options.shop.db, accounts.publicUrl, language);
  // Before any route: a route takes the error handler there is when it is added, and a nested
  // register (the payments webhook's raw-body scope) adds the routes before it at once.
  answerInEnvelopes(app);
  // Review photos come as multipart forms; the review route sets the limits per request.
  await app.register(multipart);
  // An upload cut off at its limits, or answered before it was read to the end, ends its connection
  // with the answer (backend/http/upload-cutoff.ts).
  app.addHook('onSend', closeCutOffUploads);
  await authRoutes(app, context);
  await profileRoutes(app, context);
  await accountRoutes(app, context);
  await followingRoutes(app, context);
  await socialRoutes(app, context);
  await catalogueRoutes(app, context);
  await productRoutes(app, context);
  await pageRoutes(app, context);
  await searchRoutes(app, context);
  await listRoutes(app, context);
  await voucherRoutes(app, context);
  await orderActionRoutes(app, context);
  await orderRoutes(app, context);
  await confirmationRoutes(app, context);
  await cancellationRoutes(app, context);
  await trackingRoutes(app, context);
  await cartRoutes(app, context);
  await paymentRoutes(app, context);
  await bankTransferRoutes(app, context);
  await onlinePaymentRoutes(app, context);
  await reviewRoutes(app, context);
  await contactRoutes(app, context);
  await newsletterRoutes(app, context);
  await localizationRoutes(app, context);
  await backOfficeRoutes(app, context);
  await paperworkRoutes(app, context);
  await dashboardRoutes(app, context);
  await peopleRoutes(app, context);
  await contentRoutes(app, context);
  await shopRulesRoutes(app, context);
  await flashSaleRoutes(app, context);
  await moneyDeskRoutes(app, context);
  await settingsRoutes(app, context);
  await orderDeskRoutes(app, context);
  await productReviewRoutes(app, context);
  await sellerRoutes(app, context);
  // This shop is set up: the first-run installer's calls are refused for good.
  lockedInstallRoutes(app, language);

  const socialProviders = new Set(Object.keys(accounts.social).filter((name) => accounts.social[name]));
  reads.get(app, '/common', async (request) => ok(withSocialFlags(await models.commonData(await language(request)), socialProviders)));
  reads.get(app, '/home', async (request) => ok(await models.homeData(await language(request))));
}

/** A queue for an api/v1 registered on its own (a test): started when the app is ready, stopped on close. */
function ownJobQueue(app: FastifyInstance, shop: ApiOptions['shop']): JobQueue {
  const jobs = createJobQueue(shop, { log: (error, message) => app.log.error({ err: error }, message) });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
