import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocalReservation } from '../reservations/entities/local-reservation.entity.js';
import { ReservationInvitation } from '../reservations/entities/reservation-invitation.entity.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { CalendarFeed } from './entities/calendar-feed.entity.js';
import {
  CalendarFeedController,
  LocalReservationInvitationsController,
  MemberInvitationsController,
  MemberTicketInvitationsController,
  TicketStaffImageController,
  NamedPassesController,
} from './invitations.controller.js';
import { InvitationsDeliveryService } from './invitations-delivery.service.js';
import { NamedPassesService } from './named-passes.service.js';
import { ReservationInvitationsService } from './reservation-invitations.service.js';
import { TicketInvitationsService } from './ticket-invitations.service.js';

/**
 * Reservation invitations (images drawn from the ticket template, downloads, the e-mail on
 * confirmation) and the member's iCal feed. Reads the reservations' tables directly, so the
 * reservations module can import this one (for InvitationsDeliveryService) without a cycle.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      LocalReservation,
      ReservationInvitation,
      SiteConfiguration,
      CalendarFeed,
    ]),
  ],
  controllers: [
    MemberInvitationsController,
    LocalReservationInvitationsController,
    MemberTicketInvitationsController,
    TicketStaffImageController,
    CalendarFeedController,
    NamedPassesController,
  ],
  providers: [
    ReservationInvitationsService,
    TicketInvitationsService,
    InvitationsDeliveryService,
    CalendarFeedService,
    NamedPassesService,
  ],
  exports: [InvitationsDeliveryService, TicketInvitationsService],
})
export class InvitationsModule {}
