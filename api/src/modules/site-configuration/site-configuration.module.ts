import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConfiguration } from './entities/site-configuration.entity.js';
import { SiteConfigurationController } from './site-configuration.controller.js';
import { SiteConfigurationService } from './site-configuration.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SiteConfiguration])],
  controllers: [SiteConfigurationController],
  providers: [SiteConfigurationService],
  exports: [SiteConfigurationService],
})
export class SiteConfigurationModule {}
