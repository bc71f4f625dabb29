import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration, its plugins and the parser: 1-2 s on an idle machine,
// 6-8 s on a loaded one, past a case's 5 s. Loaded once here, with room for a busy machine.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'core/shared/x.ts' });
}, 60_000);

async function codeErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'codes/named-codes').map((m) => m.message);
}

describe('codes are named, never bare numbers (codes/named-codes, decision 0010)', () => {
  it.each([
    ['core/reviews/x.ts', 'export const ok = (order: { status: number }) => order.status === 5;'],
    ['ui/orders/x.tsx', 'export const pickup = (line: { shipping_type: number }) => 2 === line.shipping_type;'],
    ['core/orders/x.ts', 'export const known = (method: number) => method <= 7;'],
    ['backend/payments/x.ts', 'export const provider = { key: "stripe", method: 3 };'],
    ['backend/payments/x.ts', 'export class P { readonly method = 4; }'],
    ['backend/seed/x.ts', 'export const row = (shown: boolean) => ({ status: shown ? 1 : 2 });'],
    ['backend/reviews/x.ts', 'declare const db: { where(a: string, b: string, c: number): void }; db.where("o.status", "=", 5);'],
    ['backend/cart/x.ts', 'declare const row: { selected: number }; row.selected = 1;'],
    ['backend/account/x.ts', 'export const percent = (v: { type: number }) => v.type === 2;'],
  ])('%s refuses: %s', async (file, code) => {
    expect(await codeErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['backend/http/x.ts', 'export const answer = { status: 200, message: "", data: null };'],
    ['composition/server/x.ts', 'export const failed = (page: { status: number }) => page.status >= 500;'],
    ['ui/errors/x.tsx', 'export const shown = (status: number) => status > 0 ? status : 500;'],
    ['core/orders/x.ts', 'export const ORDER_STATUS = { pending: 1, delivered: 5 } as const;'],
    ['core/reviews/x.ts', "import { ORDER_STATUS } from '../orders/order-status'; export const ok = (o: { status: number }) => o.status === ORDER_STATUS.delivered;"],
    ['ui/product/x.tsx', 'export const input = { type: "button", method: "POST" };'],
    ['backend/db/migrations/9999-x.ts', 'export const row = { status: 1 };'],
    ['tests/api/x.test.ts', 'export const payload = { order_method: 2 };'],
  ])('%s accepts: %s', async (file, code) => {
    expect(await codeErrors(file, code)).toEqual([]);
  });
});
