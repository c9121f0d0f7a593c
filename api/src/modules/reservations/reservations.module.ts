import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DateRestrictionsModule } from '../date-restrictions/date-restrictions.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { LocalReservation } from './entities/local-reservation.entity.js';
import { ReservationInvitation } from './entities/reservation-invitation.entity.js';
import {
  LocalHoursValidController,
  LocalReservationsController,
  MemberReservationsController,
} from './reservations.controller.js';
import { ReservationsService } from './reservations.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([LocalReservation, ReservationInvitation]),
    DateRestrictionsModule,
    OrdersModule,
  ],
  controllers: [
    LocalHoursValidController,
    MemberReservationsController,
    LocalReservationsController,
  ],
  providers: [ReservationsService],
  exports: [ReservationsService],
})
export class ReservationsModule {}
