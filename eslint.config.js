// Layer directions of docs/architecture.md, enforced with the built-in no-restricted-imports
// rule: one rule per layer listing what it may not reach. A wrong import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { URL } from 'node:url';

/**
 * The rooms of each layer (docs/architecture.md): the shop's features, the same names in every
 * layer, plus a few named rooms for shared machinery. A file outside them, or in a folder named
 * after a layer ('services', 'domain', 'components', ...), fails lint: new code goes into the room
 * of its feature.
 */
const FEATURES = ['catalogue', 'product', 'search', 'cart', 'checkout', 'orders', 'payments', 'reviews', 'auth', 'account', 'lists', 'contact', 'newsletter', 'stores', 'pages', 'home', 'install', 'admin', 'seller', 'ledger'];
const SHARED_ROOMS = {
  core: ['shared', 'language', 'common', 'banners'],
  adapters: ['http', 'storage', 'common', 'language'],
  ui: ['app', 'routing', 'layout', 'kit', 'banners', 'errors', 'i18n', 'styles', 'test-support'],
  backend: ['api', 'http', 'cache', 'db', 'i18n', 'mail', 'jobs', 'images', 'common', 'seed', 'seo'],
  composition: ['features', 'server'],
  clients: ['shopper'],
};
const LAYER_FOLDER_NAMES = ['domain', 'services', 'service', 'components', 'controllers', 'models', 'repositories', 'usecases', 'use-cases', 'utils', 'helpers', 'lib', 'infrastructure', 'application', 'routes', 'layouts', 'core', 'adapters', 'ui', 'backend', 'composition'];
const rooms = {
  rules: {
    'feature-rooms': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const path = context.filename.slice(context.cwd.length + 1).split(/[\\/]/);
        const [layerName, ...rest] = path;
        const folders = rest.slice(0, -1);
        if (!(layerName in SHARED_ROOMS)) return {};
        return {
          Program(node) {
            const bad = folders.find((folder) => LAYER_FOLDER_NAMES.includes(folder));
            if (bad) context.report({ node, message: `'${bad}/' is named after a layer: put the file in its feature's room (docs/architecture.md).` });
            else if (folders.length > 0 && !FEATURES.includes(folders[0]) && !SHARED_ROOMS[layerName].includes(folders[0])) {
              context.report({ node, message: `${layerName}/${folders[0]}/ is not a room of ${layerName}: use a feature (${FEATURES.join(', ')}) or a shared room (${SHARED_ROOMS[layerName].join(', ')}), or add it to eslint.config.js and docs/architecture.md.` });
            }
          },
        };
      },
    },
  },
};

/**
 * Codes are named once in core (core/orders/order-status.ts, core/payments/payment-methods.ts,
 * core/shared/visibility.ts, core/cart/cart.ts, core/cart/price-type.ts, core/banners/banner.ts,
 * core/language/language.ts, core/shared/money.ts; docs/decisions/0010-named-codes.md):
 * a bare number compared with, assigned to or queried against one of these fields fails lint. Numbers
 * of 100 and more are HTTP statuses (the envelope's `status: 200`), never codes; a comparison with 0
 * is a check for "none" (`status > 0`); an object literal `as const` is where a code is named.
 */
const CODE_FIELDS = new Set(['status', 'order_method', 'orderMethod', 'method', 'type', 'shipping_type', 'shippingType', 'selected', 'closable', 'currency_position']);
const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);
const codes = {
  rules: {
    'named-codes': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const fieldOf = (node) => {
          if (!node) return null;
          if (node.type === 'ChainExpression') return fieldOf(node.expression);
          if (node.type === 'Identifier') return node.name;
          if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
          if (node.type === 'Literal' && typeof node.value === 'string') return node.value.split('.').pop();
          return null;
        };
        const bare = (node) => node?.type === 'Literal' && typeof node.value === 'number' && node.value < 100
          || node?.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal'
          || node?.type === 'ConditionalExpression' && (bare(node.consequent) || bare(node.alternate));
        const report = (node, field) => context.report({ node, message: `A bare number for '${field}': use its named code from core (docs/decisions/0010-named-codes.md).` });
        return {
          BinaryExpression(node) {
            if (!COMPARISONS.has(node.operator)) return;
            for (const [side, other] of [[node.left, node.right], [node.right, node.left]]) {
              const field = side.type === 'Literal' ? null : fieldOf(side);
              if (field && CODE_FIELDS.has(field) && bare(other) && other.value !== 0) report(other, field);
            }
          },
          'Property, PropertyDefinition'(node) {
            const field = node.computed ? null : node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
            const naming = node.parent.parent?.type === 'TSAsExpression' && node.parent.parent.typeAnnotation.typeName?.name === 'const';
            if (field && !naming && CODE_FIELDS.has(field) && bare(node.value)) report(node.value, field);
          },
          AssignmentExpression(node) {
            const field = fieldOf(node.left);
            if (field && CODE_FIELDS.has(field) && bare(node.right)) report(node.right, field);
          },
          // Kysely: where('p.status', '=', 1), eb('type', '=', 2), having(...).
          CallExpression(node) {
            const [column, operator, value] = node.arguments;
            if (node.arguments.length !== 3 || column.type !== 'Literal' || typeof column.value !== 'string' || operator.type !== 'Literal' || typeof operator.value !== 'string') return;
            const field = column.value.split('.').pop();
            if (CODE_FIELDS.has(field) && bare(value)) report(value, field);
          },
        };
      },
    },
  },
};

/**
 * What the backend may not take from core: the browser's ports and use cases, that is a port
 * (`*.port.ts`) or a file that imports one (a use case, a store or a helper that talks to a port).
 * It shares core's rules and types, so one truth prices a cart on both sides.
 */
const CORE = new URL('./core/', import.meta.url);
const browserOnlyCore = readdirSync(CORE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test(-support)?\.tsx?$/.test(file))
  .filter((file) => file.endsWith('.port.ts') || /from '[^']*\.port'/.test(readFileSync(new URL(file, CORE), 'utf8')))
  .map((file) => `**/core/${file.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`);

/**
 * Flutterwave's official library starts telemetry when constructed (utils/logger.js): the merchant's
 * public key to Flutterwave, events with every API path and, live, each verified transaction to a
 * telemetry ingestion service (SigNoz), with no switch. The adapter speaks Flutterwave's REST API instead.
 */
const FLUTTERWAVE_SDK = { name: 'flutterwave-node-v3', message: 'Its telemetry phones home with merchant data: use Flutterwave\'s REST API (backend/payments/providers/flutterwave-provider.ts, README).' };

/** The container's packages: core and adapters are plain classes (docs/decisions/0011-core-without-container.md). */
const NO_CONTAINER = { group: ['inversify', 'inversify/*', 'reflect-metadata', 'reflect-metadata/*'], message: 'Plain classes take their ports through their constructors; composition binds them (docs/decisions/0011-core-without-container.md).' };

const layer = (name) => [`**/${name}/**`, `**/${name}`];

const BACKEND_PATTERNS = [
  { group: [...layer('ui'), ...layer('adapters'), ...layer('composition')], message: 'backend never imports ui, adapters or composition.' },
  { group: browserOnlyCore, message: 'backend imports core rules and types, never a browser port or use case.' },
];

/** The server computes in cents (docs/decisions/0018-cents-inside.md): amounts cross only in backend/db/money.ts. */
const AMOUNTS_AT_THE_EDGE = [
  {
    group: ['**/core/shared/cents'],
    importNames: ['fromCents', 'toCents', 'parseCents'],
    message: 'The server computes in cents: amounts cross at backend/db/money.ts (centsToAmount, amountToCents).',
  },
  {
    group: ['**/core/product/pricing'],
    importNames: ['unitPriceForOwn', 'unitPriceCents', 'unitPrice', 'priceForOwn', 'priceInCents', 'displayPrice'],
    message: 'The server prices rows in cents: ProductCents with unitCentsForOwn and priceCentsForOwn.',
  },
];
const forbid = (files, layers, why, more = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{ group: layers.flatMap(layer), message: why }, ...more],
    }],
  },
});

/** Housekeeping runs on the job queue, never inside a shopper's request (docs/decisions/0019-flows-as-steps.md). */
const HOUSEKEEPING = {
  group: ['**/orders/unconfirmed-orders', '**/payments/online-payments', './unconfirmed-orders', './online-payments'],
  importNames: ['releaseExpiredOrders', 'expireAbandonedPayments'],
  message: 'Housekeeping is scheduled work: only backend/api/scheduled-work.ts runs it, on the job queue (docs/decisions/0019-flows-as-steps.md).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'tests/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, rooms },
    rules: {
      'rooms/feature-rooms': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  // core is pure: nothing outside core, no React, no Node built-ins, no frameworks.
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...layer('adapters'), ...layer('ui'), ...layer('composition'), ...layer('backend'), ...layer('tests')], message: 'core imports nothing outside core.' },
          { group: ['react', 'react-*', 'node:*', 'fs', 'path', 'http', 'mobx*', 'kysely', 'fastify', 'i18next'], message: 'core stays pure TypeScript.' },
          NO_CONTAINER,
        ],
      }],
    },
  },
  forbid(['adapters/**/*.{ts,tsx}'], ['ui', 'composition', 'backend'], 'adapters import core only.', [NO_CONTAINER]),
  // A second client of core (docs/decisions/0011-core-without-container.md): core and adapters, no container, no screens, no server.
  forbid(['clients/**/*.{ts,tsx}'], ['ui', 'composition', 'backend', 'tests'], 'a client is built from core and adapters only.', [NO_CONTAINER]),
  forbid(['ui/**/*.{ts,tsx}'], ['adapters', 'composition', 'backend'], 'ui imports core (ports, use cases, domain), never an adapter.'),
  {
    files: ['backend/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [FLUTTERWAVE_SDK], patterns: [...BACKEND_PATTERNS, ...AMOUNTS_AT_THE_EDGE, HOUSEKEEPING] }] },
  },
  // The two crossings between cents and amounts, and the seed, whose content is written in dollars.
  {
    files: ['backend/db/money.ts', 'backend/seed/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [FLUTTERWAVE_SDK], patterns: [...BACKEND_PATTERNS, HOUSEKEEPING] }] },
  },
  // The one place that schedules the housekeeping.
  { files: ['backend/api/scheduled-work.ts'], rules: { 'no-restricted-imports': ['error', { paths: [FLUTTERWAVE_SDK], patterns: [...BACKEND_PATTERNS, ...AMOUNTS_AT_THE_EDGE] }] } },
  { files: ['composition/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [FLUTTERWAVE_SDK] }] } },
  // A migration is frozen history (docs/decisions/0010-named-codes.md): it imports kysely and the
  // migrations' own files (their kit, their tables, the texts they write), never the application or the seed.
  {
    files: ['backend/db/migrations/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!kysely$|\\./[^/]+$)', message: 'A migration imports only kysely and the files beside it: freeze what it needs there.' }],
      }],
    },
  },
  // Codes by name in production code; migrations keep their numbers (frozen history, no application imports).
  {
    files: ['core/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}', 'backend/**/*.{ts,tsx}', 'composition/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', '**/*-test-kit.{ts,tsx}', 'ui/test-support/**', 'backend/db/migrations/**'],
    plugins: { codes },
    rules: { 'codes/named-codes': 'error' },
  },
  // Only composition builds containers.
  {
    files: ['core/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}', 'backend/**/*.{ts,tsx}', 'clients/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Container']", message: 'Only composition creates the Inversify container.' },
        { selector: "CallExpression[callee.property.name='get'][callee.object.name=/^container$/i]", message: 'Only composition resolves from the container.' },
      ],
    },
  },
);
