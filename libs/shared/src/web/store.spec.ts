/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defineAppStore, safeLocalStorage } from './store.js';

const session = createSlice({
  name: 'session',
  initialState: { token: null as string | null },
  reducers: {
    signedIn: (state, { payload }: PayloadAction<string>) => {
      state.token = payload;
    },
  },
});
const ui = createSlice({
  name: 'ui',
  initialState: { compact: false },
  reducers: { toggled: (state) => ({ compact: !state.compact }) },
});
const cart = createSlice({ name: 'cart', initialState: { items: 0 }, reducers: {} });

const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    club: build.query<{ name: string }, void>({
      queryFn: () => ({ data: { name: 'Clube Colibri' } }),
    }),
  }),
});

async function stored(key: string): Promise<Record<string, unknown>> {
  const raw = window.localStorage.getItem(key);
  const record = JSON.parse(raw ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, JSON.parse(v) as unknown]));
}

describe('defineAppStore', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps one slice under its key, as that slice’s fields, never the API cache', async () => {
    const { makePersistedStore } = defineAppStore({
      api,
      slices: { session: session.reducer, cart: cart.reducer },
      persist: { key: 'portal-session', slice: 'session' },
    });
    const { store, persistor } = makePersistedStore();
    store.dispatch(session.actions.signedIn('abc'));
    await store.dispatch(api.endpoints.club.initiate());
    await persistor.flush();

    expect(Object.keys(window.localStorage)).toEqual(['portal-session']);
    expect(await stored('portal-session')).toEqual({
      token: 'abc',
      _persist: { version: 1, rehydrated: true },
    });
    expect(window.localStorage.getItem('portal-session')).not.toContain('Clube Colibri');
    expect(store.getState().api.queries).not.toEqual({});
    expect(store.getState().cart).toEqual({ items: 0 });
  });

  it('keeps several slices together under one key, by slice name', async () => {
    const { makePersistedStore } = defineAppStore({
      api,
      slices: { session: session.reducer, ui: ui.reducer, cart: cart.reducer },
      persist: { key: 'admin-session', slices: ['session', 'ui'] },
    });
    const { store, persistor } = makePersistedStore();
    store.dispatch(session.actions.signedIn('xyz'));
    store.dispatch(ui.actions.toggled());
    await store.dispatch(api.endpoints.club.initiate());
    await persistor.flush();

    expect(await stored('admin-session')).toEqual({
      session: { token: 'xyz' },
      ui: { compact: true },
      _persist: { version: 1, rehydrated: true },
    });
  });

  it('restores what was kept when the app starts again', async () => {
    window.localStorage.setItem(
      'portal-session',
      JSON.stringify({ token: JSON.stringify('saved'), _persist: JSON.stringify({ version: 1 }) }),
    );
    const { makePersistedStore } = defineAppStore({
      api,
      slices: { session: session.reducer },
      persist: { key: 'portal-session', slice: 'session' },
    });
    const { store, persistor } = makePersistedStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().session.token).toBe('saved');
  });

  it('starts a store from a preloaded state, without persistence', () => {
    const { makeStore } = defineAppStore({
      api,
      slices: { session: session.reducer },
      persist: { key: 'portal-session', slice: 'session' },
    });
    const store = makeStore({
      session: { token: 'given', _persist: { version: 1, rehydrated: true } },
    });
    expect(store.getState().session.token).toBe('given');
    expect(window.localStorage.length).toBe(0);
  });

  it('refuses to persist the API cache', () => {
    expect(() =>
      defineAppStore({
        api,
        slices: { session: session.reducer },
        persist: { key: 'k', slices: ['session', 'api' as 'session'] },
      }),
    ).toThrow('never persisted');
  });

  it('loses only persistence when the storage is blocked', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      await expect(safeLocalStorage.setItem('k', 'v')).resolves.toBeUndefined();
      await expect(safeLocalStorage.getItem('k')).resolves.toBeNull();
      await expect(safeLocalStorage.removeItem('k')).resolves.toBeUndefined();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
