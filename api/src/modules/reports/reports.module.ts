import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { BookingsReportService } from './bookings-report.service.js';
import { EventsReportService } from './events-report.service.js';
import { PeopleReportService } from './people-report.service.js';
import { PlacesReportService } from './places-report.service.js';

/** The back office's reports (events, places, people, blocked people, reservations, date restrictions). */
@Module({
  controllers: [ReportsController],
  providers: [EventsReportService, PlacesReportService, PeopleReportService, BookingsReportService],
})
export class ReportsModule {}
