import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { profileLoaded, selectIsStaff } from '../../core/session/session-slice';
import { useGetMeQuery } from './api/session-api';

/**
 * Keeps the stored profile (name, permissions) current: GET /users/me when the
 * app opens with a token held, and again whenever the profile is invalidated.
 */
export function ProfileSync() {
  const isStaff = useSelector(selectIsStaff);
  const { data } = useGetMeQuery(undefined, { skip: !isStaff });
  const dispatch = useDispatch();
  useEffect(() => {
    if (data && isStaff) dispatch(profileLoaded(data));
  }, [data, isStaff, dispatch]);
  return null;
}
