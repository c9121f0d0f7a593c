import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { apiError, fakeApi, memberSession } from '../../test/fake-api';
import { stubGlobal } from '../../test/globals';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/site-settings';
import { setViewportWidth } from '../../test/viewport';
import {
  blobText,
  captureDownloads,
  isoDaysFromToday,
  isoToBr,
  MARIA_IDENTIFIER,
  memberCards,
  sessionProfile,
  stubObjectUrls,
} from '../../test/fixtures/profile';

function cardsApi(cards = memberCards()) {
  return fakeApi({
    'GET /api/associate/me': jsonResponse(sessionProfile()),
    'GET /api/associate-profile/cards': jsonResponse(cards),
    'GET /api/card-layout/associate': jsonResponse({
      image: '/api/files/fundo-carteirinha.png',
      textColor: '#112233',
    }),
  });
}

/** A 2D context that records what is drawn (jsdom has no canvas). */
function fakeCanvas() {
  const texts: string[] = [];
  const images: string[] = [];
  const state: Record<PropertyKey, unknown> = {};
  const context = new Proxy(state, {
    get(target, key) {
      if (key === 'fillText') return (text: string) => texts.push(text);
      if (key === 'drawImage') return (image: { src: string }) => images.push(image.src);
      if (key === 'measureText') return (text: string) => ({ width: text.length * 10 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`png ${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  // Pictures load at once (jsdom loads none).
  class LoadedImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    crossOrigin: string | null = null;
    naturalWidth = 400;
    naturalHeight = 500;
    private url = '';
    get src() {
      return this.url;
    }
    set src(value: string) {
      this.url = value;
      setTimeout(() => this.onload?.(), 0);
    }
  }
  stubGlobal('Image', LoadedImage as unknown as typeof Image);
  return { texts, images };
}

/**
 * The modal alert showing `text` (over the card dialog: under Jest, Ant Design gives every
 * dialog the same title id, so the alert cannot be found by its accessible name).
 */
async function alertWith(text: string) {
  const [title] = await screen.findAllByText(text, { selector: '.ant-modal-confirm-title' });
  return title.closest('[role="dialog"]');
}

async function openCardDialog() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /Menu do associado: Maria Souza/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Baixar carteirinha(s)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Carteirinha(s)' });
  return { user, dialog };
}

describe('card dialog (Baixar carteirinha(s))', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./card-dialog');
  }, 30_000);

  afterEach(() => setViewportWidth(1280));

  it("lists the holder's and each dependent's card: picture, name, registration, identifier, validity and QR code", async () => {
    const api = cardsApi();
    renderApp('/', api.handler, {
      session: memberSession({ profile: sessionProfile() }),
      strict: true,
    });
    // nothing of the cards is asked for before the dialog opens
    await screen.findByRole('button', { name: /Menu do associado/ });
    expect(api.callsTo('GET /api/associate-profile/cards')).toHaveLength(0);

    const { dialog } = await openCardDialog();

    const cards = await within(dialog).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Carteirinha de Maria Souza',
      'Carteirinha de Pedro Souza',
      'Carteirinha de Ana Souza',
    ]);
    const validity = isoToBr(isoDaysFromToday(30));
    const lines = (card: HTMLElement) =>
      Object.fromEntries(
        within(card)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(lines(cards[0])).toEqual({
      Matrícula: '1001',
      Identificador: MARIA_IDENTIFIER,
      Validade: validity,
    });
    expect(lines(cards[1])['Identificador']).toBe('00200043');
    expect(lines(cards[2])['Identificador']).toBe('00200044');
    expect(lines(cards[2])['Validade']).toBe(validity);

    expect(within(cards[0]).getByRole('img', { name: 'Foto de Maria Souza' })).toHaveAttribute(
      'src',
      '/api/files/maria.jpg',
    );
    const qr = within(cards[0]).getByRole('img', {
      name: 'QR code da carteirinha de Maria Souza',
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    // the short card code (38 alphanumeric characters) at level Q is a version 3 symbol (29
    // modules), plus the quiet zone of 2 on each side; drawn 110 px wide (the spec's largest)
    expect(qr).toHaveAttribute('viewBox', '0 0 33 33');
    expect(qr).toHaveAttribute('width', '110');
    // the club's name and logo from the site settings
    expect(within(cards[0]).getByText('Clube Colibri')).toBeInTheDocument();
    // the layout's background and text colour
    expect(cards[0]).toHaveStyle({ color: 'rgb(17, 34, 51)' });
    expect(cards[0].style.backgroundImage).toContain('/api/files/fundo-carteirinha.png');
  });

  it('downloads a card as a PNG drawn with its picture, texts and QR code', async () => {
    const drawn = fakeCanvas();
    const urls = stubObjectUrls();
    const downloads = captureDownloads();
    try {
      renderApp('/', cardsApi().handler, {
        session: memberSession({ profile: sessionProfile() }),
        strict: true,
      });
      const { user, dialog } = await openCardDialog();

      await user.click(
        await within(dialog).findByRole('button', { name: 'Baixar carteirinha de Maria Souza' }),
      );

      expect(await alertWith('Download realizado com sucesso!')).toBeInTheDocument();
      expect(downloads).toEqual([{ fileName: 'carteirinha-maria-souza.png', url: 'blob:test/1' }]);
      expect(urls.blobs[0].type).toBe('image/png');
      expect(await blobText(urls.blobs[0])).toBe('png 1011x638');
      expect(drawn.texts).toEqual(
        expect.arrayContaining([
          'Maria Souza',
          '1001',
          MARIA_IDENTIFIER,
          isoToBr(isoDaysFromToday(30)),
          'Clube Colibri',
        ]),
      );
      expect(drawn.images).toEqual(
        expect.arrayContaining(['/api/files/fundo-carteirinha.png', '/api/files/maria.jpg']),
      );
    } finally {
      urls.restore();
    }
  });

  it("downloads every card with 'Baixar todas'", async () => {
    fakeCanvas();
    const urls = stubObjectUrls();
    const downloads = captureDownloads();
    try {
      renderApp('/', cardsApi().handler, {
        session: memberSession({ profile: sessionProfile() }),
        strict: true,
      });
      const { user, dialog } = await openCardDialog();
      await within(dialog).findAllByRole('article');

      await user.click(within(dialog).getByRole('button', { name: /Baixar todas/ }));

      expect(await alertWith('Download realizado com sucesso!')).toBeInTheDocument();
      expect(downloads.map((download) => download.fileName)).toEqual([
        'carteirinha-maria-souza.png',
        'carteirinha-pedro-souza.png',
        'carteirinha-ana-souza.png',
      ]);
      expect(urls.blobs.every((blob) => blob.type === 'image/png')).toBe(true);
    } finally {
      urls.restore();
    }
  });

  it("shows no 'Baixar todas' for a single card", async () => {
    renderApp('/', cardsApi(memberCards().slice(0, 1)).handler, {
      session: memberSession({ profile: sessionProfile() }),
      strict: true,
    });
    const { dialog } = await openCardDialog();

    expect(await within(dialog).findAllByRole('article')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Baixar todas/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when the cards cannot be had", async () => {
    const api = fakeApi({
      'GET /api/associate/me': jsonResponse(sessionProfile()),
      'GET /api/associate-profile/cards': apiError(
        404,
        'Associado não encontrado.',
        ErrorCode.NotFound,
      ),
      'GET /api/card-layout/associate': jsonResponse({ image: null, textColor: '#ffffff' }),
    });
    renderApp('/', api.handler, {
      session: memberSession({ profile: sessionProfile() }),
      strict: true,
    });
    const { dialog } = await openCardDialog();

    expect(await within(dialog).findByText('Associado não encontrado.')).toBeInTheDocument();
  });

  it('opens from the narrow header’s drawer, which closes with the dialog', async () => {
    setViewportWidth(360);
    renderApp('/', cardsApi().handler, {
      session: memberSession({ profile: sessionProfile() }),
      strict: true,
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));

    const { dialog } = await openCardDialog();
    expect(await within(dialog).findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    // the footer's button (the corner's × has the same name)
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Fechar' });
    await user.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });
});
