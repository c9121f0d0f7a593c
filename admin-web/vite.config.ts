import { defineConfig, defaultClientConditions, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const BASE = '/admin/';
const port = Number(process.env.ADMIN_PORT ?? 4300);
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/**
 * Vite already sends `/` to the base path; this also sends `/admin` (no
 * trailing slash) to `/admin/`, on the dev and the preview server.
 */
function adminBaseRedirect(): Plugin {
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const [pathname, query] = (req.url ?? '').split('?');
    if (pathname === BASE.slice(0, -1)) {
      res.writeHead(302, { Location: BASE + (query ? `?${query}` : '') });
      res.end();
      return;
    }
    next();
  };
  return {
    name: 'admin-base-redirect',
    configureServer: (server) => {
      server.middlewares.use(redirect);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(redirect);
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: BASE,
  plugins: [react(), adminBaseRedirect()],
  resolve: {
    // `@clube/shared` is consumed from its TypeScript source.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    outDir: '../dist/admin-web',
    emptyOutDir: true,
    // Maps for error reports, not referenced from the served bundle.
    sourcemap: 'hidden',
  },
});
