import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVoucher } from '../../core/checkout/voucher';
import { userVouchers } from '../../backend/account/user-vouchers';
import { newsletterCountsCommand } from '../../backend/admin/newsletter-desk';
import { loadVoucher } from '../../backend/checkout/voucher-terms';
import { createMailer } from '../../backend/mail/create-mailer';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';

let unique = 0;
const address = (name = 'reader') => `${name}${Date.now().toString(36)}${(unique++).toString(36)}@example.com`;

/** A header of the raw message, unfolded. */
function header(mail: CaughtMail, name: string): string | null {
  const head = mail.raw.replace(/\r\n/g, '\n').split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ');
  const line = head.split('\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
const linkIn = (mail: CaughtMail, path: string) => {
  const found = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return { url: found[0], token: found[1]! };
};

describe.each(testDatabases())('api/v1 newsletter on $name', (database) => {
  let mail: SmtpCatcher;
  beforeAll(async () => {
    mail = await startSmtpCatcher();
  });
  const shop = useApiShop(database, { products: 5, seed: 3 }, () => ({
    accounts: { mailer: createMailer({ smtpUrl: mail.url, outboxDir: 'unused', log: () => {} }), publicUrl: 'http://shop.test' },
  }));
  afterAll(async () => {
    await mail?.close();
  });

  let ip = 0;
  const client = () => `10.7.${database.name === 'sqlite' ? 1 : 2}.${++ip}`;
  const post = <T = null>(url: string, body: unknown, o: { lang?: string; from?: string } = {}) =>
    shop.call<T>({ method: 'POST', url: `/api/v1/${url}`, payload: body as object, headers: { Language: o.lang ?? 'en' }, remoteAddress: o.from ?? client() });
  const subscribe = (email: unknown, lang = 'en', from?: string) => post('email-subscription', { email }, { lang, from });
  const row = (email: string) => shop.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  const mailCount = (email: string) => mail.mailsTo(email).length;
  /** The newest mail to `email` after it had `before`. */
  const nextMail = (email: string, before: number) => mail.waitFor((m) => m.to.includes(email.toLowerCase()) && mail.mailsTo(email).indexOf(m) >= before);

  it('stores the address and mails a confirmation in the shopper\'s language, with one-click unsubscribe headers; it counts only once confirmed', async () => {
    const email = address('Claire');
    const { http, body } = await subscribe(email, 'fr');
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 200, message: 'Merci ! Consultez votre boîte de réception pour confirmer votre abonnement.' });
    const stored = (await row(email))!;
    expect(stored).toMatchObject({ email: email.toLowerCase(), language: 'fr', confirmed_at: null, unsubscribed_at: null, voucher_id: null });

    const confirmation = await nextMail(email, 0);
    expect(confirmation.subject).toBe('Confirmez votre abonnement à la newsletter');
    expect(header(confirmation, 'Content-Language')).toBe('fr');
    const confirm = linkIn(confirmation, '/fr/newsletter/confirm');
    expect(confirm.url.startsWith('http://shop.test/fr/newsletter/confirm?token=')).toBe(true);
    // Only its digest is kept: the link's token itself is nowhere in the database.
    expect(stored.confirm_token_hash).not.toBe(confirm.token);
    const unsubscribe = linkIn(confirmation, '/fr/newsletter/unsubscribe');
    expect(header(confirmation, 'List-Unsubscribe')).toBe(`<http://shop.test/api/v1/newsletter/unsubscribe?token=${unsubscribe.token}>`);
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(confirmation.html).toContain(`href="${confirm.url}"`);

    const confirmed = await post<{ voucher_mailed: boolean }>('newsletter/confirm', { token: confirm.token }, { lang: 'fr' });
    expect(confirmed.body).toMatchObject({ status: 200, data: { voucher_mailed: true } });
    expect(confirmed.body.message).toContain('Votre abonnement est confirmé.');
    const after = (await row(email))!;
    expect(after.confirmed_at).not.toBeNull();
    expect(after.voucher_id).not.toBeNull();

    // The popup's promise: a personal, single-use 10% voucher, in the welcome mail.
    const welcome = await nextMail(email, 1);
    expect(welcome.subject).toBe('Bienvenue ! Votre bon de 10 % est à l’intérieur');
    expect(header(welcome, 'List-Unsubscribe')).toBe(`<http://shop.test/api/v1/newsletter/unsubscribe?token=${unsubscribe.token}>`);
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(welcome, '/fr/newsletter/unsubscribe').token).toBe(unsubscribe.token);
    const code = /WELCOME-[A-Z0-9]{10}/.exec(welcome.text)![0];
    const voucher = await shop.db.selectFrom('vouchers').selectAll().where('id', '=', after.voucher_id!).executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ code, type: 2, price: 1000, usage_limit: 1, limit_per_customer: 1, status: 1, personal: 1 });
    const loaded = (await loadVoucher(shop.db, code.toLowerCase(), 'fr'))!;
    expect(loaded.voucher.title).toBe('Bienvenue newsletter : -10 %');
    expect(checkVoucher(loaded.terms, 12_345, { total: 0, byCustomer: 0 }, new Date())).toEqual({ ok: true, discountCents: 1235 });
    expect(checkVoucher(loaded.terms, 12_345, { total: 1, byCustomer: 0 }, new Date())).toEqual({ ok: false, code: 'VOUCHER_USED_UP' });

    // Theirs alone: no other shopper's voucher list shows it.
    const other = await shop.signedInUser();
    expect((await userVouchers(shop.db, other.id, 'en')).map((v) => v.code)).not.toContain(code);

    // The link again: still confirmed, no second voucher, no mail.
    const again = await post<{ voucher_mailed: boolean }>('newsletter/confirm', { token: confirm.token }, { lang: 'fr' });
    expect(again.body).toMatchObject({ status: 200, message: 'Votre abonnement est confirmé. Bon retour parmi nous !', data: { voucher_mailed: false } });
    expect((await row(email))!.voucher_id).toBe(after.voucher_id);
  });

  it('is one subscription per address regardless of case, resends to an unconfirmed one and reveals nothing about a confirmed one', async () => {
    const email = address('Mixed');
    expect((await subscribe(email.toUpperCase(), 'tr')).body.status).toBe(200);
    const first = linkIn(await nextMail(email, 0), '/tr/newsletter/confirm');
    // Unconfirmed: subscribing again (other case, other language) sends a new link; the first one stops working.
    const resent = await subscribe(email, 'en');
    expect(resent.body.message).toBe('Thank you! Please check your inbox and confirm your subscription.');
    const second = await nextMail(email, 1);
    expect(second.subject).toBe('Please confirm your newsletter subscription');
    const link = linkIn(second, '/newsletter/confirm');
    expect(link.url.startsWith('http://shop.test/newsletter/confirm?token=')).toBe(true);
    const rows = await shop.db.selectFrom('newsletter_subscriptions').select('email').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();
    expect(rows).toEqual([{ email: email.toLowerCase() }]);

    const stale = await post('newsletter/confirm', { token: first.token }, { lang: 'tr' });
    expect(stale.body).toMatchObject({ status: 201, message: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen sayfanın altındaki formdan yeniden abone olun.' });
    expect((await post('newsletter/confirm', { token: link.token })).body.status).toBe(200);
    await nextMail(email, 2);

    // Confirmed: the very same answer, and no mail at all.
    const mails = mailCount(email);
    const known = await subscribe(`  ${email.replace(/^./, (c) => c.toUpperCase())}  `, 'en');
    // The same answer, word for word (headers such as Date aside).
    expect({ http: known.http, body: known.body }).toEqual({ http: resent.http, body: resent.body });
    await shop.jobsDone();
    expect(mailCount(email)).toBe(mails);

    // The database itself holds the rule, whatever writes to it.
    await expect(shop.db.insertInto('newsletter_subscriptions').values({ email: email.toUpperCase() }).execute()).rejects.toThrow();
  });

  it('unsubscribes through the page\'s call and the one-click POST of RFC 8058; coming back needs a new confirmation and gives no second voucher', async () => {
    const email = address('leaving');
    await subscribe(email, 'ar');
    const confirmation = await nextMail(email, 0);
    const { token } = linkIn(confirmation, '/ar/newsletter/unsubscribe');
    expect((await post('newsletter/confirm', { token: linkIn(confirmation, '/ar/newsletter/confirm').token })).body.status).toBe(200);
    await nextMail(email, 1);

    const page = await post('newsletter/unsubscribe', { token }, { lang: 'ar' });
    expect(page.body).toMatchObject({ status: 200, message: 'تم إلغاء اشتراكك. لن تتلقى منا أي نشرات بريدية بعد الآن.' });
    expect((await row(email))!.unsubscribed_at).not.toBeNull();
    expect((await post('newsletter/unsubscribe', { token })).body.status).toBe(200);

    // Back again: pending until confirmed anew; the old confirmation link does not bring it back.
    await subscribe(email, 'ar');
    expect((await row(email))!).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    const back = await nextMail(email, 2);
    const confirmed = await post<{ voucher_mailed: boolean }>('newsletter/confirm', { token: linkIn(back, '/ar/newsletter/confirm').token }, { lang: 'ar' });
    expect(confirmed.body).toMatchObject({ status: 200, data: { voucher_mailed: false } });
    const welcomeBack = await nextMail(email, 3);
    expect(welcomeBack.text).not.toMatch(/WELCOME-/);
    expect(welcomeBack.subject).toBe('تم تأكيد اشتراكك في النشرة البريدية');

    // One click from the mail client: form-encoded body, token in the header's address, no page.
    const oneClick = await shop.app.inject({
      method: 'POST', url: `/api/v1/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ status: 200 });
    expect((await row(email))!.unsubscribed_at).not.toBeNull();

    // A client that opens the header's address in a browser lands on the page, in the subscriber's language.
    const opened = await shop.app.inject({ method: 'GET', url: `/api/v1/newsletter/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/ar/newsletter/unsubscribe?token=${token}`);

    // Some clients send it as multipart/form-data.
    const other = address('multipart');
    await subscribe(other);
    const otherToken = linkIn(await nextMail(other, 0), '/newsletter/unsubscribe').token;
    const boundary = 'x-boundary-1';
    const multipart = await shop.app.inject({
      method: 'POST', url: `/api/v1/newsletter/unsubscribe?token=${otherToken}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await row(other))!.unsubscribed_at).not.toBeNull();
  });

  it('refuses junk with a clear message in the shopper\'s language, never a 500', async () => {
    const empty = await subscribe('', 'en');
    expect(empty.body).toMatchObject({ status: 201, data: { fields: { email: 'Email is required' } } });
    const invalid = await subscribe('not-an-email', 'fr');
    expect(invalid.body).toMatchObject({ status: 201, data: { fields: { email: 'E-mail invalide' } } });
    // Addresses no mailbox could have (a quoted local part carrying markup, an IP for a domain): refused, stored nowhere, mailed nothing.
    for (const address of ['"<svg/onload=alert(1)>"@example.test', 'shopper@[127.0.0.1]', 'a<b>@example.test']) {
      expect((await subscribe(address, 'tr')).body, address).toMatchObject({ status: 201, data: { fields: { email: 'Geçersiz e-posta' } } });
      expect(await row(address), address).toBeUndefined();
    }
    const junk: unknown[] = [null, [1, 2], 'text', 42, { email: ['a@b.co'] }, { email: { $ne: '' } }, { email: 'a'.repeat(300) + '@example.com' }];
    for (const body of junk) {
      for (const url of ['email-subscription', 'newsletter/confirm', 'newsletter/unsubscribe']) {
        const { http, body: answer } = await post(url, body);
        expect(http, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect([201, 400, 415], `${url} ${JSON.stringify(body)}: ${JSON.stringify(answer)}`).toContain(answer.status);
      }
    }
    // Form-encoded bodies are for one-click unsubscribe only: a cross-site form cannot sign anybody up.
    const crossSite = await shop.app.inject({ method: 'POST', url: '/api/v1/email-subscription', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=victim%40example.com' });
    expect(crossSite.statusCode).toBe(415);
    const forged = await post('newsletter/confirm', { token: 'A'.repeat(43) }, { lang: 'hi' });
    expect(forged.body).toMatchObject({ status: 201, message: 'यह लिंक मान्य नहीं है या इसकी अवधि समाप्त हो गई है। कृपया पेज के नीचे दिए फ़ॉर्म से फिर से सदस्यता लें।' });
    const noToken = await shop.app.inject({ method: 'POST', url: '/api/v1/newsletter/unsubscribe?token=../../x', headers: { 'content-type': 'application/x-www-form-urlencoded', Language: 'tr' }, payload: 'List-Unsubscribe=One-Click' });
    expect(noToken.statusCode).toBe(200);
    expect(noToken.json()).toMatchObject({ status: 201, message: 'Bu abonelikten çıkma bağlantısı geçersiz. Lütfen son e-postanızdaki bağlantıyı kullanın.' });
  });

  it('tells the operator where the newsletter stands, without printing an address', async () => {
    const desk = await newsletterCountsCommand({ db: shop.db });
    expect(desk.code).toBe(0);
    const printed = desk.lines.join('\n');
    // The tests above confirmed (and some unsubscribed) several French, Turkish and Arabic addresses.
    expect(printed).toMatch(/^Confirmed subscribers: [1-9]\d*$/m);
    expect(printed).toMatch(/^Unsubscribed: [1-9]\d*$/m);
    expect(printed).toMatch(/^Welcome vouchers given: [1-9]\d*, used: 0$/m);
    expect(printed).toMatch(/Confirmed by language: .*fr 1/);
    expect(printed).not.toContain('@');
  });

  it('lets a confirmation link expire', async () => {
    const email = address('late');
    await subscribe(email);
    const { token } = linkIn(await nextMail(email, 0), '/newsletter/confirm');
    await shop.db.updateTable('newsletter_subscriptions').set({ confirm_sent_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where('email', '=', email).execute();
    expect((await post('newsletter/confirm', { token })).body.status).toBe(201);
    expect((await row(email))!.confirmed_at).toBeNull();
  });

  it('limits sign-ups per address and per client, in the shopper\'s language', async () => {
    const email = address('flood');
    for (let i = 0; i < 3; i++) expect((await subscribe(i % 2 ? email : email.toUpperCase())).http).toBe(200);
    const over = await subscribe(email, 'tr');
    expect(over.http).toBe(429);
    expect(over.body.message).toBe('Bağlantınızdan veya bu adres için çok fazla kayıt denemesi. Lütfen birkaç dakika sonra tekrar deneyin.');
    // Three confirmations at most: the fourth was refused before anything was sent.
    await shop.jobsDone();
    expect(mailCount(email)).toBe(3);

    const from = `10.6.${database.name === 'sqlite' ? 1 : 2}.1`;
    for (let i = 0; i < 20; i++) expect((await subscribe(address('many'), 'en', from)).http).toBe(200);
    expect((await subscribe(address('many'), 'en', from)).http).toBe(429);
  });
});
