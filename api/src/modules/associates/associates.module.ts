import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { AssociatesAdminController } from './associates-admin.controller.js';
import { AssociatesAdminService } from './associates-admin.service.js';
import { AssociatesController } from './associates.controller.js';
import { AssociatesService } from './associates.service.js';
import { Associate } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

/**
 * Club members (associates): the signed-in member's profile and password, and the back
 * office's associates with their dependents. The member controller comes first, so
 * `associate/me` is never read as `associate/{id}`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Associate, Dependent]), AuthModule],
  controllers: [AssociatesController, AssociatesAdminController],
  providers: [AssociatesService, AssociatesAdminService],
  exports: [AssociatesAdminService],
})
export class AssociatesModule {}
