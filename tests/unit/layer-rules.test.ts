import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration, its plugins and the parser: 1-2 s on an idle machine,
// 6-8 s on a loaded one, past a case's 5 s. Loaded once here, with room for a busy machine.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'core/shared/x.ts' });
}, 60_000);

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the layer directions of the architecture are enforced by lint', () => {
  it.each([
    ['core/cart/x.ts', "import { App } from '../../ui/app/App';"],
    ['core/cart/x.ts', "import { ApiClient } from '../../adapters/http/api-client';"],
    ['core/cart/x.ts', "import { useState } from 'react';"],
    ['core/cart/x.ts', "import { readFileSync } from 'node:fs';"],
    ['ui/pages/x.ts', "import { ApiClient } from '../../adapters/http/api-client';"],
    ['ui/pages/x.ts', "import { createContainer } from '../../composition/container';"],
    ['adapters/http/x.ts', "import { App } from '../../ui/app/App';"],
    ['backend/api/x.ts', "import { LoadHome } from '../../core/home/load-home';"],
    ['backend/api/x.ts', "import { App } from '../../ui/app/App';"],
    ['ui/pages/x.ts', "import { Container } from 'inversify'; export const c = new Container();"],
    ['core/cart/x.ts', "import { injectable } from 'inversify';"],
    ['core/cart/x.ts', "import 'reflect-metadata';"],
    ['adapters/cart/x.ts', "import { inject } from 'inversify';"],
    ['backend/api/x.ts', "import { startSession } from '../../core/auth/start-session';"],
    ['backend/api/x.ts', "import type { CartGateway } from '../../core/cart/cart-gateway.port';"],
    ['clients/shopper/x.ts', "import { createContainer } from '../../composition/container';"],
    ['clients/shopper/x.ts', "import { App } from '../../ui/app/App';"],
    ['clients/shopper/x.ts', "import { createApp } from '../../backend/api/x';"],
    ['clients/shopper/x.ts', "import { Container } from 'inversify';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await ruleErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['ui/pages/x.ts', "import { LoadHome } from '../../core/home/load-home';"],
    ['adapters/http/x.ts', "import { RequestError } from '../../core/shared/request-error';"],
    ['backend/api/x.ts', "import { formatPrice } from '../../core/shared/money';"],
    ['composition/x.ts', "import { ApiClient } from '../adapters/http/api-client'; import { App } from '../ui/app/App';"],
    ['clients/shopper/x.ts', "import { AddToCart } from '../../core/cart/add-to-cart'; import { ApiClient } from '../../adapters/http/api-client'; import { readFileSync } from 'node:fs';"],
    ['backend/api/x.ts', "import { priceCart } from '../../core/cart/cart-pricing';"],
  ])('%s may: %s', async (file, code) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });
});

describe('every file sits in a room named for its feature or a shared room', () => {
  async function roomErrors(filePath: string): Promise<string[]> {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'rooms/feature-rooms').map((m) => m.message);
  }

  it.each(['backend/services/x.ts', 'core/domain/x.ts', 'ui/components/x.tsx', 'core/cart/domain/x.ts', 'core/widgets/x.ts', 'backend/accounts/x.ts'])(
    '%s is refused',
    async (file) => {
      expect(await roomErrors(file)).not.toEqual([]);
    },
  );

  it.each(['core/cart/x.ts', 'core/checkout/x.ts', 'core/orders/x.ts', 'backend/orders/x.ts', 'backend/cache/x.ts', 'ui/account/addresses/x.tsx', 'adapters/http/x.ts', 'composition/server/x.ts', 'composition/x.ts', 'clients/shopper/x.ts'])(
    '%s is accepted',
    async (file) => {
      expect(await roomErrors(file)).toEqual([]);
    },
  );
});
