import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReservationInterval } from './entities/reservation-interval.entity.js';
import { ReservationIntervalsController } from './reservation-intervals.controller.js';
import { ReservationIntervalsService } from './reservation-intervals.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ReservationInterval])],
  controllers: [ReservationIntervalsController],
  providers: [ReservationIntervalsService],
  exports: [ReservationIntervalsService],
})
export class ReservationIntervalsModule {}
