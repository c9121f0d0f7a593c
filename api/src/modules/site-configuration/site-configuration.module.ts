import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import { Facility } from './entities/facility.entity.js';
import { SiteConfiguration } from './entities/site-configuration.entity.js';
import { SiteConfigurationController } from './site-configuration.controller.js';
import { SiteConfigurationService } from './site-configuration.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SiteConfiguration, Facility, TicketTemplate])],
  controllers: [SiteConfigurationController],
  providers: [SiteConfigurationService],
  exports: [SiteConfigurationService],
})
export class SiteConfigurationModule {}
