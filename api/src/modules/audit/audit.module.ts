import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditService } from './audit.service.js';
import { AuditLog } from './entities/audit-log.entity.js';

/**
 * The change log of associates, dependents and cards. `AuditService.record(tx, entry)` writes
 * inside the caller's transaction; global so any module (cards) can inject it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
