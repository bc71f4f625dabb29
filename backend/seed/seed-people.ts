import { insertRows } from './bulk-insert';
import { PERSON_NAMES } from './content/names';
import { LANGS } from './content/types';
import { type SeedContext, daysFrom, slugify } from './seed-context';

/**
 * Demo accounts cannot sign in: the hash is not one any password produces (no hashing scheme is
 * assumed here; sign-up creates real accounts).
 */
export const NO_LOGIN_PASSWORD_HASH = '!seed:no-login';

export interface People {
  customerIds: number[];
  /** Seller accounts, one per store, in store order. */
  sellerIds: number[];
  /** Preferred language of each customer, by id (reviews are written in it). */
  languageOf: Map<number, (typeof LANGS)[number]>;
}

/** Customers who write the reviews, and the sellers who own the stores. */
export async function seedPeople(ctx: SeedContext, counts: { customers: number; sellers: number }): Promise<People> {
  const { rng, now } = ctx;
  const rows = [];
  const people: People = { customerIds: [], sellerIds: [], languageOf: new Map() };
  const total = counts.customers + counts.sellers;
  for (let id = 1; id <= total; id++) {
    const seller = id > counts.customers;
    const name = rng.pick(PERSON_NAMES);
    const language = rng.pick(LANGS);
    const joined = daysFrom(now, -rng.int(30, 900));
    rows.push({
      id,
      name,
      email: `${slugify(name).replace(/-/g, '.')}.${id}@example.com`,
      phone: `+1555${String(1_000_000 + id).slice(-7)}`,
      password_hash: NO_LOGIN_PASSWORD_HASH,
      role: seller ? 'seller' as const : 'customer' as const,
      verified_at: joined,
      language,
      image: null,
      created_at: joined,
      updated_at: joined,
    });
    if (seller) people.sellerIds.push(id);
    else {
      people.customerIds.push(id);
      people.languageOf.set(id, language);
    }
  }
  await insertRows(ctx.db, ctx.dialect, 'users', rows);
  return people;
}
