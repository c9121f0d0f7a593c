import { webcrypto } from 'node:crypto';
import { compactDecrypt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { stubGlobal } from '../../../test/globals';
import { jsonResponse } from '../../../test/site-settings';
import { CART_STORAGE_KEY, type Cart, type Customer } from '../cart/cart-slice';

/** The Web Crypto of Node (jsdom's `crypto` has no `subtle`; jose needs it). */
export function stubWebCrypto(): void {
  stubGlobal('crypto', webcrypto as unknown as Crypto);
}

export const CUSTOMER: Customer = {
  Name: 'Maria Souza',
  Identity: '52998224725',
  IdentityType: 'CPF',
  Email: 'maria@clube.test',
  Birthdate: '1985-04-12',
  Phone: '11987654321',
  Address: {
    Street: 'Rua das Flores',
    Number: '100',
    ZipCode: '01310100',
    City: 'São Paulo',
    State: 'SP',
    District: 'Centro',
    Country: 'BRA',
  },
  DeliveryAddress: {
    Street: 'Rua das Flores',
    Number: '100',
    ZipCode: '01310100',
    City: 'São Paulo',
    State: 'SP',
    District: 'Centro',
    Country: 'BRA',
  },
};

/** A cart of a pending reservation order of R$ 150,00 (credit allowed). */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    orderId: 41,
    title: 'Salão de Festas',
    thumb: null,
    description: 'Reserva em 01/03/2030, 08:00 às 12:00',
    total: 15000,
    qty: 2,
    type: 'reserva',
    extra: [
      { name: 'Pedro Souza', doc: '11144477735' },
      { name: 'Ana Lima', doc: '39053344705' },
    ],
    paymentType: null,
    customer: null,
    eventDate: '2030-03-01T11:00:00.000Z',
    template: null,
    expiresAt: '2030-03-01T15:45:00.000Z',
    ...overrides,
  };
}

/** Writes the cart to local storage as redux-persist keeps it (what a reload restores). */
export function storeCart(cart: Cart | null): void {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      current: JSON.stringify(cart),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  );
}

/** The cart as local storage holds it now. */
export function storedCart(): Cart | null {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  if (!raw) return null;
  return JSON.parse((JSON.parse(raw) as { current: string }).current) as Cart | null;
}

/** An RSA key pair as the API would hold it, and the public key's answer. */
export async function paymentKeys(sandbox = true) {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = 'key-test-1';
  const answer = {
    kid,
    alg: 'RSA-OAEP-256',
    enc: 'A256GCM',
    jwk: { ...jwk, kid, alg: 'RSA-OAEP-256', use: 'enc' },
    sandbox,
  };
  return { privateKey, publicKeyResponse: () => jsonResponse(answer), kid };
}

/** Opens a JWE the page sent: its protected header and its JSON plaintext. */
export async function openPayload(privateKey: CryptoKey, jwe: string) {
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey);
  return {
    header: protectedHeader,
    payload: JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>,
  };
}
