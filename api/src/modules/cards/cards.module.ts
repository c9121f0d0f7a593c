import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessValidationModule } from '../access-validation/access-validation.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { CardTokenService } from './card-token.service.js';
import { CardsController } from './cards.controller.js';
import { CardsService } from './cards.service.js';
import { Card } from './entities/card.entity.js';

/** Membership cards: the staff register, signed QR tokens, the gate check. */
@Module({
  imports: [TypeOrmModule.forFeature([Card]), AuditModule, AccessValidationModule],
  controllers: [CardsController],
  providers: [CardsService, CardTokenService],
  exports: [CardsService],
})
export class CardsModule {}
