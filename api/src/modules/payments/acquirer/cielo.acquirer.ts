/**
 * The acquirer's eCommerce API 3.0 over HTTP (the global fetch): sales and voids on `apiUrl`,
 * queries on `queryUrl`, authenticated by the MerchantId and MerchantKey headers, each call
 * with its RequestId.
 *
 * - HTTP 201 is not success: the answer's Payment.Status decides (201 with Status 3 = declined).
 * - No answer in `timeoutMs`, a network error or a 5xx → AcquirerUnavailableError (nothing is
 *   known: the caller queries later). A 2xx whose body is not the acquirer's JSON counts too.
 * - A 4xx → AcquirerRejectedError with the acquirer's first `{ Code, Message }`; a 404 on a
 *   query → AcquirerPaymentNotFoundError.
 * - Card data goes only into the request body, which is never logged; the log names the method,
 *   the path (a PaymentId at most) and the HTTP status.
 */
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { AcquirerPaymentNotFoundError, AcquirerRejectedError } from './acquirer.errors.js';
import {
  type AcquirerCustomer,
  type AcquirerPayment,
  type AcquirerPort,
  type AcquirerStatus,
  AcquirerUnavailableError,
  type CardSaleRequest,
  type PixSaleRequest,
} from './acquirer.port.js';

export { AcquirerPaymentNotFoundError, AcquirerRejectedError };

export type CieloConfig = AppConfig['payments']['cielo'];

/** The acquirer's field limits (PAYMENTS-NOTES). */
const LIMITS = { number: 15, complement: 50, district: 50, zipCode: 9, holder: 25, soft: 13 };

/** The acquirer's Payment node in an answer (only what is read here). */
interface CieloPaymentNode {
  PaymentId?: string;
  Status?: number;
  Amount?: number;
  ReturnCode?: string | number | null;
  ReturnMessage?: string | null;
  Tid?: string | null;
  ProofOfSale?: string | null;
  AuthorizationCode?: string | null;
  QrcodeBase64Image?: string | null;
  QrCodeString?: string | null;
  EndToEndId?: string | null;
  /** What has been voided (cancelled) of the sale so far, in cents. */
  VoidedAmount?: number;
  CreditCard?: { Brand?: string | null } | null;
  DebitCard?: { Brand?: string | null } | null;
}

interface CieloVoidAnswer {
  Status?: number;
  ReturnCode?: string | number | null;
  ReturnMessage?: string | null;
}

const clip = (value: string | undefined, max: number) =>
  value === undefined ? undefined : value.slice(0, max);
const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

export class CieloAcquirer implements AcquirerPort {
  readonly name = 'cielo' as const;
  private readonly logger = new Logger('CieloAcquirer');
  private readonly apiUrl: string;
  private readonly queryUrl: string;

  constructor(private readonly config: CieloConfig) {
    if (!config.merchantId || !config.merchantKey) {
      throw new Error(
        'CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY are required for the cielo acquirer',
      );
    }
    this.apiUrl = config.apiUrl.replace(/\/+$/, '');
    this.queryUrl = config.queryUrl.replace(/\/+$/, '');
  }

  async cardSale(request: CardSaleRequest): Promise<AcquirerPayment> {
    const { card, type } = request;
    const cardNode = {
      CardNumber: card.cardNumber.replace(/\D/g, ''),
      Holder: card.holder.slice(0, LIMITS.holder),
      ExpirationDate: card.expirationDate,
      SecurityCode: card.securityCode,
      Brand: card.brand,
    };
    const payment: Record<string, unknown> = {
      Type: type,
      Amount: request.amountCents,
      Installments: 1,
      Capture: true,
      SoftDescriptor: request.softDescriptor.slice(0, LIMITS.soft),
    };
    if (type === 'DebitCard') {
      const auth = request.authentication;
      if (!auth) {
        // Not sent: the acquirer would refuse an unauthenticated debit anyway.
        throw new AcquirerRejectedError(null, 'DebitCard requires ExternalAuthentication');
      }
      payment['Authenticate'] = true;
      payment['DebitCard'] = cardNode;
      payment['ExternalAuthentication'] = {
        Cavv: auth.cavv,
        Xid: auth.xid,
        Eci: auth.eci,
        Version: '2',
        ReferenceId: auth.referenceId,
      };
    } else {
      payment['CreditCard'] = cardNode;
    }
    const answer = await this.call<{ Payment?: CieloPaymentNode }>(
      'POST',
      `${this.apiUrl}/1/sales/`,
      request.requestId,
      {
        MerchantOrderId: String(request.orderId),
        Customer: customerNode(request.customer),
        Payment: payment,
      },
    );
    return this.fromPayment(answer.Payment, request.amountCents, card.brand);
  }

  async pixSale(request: PixSaleRequest): Promise<AcquirerPayment> {
    const answer = await this.call<{ Payment?: CieloPaymentNode }>(
      'POST',
      `${this.apiUrl}/1/sales/`,
      request.requestId,
      {
        MerchantOrderId: String(request.orderId),
        Customer: customerNode(request.customer),
        Payment: { Type: 'Pix', Amount: request.amountCents },
      },
    );
    return this.fromPayment(answer.Payment, request.amountCents, null);
  }

  async lookup(paymentId: string): Promise<AcquirerPayment> {
    const answer = await this.call<{ Payment?: CieloPaymentNode }>(
      'GET',
      `${this.queryUrl}/1/sales/${encodeURIComponent(paymentId)}`,
      randomUUID(),
      undefined,
      paymentId,
    );
    return this.fromPayment(answer.Payment, undefined, null);
  }

  async void(paymentId: string, amountCents: number): Promise<AcquirerPayment> {
    const answer = await this.call<CieloVoidAnswer>(
      'PUT',
      `${this.apiUrl}/1/sales/${encodeURIComponent(paymentId)}/void?amount=${amountCents}`,
      randomUUID(),
      undefined,
      paymentId,
    );
    if (typeof answer.Status !== 'number') {
      throw new AcquirerUnavailableError('acquirer answered a void without Status');
    }
    return {
      paymentId,
      status: answer.Status as AcquirerStatus,
      amountCents,
      returnCode: text(answer.ReturnCode),
      returnMessage: text(answer.ReturnMessage),
    };
  }

  private fromPayment(
    node: CieloPaymentNode | undefined,
    amountCents: number | undefined,
    brand: string | null,
  ): AcquirerPayment {
    if (!node || typeof node.PaymentId !== 'string' || typeof node.Status !== 'number') {
      throw new AcquirerUnavailableError('acquirer answered without Payment.PaymentId/Status');
    }
    return {
      paymentId: node.PaymentId,
      status: node.Status as AcquirerStatus,
      amountCents: typeof node.Amount === 'number' ? node.Amount : (amountCents ?? 0),
      returnCode: text(node.ReturnCode),
      returnMessage: text(node.ReturnMessage),
      tid: text(node.Tid),
      proofOfSale: text(node.ProofOfSale),
      authorizationCode: text(node.AuthorizationCode),
      brand: node.CreditCard?.Brand ?? node.DebitCard?.Brand ?? brand,
      qrCodeString: text(node.QrCodeString),
      qrcodeBase64Image: text(node.QrcodeBase64Image),
      endToEndId: text(node.EndToEndId),
      refundedCents: typeof node.VoidedAmount === 'number' ? node.VoidedAmount : undefined,
    };
  }

  /**
   * One call to the acquirer. The body is serialised here and goes nowhere else; the log line
   * is `METHOD path → status` with the path's query string and host left out.
   */
  private async call<T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    requestId: string,
    body?: unknown,
    paymentId?: string,
  ): Promise<T> {
    const where = `${method} ${new URL(url).pathname}`;
    let response: Response;
    let raw: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          MerchantId: this.config.merchantId ?? '',
          MerchantKey: this.config.merchantKey ?? '',
          RequestId: requestId,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      raw = await response.text();
    } catch (err) {
      // A DOMException from AbortSignal.timeout (not always `instanceof Error` across realms).
      const name = (err as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      this.logger.warn(`${where}: ${timedOut ? 'no answer in time' : 'network error'}`);
      throw new AcquirerUnavailableError(
        timedOut ? 'acquirer did not answer in time' : 'acquirer unreachable',
        { cause: err },
      );
    }
    if (response.status >= 500) {
      this.logger.warn(`${where} → ${response.status}`);
      throw new AcquirerUnavailableError(`acquirer answered HTTP ${response.status}`);
    }
    const json = parse(raw);
    if (response.status >= 400) {
      this.logger.warn(`${where} → ${response.status}`);
      if (response.status === 404 && paymentId !== undefined && method === 'GET') {
        throw new AcquirerPaymentNotFoundError(paymentId);
      }
      const first = Array.isArray(json) ? (json[0] as { Code?: unknown; Message?: unknown }) : null;
      if (first && (first.Code !== undefined || first.Message !== undefined)) {
        const code = Number(first.Code);
        throw new AcquirerRejectedError(
          Number.isFinite(code) ? code : null,
          String(first.Message ?? ''),
          response.status,
        );
      }
      throw new AcquirerRejectedError(null, `HTTP ${response.status}`, response.status);
    }
    if (json === undefined || json === null || typeof json !== 'object') {
      this.logger.warn(`${where} → ${response.status} without JSON`);
      throw new AcquirerUnavailableError(`acquirer answered HTTP ${response.status} without JSON`);
    }
    return json as T;
  }
}

function parse(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The spec's Customer: Address and DeliveryAddress carry the same values. */
function customerNode(customer: AcquirerCustomer) {
  const a = customer.address;
  const address = {
    Street: a.street,
    Number: a.number.slice(0, LIMITS.number),
    Complement: clip(a.complement || undefined, LIMITS.complement),
    ZipCode: a.zipCode.replace(/\D/g, '').slice(0, LIMITS.zipCode),
    City: a.city,
    State: a.state,
    Country: 'BRA',
    District: a.district.slice(0, LIMITS.district),
  };
  return {
    Name: customer.name,
    Identity: customer.identity,
    IdentityType: customer.identityType,
    Email: customer.email,
    Birthdate: customer.birthdate,
    Address: address,
    DeliveryAddress: { ...address },
  };
}
