import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { TicketCancellation } from './ticket-cancel.js';
import { EventWaitlist } from './entities/event-waitlist.entity.js';
import { Ticket } from './entities/ticket.entity.js';
import { MemberTicketsService } from './member-tickets.service.js';
import { PurchaseEarlyCheck } from './purchase-early-check.js';
import { PurchaseWriter } from './purchase-writer.js';
import { TicketProduct } from './ticket-product.service.js';
import { TicketPurchaseService } from './ticket-purchase.service.js';
import { TicketStockPort } from './ticket-stock.reads.js';
import { TicketSweeper } from './ticket-sweeper.service.js';
import {
  EventWaitlistController,
  MemberTicketsController,
  TicketsController,
} from './tickets.controller.js';
import { TicketsRegisterService } from './tickets-register.service.js';
import { WaitlistService } from './waitlist.service.js';

/**
 * Event tickets: the purchase, the member's tickets, the waitlist and its sweeper, the staff's
 * register (convites). Registers itself as the orders' 'evento' product (`ORDER_PRODUCTS`) and
 * as the events' stock reader (`EVENT_TICKETS`); the invitations' images and e-mails are the
 * invitations module's (it reads the tickets).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Ticket, EventWaitlist]),
    EventsModule,
    OrdersModule,
    PaymentsModule,
  ],
  controllers: [MemberTicketsController, EventWaitlistController, TicketsController],
  providers: [
    TicketPurchaseService,
    PurchaseEarlyCheck,
    PurchaseWriter,
    MemberTicketsService,
    TicketProduct,
    TicketsRegisterService,
    TicketStockPort,
    WaitlistService,
    TicketSweeper,
    TicketCancellation,
  ],
})
export class TicketsModule {}
