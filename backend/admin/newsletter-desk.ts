import type { Desk, DeskResult } from './order-desk';

export const NEWSLETTER_DESK_USAGE = [
  'npm run admin -- newsletter                                               subscribers: confirmed (they count), pending, unsubscribed; welcome vouchers given and used',
];

/**
 * What the newsletter stands at: confirmed subscribers (the only ones a newsletter may go to) by
 * language, addresses still waiting for confirmation, those that left, and the welcome vouchers
 * given and used. Counts only: no address is printed.
 */
export async function newsletterCountsCommand(desk: Pick<Desk, 'db'>): Promise<DeskResult> {
  const rows = await desk.db.selectFrom('newsletter_subscriptions')
    .select((eb) => [
      'language',
      eb.fn.countAll<string | number>().as('all'),
      eb.fn.count<string | number>(eb.case().when(eb.and([eb('confirmed_at', 'is not', null), eb('unsubscribed_at', 'is', null)])).then(1).end()).as('confirmed'),
      eb.fn.count<string | number>('unsubscribed_at').as('unsubscribed'),
      eb.fn.count<string | number>('voucher_id').as('vouchers'),
    ])
    .groupBy('language')
    .orderBy('language')
    .execute();
  const used = await desk.db.selectFrom('voucher_usages as u')
    .innerJoin('newsletter_subscriptions as s', 's.voucher_id', 'u.voucher_id')
    .select((eb) => eb.fn.count<string | number>('u.voucher_id').distinct().as('n'))
    .executeTakeFirst();
  const sum = (key: 'all' | 'confirmed' | 'unsubscribed' | 'vouchers') => rows.reduce((total, row) => total + Number(row[key]), 0);
  const confirmed = sum('confirmed');
  const unsubscribed = sum('unsubscribed');
  const lines = [
    `Confirmed subscribers: ${confirmed}`,
    `Waiting for confirmation: ${sum('all') - confirmed - unsubscribed}`,
    `Unsubscribed: ${unsubscribed}`,
    `Welcome vouchers given: ${sum('vouchers')}, used: ${Number(used?.n ?? 0)}`,
  ];
  const byLanguage = rows.filter((row) => Number(row.confirmed) > 0).map((row) => `${row.language ?? 'unknown'} ${Number(row.confirmed)}`);
  if (byLanguage.length > 0) lines.push(`Confirmed by language: ${byLanguage.join(', ')}`);
  return { code: 0, lines };
}
