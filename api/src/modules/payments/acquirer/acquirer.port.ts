/**
 * The acquirer, behind one port (the club's money goes through it; everything outside the club
 * is reached only here). Two adapters, chosen by PAYMENT_ACQUIRER: `sandbox` (the default, no
 * network: the acquirer's simulated provider, its state in the database so every API process
 * sees the same "acquirer") and `cielo` (eCommerce API 3.0 over HTTP).
 *
 * Statuses are the acquirer's own numbers (PAYMENTS-NOTES.md). An HTTP 201 from the acquirer
 * does not mean paid: `status` does.
 */
export const ACQUIRER = Symbol('ACQUIRER');

export enum AcquirerStatus {
  NotFinished = 0,
  Authorized = 1,
  PaymentConfirmed = 2,
  Declined = 3,
  Voided = 10,
  Refunded = 11,
  Pending = 12,
  Aborted = 13,
  Scheduled = 20,
}

/** Paid for the club: the money is ours (a captured card sale or a received Pix). */
export const PAID_STATUSES: readonly AcquirerStatus[] = [
  AcquirerStatus.Authorized,
  AcquirerStatus.PaymentConfirmed,
];

export type AcquirerCardType = 'CreditCard' | 'DebitCard';

/** The card fields, in memory only: never stored, never logged. */
export interface AcquirerCard {
  cardNumber: string;
  holder: string;
  /** MM/YYYY */
  expirationDate: string;
  securityCode: string;
  /** The acquirer's brand name: Visa, Master, Amex, Elo, Aura, JCB, Diners, Discover, Hipercard. */
  brand: string;
}

/** The spec's Customer (payment): Address and DeliveryAddress carry the same values. */
export interface AcquirerCustomer {
  name: string;
  /** CPF (11 digits) or CNPJ (14), digits only. */
  identity: string;
  identityType: 'CPF' | 'CNPJ';
  email: string;
  /** yyyy-mm-dd */
  birthdate: string;
  address: {
    street: string;
    number: string;
    complement?: string;
    zipCode: string;
    city: string;
    state: string;
    district: string;
    country: 'BRA';
  };
}

/** 3-D Secure 2.2 result of the card's issuer (ExternalAuthentication), for a debit sale. */
export interface AcquirerAuthentication {
  cavv: string;
  xid: string;
  eci: string;
  version: '2';
  referenceId: string;
}

export interface CardSaleRequest {
  /** Our order id, sent as MerchantOrderId. */
  orderId: number;
  /** Idempotency of the call (RequestId header). */
  requestId: string;
  amountCents: number;
  type: AcquirerCardType;
  card: AcquirerCard;
  customer: AcquirerCustomer;
  /** Required for DebitCard. */
  authentication?: AcquirerAuthentication;
  softDescriptor: string;
}

export interface PixSaleRequest {
  orderId: number;
  requestId: string;
  amountCents: number;
  customer: AcquirerCustomer;
}

/** What the acquirer says of a payment (a sale's answer or a query's). */
export interface AcquirerPayment {
  paymentId: string;
  status: AcquirerStatus;
  amountCents: number;
  returnCode: string | null;
  returnMessage: string | null;
  tid?: string | null;
  proofOfSale?: string | null;
  authorizationCode?: string | null;
  brand?: string | null;
  /** Pix: the copy-paste code (a BR Code) and its QR image (PNG, base64). */
  qrCodeString?: string | null;
  qrcodeBase64Image?: string | null;
  /** Pix, once received. */
  endToEndId?: string | null;
  /**
   * How much of the sale has been voided or refunded so far (partial voids add up; the whole
   * amount turns the status to 10/11). Undefined when the acquirer did not say.
   */
  refundedCents?: number;
}

/** The acquirer could not be reached or did not answer in time (nothing is known). */
export class AcquirerUnavailableError extends Error {
  constructor(message = 'acquirer unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AcquirerUnavailableError';
  }
}

/**
 * 3-D Secure in the sandbox: what the issuer's MPI does in the browser in production (the
 * Braspag script). `start` tells whether the issuer asks the cardholder for a challenge;
 * `finish` gives the authentication values when it passed, null when it failed.
 */
export interface ThreeDsStart {
  referenceId: string;
  challenge: boolean;
}

export interface AcquirerPort {
  readonly name: 'sandbox' | 'cielo';
  /** POST /1/sales/ with a card (Capture true: an authorised sale is PaymentConfirmed). */
  cardSale(request: CardSaleRequest): Promise<AcquirerPayment>;
  /** POST /1/sales/ with Type Pix: Pending (12) with the QR. */
  pixSale(request: PixSaleRequest): Promise<AcquirerPayment>;
  /** GET /1/sales/{PaymentId}: the source of truth for a notification (a query of the sale). */
  lookup(paymentId: string): Promise<AcquirerPayment>;
  /**
   * PUT /1/sales/{PaymentId}/void?amount=: a card void or a Pix refund, of the whole amount or
   * of part of it (partial voids add up to at most the amount; the status stays 2 until the
   * whole is back).
   */
  void(paymentId: string, amountCents: number): Promise<AcquirerPayment>;
}
