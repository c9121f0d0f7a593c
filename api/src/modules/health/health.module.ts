import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { ReadinessState } from '../../platform/lifecycle/readiness.state.js';

@Module({
  controllers: [HealthController],
  providers: [HealthService, ReadinessState],
  exports: [ReadinessState],
})
export class HealthModule {}
