import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardLayoutController } from './card-layout.controller.js';
import { CardLayoutService } from './card-layout.service.js';
import { CardLayout } from './entities/card-layout.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([CardLayout])],
  controllers: [CardLayoutController],
  providers: [CardLayoutService],
})
export class CardLayoutModule {}
