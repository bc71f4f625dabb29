import { type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listingSql } from '../../backend/catalogue/listing-products';
import type { ProductScope } from '../../backend/catalogue/listing-scope';
import { parseListingQuery } from '../../core/domain/listing';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

// The query plans of the main listing queries: a category, sub-category or brand listing sorted
// by price (or any order) reads an index, never the whole products table. Plans are printed so a
// reviewer sees them.
describe.each(testDatabases())('listing query plans on $name', (database) => {
  const shop = useApiShop(database, { products: 2_000, seed: 5 });

  const plan = async (query: CompiledQuery): Promise<string> => {
    const prefix = database.name === 'sqlite' ? 'explain query plan ' : 'explain ';
    const result = await shop.db.executeQuery<Record<string, string>>({ ...query, sql: prefix + query.sql });
    return result.rows.map((r) => r.detail ?? r['QUERY PLAN'] ?? JSON.stringify(r)).join('\n');
  };

  const cases: [string, ProductScope, Record<string, string>][] = [
    ['category by price', { kind: 'category', id: 1 }, { sortby: 'price_low_to_high' }],
    ['category by price, filtered', { kind: 'category', id: 1 }, { sortby: 'price_high_to_low', min: '10', max: '300', brand: '1,2', rating: '3' }],
    ['category newest', { kind: 'category', id: 1 }, {}],
    ['sub-category by rating', { kind: 'sub_category', id: 1 }, { sortby: 'avg_customer_review' }],
    ['brand by price', { kind: 'brand', id: 1 }, { sortby: 'price_low_to_high' }],
    ['whole catalogue by price', { kind: 'all' }, { sortby: 'price_high_to_low' }],
    ['tag newest', { kind: 'tag', id: 1 }, {}],
  ];

  it.each(cases)('%s reads an index for its page and its count', async (name, scope, raw) => {
    if (database.name === 'postgres') await shop.db.executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery);
    const queries = listingSql(shop.db, scope, parseListingQuery(raw));
    for (const [label, query] of Object.entries(queries)) {
      const text = await plan(query);
      console.log(`[${database.name}] ${name} (${label}):\n${text}\n`);
      if (database.name === 'sqlite') {
        expect(text).not.toMatch(/SCAN (p|products)\b(?! USING)/);
        expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      } else if (label === 'page' || scope.kind === 'category' || scope.kind === 'sub_category' || scope.kind === 'brand') {
        // Counting the whole catalogue (or a tag's share of it) reads most of a 2,000-row table,
        // where PostgreSQL rightly prefers a sequential scan; pages and scoped counts never may.
        expect(text).not.toMatch(/Seq Scan on products/);
      }
    }
  });
});
