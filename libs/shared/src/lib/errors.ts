/**
 * The API's error contract, shared by the API (which sends it) and both apps (which read it).
 * Every failure has this body; `error` is for a person (pt-BR), `code` for programs.
 */
export const ErrorCode = {
  // Generic, by HTTP status
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  InvalidJson: 'INVALID_JSON',
  InvalidId: 'INVALID_ID',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  RouteNotFound: 'ROUTE_NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  /** A foreign key refused a delete or change: the record is still referenced. */
  RecordInUse: 'RECORD_IN_USE',
  /** A foreign key refused a write: a record it names was deleted meanwhile. */
  ReferenceGone: 'REFERENCE_GONE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  DatabaseUnavailable: 'DATABASE_UNAVAILABLE',
  Internal: 'INTERNAL_ERROR',
  // Files
  FileTypeNotAllowed: 'FILE_TYPE_NOT_ALLOWED',
  FileTooLarge: 'FILE_TOO_LARGE',
  FileNotFound: 'FILE_NOT_FOUND',
  // Identity
  InvalidCredentials: 'INVALID_CREDENTIALS',
  AccessPending: 'ACCESS_PENDING',
  AccessBlocked: 'ACCESS_BLOCKED',
  EmailNotFound: 'EMAIL_NOT_FOUND',
  EmailMismatch: 'EMAIL_MISMATCH',
  InvalidCode: 'INVALID_CODE',
  WrongPassword: 'WRONG_PASSWORD',
  UserNotFound: 'USER_NOT_FOUND',
  DuplicateCpf: 'DUPLICATE_CPF',
  DuplicateEmail: 'DUPLICATE_EMAIL',
  CannotDeleteSelf: 'CANNOT_DELETE_SELF',
  CannotDeactivateSelf: 'CANNOT_DEACTIVATE_SELF',
  // Content
  DuplicateCategory: 'DUPLICATE_CATEGORY',
  // Registers (companies, sports, reservation intervals): a description already in use
  DuplicateDescription: 'DUPLICATE_DESCRIPTION',
  GalleryNeedsAFile: 'GALLERY_NEEDS_A_FILE',
  CovenantNeedsAnImage: 'COVENANT_NEEDS_AN_IMAGE',
  // Associates
  TooManyDependents: 'TOO_MANY_DEPENDENTS',
  StaleUpdate: 'STALE_UPDATE',
  DuplicateRegistration: 'DUPLICATE_REGISTRATION',
  // Membership cards
  DuplicateValidationCode: 'DUPLICATE_VALIDATION_CODE',
  ActiveCardExists: 'ACTIVE_CARD_EXISTS',
  NotOwnRecord: 'NOT_OWN_RECORD',
  // Identity, associates, cards and the gate: the specific 409s (were the generic CONFLICT)
  /** An associate with orders or reservations is kept for the records: inactivate instead. */
  AssociateHasOrders: 'ASSOCIATE_HAS_ORDERS',
  /** The gate's X-Request-Id was already used, by the same staff user, for another check. */
  GateRequestIdReused: 'GATE_REQUEST_ID_REUSED',
  // Payments
  PaymentDeclined: 'PAYMENT_DECLINED',
  PaymentUnavailable: 'PAYMENT_UNAVAILABLE',
  PaymentDataInvalid: 'PAYMENT_DATA_INVALID',
  PaymentDataStale: 'PAYMENT_DATA_STALE',
  PaymentDataReused: 'PAYMENT_DATA_REUSED',
  PaymentInProgress: 'PAYMENT_IN_PROGRESS',
  OrderNotPayable: 'ORDER_NOT_PAYABLE',
  AuthenticationFailed: 'AUTHENTICATION_FAILED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every code the API may send, for Swagger enums and exhaustive checks. */
export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The body of every API failure. */
export interface ApiErrorBody {
  statusCode: number;
  /** Message for a person, in Portuguese; the apps show it as is. */
  error: string;
  code: ErrorCode;
  /** Per-field messages, keyed by the request's field names. */
  fields?: Record<string, string>;
  /** A refused payment: what the acquirer said (its ReturnMessage), shown under `error`. */
  paymentMessage?: string;
}
