import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React treats whatever an effect returns as its clean-up. An arrow that returns a call's value
// (`() => window.scrollTo(0, 0)`, which now returns a promise in Chromium) breaks the unmount.
const effectWithBlockBody = {
  selector:
    "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression.arguments:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
  message: 'Give the effect a block body: what an effect returns is its clean-up.',
};

// Numbers, prices and dates are written for people by lib/format.ts only (decision 018).
const formatInLibFormat = 'Write numbers, prices and dates with useFormat() from lib/format.ts.';
const adHocFormatting = [
  { selector: "CallExpression[callee.property.name='toFixed']", message: formatInLibFormat },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
    message: formatInLibFormat,
  },
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
    message: formatInLibFormat,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', effectWithBlockBody, ...adHocFormatting],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@souk/shared/money',
              importNames: ['formatPrice', 'compactPrice', 'shortPrice'],
              message: "Prices follow the reader's locale: useFormat().price from lib/format.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/format.ts'],
    rules: { 'no-restricted-syntax': ['error', effectWithBlockBody] },
  },
  {
    // The API: a module never reaches into another module's routes (DESIGN.md "Boundaries").
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/routes'], message: "Call the other module's service, not its routes." },
          ],
        },
      ],
    },
  },
);
