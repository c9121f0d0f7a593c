import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { EventWaitlist } from './entities/event-waitlist.entity.js';
import { Ticket } from './entities/ticket.entity.js';
import { TicketSweeperService } from './ticket-sweeper.service.js';
import {
  EventWaitlistController,
  MemberTicketsController,
  TicketsController,
} from './tickets.controller.js';
import { TicketsService } from './tickets.service.js';
import { WaitlistService } from './waitlist.service.js';

/** Event tickets: the purchase, the member's tickets, the waitlist and its sweeper, convites. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Ticket, EventWaitlist]),
    EventsModule,
    InvitationsModule,
    OrdersModule,
  ],
  controllers: [MemberTicketsController, EventWaitlistController, TicketsController],
  providers: [TicketsService, WaitlistService, TicketSweeperService],
  exports: [TicketsService, WaitlistService],
})
export class TicketsModule {}
