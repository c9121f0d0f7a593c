import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import type { GalleryPublicDto } from '../api/generated-api';

const gallery = (id: number, description: string, photos: number): GalleryPublicDto => ({
  id,
  description,
  type: 'image',
  image: `/api/files/capa-${id}.jpg`,
  gallery: Array.from({ length: photos }, (_, i) => ({
    id: `${id}-${i}`,
    file: `/api/files/foto-${id}-${i}.jpg`,
    mimeType: 'image/jpeg',
    galleryId: id,
    description,
  })),
});

describe('photo galleries page', () => {
  beforeAll(preloadRoutes, 30_000);

  it('asks the API once per visit, even mounted twice as StrictMode does', async () => {
    const api = fakeApi({
      'POST /api/gallery/public': jsonResponse([gallery(1, 'Festa Junina', 3)]),
    });
    renderApp('/galeria-fotos', api.handler, { strict: true });
    expect(
      await screen.findByRole('button', { name: 'Abrir galeria: Festa Junina (3 fotos)' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/gallery/public').map((c) => c.body)).toEqual([
      { filter: 'image' },
    ]);
  });

  it('offers to try again when the list fails, and then shows it', async () => {
    const api = fakeApi({
      'POST /api/gallery/public': [
        jsonResponse({ statusCode: 503, error: 'Fora do ar.', code: 'DATABASE_UNAVAILABLE' }, 503),
        jsonResponse([gallery(2, 'Natação', 1)]),
      ],
    });
    renderApp('/galeria-fotos', api.handler);
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('button', { name: 'Abrir galeria: Natação (1 foto)' }),
    ).toBeInTheDocument();
  });
});
