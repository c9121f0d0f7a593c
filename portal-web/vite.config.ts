import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env['PORTAL_PORT'] ?? 4200);
const apiProxy = {
  '/api': {
    target: process.env['API_PROXY_TARGET'] ?? 'http://localhost:3000',
    changeOrigin: true,
  },
};

export default defineConfig({
  root,
  cacheDir: '../node_modules/.vite/portal-web',
  plugins: [react()],
  resolve: {
    // `source` first: @clube/shared resolves to libs/shared/src (no prior build needed).
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port, strictPort: true, proxy: apiProxy },
  preview: { port, strictPort: true, proxy: apiProxy },
  build: {
    outDir: '../dist/portal-web',
    emptyOutDir: true,
    rolldownOptions: {
      // libs/shared is pure functions and constants; its package.json does not say so
      // ("sideEffects": false), so without this rule every module behind its barrel
      // (permissions, dayjs plugins, card brands) lands in the first load.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]libs[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
