import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CardCheckService } from './card-check.service.js';
import { CardTokenService } from './card-token.service.js';
import { CardsController } from './cards.controller.js';
import { CardsService } from './cards.service.js';
import { Card } from './entities/card.entity.js';
import { MemberCardsService } from './member-cards.service.js';

/**
 * Membership cards: the staff register, signed QR tokens, the check of a QR code (decided by
 * the card's rule, card-verdict.ts) and the member area's cards. The gate (access-validation)
 * sits above: it checks cards through CardCheckService and records each check.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Card]), AuditModule],
  controllers: [CardsController],
  providers: [CardsService, CardTokenService, CardCheckService, MemberCardsService],
  exports: [CardsService, CardCheckService, MemberCardsService],
})
export class CardsModule {}
