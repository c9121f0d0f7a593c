import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { restoreGlobals, stubGlobal } from '../test/globals';
import { jsonResponse, siteSettings } from '../test/site-settings';
import { SITE_SETTINGS_STORAGE_KEY } from '../shared/site-settings/site-settings-cache';
import { initialSessionState } from '../core/session/session-slice';
import { startFirstPaintData } from './first-paint';
import { makeStore } from './store';

function network() {
  const requests: Request[] = [];
  const answers = new Map<string, () => void>();
  stubGlobal(
    'fetch',
    jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      requests.push(request);
      const path = new URL(request.url).pathname;
      // each answer waits until the test lets it go
      await new Promise<void>((resolve) => answers.set(path, resolve));
      return jsonResponse(path === '/api/site-configuration-public' ? siteSettings() : []);
    }),
  );
  return { requests, answer: (path: string) => answers.get(path)?.() };
}

const signedInStore = () =>
  makeStore({
    session: {
      ...initialSessionState,
      accessToken: 'token-do-associado',
      _persist: { version: 1, rehydrated: true },
    },
  });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startFirstPaintData', () => {
  afterEach(restoreGlobals);

  it("asks for the settings and the page's first data at once, without the token, and waits for both", async () => {
    const { requests, answer } = network();
    let ready = false;
    // a page wait far longer than the test: only the answers decide (a loaded machine is slow)
    void startFirstPaintData(signedInStore(), '/convenios', 60_000).then(() => (ready = true));
    await flush();

    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/site-configuration-public',
      '/api/covenant/public',
    ]);
    // the very requests the page's HTML preloads (no token): the browser hands those over
    expect(requests.every((r) => !r.headers.has('Authorization'))).toBe(true);

    answer('/api/site-configuration-public');
    await flush();
    expect(ready).toBe(false);
    answer('/api/covenant/public');
    await flush();
    expect(ready).toBe(true);
  });

  it('does not wait for the settings when a copy is kept from the last visit', async () => {
    window.localStorage.setItem(SITE_SETTINGS_STORAGE_KEY, JSON.stringify(siteSettings()));
    const { requests } = network();
    let ready = false;
    void startFirstPaintData(signedInStore(), '/associado').then(() => (ready = true));
    await flush();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/site-configuration-public',
    ]);
    expect(ready).toBe(true);
  });

  describe("the page's first picture", () => {
    const event = { id: 'e1', image: '/api/files/festa.jpg' };
    function answering() {
      stubGlobal(
        'fetch',
        jest.fn(async (input: RequestInfo | URL) => {
          const path = new URL((input as Request).url).pathname;
          return jsonResponse(path === '/api/site-configuration-public' ? siteSettings() : [event]);
        }),
      );
    }
    const preloadedPictures = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
        link.getAttribute('href'),
      );
    afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

    it('starts downloading as soon as its address is known', async () => {
      answering();
      await startFirstPaintData(signedInStore(), '/eventos');
      await flush();
      expect(preloadedPictures()).toEqual(['/api/files/festa.jpg?w=640']);
    });

    it('is not downloaded for a member held on /primeiro-acesso (the page is never shown)', async () => {
      answering();
      const store = makeStore({
        session: {
          ...initialSessionState,
          accessToken: 'token-do-associado',
          isFirstAccess: true,
          _persist: { version: 1, rehydrated: true },
        },
      });
      await startFirstPaintData(store, '/eventos');
      await flush();
      expect(preloadedPictures()).toEqual([]);
    });
  });
});
