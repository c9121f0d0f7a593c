import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { signedOut } from '../../core/session/session-slice';
import { makePersistedStore, makeStore } from '../../test/store';
import { restoreGlobals, stubGlobal } from '../../test/globals';
import { jsonResponse, siteSettings } from '../../test/site-settings';
import { aCart, CUSTOMER, storeCart, storedCart } from '../../test/fixtures/cart';
import { cartCleared, cartFilled, customerEntered, paymentTypeChosen } from './cart-slice';

describe('the cart', () => {
  afterEach(restoreGlobals);

  it('holds the order to pay, its payment type and customer; cleared on success', () => {
    const store = makeStore();
    store.dispatch(cartFilled(aCart()));
    store.dispatch(paymentTypeChosen('pix'));
    store.dispatch(customerEntered(CUSTOMER));
    expect(store.getState().cart.current).toMatchObject({
      orderId: 41,
      paymentType: 'pix',
      customer: CUSTOMER,
    });
    store.dispatch(cartCleared());
    expect(store.getState().cart.current).toBeNull();
  });

  it('is kept in local storage ("portal-cart"), restored on start and cleared by a sign-out', async () => {
    stubGlobal(
      'fetch',
      jest.fn(async () => jsonResponse(siteSettings())),
    );
    storeCart(aCart({ paymentType: 'debit' }));
    const { store, persistor, stopSessionSync } = makePersistedStore();
    expect(store.getState().cart.current?.paymentType).toBe('debit');

    store.dispatch(signedOut());
    await persistor.flush();
    expect(store.getState().cart.current).toBeNull();
    expect(storedCart()).toBeNull();
    stopSessionSync();
  });
});
