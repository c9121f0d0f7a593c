import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocalType } from './entities/local-type.entity.js';
import { LocalTypesController } from './local-types.controller.js';
import { LocalTypesService } from './local-types.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([LocalType])],
  controllers: [LocalTypesController],
  providers: [LocalTypesService],
  exports: [LocalTypesService],
})
export class LocalTypesModule {}
