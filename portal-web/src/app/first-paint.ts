import { sharedApi } from '../core/api/generated-api';
import { readCachedSettings } from '../shared/site-settings/site-settings-cache';
import { CARD_SIZES, preloadImage } from '../shared/ui/responsive-image';
import { paths } from '../core/paths';
import type { AppStore } from './store';

/** Longest wait for what the first frame needs before it is painted anyway. */
export const FIRST_PAINT_WAIT_MS = 3000;
/** Longest wait for the page's first data: past it the page paints with its placeholder. */
export const PAGE_DATA_WAIT_MS = 1000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The first data of the static pages whose copy of index.html preloads it (vite.config.ts,
 * ROUTE_HINTS): asked for here through the store, so the request takes the preloaded response
 * and the page finds the data in the cache on its first render. Each feature's client is
 * fetched with the page's own code. The first picture is the largest paint of these pages: it
 * starts downloading as soon as its address is known — unless the restored session holds the
 * member on /primeiro-acesso, where the page (and its picture) is never shown.
 */
const PAGE_DATA: Record<
  string,
  (store: AppStore, showPicture: (url: string | null | undefined) => void) => Promise<unknown>
> = {
  [paths.landing]: async (store, showPicture) => {
    const { landingApi } = await import('../features/landing/api/generated-api');
    const home = await store.dispatch(
      landingApi.endpoints.getHome.initiate(undefined, { subscribe: false }),
    );
    showPicture(home.data?.news[0]?.image);
    return home;
  },
  [paths.newsAll]: async (store, showPicture) => {
    const { newsApi } = await import('../features/news/api/generated-api');
    const news = await store.dispatch(
      newsApi.endpoints.listNewsPublic.initiate(undefined, { subscribe: false }),
    );
    showPicture(news.data?.[0]?.image);
    return news;
  },
  [paths.spaces]: async (store, showPicture) => {
    const { spacesApi } = await import('../features/spaces/api/generated-api');
    const spaces = await store.dispatch(
      spacesApi.endpoints.listLocalsPublic.initiate(undefined, { subscribe: false }),
    );
    showPicture(spaces.data?.[0]?.gallery[0]);
    return spaces;
  },
  [paths.events]: async (store, showPicture) => {
    const { eventsApi } = await import('../features/events/api/generated-api');
    const events = await store.dispatch(
      eventsApi.endpoints.listEventsPublic.initiate(undefined, { subscribe: false }),
    );
    showPicture(events.data?.[0]?.image);
    return events;
  },
  [paths.covenants]: async (store) => {
    const { covenantsApi } = await import('../features/covenants/api/generated-api');
    return store.dispatch(
      covenantsApi.endpoints.listCovenantsPublic.initiate(undefined, { subscribe: false }),
    );
  },
};

/**
 * Starts, before React renders, the calls the first paint needs: the site settings (which
 * index.html preloads) and the page's first data (preloaded by the page's copy of it).
 * Resolves when they are there: the settings at once when a copy is kept from a previous
 * visit, the page's data after PAGE_DATA_WAIT_MS at most (a slow API then shows the page's
 * placeholder rather than a blank screen). A failed call resolves too: the page shows it.
 */
export function startFirstPaintData(
  store: AppStore,
  pathname: string,
  pageDataWaitMs = PAGE_DATA_WAIT_MS,
): Promise<unknown> {
  const settings = store.dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());
  const load = PAGE_DATA[pathname.replace(/(.)\/+$/, '$1')];
  const showPicture = (url: string | null | undefined) => {
    if (!store.getState().session.isFirstAccess) preloadImage(url, CARD_SIZES);
  };
  const page = load
    ? Promise.race([load(store, showPicture).catch(() => undefined), delay(pageDataWaitMs)])
    : undefined;
  return Promise.all([readCachedSettings() ? undefined : settings, page]);
}

/**
 * Waits for what the first frame needs: the settings (the club's colours, no flash of the
 * default ones), the page's code and first data (header, content and footer show together:
 * nothing moves, no placeholder first); at most FIRST_PAINT_WAIT_MS,
 * so a slow call never keeps the page blank for long.
 */
export function firstPaintReady(...needs: Promise<unknown>[]): Promise<void> {
  return Promise.race([Promise.all(needs).then(() => undefined), delay(FIRST_PAINT_WAIT_MS)]);
}
