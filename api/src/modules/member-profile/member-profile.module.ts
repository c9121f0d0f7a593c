import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CardsModule } from '../cards/cards.module.js';
import { MemberProfileController } from './member-profile.controller.js';
import { MemberDataExportService } from './member-data-export.service.js';
import { MemberProfileService } from './member-profile.service.js';

/** The signed-in member's profile, dependents, card dialog and data export (member realm). */
@Module({
  imports: [CardsModule, AuditModule],
  controllers: [MemberProfileController],
  providers: [MemberProfileService, MemberDataExportService],
})
export class MemberProfileModule {}
