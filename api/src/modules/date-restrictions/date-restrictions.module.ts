import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DateRestrictionsController } from './date-restrictions.controller.js';
import { DateRestrictionsService } from './date-restrictions.service.js';
import { DateRestriction } from './entities/date-restriction.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([DateRestriction])],
  controllers: [DateRestrictionsController],
  providers: [DateRestrictionsService],
  exports: [DateRestrictionsService],
})
export class DateRestrictionsModule {}
