import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { selectCart, type Cart } from '../../../shared/cart/cart-slice';

interface CheckoutStepProps {
  /** What this step needs of the cart; otherwise the member goes back to `fallback`. */
  requires?: (cart: Cart) => boolean;
  fallback?: string;
  children: (cart: Cart) => ReactNode;
}

/**
 * A checkout step: the cart as it was when the step opened (a step that empties it after the
 * payment keeps showing its own result). Without a cart the member goes to the landing page
 * (spec "Navigation rules"); a step whose earlier choice is missing goes back to it.
 */
export function CheckoutStep({ requires, fallback, children }: CheckoutStepProps) {
  const current = useSelector(selectCart);
  const [cart] = useState(current);
  if (!cart) return <Navigate to={paths.landing} replace />;
  if (requires && !requires(cart))
    return <Navigate to={fallback ?? paths.memberCheckout} replace />;
  return <>{children(cart)}</>;
}
