// One lint gate for every workspace: TypeScript rules everywhere; Relay and React hook rules in
// the browser app. Formatting is Prettier's alone (eslint-config-prettier turns off the rest).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * A feature uses another only through the modules that feature's index.ts names, its public
 * face, so a feature can change its insides without breaking the rest; what several features
 * share lives in lib. Either the index itself or a module it names may be imported: Relay's
 * colocation rule wants a fragment's owner imported by its own file name.
 */
function featureBoundaries() {
  const root = new URL('./web/src/features/', import.meta.url);
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const allowed = [];
  for (const feature of readdirSync(root)) {
    const index = new URL(`${feature}/index.ts`, root);
    if (!existsSync(index)) continue;
    for (const [, module] of readFileSync(index, 'utf8').matchAll(/from '\.\/([^']+)'/g)) {
      allowed.push(escape(`${feature}/${module}`));
    }
  }
  const publicModule = allowed.length ? `(?:${allowed.join('|')})$` : '(?!)';
  const rule = (up) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^${up}(?!\\.\\./|${publicModule})[^/]+/`,
            message: 'Import another feature from its index, or a module its index.ts names.',
          },
        ],
      },
    ],
  });
  return [
    { files: ['web/src/features/*/*.{ts,tsx}'], rules: rule('\\.\\./') },
    { files: ['web/src/features/*/*/*.{ts,tsx}'], rules: rule('\\.\\./\\.\\./') },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/__generated__/',
      'bff/src/generated/',
      '**/*.generated.ts',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // A promise nobody awaits loses its rejection (an unhandled rejection kills a service; in the
    // browser the user sees nothing). Type information is needed to know what returns a promise.
    // react-router's navigate is voided where it is called: its promise settles once the next
    // page's loaders ran, and their failures show in the route's error boundary, never as a rejection.
    files: ['common/src/**/*.ts', 'services/src/**/*.ts', 'bff/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
  {
    // Money is whole paise everywhere; rupees appear only as text typed or shown, and turning one
    // into the other is common/src/money.ts's job alone (exact, bounded, Indian grouping). So a
    // `* 100` or `/ 100` elsewhere is refused; a percentage or other hundredth that is not money
    // says so on the line before: `// eslint-disable-next-line no-restricted-syntax -- percent`.
    files: ['common/src/**/*.{ts,tsx}', 'services/src/**/*.ts', 'bff/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['common/src/money.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[*\\/]$/][right.value=100], BinaryExpression[operator='*'][left.value=100]",
          message:
            'Rupees and paise change shape only in common/src/money.ts (parseRupees, formatPaise, paiseToRupeesText); mark a percentage with an eslint-disable comment saying so.',
        },
      ],
    },
  },
  {
    // A function a reader cannot hold in view hides its steps: routes register, services do the
    // work, components are built from named parts. Tests describe a flow and are exempt.
    files: [
      'common/src/**/*.{ts,tsx}',
      'services/src/**/*.ts',
      'bff/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'scripts/**/*.ts',
      'codegen/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  ...featureBoundaries(),
  {
    // lib is what features share; it never reaches into one (the router and the route finder
    // compose them, lazily).
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/', message: 'lib is shared by the features and imports none of them.' }] },
      ],
    },
  },
  prettier,
);
