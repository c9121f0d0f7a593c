import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TicketTemplate } from './entities/ticket-template.entity.js';
import { TicketTemplateController } from './ticket-template.controller.js';
import { TicketTemplateService } from './ticket-template.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TicketTemplate])],
  controllers: [TicketTemplateController],
  providers: [TicketTemplateService],
  exports: [TicketTemplateService],
})
export class TicketTemplateModule {}
