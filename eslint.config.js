// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** Attributes whose value the student sees or hears (a screen reader reads the aria ones). */
const COPY_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'placeholder',
  'title',
  'label',
  'eyebrow',
  // the app's own components: DocumentTitle's page name, PendingLabel's busy text, ConfirmDialog's buttons, a
  // field's hint and note, a badge's prefix
  'page',
  'pendingText',
  'confirmLabel',
  'cancelLabel',
  'hint',
  'labelNote',
  'prefix',
]);

/** Does `child` pass its text on through `parent`: `a ? 'x' : 'y'`, `a || 'x'`, `'a' + b`, `${'a'}`? */
const passesText = (parent, child) =>
  (parent.type === 'ConditionalExpression' && parent.test !== child) ||
  parent.type === 'LogicalExpression' ||
  (parent.type === 'BinaryExpression' && parent.operator === '+') ||
  parent.type === 'TemplateLiteral';

const hasLetter = (text) => /\p{L}/u.test(text);

/**
 * Words as a person reads them: a capitalised word followed by another ('Save Thesis', 'Your thesis is short.').
 * A capital inside an identifier is no word start ('useDemo must be used within a DemoProvider').
 */
const looksLikeProse = (text) => /(?<![\p{L}\d])\p{Lu}\p{Ll}*[ \u00a0]+[\p{L}\d]/u.test(text);

/** Is `node` (a string) an argument of `console.error(…)` and the like: a developer's log line, never shown? */
const isConsoleArgument = (node) => {
  let child = node;
  let parent = node.parent;
  while (parent && passesText(parent, child)) [child, parent] = [parent, parent.parent];
  return (
    parent?.type === 'CallExpression' &&
    parent.arguments.includes(child) &&
    parent.callee.type === 'MemberExpression' &&
    parent.callee.object.type === 'Identifier' &&
    parent.callee.object.name === 'console'
  );
};

/** The project's own rules. */
const localPlugin = {
  rules: {
    /**
     * Visible copy lives in the feature's messages module (README, issue 13): no words written in JSX text, in a
     * visible attribute (aria-label, placeholder, title, alt, label) or in a string or template that goes straight
     * into either, and no prose-like string anywhere else in the file (a table of texts, a toast, a document's
     * paragraphs): a capitalised word followed by another. Lower-case words kept in plain code are not seen, nor
     * the arguments of console.* (logs for developers) or string literal types.
     */
    'no-inline-copy': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const message = "Visible text belongs in the feature's messages module, not inline in a component.";
        /** Does this literal reach a JSX child or a copy attribute only through pass-through expressions? */
        const reachesCopy = (node) => {
          let child = node;
          let parent = node.parent;
          while (parent && passesText(parent, child)) [child, parent] = [parent, parent.parent];
          if (parent?.type !== 'JSXExpressionContainer') return false;
          const owner = parent.parent;
          if (owner?.type === 'JSXElement' || owner?.type === 'JSXFragment') return true;
          return owner?.type === 'JSXAttribute' && COPY_ATTRIBUTES.has(String(owner.name.name));
        };
        return {
          JSXText(node) {
            if (hasLetter(node.value)) context.report({ node, message });
          },
          JSXAttribute(node) {
            if (!COPY_ATTRIBUTES.has(String(node.name.name))) return;
            if (
              node.value?.type === 'Literal' &&
              typeof node.value.value === 'string' &&
              hasLetter(node.value.value)
            )
              context.report({ node: node.value, message });
          },
          Literal(node) {
            if (typeof node.value !== 'string' || node.parent?.type === 'ImportDeclaration') return;
            // a type ('Sample library' | 'OpenAlex') shows nothing; the value is checked where it is written
            if (node.parent?.type === 'TSLiteralType') return;
            if (node.parent?.type === 'JSXAttribute' && COPY_ATTRIBUTES.has(String(node.parent.name.name)))
              return;
            if (isConsoleArgument(node)) return;
            if ((hasLetter(node.value) && reachesCopy(node)) || looksLikeProse(node.value))
              context.report({ node, message });
          },
          TemplateLiteral(node) {
            if (isConsoleArgument(node)) return;
            const texts = node.quasis.map((q) => q.value.cooked ?? '');
            if ((texts.some(hasLetter) && reachesCopy(node)) || texts.some(looksLikeProse))
              context.report({ node, message });
          },
        };
      },
    },
    /** A web feature never imports another feature: resolves each relative import and compares feature folders. */
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
            context.report({
              node,
              message: `Feature '${own}' imports feature '${other}': move the shared part to components/ or lib/.`,
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
    /**
     * Outside src/server/lib a server file may import only Node's modules, relative files and the packages named
     * in the options (the framework, validation, the query builder): every other package is a vendor SDK and
     * belongs behind src/server/lib/*. Static imports, re-exports and `import()` are all checked.
     */
    'vendor-allow-list': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } }],
      },
      create(context) {
        const allow = (context.options[0]?.allow ?? []).map((pattern) => new RegExp(pattern));
        const check = (node) => {
          const source = node.source;
          if (!source) return;
          if (source.type !== 'Literal') {
            if (node.type === 'ImportExpression') {
              context.report({
                node,
                message:
                  'import() of a computed module name: import vendor SDKs only behind src/server/lib/*.',
              });
            }
            return;
          }
          const name = source.value;
          if (typeof name !== 'string' || name.startsWith('.') || name.startsWith('node:')) return;
          if (allow.some((re) => re.test(name))) return;
          context.report({
            node,
            message: `'${name}' is a vendor SDK: use it only behind src/server/lib/* (an adapter with our own interface).`,
          });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

/** Packages any server file may use; everything else goes through src/server/lib/*. */
export const SERVER_PACKAGE_ALLOW_LIST = [
  '^hono(/.*)?$',
  '^@hono/node-server(/.*)?$',
  '^zod$',
  '^drizzle-orm(/.*)?$',
];

const serverOnly = ['**/server/**', '../server/*', '../../server/*'];

/**
 * Web features whose components hold no inline copy (local/no-inline-copy); every text is in their messages modules.
 * Every feature is listed now; a new feature joins once its texts are in its messages module.
 */
export const COPY_GUARDED_FEATURES = [
  'account-settings',
  'accounts',
  'billing',
  'demo',
  'essays',
  'public-site',
  'research',
  'study',
  'workspace',
];

/** The app shell and its shared lib (copy in src/web/lib/messages.ts and app/routes/route-messages.ts) are held to it too. */
const COPY_GUARDED_SHELL = [
  'src/web/app/**/*.{ts,tsx}',
  'src/web/components/**/*.{ts,tsx}',
  'src/web/lib/**/*.{ts,tsx}',
];

/** What no web file may import. */
const webImportRules = [
  {
    group: serverOnly,
    allowTypeImports: true,
    message: 'The web app may only `import type` from the server.',
  },
  { group: ['**/testing/**'], message: 'Test fakes stay out of the web app.' },
  { group: ['node:*'], message: 'The web app runs in the browser.' },
];

/** Import boundaries of DESIGN.md: shared → server, shared → web; web features stay apart. */
const boundaries = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '**/testing/**'],
              message: 'src/shared is isomorphic: it imports only shared code.',
            },
            {
              group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom'],
              message: 'src/shared has no Node, DOM or database imports.',
            },
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
            ...webImportRules,
            { group: ['wouter', 'wouter/*'], message: 'Routing comes from src/web/lib/router.ts (ADR 019).' },
          ],
        },
      ],
      // The web type project sees Node's types through the server routers it imports as types (the hc contract,
      // ADR 016), so Node's globals are refused here instead.
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'global', 'require', '__dirname', '__filename', 'setImmediate'].map(
          (name) => ({
            name,
            message: 'The web app runs in the browser: no Node globals.',
          }),
        ),
      ],
    },
  },
  {
    files: ['src/web/lib/router.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: webImportRules }] },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/no-cross-feature-imports': 'error' },
  },
  {
    files: [
      ...COPY_GUARDED_FEATURES.map((feature) => `src/web/features/${feature}/**/*.{ts,tsx}`),
      ...COPY_GUARDED_SHELL,
    ],
    // The messages modules are where the copy goes.
    ignores: [
      'src/web/**/*.test.{ts,tsx}',
      'src/web/features/*/*messages.ts',
      'src/web/app/**/*messages.ts',
      'src/web/lib/**/*messages.ts',
    ],
    plugins: { local: localPlugin },
    rules: { 'local/no-inline-copy': 'error' },
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
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/lib/**', 'src/server/db/**', 'src/server/**/*.test.ts'],
    plugins: { local: localPlugin },
    rules: { 'local/vendor-allow-list': ['error', { allow: SERVER_PACKAGE_ALLOW_LIST }] },
  },
  {
    // The database adapter (PGlite or node-postgres) is the one other place a driver is imported.
    files: ['src/server/db/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    plugins: { local: localPlugin },
    rules: {
      'local/vendor-allow-list': [
        'error',
        { allow: [...SERVER_PACKAGE_ALLOW_LIST, '^pg$', '^@electric-sql/pglite$'] },
      ],
    },
  },
];

const productCode = (side) => ({
  files: [`src/${side}/**/*.{ts,tsx,js,mjs}`],
  ignores: [`src/${side}/**/*.test.{ts,tsx}`],
});

/** Globals per side: the server has Node's, the web app the browser's, shared code only what both have. */
const sideGlobals = [
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['src/shared/**', 'src/server/**', 'src/web/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  { ...productCode('server'), languageOptions: { globals: globals.node } },
  { ...productCode('web'), languageOptions: { globals: globals.browser } },
  {
    ...productCode('shared'),
    languageOptions: { globals: { URL: 'readonly', URLSearchParams: 'readonly' } },
  },
];

/** Rules that need the type checker: they found real defects (unawaited promises, a promise passed as a handler). */
const typeAware = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      '.data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...sideGlobals,
  typeAware,
  {
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
