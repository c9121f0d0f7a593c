import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventDate } from './entities/event-date.entity.js';
import { EventFile } from './entities/event-file.entity.js';
import { Event } from './entities/event.entity.js';
import { EVENT_TICKETS, EventTickets } from './event-tickets.port.js';
import { EventsController, EventsPublicController } from './events.controller.js';
import { EventsPublicService } from './events-public.service.js';
import { EventsRegisterService } from './events-register.service.js';

/**
 * Events: the register (cadastro-eventos) and the public reads. Their ticket stock is asked of
 * the tickets module through the `EVENT_TICKETS` port, which that module registers itself in
 * (it imports this one for the sale rules of `event-sale.ts`).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Event, EventDate, EventFile])],
  controllers: [EventsPublicController, EventsController],
  providers: [
    EventsRegisterService,
    EventsPublicService,
    EventTickets,
    { provide: EVENT_TICKETS, useExisting: EventTickets },
  ],
  exports: [EVENT_TICKETS],
})
export class EventsModule {}
