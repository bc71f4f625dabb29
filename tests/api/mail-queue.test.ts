// Issue 20 item 3: every mail goes through the durable job queue. A rolled-back change sends
// nothing; with the mail server refusing connections, then answering "try later", then taking
// mail, every mail arrives exactly once, under the Message-ID it was given when it was enqueued.
// On PostgreSQL, two app instances on separate pools share the queue: each job is taken by one,
// scheduled work runs once per period.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { writeTransaction } from '../../backend/db/write-transaction';
import { createJobQueue } from '../../backend/jobs/create-job-queue';
import type { JobQueue } from '../../backend/jobs/job-queue';
import { createMailer } from '../../backend/mail/create-mailer';
import { MAIL_QUEUE, MailQueue } from '../../backend/mail/mail-queue';
import { seedDatabase } from '../../backend/seed/seed';
import { createApp, jobQueueOf } from '../../composition/server/app';
import { jobsDone, TEST_JOB_SETTINGS, useApiShop } from '../support/api-shop';
import { scratchPostgres, testDatabases } from '../support/databases';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { RecordingMailer } from './orders-support';

const sender = () => `writer.${randomBytes(4).toString('hex')}@example.com`;
const contact = (email: string, subject = 'Where is my parcel?') => ({ name: 'Ada Lovelace', email, subject, message: 'Hello,\nmy order has not arrived.' });
const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe.each(testDatabases())('the mail queue on $name', (database) => {
  // The mail server's port is kept: the test stops it (connections refused) and starts it again there.
  let port = 0;
  let smtp: (SmtpCatcher & { rejected: string[] }) | undefined;
  beforeAll(async () => {
    const probe = await startSmtpCatcher();
    port = Number(new URL(probe.url).port);
    await probe.close();
  });
  const shop = useApiShop(database, { products: 3, seed: 5 }, () => ({
    accounts: { mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: 'unused', log: () => {} }), publicUrl: 'http://shop.test' },
  }));
  afterAll(async () => {
    await smtp?.close();
  });
  const jobs = () => jobQueueOf(shop.app)!;
  let ip = 0;
  const post = (body: object) => shop.call({ method: 'POST', url: '/api/v1/contact', payload: body, remoteAddress: `10.7.${database.name === 'sqlite' ? 1 : 2}.${++ip}` });

  it('enqueues nothing when the change that causes a mail is rolled back, and sends a committed one', async () => {
    smtp = await startSmtpCatcher({ port });
    await shop.app.ready();
    const queue = new MailQueue(jobs(), shop.db, 'shop.test');
    const message = (subject: string) => ({ to: 'someone@example.com', subject, text: subject, html: `<p>${subject}</p>`, language: 'en' });
    const before = (await jobs().counts()).find((count) => count.queue === MAIL_QUEUE)!;
    await expect(writeTransaction(shop.db, shop.dialect, async (trx) => {
      await trx.insertInto('contact_messages').values({ name: 'Rolled', email: 'rolled@example.com', subject: 'Rolled back', message: 'x', language: 'en' }).execute();
      await queue.in(trx).send(message('Rolled back'));
      throw new Error('the change fails after its mail was enqueued');
    })).rejects.toThrow('the change fails');
    expect((await jobs().counts()).find((count) => count.queue === MAIL_QUEUE)).toEqual(before);
    await writeTransaction(shop.db, shop.dialect, async (trx) => queue.in(trx).send(message('Committed')));
    await smtp.waitFor((m) => m.subject === 'Committed', 10_000);
    await shop.jobsDone();
    expect(smtp.messages.filter((m) => m.subject === 'Rolled back')).toEqual([]);
    expect(await shop.db.selectFrom('contact_messages').select('id').where('email', '=', 'rolled@example.com').execute()).toEqual([]);
    await smtp.close();
    smtp = undefined;
  });

  it('sends every mail exactly once, under one Message-ID, after the server refused connections and then answered "try later"', async () => {
    await shop.db.updateTable('settings').set({ email: 'help@shop.test' }).where('id', '=', 1).execute();
    await shop.app.ready();
    const failuresBefore = jobs().failures().get(MAIL_QUEUE) ?? 0;
    // The mail server is down: three messages are stored and answered, their mails wait.
    const writers = [sender(), sender(), sender()];
    for (const email of writers) expect((await post(contact(email))).body).toMatchObject({ status: 200 });
    // Three jobs each tried against a closed port on the queue's poll: seconds, past poll's 1 s default.
    await expect.poll(() => (jobs().failures().get(MAIL_QUEUE) ?? 0) - failuresBefore, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(3);
    // Back, but the first delivery of each message is answered 451; the retry is taken.
    const seen = new Set<string>();
    smtp = await startSmtpCatcher({
      port,
      reject: (raw) => {
        const id = messageIdOf(raw)!;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      },
    });
    for (const email of writers) await smtp.waitFor((m) => m.raw.includes(email), 30_000);
    await shop.jobsDone();
    for (const email of writers) {
      const taken = smtp.messages.filter((m) => m.raw.includes(email));
      const refused = smtp.rejected.filter((raw) => raw.includes(email));
      expect(taken).toHaveLength(1);
      expect(refused).toHaveLength(1);
      // The retry is recognisable: the same Message-ID as the delivery the server refused.
      expect(messageIdOf(taken[0]!.raw)).toBe(messageIdOf(refused[0]!));
      expect(messageIdOf(taken[0]!.raw)).toMatch(/^<[^@\s>]+@storefront\.localhost>$/);
    }
    expect(new Set(smtp.messages.map((m) => messageIdOf(m.raw))).size).toBe(smtp.messages.length);
    const counts = (await jobs().counts()).find((count) => count.queue === MAIL_QUEUE)!;
    expect(counts).toMatchObject({ waiting: 0, active: 0, failed: 0 });
    // The failed tries show in /metrics.
    expect((await shop.app.inject({ url: '/metrics' })).body).toMatch(new RegExp(`job_failures_total\\{queue="${MAIL_QUEUE}"\\} ([3-9]|\\d{2,})`));
  });
});

describe('the SQLite queue\'s schedule across two connections to one file', () => {
  let dir: string;
  const shops: ShopDatabase[] = [];
  const queues: JobQueue[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const shop of shops) await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a due period once, whichever process looks first, and sets the next', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-jobs-'));
    for (let i = 0; i < 2; i++) shops.push(await openDatabase(`sqlite:${join(dir, 'shop.db')}`));
    await migrateToLatest(shops[0]!.db);
    // The period is due already (as after a minute without a look).
    await shops[0]!.db.withTables<{ job_schedules: { name: string; next_run_at: string } }>()
      .insertInto('job_schedules').values({ name: 'tick', next_run_at: new Date(Date.now() - 60_000).toISOString() }).execute();
    const runs: number[] = [];
    shops.forEach((shop, i) => {
      const queue = createJobQueue(shop, { ...TEST_JOB_SETTINGS });
      queue.every('tick', 1, async () => void runs.push(i));
      queues.push(queue);
    });
    await Promise.all(queues.map((queue) => queue.start()));
    // The period's job is sent and then taken on a worker's poll: past poll's 1 s default on a loaded machine.
    await expect.poll(() => runs.length, { timeout: 5_000, interval: 20 }).toBe(1);
    await Promise.all(queues.map((queue) => jobsDone(queue)));
    expect(runs).toHaveLength(1);
    const next = await shops[0]!.db.withTables<{ job_schedules: { name: string; next_run_at: string } }>()
      .selectFrom('job_schedules').select('next_run_at').where('name', '=', 'tick').executeTakeFirstOrThrow();
    expect(new Date(next.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(next.next_run_at).getUTCSeconds()).toBe(0);
  });
});

describe('pg-boss across two app instances on separate pools of one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  const shops: ShopDatabase[] = [];
  const apps: FastifyInstance[] = [];
  const recorders = [new RecordingMailer(), new RecordingMailer()];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    for (let i = 0; i < 2; i++) shops.push(await openDatabase(scratch.url));
    await migrateToLatest(shops[0]!.db);
    await seedDatabase(shops[0]!, { products: 3, seed: 4 });
    await shops[0]!.db.updateTable('settings').set({ email: 'help@shop.test' }).where('id', '=', 1).execute();
    for (const [i, shop] of shops.entries()) {
      apps.push(await createApp({ shop, accounts: { mailer: recorders[i]!, publicUrl: 'http://shop.test' }, jobs: TEST_JOB_SETTINGS }));
    }
    await Promise.all(apps.map((app) => app.ready()));
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const app of apps) await app.close();
    for (const shop of shops) await shop.close();
    await drop?.();
  });

  it('gives each job to exactly one of them', async () => {
    const writers = Array.from({ length: 12 }, () => sender());
    await Promise.all(writers.map((email, i) => apps[i % 2]!.inject({
      method: 'POST', url: '/api/v1/contact', payload: contact(email), remoteAddress: `10.5.0.${i + 1}`,
    })));
    await Promise.all(apps.map((app) => jobsDone(jobQueueOf(app)!)));
    const sent = recorders.flatMap((recorder) => recorder.sent);
    for (const email of writers) expect(sent.filter((mail) => mail.text.includes(email) || mail.replyTo === email)).toHaveLength(1);
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(sent.length);
    expect(sent).toHaveLength(writers.length);
  });

  it('runs scheduled work once per period, though both keep the schedule', async () => {
    // Periods of 5 s (JobQueueSettings.minuteMs), so several are watched in seconds rather than minutes.
    const PERIOD_MS = 5_000;
    const runs: { instance: number; at: number }[] = [];
    for (const [i, shop] of shops.entries()) {
      const queue = createJobQueue(shop, { ...TEST_JOB_SETTINGS, minuteMs: PERIOD_MS });
      queue.every('probe-tick', 1, async () => void runs.push({ instance: i, at: Date.now() }));
      queues.push(queue);
    }
    const started = Date.now();
    await Promise.all(queues.map((queue) => queue.start()));
    // The first run is in the next period (2 s into it); both instances look every second. Then
    // two periods more are watched, each of which both instances' clocks see again and again.
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    const firstRunAt = runs[0]!.at;
    await expect.poll(async () => {
      await Promise.all(queues.map((queue) => jobsDone(queue)));
      return Date.now() - firstRunAt >= 2 * PERIOD_MS + 1_000;
    }, { timeout: 30_000, interval: 250 }).toBe(true);
    const seen = runs.map((run) => `instance ${run.instance} at ${new Date(run.at).toISOString()}`).join('\n');
    // One run per period: runs of one period would come within a second of each other (both send it
    // 2 s in); a late run on a loaded machine is still a period after the one before it.
    const gaps = runs.slice(1).map((run, i) => run.at - runs[i]!.at);
    expect(gaps.every((gap) => gap > PERIOD_MS / 2), seen).toBe(true);
    // And no period missed: about one run per period watched.
    const periods = Math.floor((Date.now() - started) / PERIOD_MS);
    expect(runs.length, seen).toBeGreaterThanOrEqual(2);
    expect(runs.length, seen).toBeLessThanOrEqual(periods + 1);
  }, 60_000); // the first period's run (up to 7 s away), then two periods watched
});
