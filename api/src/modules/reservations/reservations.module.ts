import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DateRestrictionsModule } from '../date-restrictions/date-restrictions.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { LocalReservation } from './entities/local-reservation.entity.js';
import { ReservationInvitation } from './entities/reservation-invitation.entity.js';
import {
  LocalHoursValidController,
  LocalReservationsController,
  MemberReservationsController,
} from './reservations.controller.js';
import { MemberReservationsService } from './member-reservations.service.js';
import { ReservationBookingService } from './reservation-booking.service.js';
import { ReservationProductService } from './reservation-product.service.js';
import { ReservationSlotsService } from './reservation-slots.service.js';
import { ReservationStore } from './reservation-store.js';
import { StaffReservationsService } from './staff-reservations.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([LocalReservation, ReservationInvitation]),
    DateRestrictionsModule,
    OrdersModule,
    PaymentsModule,
  ],
  controllers: [
    LocalHoursValidController,
    MemberReservationsController,
    LocalReservationsController,
  ],
  providers: [
    ReservationStore,
    ReservationSlotsService,
    ReservationBookingService,
    MemberReservationsService,
    StaffReservationsService,
    ReservationProductService,
  ],
})
export class ReservationsModule {}
