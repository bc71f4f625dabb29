// `npm run admin -- <command>`: the operator's tool (sellers, the order desk, contact messages, the newsletter, languages, settings). Uses DATABASE_URL
// and mails through SMTP_URL (or the outbox), like the server, read from the environment or .env. Its mails link to
// PUBLIC_URL, else to the address the running shop recorded on start (backend/common/public-url.ts).
import { existsSync } from 'node:fs';
import { approveSeller } from '../auth/sellers';
import { publicUrlFor, recordedPublicUrl } from '../common/public-url';
import { announceChange } from '../cache/cache-changes';
import { DEFAULT_DATABASE_URL, openDatabase, redact } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMailer } from '../mail/create-mailer';
import { paymentProviders } from '../payments/payment-providers';
import { MailQueue } from '../mail/mail-queue';
import { createJobQueue } from '../jobs/create-job-queue';
import { CACHES_USAGE, cachesCommand } from './cache-desk';
import { CONTACT_DESK_USAGE, listContactMessagesCommand } from './contact-desk';
import { LANGUAGE_DESK_USAGE, languageCommand } from './language-desk';
import { NEWSLETTER_DESK_USAGE, newsletterCountsCommand } from './newsletter-desk';
import { SETTING_DESK_USAGE, settingCommand } from './setting-desk';
import { OPERATOR_DESK_USAGE, operatorCommand } from './operator-desk';
import { changeOrderCommand, type Desk, type DeskResult, listOrdersCommand, ORDER_DESK_USAGE, partRefundedCommand, showOrderCommand } from './order-desk';

const USAGE = ['Usage:', ...OPERATOR_DESK_USAGE, 'npm run admin -- approve-seller <email>', CACHES_USAGE, ...ORDER_DESK_USAGE, ...CONTACT_DESK_USAGE, ...NEWSLETTER_DESK_USAGE, ...LANGUAGE_DESK_USAGE, ...SETTING_DESK_USAGE].join('\n  ');

async function approve(desk: Desk, url: string, email: string | undefined): Promise<DeskResult> {
  if (!email) return { code: 2, lines: [USAGE] };
  const result = await approveSeller(desk.db, desk.mail, desk.publicUrl, email);
  if (!result.ok) {
    const why = { no_seller: 'no seller account has this e-mail', not_verified: 'the seller has not verified the e-mail yet', no_store: 'the seller has no store' }[result.reason];
    return { code: 1, lines: [`Cannot approve ${email} in ${redact(url)}: ${why}.`] };
  }
  return {
    code: 0,
    lines: [result.alreadyApproved
      ? `Store "${result.store.name}" (${result.store.slug}) of ${email} was already approved.`
      : `Approved store "${result.store.name}" (${result.store.slug}) of ${email}; the seller will be e-mailed (queued).`],
  };
}

async function run(desk: Desk, url: string, [command, ...args]: string[]): Promise<DeskResult> {
  switch (command) {
    case 'approve-seller': return approve(desk, url, args[0]);
    case 'orders': return args[0] === 'refund' ? changeOrderCommand(desk, 'refund', args[1], null) : listOrdersCommand(desk, args);
    case 'order': return showOrderCommand(desk, args[0]);
    case 'advance':
    case 'refund':
    case 'verify-transfer':
    case 'cash-received':
      return changeOrderCommand(desk, command, args[0], null);
    case 'messages': return listContactMessagesCommand(desk, args);
    case 'newsletter': return newsletterCountsCommand(desk);
    case 'language': {
      const result = await languageCommand(desk, args);
      // The running processes' menus, routes and texts: at once on PostgreSQL rather than after their TTL.
      if (result.code === 0 && args[0] !== 'list') await announceChange(desk.db, desk.dialect, { scope: 'shop' });
      return result;
    }
    case 'caches': return cachesCommand(desk, args);
    case 'setting': return settingCommand(desk, args);
    case 'operator': return operatorCommand(desk, args);
    case 'cancel': return changeOrderCommand(desk, 'cancel', args[0], args.slice(1).join(' ').trim() || null);
    case 'part-refunded': return partRefundedCommand(desk, args[0], args.slice(1).join(' ').trim() || null);
    default: return { code: 2, lines: [USAGE] };
  }
}

async function main(argv: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  if (!argv[0] || argv[0] === '--help') {
    console.error(USAGE);
    return 2;
  }
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const mailer = createMailer({ smtpUrl: process.env.SMTP_URL || null, outboxDir: process.env.OUTBOX_DIR || 'data/outbox', log: (line) => console.log(line) });
  const shop = await openDatabase(url);
  // Mail goes through the shop's job queue like the server's: enqueued with the change, sent by
  // this process's worker if it gets to it before exiting, else by the running shop's.
  const jobs = createJobQueue(shop, { log: (error, message) => console.error(message, error) });
  const mail = new MailQueue(jobs, shop.db, mailer.address);
  mail.sendWith(mailer);
  try {
    await migrateToLatest(shop.db);
    // Links in its mails: PUBLIC_URL, else the address the running shop recorded, else localhost.
    const publicUrl = await publicUrlFor(shop.db, process.env);
    if (!process.env.PUBLIC_URL && (await recordedPublicUrl(shop.db)) === null) console.error(`No PUBLIC_URL, and no running shop has recorded its address yet: mails link to ${publicUrl}.`);
    await jobs.start();
    const result = await run({ db: shop.db, dialect: shop.dialect, mail, publicUrl, payments: paymentProviders(process.env) }, url, argv);
    for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
    return result.code;
  } finally {
    await jobs.stop();
    await shop.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
