// The back office's content section (issue 31, deliverables 5 and 7), on SQLite and PostgreSQL:
// reviews hidden or shown again with a reason kept (the storefront's product page, rating and
// listing stop showing a hidden review at once), contact messages read, answered and replied to
// by mail (over real SMTP, in the sender's language), the newsletter's counts and its CSV of
// confirmed addresses (formulas neutralised); every change on the row's version, in the audit
// log, which the console lists with filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { listContactMessagesCommand } from '../../backend/admin/contact-desk';
import { PUBLIC } from '../../backend/db/constants';
import { createMailer } from '../../backend/mail/create-mailer';
import { recomputeRating } from '../../backend/reviews/reviews';
import type { AuditPage } from '../../core/admin/back-office';
import type { ContactMessageView, ListPage, ModeratedReview, NewsletterCounts } from '../../core/admin/content';
import type { ProductDetail, ReviewsData } from '../../core/product/product-detail';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';

type Envelope<T = unknown> = { status: number; message: string; data: T };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(testDatabases())('the back office\'s content section on $name', (database) => {
  let mail: SmtpCatcher;
  // Registered first: the catcher runs before the shop's beforeAll builds the mailer on its URL.
  beforeAll(async () => {
    mail = await startSmtpCatcher();
  });
  const shop = useApiShop(database, { products: 12, seed: 5 }, () => ({
    accounts: { mailer: createMailer({ smtpUrl: mail.url, outboxDir: 'unused', log: () => {} }), publicUrl: 'http://shop.test' },
  }));
  afterAll(async () => {
    await mail?.close();
  });

  const call = async <T>(method: 'GET' | 'POST', url: string, o: { payload?: object; token?: string; language?: string } = {}) => {
    const response = await shop.app.inject({
      method, url: `/api/v1/${url}`, payload: o.payload, headers: { Language: o.language ?? 'en', ...(o.token ? bearer(o.token) : {}) },
    });
    return { http: response.statusCode, body: String(response.headers['content-type'] ?? '').includes('json') ? response.json() as Envelope<T> : null, raw: response.body, headers: response.headers };
  };

  /** A member of the back office with a live session (the sign-in itself is tests/api/back-office-auth.test.ts's). */
  async function member(role: 'staff' | 'operator') {
    const user = await shop.signedInUser();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    const { email } = await shop.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { id: user.id, email, token: await issueBackOfficeSession(shop.db, user.id, 'mail') };
  }

  /** A public product with two fresh reviews (5 and 1 stars), its rating computed as the shop does. */
  async function reviewedProduct() {
    const product = await shop.db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.title', 'c.slug as category']).where('p.status', '=', PUBLIC).orderBy('p.id', 'desc').executeTakeFirstOrThrow();
    const [fan, troll] = [await shop.signedInUser(), await shop.signedInUser()];
    const ids: number[] = [];
    for (const [user, rating, comment] of [[fan, 5, 'Lovely fabric, fits well'], [troll, 1, 'BUY CHEAP WATCHES at spam dot example']] as const) {
      ids.push((await shop.db.insertInto('reviews').values({ product_id: product.id, user_id: user.id, rating, comment, status: PUBLIC }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await recomputeRating(shop.db, product.id);
    return { ...product, good: ids[0]!, spam: ids[1]! };
  }

  const productPage = async (id: number) => (await call<ProductDetail>('GET', `product/${id}`)).body!.data;
  const reviewIds = async (id: number) => (await call<ReviewsData>('GET', `reviews?product_id=${id}`)).body!.data.all.data.map((review) => review.id);
  /** The product's tile in its category's listing (any object carrying its id and a rating). */
  const tileOf = async (category: string, id: number) => {
    const found: { id: number; rating: number; review_count: number }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const row = value as Record<string, unknown>;
        if (row.id === id && 'rating' in row && 'review_count' in row) found.push(row as never);
        Object.values(row).forEach(walk);
      }
    };
    walk((await call('GET', `all?category=${category}`)).body!.data);
    return found[0];
  };
  const auditOf = async (token: string, query: string) => (await call<AuditPage>('GET', `admin/audit?${query}`, { token })).body!.data;

  it('lets staff hide a review with a reason: gone from the product page, its rating and the listing\'s stars at once, the reason kept and shown', async () => {
    const staff = await member('staff');
    const product = await reviewedProduct();
    // Read first, so every cache holds the review.
    expect(await reviewIds(product.id)).toEqual(expect.arrayContaining([product.good, product.spam]));
    const before = await productPage(product.id);
    const tileBefore = await tileOf(product.category, product.id);
    expect(tileBefore?.review_count).toBe(before.review_count);

    const listed = await call<ListPage<ModeratedReview>>('GET', `admin/reviews?q=${encodeURIComponent('spam dot')}`, { token: staff.token });
    expect(listed.body!.data.rows.map((row) => row.id)).toEqual([product.spam]);
    const spam = listed.body!.data.rows[0]!;
    expect(spam).toMatchObject({ product_id: product.id, product_title: product.title, rating: 1, visibility: 'shown', reason: null, version: 1 });

    const hidden = await call('POST', 'admin/reviews/moderate', { token: staff.token, language: 'tr', payload: { id: spam.id, version: spam.version, action: 'hide', reason: 'Reklam ve bağlantı içeriyor' } });
    expect(hidden.body).toEqual({ status: 200, message: 'Değerlendirme gizlendi: müşteriler artık görmüyor ve ürünün puanına katılmıyor.', data: null });

    expect(await reviewIds(product.id)).not.toContain(product.spam);
    expect(await reviewIds(product.id)).toContain(product.good);
    const after = await productPage(product.id);
    expect(after.review_count).toBe(before.review_count - 1);
    expect(Number(after.rating)).toBeGreaterThan(Number(before.rating));
    expect(await tileOf(product.category, product.id)).toMatchObject({ review_count: after.review_count, rating: after.rating });

    // Listed as hidden with its reason, who and when; found by the filters.
    const hiddenRows = (await call<ListPage<ModeratedReview>>('GET', 'admin/reviews?visibility=hidden&rating=1', { token: staff.token })).body!.data.rows;
    expect(hiddenRows.find((row) => row.id === product.spam)).toMatchObject({ visibility: 'hidden', reason: 'Reklam ve bağlantı içeriyor', moderated_by: staff.email, version: 2 });
    expect((await call<ListPage<ModeratedReview>>('GET', 'admin/reviews?visibility=shown&rating=1', { token: staff.token })).body!.data.rows.map((row) => row.id)).not.toContain(product.spam);

    // The audit entry, before and after, by the member.
    const operator = await member('operator');
    const entry = (await auditOf(operator.token, `action=review&actor=${encodeURIComponent(staff.email)}`)).rows[0]!;
    expect(entry).toMatchObject({ action: 'review.hide', subject: 'review', subject_id: String(product.spam), actor_email: staff.email });
    expect(entry.before).toEqual({ visibility: 'shown', reason: null });
    expect(entry.after).toEqual({ visibility: 'hidden', reason: 'Reklam ve bağlantı içeriyor' });

    // Shown again (with its reason): back everywhere.
    const shown = await call('POST', 'admin/reviews/moderate', { token: staff.token, payload: { id: spam.id, version: 2, action: 'show', reason: 'Checked with the buyer: a real review' } });
    expect(shown.body!.status, shown.body!.message).toBe(200);
    expect(await reviewIds(product.id)).toContain(product.spam);
    expect((await productPage(product.id)).review_count).toBe(before.review_count);
  });

  it('refuses a stale change, a missing reason and an unknown review, changing nothing and logging nothing', async () => {
    const staff = await member('staff');
    const product = await reviewedProduct();
    const row = () => shop.db.selectFrom('reviews').selectAll().where('id', '=', product.spam).executeTakeFirstOrThrow();
    const entries = async () => (await shop.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n;
    const [rowBefore, entriesBefore] = [await row(), await entries()];
    const refusals: [object, string][] = [
      [{ id: product.spam, version: 1, action: 'hide', reason: '' }, 'Give a reason of 3 to 500 characters; it is kept with the review.'],
      [{ id: product.spam, version: 1, action: 'hide', reason: 'x'.repeat(501) }, 'Give a reason of 3 to 500 characters; it is kept with the review.'],
      [{ id: product.spam, version: 1, action: 'delete', reason: 'Spam' }, 'This row is not known: reload the list.'],
      [{ id: 'one', version: 1, action: 'hide', reason: 'Spam' }, 'This row is not known: reload the list.'],
      [{ id: 99_999_999, version: 1, action: 'hide', reason: 'Spam' }, 'This review no longer exists.'],
      [{ id: product.spam, version: 7, action: 'hide', reason: 'Spam' }, 'Someone else changed this in the meantime. Reload to see it as it is now; nothing was changed.'],
      [{ id: product.spam, version: 1, action: 'show', reason: 'Spam' }, 'This review is already in that state.'],
    ];
    for (const [payload, message] of refusals) {
      const answer = await call('POST', 'admin/reviews/moderate', { token: staff.token, payload });
      expect(answer.body, JSON.stringify(payload)).toEqual({ status: 201, message, data: { form: [message] } });
    }
    // Two members on the same page: the first wins, the second is told to reload.
    expect((await call('POST', 'admin/reviews/moderate', { token: staff.token, payload: { id: product.spam, version: 1, action: 'hide', reason: 'Spam' } })).body!.status).toBe(200);
    const second = await call('POST', 'admin/reviews/moderate', { token: staff.token, language: 'ar', payload: { id: product.spam, version: 1, action: 'hide', reason: 'Other reason' } });
    expect(second.body!.message).toBe('غيّر شخص آخر هذا في الأثناء. أعد التحميل لتراه كما هو الآن؛ لم يتغير شيء.');
    // Odd bodies from a member: refused in words, never a fault (an id past the column's range included).
    for (const payload of [{ id: '9'.repeat(16), version: 1, action: 'hide', reason: 'Spam' }, { id: [product.spam], version: { n: 1 }, action: ['hide'], reason: ['Spam'] }, {}]) {
      for (const url of ['admin/reviews/moderate', 'admin/messages/state', 'admin/messages/reply']) {
        const answer = await call('POST', url, { token: staff.token, payload });
        expect(answer.http, `${url} ${JSON.stringify(payload)}`).toBe(200);
        expect(answer.body!.status).toBe(201);
      }
    }
    const rowAfter = await row();
    expect(rowAfter).toEqual({ ...rowBefore, status: 2, moderation_reason: 'Spam', moderated_by: staff.email, moderated_at: expect.any(String), version: 2 });
    expect(Number(await entries())).toBe(Number(entriesBefore) + 1);
  });

  it('lists contact messages by state and search, marks them read, and mails a reply in the sender\'s language that is kept and answers the message', async () => {
    const staff = await member('staff');
    const sender = `yazar${Date.now().toString(36)}@example.com`;
    const posted = await shop.app.inject({ method: 'POST', url: '/api/v1/contact', headers: { Language: 'tr' }, remoteAddress: '10.38.0.1', payload: { name: 'Ayşe Yılmaz', email: sender, subject: 'Kargom nerede?', message: 'Merhaba,\nsiparişim gelmedi.' } });
    expect(posted.json().status).toBe(200);
    const listed = await call<ListPage<ContactMessageView>>('GET', `admin/messages?state=new&q=${encodeURIComponent(sender)}`, { token: staff.token });
    expect(listed.body!.data.total).toBe(1);
    const message = listed.body!.data.rows[0]!;
    expect(message).toMatchObject({ name: 'Ayşe Yılmaz', email: sender, subject: 'Kargom nerede?', language: 'tr', state: 'new', version: 1, replies: [] });

    const read = await call('POST', 'admin/messages/state', { token: staff.token, language: 'hi', payload: { id: message.id, version: 1, state: 'read' } });
    expect(read.body).toEqual({ status: 200, message: 'संदेश को पढ़ा हुआ चिह्नित किया गया।', data: null });
    expect((await call('POST', 'admin/messages/state', { token: staff.token, payload: { id: message.id, version: 1, state: 'answered' } })).body!.message).toContain('Someone else changed this');
    expect((await call('POST', 'admin/messages/state', { token: staff.token, payload: { id: message.id, version: 2, state: 'read' } })).body!.message).toBe('This message is already marked so.');
    expect((await call<ListPage<ContactMessageView>>('GET', `admin/messages?state=new&q=${encodeURIComponent(sender)}`, { token: staff.token })).body!.data.total).toBe(0);

    // A refused reply: nothing kept, nothing mailed.
    const mailsBefore = mail.mailsTo(sender).length;
    expect((await call('POST', 'admin/messages/reply', { token: staff.token, payload: { id: message.id, version: 2, body: '   ' } })).body!.message).toBe('Write a reply of at most 5000 characters.');
    expect((await call('POST', 'admin/messages/reply', { token: staff.token, payload: { id: message.id, version: 2, body: 'x'.repeat(5001) } })).body!.message).toBe('Write a reply of at most 5000 characters.');
    expect((await call('POST', 'admin/messages/reply', { token: staff.token, payload: { id: message.id, version: 1, body: 'Late' } })).body!.message).toContain('Someone else changed this');
    expect(await shop.db.selectFrom('contact_replies').select('id').where('message_id', '=', message.id).execute()).toEqual([]);

    const body = 'Merhaba Ayşe,\n\nKargonuz yarın teslim edilecek.';
    const replied = await call('POST', 'admin/messages/reply', { token: staff.token, payload: { id: message.id, version: 2, body } });
    expect(replied.body).toEqual({ status: 200, message: `Your reply is on its way to ${sender}; it is kept with the message, which is now answered.`, data: null });
    await shop.jobsDone();
    const received = await mail.waitFor((m) => m.to.includes(sender) && m.subject.includes(`#${message.id}`));
    expect(mail.mailsTo(sender).length).toBe(mailsBefore + 1);
    expect(received.subject).toBe(`#${message.id} numaralı mesajınıza yanıtımız`);
    expect(received.text).toContain('Kargonuz yarın teslim edilecek.');
    expect(received.text).toContain('siparişim gelmedi.');

    const answered = (await call<ListPage<ContactMessageView>>('GET', `admin/messages?state=answered&q=${encodeURIComponent('kargom')}`, { token: staff.token })).body!.data.rows.find((row) => row.id === message.id)!;
    expect(answered).toMatchObject({ state: 'answered', version: 3, replies: [{ body, by: staff.email, at: expect.any(String) }] });
    expect(answered.answered_at).not.toBeNull();

    // The command line's desk shows where it stands and the reply.
    const printed = (await listContactMessagesCommand({ db: shop.db }, ['50'])).lines.join('\n');
    expect(printed).toMatch(new RegExp(`#${message.id} [\\s\\S]*State: answered \\(answered [^)]+\\)[\\s\\S]*Replied by ${staff.email.replace(/\./g, '\\.')} at [^\\n]+:\\n  > Merhaba Ayşe,`));
    const operator = await member('operator');
    const log = await auditOf(operator.token, `subject=contact_message&actor=${encodeURIComponent(staff.email)}`);
    expect(log.rows.map((row) => row.action)).toEqual(['message.reply', 'message.read']);
    expect(log.rows[0]!.after).toEqual({ state: 'answered', to: sender, reply: body });
    expect(log.actions).toEqual(expect.arrayContaining(['message.reply', 'message.read']));
  });

  it('counts the newsletter\'s addresses and exports only the confirmed ones, no value able to become a formula', async () => {
    const staff = await member('staff');
    const now = new Date().toISOString();
    const tag = Date.now().toString(36);
    await shop.db.insertInto('newsletter_subscriptions').values([
      { email: `plain${tag}@example.com`, language: 'en', confirmed_at: now },
      { email: `=hyperlink("http://evil")${tag}@example.com`, language: 'fr', confirmed_at: now },
      { email: `+sum${tag}@example.com`, language: '-ar', confirmed_at: now },
      { email: `@cmd${tag}@example.com`, language: 'tr', confirmed_at: now },
      { email: `waiting${tag}@example.com`, language: 'en', confirm_sent_at: now },
      { email: `gone${tag}@example.com`, language: 'en', confirmed_at: now, unsubscribed_at: now },
    ]).execute();
    const counts = (await call<NewsletterCounts>('GET', 'admin/newsletter', { token: staff.token })).body!.data;
    const expected = await shop.db.selectFrom('newsletter_subscriptions').select(['confirmed_at', 'unsubscribed_at']).execute();
    expect(counts).toEqual({
      confirmed: expected.filter((row) => row.confirmed_at && !row.unsubscribed_at).length,
      pending: expected.filter((row) => !row.confirmed_at && !row.unsubscribed_at).length,
      unsubscribed: expected.filter((row) => row.unsubscribed_at).length,
    });
    expect(counts.confirmed).toBeGreaterThanOrEqual(4);

    const exported = await call('GET', 'admin/newsletter/export.csv', { token: staff.token });
    expect(exported.http).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = exported.raw.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('email,language,confirmed_at');
    const mine = lines.filter((line) => line.includes(tag));
    expect(mine).toEqual([
      expect.stringMatching(new RegExp(`^plain${tag}@example\\.com,en,`)),
      expect.stringMatching(new RegExp(`^"'=hyperlink\\(""http://evil""\\)${tag}@example\\.com",fr,`)),
      expect.stringMatching(new RegExp(`^'\\+sum${tag}@example\\.com,'-ar,`)),
      expect.stringMatching(new RegExp(`^'@cmd${tag}@example\\.com,tr,`)),
    ]);
    // No cell of the file starts a formula.
    for (const line of lines) for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    expect(exported.raw).not.toContain(`waiting${tag}`);
    expect(exported.raw).not.toContain(`gone${tag}`);
    const operator = await member('operator');
    expect((await auditOf(operator.token, 'action=newsletter.export')).rows[0]).toMatchObject({ actor_email: staff.email, after: { confirmed: lines.length - 1 } });
  });

  it('answers nobody and a shopper as nobody on every content call, and changes nothing for them', async () => {
    const shopper = await shop.signedInUser();
    const product = await reviewedProduct();
    for (const token of [undefined, shopper.token]) {
      for (const [method, url, payload] of [
        ['GET', 'admin/reviews', undefined], ['POST', 'admin/reviews/moderate', { id: product.spam, version: 1, action: 'hide', reason: 'Spam' }],
        ['GET', 'admin/messages', undefined], ['POST', 'admin/messages/state', { id: 1, version: 1, state: 'read' }],
        ['POST', 'admin/messages/reply', { id: 1, version: 1, body: 'Hi' }], ['GET', 'admin/newsletter', undefined], ['GET', 'admin/newsletter/export.csv', undefined],
      ] as const) {
        const answer = await call(method, url, { token, payload });
        expect(answer.http, url).toBe(403);
        expect(answer.body).toEqual({ status: 403, message: 'Unauthorized', data: null });
      }
    }
    expect((await shop.db.selectFrom('reviews').select(['status', 'version']).where('id', '=', product.spam).executeTakeFirstOrThrow())).toEqual({ status: PUBLIC, version: 1 });
  });

  it('lists the audit log by action, subject, actor and day, newest first and paged, and the database refuses to edit it', async () => {
    const operator = await member('operator');
    const staff = await member('staff');
    const product = await reviewedProduct();
    await call('POST', 'admin/reviews/moderate', { token: staff.token, payload: { id: product.good, version: 1, action: 'hide', reason: 'Testing the log' } });
    const today = new Date().toISOString().slice(0, 10);
    const log = await auditOf(operator.token, `action=review.hide&subject=review&actor=${encodeURIComponent(staff.email.slice(0, 8).toUpperCase())}&from=${today}&to=${today}`);
    expect(log.rows.map((row) => [row.action, row.subject_id])).toEqual([['review.hide', String(product.good)]]);
    expect(log).toMatchObject({ total: 1, page: 1, lastPage: 1 });
    expect((await auditOf(operator.token, `action=review.hide&actor=${encodeURIComponent(staff.email)}&to=2000-01-01`)).total).toBe(0);
    expect((await auditOf(operator.token, `action=review.hide&actor=${encodeURIComponent(staff.email)}&from=2999-01-01`)).total).toBe(0);
    // Nonsense filters are ignored or match nothing, never a fault.
    for (const query of ['from=yesterday&to=%27;drop', 'page=-4&action=%25', 'page=999999999999', 'actor=%5C%25%5F']) {
      const answer = await call<AuditPage>('GET', `admin/audit?${query}`, { token: operator.token });
      expect(answer.body!.status, query).toBe(200);
    }
    expect((await call('GET', 'admin/audit', { token: staff.token })).http).toBe(403);
    await expect(shop.db.updateTable('audit_log').set({ action: 'nothing' }).execute()).rejects.toThrow(/append-only/);
    await expect(shop.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
