import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_BASENAME } from './core/paths';
import { AppProviders } from './app/providers';
import { buildRoutes } from './app/router';
import { makePersistedStore } from './app/store';

const { store, persistor } = makePersistedStore();
const router = createBrowserRouter(buildRoutes(), { basename: ADMIN_BASENAME });

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
