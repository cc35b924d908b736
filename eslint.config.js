// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** A web feature never imports another feature: resolves each relative import and compares feature folders. */
const localPlugin = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = /src[\\/]web[\\/]features[\\/]([^\\/]+)[\\/]/.exec(context.filename)?.[1];
        if (!own) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const other = /src[\\/]web[\\/]features[\\/]([^\\/]+)/.exec(target)?.[1];
          if (other && other !== own) {
            context.report({ node, message: `Feature '${own}' imports feature '${other}': move the shared part to components/ or lib/.` });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

const serverOnly = ['**/server/**', '../server/*', '../../server/*'];

/** Import boundaries of DESIGN.md: shared → server, shared → web; web features stay apart. */
const boundaries = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**', '**/testing/**'], message: 'src/shared is isomorphic: it imports only shared code.' },
            { group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom'], message: 'src/shared has no Node, DOM or database imports.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: serverOnly, allowTypeImports: true, message: 'The web app may only `import type` from the server.' },
            { group: ['**/testing/**'], message: 'Test fakes stay out of the web app.' },
            { group: ['node:*'], message: 'The web app runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/no-cross-feature-imports': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/lib/**', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports the web app.' },
            { group: ['**/testing/**'], message: 'Test fakes stay out of product code.' },
            {
              regex: '^(ai|@ai-sdk/.*|stripe|pg-boss|nodemailer|@aws-sdk/.*|pdfjs-dist)(/.*)?$',
              message: 'Vendor SDKs are used only behind src/server/lib/*.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'drizzle/**', '.data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
);
