import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listContactMessagesCommand } from '../../backend/admin/contact-desk';
import { createMailer } from '../../backend/mail/create-mailer';
import type { Mailer } from '../../backend/mail/mailer';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';

type Refusal = { form: string[]; fields: Record<string, string> };

let unique = 0;
const sender = () => `writer${Date.now().toString(36)}${(unique++).toString(36)}@example.com`;
const message = (over: Record<string, unknown> = {}) => ({ name: 'Ada Lovelace', email: sender(), subject: 'Where is my parcel?', message: 'Hello,\nmy order has not arrived.\nThanks', ...over });

describe.each(testDatabases())('api/v1 contact on $name', (database) => {
  let mail: SmtpCatcher;
  // Mail goes through a real SMTP server; the switch lets one test see a mail server that is down.
  let mailDown = false;
  // Registered first: the catcher runs before the shop's beforeAll builds the mailer on its URL.
  beforeAll(async () => {
    mail = await startSmtpCatcher();
  });
  const shop = useApiShop(database, { products: 5, seed: 3 }, () => {
    const smtp = createMailer({ smtpUrl: mail.url, outboxDir: 'unused', log: () => {} });
    const mailer: Mailer = { send: (m) => (mailDown ? Promise.reject(new Error('connection refused')) : smtp.send(m)) };
    return { accounts: { mailer, publicUrl: 'http://shop.test' } };
  });
  afterAll(async () => {
    await mail?.close();
  });
  beforeEach(async () => {
    mailDown = false;
    await shop.db.updateTable('settings').set({ email: 'help@shop.test' }).where('id', '=', 1).execute();
  });

  let ip = 0;
  const post = (body: unknown, o: { lang?: string; token?: string; from?: string } = {}) =>
    shop.call<Refusal | null>({
      method: 'POST', url: '/api/v1/contact', payload: body as object,
      headers: { Language: o.lang ?? 'en', ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}) },
      remoteAddress: o.from ?? `10.9.${database.name === 'sqlite' ? 1 : 2}.${++ip}`,
    });
  const stored = (email: string) => shop.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it('stores the message and mails it to the shop with a Reply-To of the sender, in the shopper\'s language', async () => {
    const sent = message({ subject: 'Colis introuvable' });
    const { http, body } = await post(sent, { lang: 'fr' });
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 200, message: 'Merci. Votre message a été envoyé.' });
    const rows = await stored(sent.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, name: 'Ada Lovelace', subject: 'Colis introuvable', message: sent.message, language: 'fr' });

    const received = await mail.waitFor((m) => m.raw.includes(sent.email));
    expect(received.to).toEqual(['help@shop.test']);
    expect(received.raw).toMatch(new RegExp(`^Reply-To: ${sent.email.replace('.', '\\.')}`, 'mi'));
    // The shop reads it in its own language (English by default), with the sender's language named.
    // The subject line is the shop's own: the visitor's words are in the body, quoted, never a link.
    expect(received.subject).toBe(`Contact form: message #${rows[0]!.id}`);
    expect(received.text).toContain('Language: fr');
    expect(received.text).toContain('Subject: “Colis introuvable”');
    expect(received.text).toContain('“my order has not arrived.”');
    expect(received.html).toContain('<i class="customer-words">“my order has not arrived.”</i><br>');
    expect(received.text).toContain('http://shop.test/admin/content');
  });

  it('never lets a visitor\'s words pose as the shop in the shop\'s own inbox: no subject line, no link', async () => {
    const sent = message({ subject: 'URGENT: your payout is blocked, log in at https://evil.example/pay', message: 'Hello,\nverify at www.evil.example/login or http://evil.example now' });
    expect((await post(sent)).body.status).toBe(200);
    const received = await mail.waitFor((m) => m.raw.includes(sent.email));
    expect(received.subject).toMatch(/^Contact form: message #\d+$/);
    expect(received.text).not.toMatch(/evil\.example/);
    expect(received.html).not.toMatch(/evil\.example/);
    expect(received.html).not.toMatch(/<a href="[^"]*evil/);
    expect(received.text).toContain('“verify at […] or […] now”');
  });

  it('knows a signed-in sender\'s account', async () => {
    const user = await shop.signedInUser();
    const sent = message();
    expect((await post(sent, { token: user.token })).body.status).toBe(200);
    expect((await stored(sent.email))[0]!.user_id).toBe(user.id);
    expect((await mail.waitFor((m) => m.raw.includes(sent.email))).text).toContain(`user ${user.id}`);
  });

  it('refuses every missing or malformed field with its message in the request\'s language, and stores nothing', async () => {
    const before = (await shop.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const empty = await post({}, { lang: 'en' });
    expect(empty.http).toBe(200);
    expect(empty.body.status).toBe(201);
    expect(empty.body.data!.fields).toEqual({ email: 'Email is required', name: 'Name is required', subject: 'Subject is required', message: 'Message is required' });

    const badEmail = await post(message({ email: 'not-an-address' }), { lang: 'fr' });
    expect(badEmail.body.data!.fields).toEqual({ email: 'E-mail invalide' });
    const tooLong = await post(message({ message: 'x'.repeat(5001) }), { lang: 'ar' });
    expect(tooLong.body.data!.fields).toEqual({ message: 'حقل الرسالة طويل جدًا' });

    for (const junk of [[1, 2], 'text', { name: 5, email: ['a@b.c'], subject: null, message: { x: 1 } }]) {
      const { http, body } = await post(junk);
      expect(http).toBeLessThan(500);
      expect([201, 400, 415]).toContain(body.status);
    }
    const after = (await shop.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });

  it('answers a bot that filled the hidden field like anyone, and keeps and mails nothing', async () => {
    const sent = message({ website: 'http://spam.example' });
    const { body } = await post(sent);
    expect(body).toMatchObject({ status: 200, message: 'Thank you. Your message has been sent.' });
    expect(await stored(sent.email)).toHaveLength(0);
    // A real message sent after it arrives; the bot's never does.
    const real = message();
    await post(real);
    await mail.waitFor((m) => m.raw.includes(real.email));
    expect(mail.messages.some((m) => m.raw.includes(sent.email))).toBe(false);
  });

  it('limits messages per client address and per sender address, in the shopper\'s language', async () => {
    const from = `10.8.${database.name === 'sqlite' ? 1 : 2}.1`;
    for (let i = 0; i < 10; i++) expect((await post(message(), { from })).http).toBe(200);
    const over = await post(message(), { from, lang: 'tr' });
    expect(over.http).toBe(429);
    expect(over.body.message).toBe('Bağlantınızdan çok fazla mesaj geldi. Lütfen birkaç dakika sonra tekrar deneyin.');

    const email = sender();
    for (let i = 0; i < 5; i++) expect((await post(message({ email }))).http).toBe(200);
    // The same sender from another address, in other letter case.
    expect((await post(message({ email: email.toUpperCase() }))).http).toBe(429);
    expect(await stored(email)).toHaveLength(5);
  });

  it('keeps the message when the shop has no address or the mail server is down', async () => {
    await shop.db.updateTable('settings').set({ email: null }).where('id', '=', 1).execute();
    const unmailed = message({ subject: 'No address set' });
    expect((await post(unmailed)).body.status).toBe(200);
    expect(await stored(unmailed.email)).toHaveLength(1);

    await shop.db.updateTable('settings').set({ email: 'help@shop.test' }).where('id', '=', 1).execute();
    mailDown = true;
    const lost = message({ subject: 'Mail server down' });
    const { http, body } = await post(lost);
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(await stored(lost.email)).toHaveLength(1);

    // The operator reads both from the desk, newest first, whole.
    const desk = await listContactMessagesCommand({ db: shop.db }, ['2']);
    expect(desk.code).toBe(0);
    const printed = desk.lines.join('\n');
    expect(printed.indexOf('Mail server down')).toBeGreaterThan(-1);
    expect(printed.indexOf('Mail server down')).toBeLessThan(printed.indexOf('No address set'));
    expect(printed).toContain('  | my order has not arrived.');
    expect((await listContactMessagesCommand({ db: shop.db }, ['many'])).code).toBe(2);

    // Its mail waited in the queue: once the server is back it arrives, once.
    mailDown = false;
    await mail.waitFor((m) => m.raw.includes(lost.email), 15_000);
    await shop.jobsDone();
    expect(mail.messages.filter((m) => m.raw.includes(lost.email))).toHaveLength(1);
  });
});
