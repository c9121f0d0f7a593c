import { Type, plainToInstance } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
  validate,
} from 'class-validator';
import { cardExpiryNotPast, isValidCpfOrCnpj, onlyDigits } from '@clube/shared';
import type { AcquirerCard, AcquirerCustomer } from './acquirer/acquirer.port.js';

/** How long a payload made in the browser is accepted (its `iat`), and the clock skew allowed. */
export const PAYLOAD_MAX_AGE_MS = 5 * 60_000;
export const PAYLOAD_SKEW_MS = 60_000;

class AddressPayload {
  @IsString() @IsNotEmpty() @MaxLength(255) Street: string;
  @IsString() @Matches(/^\d{1,15}$/) Number: string;
  @IsOptional() @IsString() @MaxLength(50) Complement?: string;
  @IsString() @Matches(/^\d{8}$/) ZipCode: string;
  @IsString() @IsNotEmpty() @MaxLength(50) City: string;
  @IsString() @Matches(/^[A-Za-z]{2}$/) State: string;
  @IsString() @IsNotEmpty() @MaxLength(50) District: string;
  @IsIn(['BRA']) Country: 'BRA';
}

class CustomerPayload {
  @IsString() @IsNotEmpty() @MaxLength(255) Name: string;
  @IsString() @Matches(/^(\d{11}|\d{14})$/) Identity: string;
  @IsIn(['CPF', 'CNPJ']) IdentityType: 'CPF' | 'CNPJ';
  @IsString() @IsNotEmpty() @MaxLength(254) Email: string;
  @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/) Birthdate: string;
  /** The billing form requires it (spec: Telefone Obrigatório); the acquirer does not use it. */
  @IsString() @Matches(/^\d{10,13}$/) Phone: string;
  @ValidateNested() @Type(() => AddressPayload) Address: AddressPayload;
  @IsOptional() @ValidateNested() @Type(() => AddressPayload) DeliveryAddress?: AddressPayload;
}

/** What the browser encrypts (the spec's card payload: card fields and the customer). */
export class PaymentPlaintext {
  @IsInt() orderId: number;
  @IsString() @Matches(/^[A-Za-z0-9_-]{16,64}$/) nonce: string;
  @IsInt() iat: number;
  @ValidateNested() @Type(() => CustomerPayload) customer: CustomerPayload;
  @IsOptional() @IsString() @Matches(/^\d{13,19}$/) cardNumber?: string;
  @IsOptional() @IsString() @Length(2, 25) holder?: string;
  @IsOptional() @IsString() @Matches(/^(0[1-9]|1[0-2])\/\d{4}$/) expirationDate?: string;
  @IsOptional() @IsString() @Matches(/^\d{3,4}$/) securityCode?: string;
  @IsOptional() @IsString() @MaxLength(20) brand?: string;
}

export type PayloadProblem = 'unreadable' | 'stale' | 'wrongOrder' | 'cardExpired';

export class PaymentPayloadError extends Error {
  constructor(readonly problem: PayloadProblem) {
    super(problem);
  }
}

export interface ReadPayload {
  nonce: string;
  customer: AcquirerCustomer;
  card: AcquirerCard | null;
}

/**
 * The decrypted plaintext checked: its shape, its age (`iat` within PAYLOAD_MAX_AGE_MS), the
 * order it names, a valid CPF/CNPJ. Card fields come all together or not at all. The card
 * number is kept in the answer only (never in an error or a log line).
 */
export async function readPayload(
  plaintext: Uint8Array,
  orderId: number,
  now = Date.now(),
): Promise<ReadPayload> {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw new PaymentPayloadError('unreadable');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new PaymentPayloadError('unreadable');
  }
  const payload = plainToInstance(PaymentPlaintext, raw);
  const errors = await validate(payload, { forbidUnknownValues: true });
  if (errors.length) throw new PaymentPayloadError('unreadable');
  if (payload.iat > now + PAYLOAD_SKEW_MS || now - payload.iat > PAYLOAD_MAX_AGE_MS) {
    throw new PaymentPayloadError('stale');
  }
  if (payload.orderId !== orderId) throw new PaymentPayloadError('wrongOrder');
  const c = payload.customer;
  if (!isValidCpfOrCnpj(c.Identity)) throw new PaymentPayloadError('unreadable');
  const cardFields = [
    payload.cardNumber,
    payload.holder,
    payload.expirationDate,
    payload.securityCode,
  ];
  const someCard = cardFields.some((f) => f !== undefined);
  if (someCard && cardFields.some((f) => f === undefined)) {
    throw new PaymentPayloadError('unreadable');
  }
  if (payload.expirationDate !== undefined && !cardExpiryNotPast(payload.expirationDate)) {
    throw new PaymentPayloadError('cardExpired');
  }
  const a = c.Address;
  const customer: AcquirerCustomer = {
    name: c.Name.trim(),
    identity: onlyDigits(c.Identity),
    identityType: c.Identity.length === 14 ? 'CNPJ' : 'CPF',
    email: c.Email.trim(),
    birthdate: c.Birthdate,
    address: {
      street: a.Street.trim(),
      number: a.Number,
      complement: a.Complement?.trim() || undefined,
      zipCode: a.ZipCode,
      city: a.City.trim(),
      state: a.State.toUpperCase(),
      district: a.District.trim(),
      country: 'BRA',
    },
  };
  return {
    nonce: payload.nonce,
    customer,
    card: someCard
      ? {
          cardNumber: payload.cardNumber as string,
          holder: (payload.holder as string).trim(),
          expirationDate: payload.expirationDate as string,
          securityCode: payload.securityCode as string,
          brand: payload.brand ?? '',
        }
      : null,
  };
}
