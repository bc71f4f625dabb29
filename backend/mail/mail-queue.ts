import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage, MailSink, Mailer } from './mailer';
import { newMessageId } from './sender';
import { withShopSender } from './shop-sender';

/** The queue every e-mail of the shop goes through. */
export const MAIL_QUEUE = 'mail';

/** A mail job: the message as written at enqueue time, its Message-ID fixed. */
export interface MailJob {
  message: MailMessage & { messageId: string };
}

/**
 * Mail through the durable job queue (backend/jobs): a message is enqueued, with its Message-ID
 * fixed, in the transaction of the change that causes it (`in(trx)`), or on its own when nothing
 * in the database causes it (`mailer`: a code, a contact message); a worker sends it with the
 * configured Mailer, retrying with back-off while the mail server fails. A rolled-back change
 * sends nothing; a committed one sends its mail, once the server takes it.
 */
export class MailQueue implements MailSink {
  /** Enqueues each message on its own (the shop's pool): for mail no database change causes. */
  readonly mailer: Mailer;

  constructor(private readonly jobs: JobQueue, private readonly db: Kysely<DB>, private readonly address = 'localhost') {
    this.mailer = this.in(db);
  }

  /** A Mailer that enqueues through `executor`: the transaction of the change that causes the mail. */
  in(executor: Kysely<DB>): Mailer {
    return {
      address: this.address,
      send: (message) => this.jobs.enqueue<MailJob>(executor, MAIL_QUEUE, { message: { ...message, messageId: message.messageId ?? newMessageId(this.address) } }),
    };
  }

  /** Makes this process send queued mail with `sender` (under the shop's name, see shop-sender.ts). */
  sendWith(sender: Mailer): void {
    const named = withShopSender(this.db, sender);
    this.jobs.handle<MailJob>(MAIL_QUEUE, (job) => named.send(job.message));
  }
}
