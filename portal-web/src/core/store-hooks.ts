import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from './api/base-api';
import type { WithSession } from './session/session-slice';

/**
 * What every layer may count on in the store: the API cache and the member session. The store
 * itself is built in app/store.ts (with the slices shared/ adds, the cart); its dispatch is
 * this one.
 */
export type CoreState = WithSession & {
  [Path in typeof baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
};

/** The store's dispatch: actions, thunks and the API's calls (`api.endpoints.x.initiate`). */
export type AppDispatch = ThunkDispatch<CoreState, unknown, UnknownAction>;

/** `useDispatch` typed for the thunks and API calls of the portal. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
