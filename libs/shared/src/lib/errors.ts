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
  /** Readiness: the process is shutting down (finishing what it took, taking nothing new). */
  ServiceDraining: 'SERVICE_DRAINING',
  /** Readiness: the database lacks migrations this version of the API needs. */
  MigrationsPending: 'MIGRATIONS_PENDING',
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
  // Content, registers and places (their constraints' meanings)
  /** A register's row to delete is still used (a place's type or interval): its own text. */
  RegisterInUse: 'REGISTER_IN_USE',
  /** A news item's address (slug) taken by another saved at the same time. */
  DuplicateSlug: 'DUPLICATE_SLUG',
  /** A number of the map legend taken by another legend saved at the same time. */
  DuplicateFacilityNumber: 'DUPLICATE_FACILITY_NUMBER',
  // Associates
  TooManyDependents: 'TOO_MANY_DEPENDENTS',
  StaleUpdate: 'STALE_UPDATE',
  DuplicateRegistration: 'DUPLICATE_REGISTRATION',
  // Membership cards
  DuplicateValidationCode: 'DUPLICATE_VALIDATION_CODE',
  ActiveCardExists: 'ACTIVE_CARD_EXISTS',
  NotOwnRecord: 'NOT_OWN_RECORD',
  // Reservations: each refusal a member meets booking a slot, editing its guests, cancelling
  /** The slot is not offered (outside the window, a restricted day, not a slot of the place). */
  SlotUnavailable: 'SLOT_UNAVAILABLE',
  /** Another reservation took the slot first (the exclusion constraint). */
  SlotTaken: 'SLOT_TAKEN',
  /** The family holds as many reservations of the place type as its fair-use limits allow. */
  BookingLimitReached: 'BOOKING_LIMIT_REACHED',
  /** The date is beyond what is open for booking now; the message says when it opens. */
  BookingNotOpenYet: 'BOOKING_NOT_OPEN_YET',
  /** An outside guest already invited as often as the club allows in that month. */
  GuestVisitsLimit: 'GUEST_VISITS_LIMIT',
  /** A guest whose CPF the club barred ('CPFs bloqueados'). */
  GuestBarred: 'GUEST_BARRED',
  /** A purchase over the event's tickets per purchase or per member (holds included). */
  TicketLimitReached: 'TICKET_LIMIT_REACHED',
  /** The place is for guests only: members do not reserve it. */
  PlaceGuestsOnly: 'PLACE_GUESTS_ONLY',
  /** The place takes no reservations. */
  PlaceNotBookable: 'PLACE_NOT_BOOKABLE',
  GuestsOverCapacity: 'GUESTS_OVER_CAPACITY',
  /** A simultaneous change of the same reservation won (e.g. a guest added twice at once). */
  ReservationChanged: 'RESERVATION_CHANGED',
  /** Not active any more, or already started: its guests can no longer change. */
  ReservationNotEditable: 'RESERVATION_NOT_EDITABLE',
  /** A Confirmada reservation's guests may not cost more than was paid. */
  GuestIncreaseRefused: 'GUEST_INCREASE_REFUSED',
  /** A Confirmada reservation past the settings' cancel deadline. */
  CancelDeadlinePassed: 'CANCEL_DEADLINE_PASSED',
  /** Cancelled, expired or already started. */
  ReservationNotCancellable: 'RESERVATION_NOT_CANCELLABLE',
  // Identity, associates, cards and the gate: the specific 409s (were the generic CONFLICT)
  /** An associate with orders or reservations is kept for the records: inactivate instead. */
  AssociateHasOrders: 'ASSOCIATE_HAS_ORDERS',
  /** The gate's X-Request-Id was already used, by the same staff user, for another check. */
  GateRequestIdReused: 'GATE_REQUEST_ID_REUSED',
  /** 429: this staff account typed too many codes at the gate this minute (QR codes still go). */
  GateTypedCodesLimit: 'GATE_TYPED_CODES_LIMIT',
  /** 429: this staff account made too many gate checks of any kind this minute. */
  GateChecksLimit: 'GATE_CHECKS_LIMIT',
  // Payments
  PaymentDeclined: 'PAYMENT_DECLINED',
  PaymentUnavailable: 'PAYMENT_UNAVAILABLE',
  PaymentDataInvalid: 'PAYMENT_DATA_INVALID',
  PaymentDataStale: 'PAYMENT_DATA_STALE',
  PaymentDataReused: 'PAYMENT_DATA_REUSED',
  /** The payment data were made for another order. */
  PaymentDataWrongOrder: 'PAYMENT_DATA_WRONG_ORDER',
  /** The card number is of no brand we accept. */
  CardBrandUnknown: 'CARD_BRAND_UNKNOWN',
  PaymentInProgress: 'PAYMENT_IN_PROGRESS',
  /** The acquirer's payment is already recorded on another attempt. */
  PaymentAlreadyRecorded: 'PAYMENT_ALREADY_RECORDED',
  OrderAlreadyPaid: 'ORDER_ALREADY_PAID',
  OrderCancelled: 'ORDER_CANCELLED',
  /** Its payment deadline passed (the hold ran out). */
  OrderExpired: 'ORDER_EXPIRED',
  OrderNothingToPay: 'ORDER_NOTHING_TO_PAY',
  /** A credit card pays only totals from the minimum up (debit and Pix: any). */
  CreditBelowMinimum: 'CREDIT_BELOW_MINIMUM',
  /** Paid after the deadline when the slot or the tickets were taken: the money went back. */
  PaymentRefundedLate: 'PAYMENT_REFUNDED_LATE',
  /** A debit card needs the issuer's 3-D Secure authentication first. */
  AuthenticationRequired: 'AUTHENTICATION_REQUIRED',
  /** The authentication is unknown, expired or used. */
  AuthenticationNotFound: 'AUTHENTICATION_NOT_FOUND',
  /** The issuer refused the authentication. */
  AuthenticationFailed: 'AUTHENTICATION_FAILED',
  /** The card paying is not the one authenticated. */
  AuthenticationOtherCard: 'AUTHENTICATION_OTHER_CARD',
  /** The Pix can no longer be paid (its lifetime passed). */
  PixExpired: 'PIX_EXPIRED',
  /** A refund above what the order's payments captured (less what went back already). */
  RefundAboveCaptured: 'REFUND_ABOVE_CAPTURED',
  /** The order holds no money to give back (nothing paid, or all of it refunded). */
  OrderNotRefundable: 'ORDER_NOT_REFUNDABLE',
  /** A card payment of the order is being answered: its total cannot change meanwhile. */
  PaymentAnswerPending: 'PAYMENT_ANSWER_PENDING',
  /** The ticket cannot be cancelled (used, cancelled, or the event's cancel deadline passed). */
  TicketNotCancellable: 'TICKET_NOT_CANCELLABLE',
  // Event tickets and their waitlist (modules tickets, events)
  /** Nothing left of the event's tickets for this buyer (sold, held, or offered to the line). */
  TicketsSoldOut: 'TICKETS_SOLD_OUT',
  /** Fewer tickets left than the guests asked for ('Restam apenas {n} convites…'). */
  TicketsOnlyLeft: 'TICKETS_ONLY_LEFT',
  /** The event's ticket sale is not open (before, after, inactive, or its last day over). */
  TicketSaleClosed: 'TICKET_SALE_CLOSED',
  /** A guest's CPF already holds an active ticket of the event. */
  CpfHasTicket: 'CPF_HAS_TICKET',
  /** The member already has an active entry in the event's waitlist. */
  AlreadyInWaitlist: 'ALREADY_IN_WAITLIST',
  /** The waitlist is for sold-out events: tickets are still on sale. */
  TicketsStillOnSale: 'TICKETS_STILL_ON_SALE',
  /** A ticket a member bought is not deleted (cancel it). */
  PurchasedTicket: 'PURCHASED_TICKET',
  /** An event with tickets is not deleted (inactivate it). */
  EventHasTickets: 'EVENT_HAS_TICKETS',
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
  /** Per-field messages, keyed by the request's field paths (`invitations.0.doc`). */
  fields?: Record<string, string>;
  /**
   * Invalid input: the same messages, by the same paths, as sentences that name the field as a
   * person reads it ('Convidado 1: CPF inválido.'), for lists of errors away from the form.
   */
  fieldMessages?: Record<string, string>;
  /** A refused payment: what the acquirer said (its ReturnMessage), shown under `error`. */
  paymentMessage?: string;
}
