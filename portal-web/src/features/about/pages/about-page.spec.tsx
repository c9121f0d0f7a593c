import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

describe('about page', () => {
  beforeAll(preloadRoutes, 30_000);

  it('shows the numbered facilities map in order', async () => {
    const api = fakeApi({
      'GET /api/site-configuration/facilities': jsonResponse([
        { number: 2, name: 'Secretaria', description: null },
        { number: 1, name: 'Portaria', description: 'Entrada principal' },
        { number: 3, name: 'Piscina olímpica', description: null },
      ]),
    });
    renderApp('/sobre', api.handler);

    const map = await screen.findByRole('region', { name: 'Mapa do clube' });
    const items = await within(map).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1 PortariaEntrada principal',
      '2 Secretaria',
      '3 Piscina olímpica',
    ]);
  });

  it('shows only the documents that are set, and the about text', async () => {
    const api = fakeApi({ 'GET /api/site-configuration/facilities': jsonResponse([]) });
    const { siteSettings } = await import('../../../test/site-settings');
    const handler = (request: Request) =>
      new URL(request.url).pathname === '/api/site-configuration-public'
        ? jsonResponse(
            siteSettings({
              docPdf1: '/api/files/estatuto.pdf',
              aboutColibri: '<p>Fundado em 1970.</p><img src="x" onerror="alert(1)">',
            }),
          )
        : api.handler(request);
    renderApp('/sobre', handler);

    expect(await screen.findByRole('link', { name: /Estatuto/ })).toHaveAttribute(
      'href',
      '/api/files/estatuto.pdf',
    );
    expect(screen.queryByRole('link', { name: /Regimento Interno/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Fundado em 1970.')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says what the club keeps about members, guests, the gate and payments, and for how long', async () => {
    const api = fakeApi({ 'GET /api/site-configuration/facilities': jsonResponse([]) });
    renderApp('/sobre', api.handler);

    const privacy = await screen.findByRole('region', { name: 'Privacidade e seus dados' });
    const text = privacy.textContent ?? '';
    expect(text).toContain('mantidos enquanto durar a associação');
    expect(text).toContain(
      'o nome e o CPF dos convidados de reservas e de eventos são guardados por 12 meses após a visita',
    );
    expect(text).toContain(
      'Se a reserva ou o convite for cancelado, eles são apagados logo em seguida',
    );
    expect(text).toContain('cada validação de acesso (data, local e resultado) fica registrada');
    expect(text).toContain('mantidos pelo prazo exigido pela legislação fiscal');
    expect(text).toContain('O número do cartão nunca é guardado.');
    expect(text).toContain('"Baixar meus dados"');
  });
});
