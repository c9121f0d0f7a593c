import { Associate } from './modules/associates/entities/associate.entity.js';
import { Dependent } from './modules/associates/entities/dependent.entity.js';
import { AuditLog } from './modules/audit/entities/audit-log.entity.js';
import { PasswordResetCode } from './modules/auth/entities/password-reset-code.entity.js';
import { RefreshToken } from './modules/auth/entities/refresh-token.entity.js';
import { Company } from './modules/companies/entities/company.entity.js';
import { CovenantCategory } from './modules/covenant/entities/covenant-category.entity.js';
import { CovenantFile } from './modules/covenant/entities/covenant-file.entity.js';
import { Covenant } from './modules/covenant/entities/covenant.entity.js';
import { DateRestriction } from './modules/date-restrictions/entities/date-restriction.entity.js';
import { EventDate } from './modules/events/entities/event-date.entity.js';
import { EventFile } from './modules/events/entities/event-file.entity.js';
import { Event } from './modules/events/entities/event.entity.js';
import { StorageJournalEntry } from './modules/files/entities/storage-journal-entry.entity.js';
import { StoredFile } from './modules/files/entities/stored-file.entity.js';
import { GalleryFile } from './modules/gallery/entities/gallery-file.entity.js';
import { Gallery } from './modules/gallery/entities/gallery.entity.js';
import { CalendarFeed } from './modules/invitations/entities/calendar-feed.entity.js';
import { News } from './modules/news/entities/news.entity.js';
import { Order } from './modules/orders/entities/order.entity.js';
import { PaymentAuthentication } from './modules/payments/entities/payment-authentication.entity.js';
import { PaymentKey } from './modules/payments/entities/payment-key.entity.js';
import { MoneyMovement } from './modules/payments/entities/money-movement.entity.js';
import { PaymentNonce } from './modules/payments/entities/payment-nonce.entity.js';
import { Payment } from './modules/payments/entities/payment.entity.js';
import { SandboxSale } from './modules/payments/entities/sandbox-sale.entity.js';
import { LocalReservation } from './modules/reservations/entities/local-reservation.entity.js';
import { ReservationInvitation } from './modules/reservations/entities/reservation-invitation.entity.js';
import { CardLayout } from './modules/card-layout/entities/card-layout.entity.js';
import { Card } from './modules/cards/entities/card.entity.js';
import { LocalFile } from './modules/locals/entities/local-file.entity.js';
import { Local } from './modules/locals/entities/local.entity.js';
import { LocalType } from './modules/local-types/entities/local-type.entity.js';
import { ReservationInterval } from './modules/reservation-intervals/entities/reservation-interval.entity.js';
import { Facility } from './modules/site-configuration/entities/facility.entity.js';
import { SiteConfiguration } from './modules/site-configuration/entities/site-configuration.entity.js';
import { Sport } from './modules/sports/entities/sport.entity.js';
import { BarredCpf } from './modules/barred-cpfs/entities/barred-cpf.entity.js';
import { ApiKey } from './modules/api-keys/entities/api-key.entity.js';
import { EventWaitlist } from './modules/tickets/entities/event-waitlist.entity.js';
import { Ticket } from './modules/tickets/entities/ticket.entity.js';
import { TicketTemplate } from './modules/ticket-template/entities/ticket-template.entity.js';
import { Permission } from './modules/users/entities/permission.entity.js';
import { User } from './modules/users/entities/user.entity.js';
import { OutboxEvent } from './platform/events/outbox-event.entity.js';
import { WebhookAttempt } from './modules/webhooks/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from './modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './modules/webhooks/entities/webhook-endpoint.entity.js';
import { RateLimitBucket } from './platform/rate-limit/rate-limit-bucket.entity.js';
import { AccessAttempt } from './modules/access-validation/entities/access-attempt.entity.js';

/** Every TypeORM entity, for the Nest module, the CLI and the migration-drift check. */
export const ENTITIES = [
  Payment,
  MoneyMovement,
  PaymentAuthentication,
  PaymentKey,
  PaymentNonce,
  SandboxSale,
  StoredFile,
  StorageJournalEntry,
  SiteConfiguration,
  Permission,
  User,
  Company,
  Associate,
  Dependent,
  RefreshToken,
  PasswordResetCode,
  RateLimitBucket,
  Facility,
  News,
  Gallery,
  GalleryFile,
  CovenantCategory,
  Covenant,
  CovenantFile,
  TicketTemplate,
  Sport,
  BarredCpf,
  ApiKey,
  ReservationInterval,
  LocalType,
  Local,
  LocalFile,
  DateRestriction,
  CardLayout,
  Card,
  AuditLog,
  Order,
  LocalReservation,
  ReservationInvitation,
  CalendarFeed,
  Event,
  EventDate,
  EventFile,
  Ticket,
  EventWaitlist,
  AccessAttempt,
  OutboxEvent,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
];
