import { Module } from '@nestjs/common';
import { BarredCpfsController } from './barred-cpfs.controller.js';
import { BarredCpfsService } from './barred-cpfs.service.js';

/**
 * CPFs barred from coming in as guests (issue 25): the back office's list; reservations and
 * tickets ask `refuseBarredGuests` (barred-cpfs.rules.ts) before they write.
 */
@Module({
  controllers: [BarredCpfsController],
  providers: [BarredCpfsService],
})
export class BarredCpfsModule {}
