import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { AssociatesController } from './associates.controller.js';
import { AssociatesService } from './associates.service.js';
import { Associate } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

/** Club members (associates): the signed-in member's profile and password. */
@Module({
  imports: [TypeOrmModule.forFeature([Associate, Dependent]), AuthModule],
  controllers: [AssociatesController],
  providers: [AssociatesService],
})
export class AssociatesModule {}
