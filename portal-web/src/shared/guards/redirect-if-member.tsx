import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../core/paths';
import { selectIsSignedIn } from '../../core/session/session-slice';
import { canGoBackInApp } from '../hooks/history';
import { returnPath } from './require-member';

/**
 * The member login for someone already signed in: back to the page they came
 * from (`state.from`, else the previous page of the portal), or the landing page.
 * Decided when the page opens: a sign-in made on the page navigates by itself.
 */
export function RedirectIfMember({ children }: { children: ReactNode }) {
  const signedIn = useSelector(selectIsSignedIn);
  const [signedInOnOpen] = useState(signedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const target = signedInOnOpen ? returnPath(location.state) : null;
  const goBack = signedInOnOpen && target === null && canGoBackInApp();
  const wentBack = useRef(false);

  useEffect(() => {
    if (goBack && !wentBack.current) {
      wentBack.current = true;
      void navigate(-1);
    }
  }, [goBack, navigate]);

  if (!signedInOnOpen) return children;
  if (goBack) return null;
  return <Navigate to={target ?? paths.landing} replace />;
}
