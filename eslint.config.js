import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web's areas (apps/web/src/pages/<area>): each imports shared pieces from components/, never another area.
const WEB_AREAS = readdirSync(new URL('./apps/web/src/pages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A permission code's shape (`home:view`, `campus:student:changeClass`), and what the web does instead of writing one.
const PERMISSION_CODE_SHAPE = '/^[a-z]+:[a-zA-Z]+(:[a-zA-Z]+)?$/';
const WRITTEN_CODE = 'Ask through the declaration, not a written code: useCanCall(endpoints.x) or useCanDo(entity, action) (components/access/declared-access.ts).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'apps/server/src/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The shared pieces get the session from what the shell gives them (components/access), never from app/ or a screen.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(app|pages)(/|$)', message: 'components/ do not import app/ or pages/: take it from a context or props (components/access).' }] },
      ],
    },
  },
  {
    // A screen asks permission through a declaration (components/access/declared-access.ts: useCanCall(endpoint),
    // useCanDo(entity, action)), never by writing a code: then its button cannot disagree with the server.
    // Tests may write codes: there a code is what they mean.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='can'] > :matches(Literal, TemplateLiteral, TSAsExpression).arguments", message: WRITTEN_CODE },
        { selector: `Literal[value=${PERMISSION_CODE_SHAPE}]`, message: WRITTEN_CODE },
        { selector: `TemplateElement[value.raw=${PERMISSION_CODE_SHAPE}]`, message: WRITTEN_CODE },
        // antd's Table alone is as wide as its columns: on a phone the whole page then scrolls sideways.
        {
          selector: "JSXOpeningElement[name.name='Table']",
          message: 'A table is DataTable (components/table/DataTable.tsx): it scrolls sideways inside its card, its first column and actions pinned.',
        },
        // A picker takes a new value object as a new value and drops what is being typed into it.
        {
          selector: "JSXAttribute[name.name='value'] CallExpression[callee.name='dayjs']",
          message: 'A date made at each render resets the picker while a person types: TextDatePicker (components/TextDatePicker.tsx) over the text, or a memoized Dayjs.',
        },
      ],
    },
  },
  ...WEB_AREAS.map((area) => ({
    // One area's screens do not reach into another's: what both need moves to components/.
    files: [`apps/web/src/pages/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(pages/)?(${WEB_AREAS.filter((other) => other !== area).join('|')})(/|$)`,
              message: `pages/${area} does not import another area's screens: move what both use to components/.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Arrows run one way (docs/architecture.md, section 3): areas use the platform, the platform never an area. An
    // area's part the platform needs is a port it declares (platform/access-ports.ts), wired in app.ts.
    // The platform's tests may: they drive the assembled server, areas included.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'The platform never imports an area: declare a port the area implements.' }] }],
    },
  },
  {
    // Every browser test, future ones included, runs under the CSP guard of e2e/support/test.ts.
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test': it fails a test on any CSP violation." }] },
      ],
    },
  },
);
