import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CovenantController } from './covenant.controller.js';
import { CovenantService } from './covenant.service.js';
import { CovenantCategory } from './entities/covenant-category.entity.js';
import { CovenantFile } from './entities/covenant-file.entity.js';
import { Covenant } from './entities/covenant.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Covenant, CovenantCategory, CovenantFile])],
  controllers: [CovenantController],
  providers: [CovenantService],
})
export class CovenantModule {}
