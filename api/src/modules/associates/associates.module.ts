import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssociateHistory } from './associate-history.js';
import { AssociateStore } from './associate-store.js';
import { AssociateWelcomeService } from './associate-welcome.service.js';
import { AssociatesAdminController } from './associates-admin.controller.js';
import { AssociatesAdminService } from './associates-admin.service.js';
import { AssociatesController } from './associates.controller.js';
import { AssociatesReadService } from './associates-read.service.js';
import { AssociatesService } from './associates.service.js';
import { DependentsService } from './dependents.service.js';
import { Associate } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

/**
 * Club members (associates): the signed-in member's profile and password, and the back
 * office's associates with their dependents (read model, register, dependents, first access).
 * Sessions end and password links are issued through the ports of platform/auth (provided by
 * the global auth module, which sits above this one). The member controller comes first, so
 * `associate/me` is never read as `associate/{id}`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Associate, Dependent])],
  controllers: [AssociatesController, AssociatesAdminController],
  providers: [
    AssociatesService,
    AssociatesReadService,
    AssociatesAdminService,
    DependentsService,
    AssociateStore,
    AssociateHistory,
    AssociateWelcomeService,
  ],
  exports: [AssociatesReadService, AssociatesAdminService],
})
export class AssociatesModule {}
