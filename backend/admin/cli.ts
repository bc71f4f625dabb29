// `npm run admin -- approve-seller <email>`: the operator's tool. Uses DATABASE_URL and mails
// through SMTP_URL (or the outbox), like the server, read from the environment or .env.
import { existsSync } from 'node:fs';
import { approveSeller } from '../auth/sellers';
import { DEFAULT_DATABASE_URL, openDatabase, redact } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMailer } from '../mail/create-mailer';

const USAGE = 'Usage: npm run admin -- approve-seller <email>';

async function main(argv: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const [command, email] = argv;
  if (command !== 'approve-seller' || !email) {
    console.error(USAGE);
    return 2;
  }
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const port = process.env.PORT || '3000';
  const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const mailer = createMailer({ smtpUrl: process.env.SMTP_URL || null, outboxDir: process.env.OUTBOX_DIR || 'data/outbox', log: (line) => console.log(line) });
  const shop = await openDatabase(url);
  try {
    await migrateToLatest(shop.db);
    const result = await approveSeller(shop.db, mailer, publicUrl, email);
    if (!result.ok) {
      const why = { no_seller: 'no seller account has this e-mail', not_verified: 'the seller has not verified the e-mail yet', no_store: 'the seller has no store' }[result.reason];
      console.error(`Cannot approve ${email} in ${redact(url)}: ${why}.`);
      return 1;
    }
    console.log(result.alreadyApproved
      ? `Store "${result.store.name}" (${result.store.slug}) of ${email} was already approved.`
      : `Approved store "${result.store.name}" (${result.store.slug}) of ${email}; the seller was e-mailed.`);
    return 0;
  } finally {
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
