import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget';

const API_TARGET = 'http://localhost:8080';
const API_PATHS = ['/sys', '/api', '/kigs', '/system', '/campus', '/device', '/attendance', '/health', '/files', '/healthz', '/docs'];

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    react(),
    bundleBudget({
      routes: [
        { route: '/login', loads: ['src/pages/auth/LoginPage.tsx'], budgetKb: 200 },
        { route: '/home', loads: ['src/app/layout/ShellLayout.tsx', 'src/pages/home/HomePage.tsx', 'src/pages/home/HomeCharts.tsx'], budgetKb: 450 },
      ],
      variants: { 'zh-CN': ['src/i18n/packs/zh-CN.ts'], 'zh-TW': ['src/i18n/packs/zh-TW.ts'], en: ['src/i18n/packs/en.ts'] },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
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
