import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';
import { routeHtml, type RouteHint } from './route-html';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env['PORTAL_PORT'] ?? 4200);
const apiProxy = {
  '/api': {
    target: process.env['API_PROXY_TARGET'] ?? 'http://localhost:3000',
    changeOrigin: true,
  },
};

/**
 * The static pages members open by address (paths of src/core/paths.ts), with the module the
 * router loads for each and the public reads it makes at once: each gets its own copy of
 * index.html naming them, so they download with the main script (route-html.ts). The landing's
 * copy is landing.html (index.html stays the page of every other address).
 */
const ROUTE_HINTS: RouteHint[] = [
  {
    path: '/',
    file: 'landing.html',
    page: 'features/landing/pages/landing-page.tsx',
    data: ['/api/home'],
  },
  {
    path: '/noticias/todos',
    page: 'features/news/pages/news-list-page.tsx',
    data: ['/api/news/public'],
  },
  {
    path: '/espacos',
    page: 'features/spaces/pages/spaces-page.tsx',
    data: ['/api/locals/public'],
  },
  {
    path: '/eventos',
    page: 'features/events/pages/events-page.tsx',
    data: ['/api/events-public'],
  },
  {
    path: '/convenios',
    page: 'features/covenants/pages/covenants-page.tsx',
    data: ['/api/covenant/public'],
  },
  { path: '/galeria-fotos', page: 'features/galleries/pages/galleries-page.tsx' },
  { path: '/galeria-videos', page: 'features/galleries/pages/galleries-page.tsx' },
  { path: '/sobre', page: 'features/about/pages/about-page.tsx' },
  { path: '/associado', page: 'features/member-auth/pages/member-login-page.tsx' },
  {
    path: '/associado/recuperar-senha',
    page: 'features/member-auth/pages/recovery-request-page.tsx',
  },
  { path: '/primeiro-acesso', page: 'features/member-auth/pages/first-access-page.tsx' },
  { path: '/associado/perfil', page: 'features/member-profile/pages/profile-page.tsx' },
  {
    path: '/associado/minhas-reservas',
    page: 'features/reservations/pages/my-reservations-page.tsx',
  },
  { path: '/associado/meus-pedidos', page: 'features/orders/pages/my-orders-page.tsx' },
  {
    path: '/associado/meus-convites',
    page: 'features/tickets/pages/my-invitations-page.tsx',
  },
];

/** The chunks of the member area's pages (checkout, orders, reservations, tickets, profile...). */
const MEMBER_AREA_CHUNK =
  /(checkout-pages|card-payment-page|confirm-payment-page|pix-page|my-orders-page|my-reservations-page|my-invitations-page|reservation-page|event-purchase-page|profile-page|first-access-page)-/;

export default defineConfig({
  root,
  cacheDir: '../node_modules/.vite/portal-web',
  // precompress() last: it also compresses the pages' copies of index.html (routeHtml).
  plugins: [react(), routeHtml(ROUTE_HINTS), precompress()],
  resolve: {
    // `source` first: @clube/shared resolves to libs/shared/src (no prior build needed).
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port, strictPort: true, proxy: apiProxy },
  preview: { port, strictPort: true, proxy: apiProxy },
  build: {
    outDir: '../dist/portal-web',
    emptyOutDir: true,
    // The pages of the member area (behind the login) are not preloaded with their imports when
    // another page links to them: their list of files would ride in every public page's first
    // script (the public pages' JavaScript budget); they load their imports when opened.
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && MEMBER_AREA_CHUNK.test(filename) ? [] : deps,
    },
    rolldownOptions: {
      // Imported constants are written where they are read (Rolldown's default inlines them in
      // conditions only): a text of MSG or LABELS (one export each, libs/shared) goes with the
      // page that shows it, and the first script no longer carries every text the portal uses.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // libs/shared is pure functions and constants; its package.json does not say so
      // ("sideEffects": false), so without this rule every module behind its barrel
      // (permissions, dayjs plugins, card brands) lands in the first load.
      // A feature's index.ts only re-exports what other features use: one that imports it loads
      // only what it takes (not, say, another feature's endpoints it re-exports).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]libs[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          {
            test: /[\\/]portal-web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
            sideEffects: false,
          },
        ],
      },
    },
  },
});
