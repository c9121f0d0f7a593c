import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventDate } from './entities/event-date.entity.js';
import { EventFile } from './entities/event-file.entity.js';
import { Event } from './entities/event.entity.js';
import { EventsController, EventsPublicController } from './events.controller.js';
import { EventsService } from './events.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Event, EventDate, EventFile])],
  controllers: [EventsPublicController, EventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
