import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';
const API_PATHS = ['/sys', '/api', '/kigs', '/system', '/campus', '/device', '/attendance', '/health', '/files', '/healthz', '/docs'];

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is ~1.2 MB minified once tables, trees, pickers and cascaders are in; it is cached
    // apart from our code, which changes more often.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 3 },
            // Only the pages that chart load it (DESIGN section 9), never with the shell's vendor chunk. Below
            // react and antd: a group takes its modules' dependencies too, and those must stay in theirs.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react|size-sensor)[\\/]/, priority: 2 },
            // zod-jitless rides with zod: it must run before any chunk builds a schema (see the file).
            { name: 'vendor', test: /node_modules[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 1 },
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
