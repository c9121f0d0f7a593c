import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from './session/session-slice';

/** What every layer may read of the store: the session (the app's store holds more). */
export interface CoreState {
  session: SessionState;
}

/** The store's dispatch: plain actions and thunks (sign-out, RTK Query's `initiate`). */
export type CoreDispatch = ThunkDispatch<CoreState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<CoreDispatch>();
export const useAppSelector = useSelector.withTypes<CoreState>();
