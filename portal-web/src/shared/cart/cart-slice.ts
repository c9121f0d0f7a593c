import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../core/session/session-slice';

/** Local storage key of the cart (redux-persist, `keyPrefix: ''`), beside `portal-session`. */
export const CART_STORAGE_KEY = 'portal-cart';

/** The product types of an order (spec Cart.type). */
export type CartKind = 'reserva' | 'evento';

/** The spec's payment types (Cart.paymentType). */
export type PaymentType = 'credit' | 'debit' | 'pix';

/** A guest of the order (spec Cart.extra: name and doc, the CPF's 11 digits). */
export interface CartGuest {
  name: string;
  doc: string;
}

/** An address of the payment's customer (spec Customer.Address; Country fixed 'BRA'). */
export interface CustomerAddress {
  Street: string;
  Number: string;
  Complement?: string;
  /** Digits only. */
  ZipCode: string;
  City: string;
  /** 2 letters. */
  State: string;
  District: string;
  Country: 'BRA';
}

/** The payment's customer, with the spec's (capitalised) keys. */
export interface Customer {
  Name: string;
  /** CPF or CNPJ, digits only. */
  Identity: string;
  /** Always 'CPF' (spec), even for a CNPJ. */
  IdentityType: 'CPF';
  Email: string;
  /** yyyy-mm-dd */
  Birthdate: string;
  /** Digits only. */
  Phone?: string;
  Address: CustomerAddress;
  DeliveryAddress: CustomerAddress;
}

/**
 * The spec's Cart (kept in the browser's local storage) plus the order it pays: `orderId`
 * (the order POST order/local-reservation or POST order/tickets created) and its payment
 * deadline `expiresAt`. `total` is in cents, as every amount of the API.
 */
export interface Cart {
  orderId: number;
  title: string;
  /** An image of the product (the place's first photo, the event's image), or null. */
  thumb: string | null;
  description: string;
  /** Cents. */
  total: number;
  qty: number;
  type: CartKind;
  extra: CartGuest[];
  paymentType: PaymentType | null;
  customer: Customer | null;
  /** Reservation: the slot's start; event: the first day's start (ISO). */
  eventDate: string | null;
  /** The invitation's card layout, when the product has one. */
  template: { id: number } | null;
  /** Until when the order may be paid (ISO), or null. */
  expiresAt: string | null;
}

export interface CartState {
  current: Cart | null;
}

export const initialCartState: CartState = { current: null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** A new order to pay (its payment type and customer are chosen in the checkout). */
    cartFilled: (_state, { payload }: PayloadAction<Cart>) => ({ current: payload }),
    paymentTypeChosen: (state, { payload }: PayloadAction<PaymentType>) => {
      if (state.current) state.current.paymentType = payload;
    },
    customerEntered: (state, { payload }: PayloadAction<Customer>) => {
      if (state.current) state.current.customer = payload;
    },
    /** Paid (or no longer payable): the cart is emptied. */
    cartCleared: () => ({ current: null }),
  },
  extraReducers: (builder) => {
    // Sign-out clears all member state, the cart included.
    builder.addCase(signedOut, () => ({ current: null }));
  },
});

export const { cartFilled, paymentTypeChosen, customerEntered, cartCleared } = cartSlice.actions;

/**
 * The cart reducer, kept in local storage under its own key (the session keeps its own) by
 * redux-persist: app/store.ts reads it back, app/persistence.ts keeps it.
 */
export const cartReducer = cartSlice.reducer;

/** The part of the root state these selectors read. */
export interface WithCart {
  cart: CartState;
}

export const selectCart = (state: WithCart) => state.cart.current;
