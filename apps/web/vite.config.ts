import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';

const SHELL = 'src/app/layout/shell.ts';
const HOME = 'src/pages/home/HomePage.tsx';
// Every signed-in route draws with antd: its provider, and antd's texts in the language measured.
const ANTD = 'src/app/antd/AntdFrame.tsx';
const antdTexts = (language: string) => `src/i18n/antd-packs/antd-${language}.ts`;
// Sign-in has its words only; the shell fetches its own (packs/shell-*), and a page its area's words
// (i18n/areas/areas.ts: the area's and those it uses) with the page.
const AREA_TABLE = 'src/i18n/areas/areas.ts';
const shellWords = (language: string) => `src/i18n/packs/shell-${language}.ts`;
const areaWords = (language: string, ...areas: string[]) => areas.map((area) => `src/i18n/areas/${area}/${language}.ts`);
const signedIn =
  (...modules: string[]) =>
  (language: string) => [ANTD, antdTexts(language), shellWords(language), AREA_TABLE, ...modules];
/** A page of the layout with its area's words (and those its area uses, as areas.ts declares them). */
const page =
  (file: string, ...areas: string[]) =>
  (language: string) => [...signedIn(SHELL, `src/pages/${file}`)(language), ...areaWords(language, ...areas)];
const API_TARGET = 'http://localhost:8080';
const API_PATHS = ['/sys', '/api', '/kigs', '/system', '/campus', '/device', '/attendance', '/health', '/files', '/healthz', '/docs'];

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    react(),
    // What each route loads, gzipped, printed and held to its budget (README, 'Web bundle'). Sign-in
    // loads no antd (pages/auth): within the 200 kB.
    bundleBudget({
      routes: [
        { route: '/login (sign-in)', loads: ['src/pages/auth/LoginPage.tsx'], budgetKb: 155 },
        { route: '/home (shell and page)', loads: (l) => [...signedIn(SHELL, HOME)(l), ...areaWords(l, 'home')], budgetKb: 447 },
        {
          route: '/home, its charts fetched after the figures',
          loads: (l) => [...signedIn(SHELL, HOME, 'src/pages/home/HomeCharts.tsx')(l), ...areaWords(l, 'home')],
          budgetKb: 607,
        },
        {
          route: "/home of a group, also its kindergartens' table",
          loads: (l) => [...signedIn(SHELL, HOME, 'src/pages/home/HomeCharts.tsx', 'src/pages/home/KindergartenTable.tsx')(l), ...areaWords(l, 'home')],
          budgetKb: 697,
        },
        // A page of each area, with its area's words and those it uses (as i18n/areas/areas.ts declares).
        // Budgets: each route's size when its words moved out of the shell (2026-11-26) plus the headroom
        // the budgets had when last set (home 29.9 kB, its charts 8.7, a group's 10.7; the pages 10). The
        // table pages' (user, student, device, notice, kigBase): their size once their shared chunks held
        // no entity declaration (2026-11-27, 13 to 15 kB less) plus 4 kB, so that growth cannot come back unseen.
        { route: 'system/user', loads: page('system/UserPage.tsx', 'system'), budgetKb: 658 },
        { route: 'campus/student', loads: page('campus/StudentPage.tsx', 'campus', 'school'), budgetKb: 668 },
        { route: 'device/device', loads: page('device/DevicePage.tsx', 'device'), budgetKb: 665 },
        { route: 'attendance/daily', loads: page('attendance/DailyPage.tsx', 'attendance'), budgetKb: 569 },
        { route: 'health/daily', loads: page('health/HealthDailyPage.tsx', 'health', 'attendance', 'campus', 'school'), budgetKb: 580 },
        { route: 'school/notice', loads: page('school/NoticePage.tsx', 'school'), budgetKb: 661 },
        { route: 'agency/kigBase', loads: page('agency/KigBasePage.tsx', 'agency'), budgetKb: 664 },
      ],
      // The shared pieces (the table pages' FieldInput and ResourcePage chunks, the shell) read the entity index (@kg/domain entity-index.ts), never a declaration: a page
      // loads its own area's. Before, every table page loaded every entity's declaration (issue 13).
      keptApart: [
        {
          name: 'an entity declaration in a chunk of shared code (read entityRef, the index, instead)',
          shared: /^src\/(components|app)\//,
          apart: /packages\/domain\/src\/entities\/.+\.entity\.ts$/,
          // A page's own chunk holds its declaration, and a component only it uses.
          exempt: /^src\/pages\//,
        },
      ],
      // Only the active language's words are fetched (at start its sign-in words): each route is measured in each.
      variants: { 'zh-CN': ['src/i18n/packs/sign-in-zh-CN.ts'], 'zh-TW': ['src/i18n/packs/sign-in-zh-TW.ts'], en: ['src/i18n/packs/sign-in-en.ts'] },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // An area's words are named by their area and language (words-campus-zh-CN-<hash>.js), not 'zh-CN' eight times.
        chunkFileNames: (chunk) => {
          const words = /i18n\/areas\/(\w+)\/([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return words ? `assets/words-${words[1]}-${words[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Everything else, antd included, is split by who imports it: a route loads the parts of antd
        // its screens use, not all of it (one antd chunk preloaded with every page was 384 kB gzip).
        codeSplitting: {
          groups: [
            // Every route needs all of it; one chunk, cached apart from our code, which changes more often.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // zod-jitless rides with zod's config: it must run before any chunk builds a schema (see the file).
            { name: 'zod-config', test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$|[\\/]src[\\/]zod-jitless\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // API paths share prefixes with screen routes (/system/user): a page load (HTML) stays with Vite.
    proxy: Object.fromEntries(
      API_PATHS.map((path) => [
        path,
        {
          target: API_TARGET,
          changeOrigin: true,
          bypass: (req: { headers: { accept?: string } }) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
        },
      ]),
    ),
  },
});
