import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocalFile } from './entities/local-file.entity.js';
import { Local } from './entities/local.entity.js';
import { LocalsController } from './locals.controller.js';
import { LocalsService } from './locals.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Local, LocalFile])],
  controllers: [LocalsController],
  providers: [LocalsService],
  exports: [LocalsService],
})
export class LocalsModule {}
