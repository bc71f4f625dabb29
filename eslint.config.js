// Layer directions from shared/architecture.md, enforced with the built-in no-restricted-imports
// rule: one rule per layer listing what it may not reach. A wrong import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const layer = (name) => [`**/${name}/**`, `**/${name}`];
const forbid = (files, layers, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{ group: layers.flatMap(layer), message: why }],
    }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'tests/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
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
        ],
      }],
    },
  },
  forbid(['adapters/**/*.{ts,tsx}'], ['ui', 'composition', 'backend'], 'adapters import core only.'),
  forbid(['ui/**/*.{ts,tsx}'], ['adapters', 'composition', 'backend'], 'ui imports core (ports, use cases, domain), never an adapter.'),
  {
    files: ['backend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...layer('ui'), ...layer('adapters'), ...layer('composition')], message: 'backend never imports ui, adapters or composition.' },
          { regex: '(^|/)core/(?!domain/)', message: 'backend may import core/domain only.' },
        ],
      }],
    },
  },
  // Only composition builds containers.
  {
    files: ['core/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}', 'backend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Container']", message: 'Only composition creates the Inversify container.' },
        { selector: "CallExpression[callee.property.name='get'][callee.object.name=/^container$/i]", message: 'Only composition resolves from the container.' },
      ],
    },
  },
);
