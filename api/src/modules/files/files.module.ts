import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import { STORAGE_DRIVER } from '../../platform/storage/storage.driver.js';
import { StoredFile } from './entities/stored-file.entity.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { StorageJournal } from './storage-journal.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  controllers: [FilesController],
  providers: [
    FilesService,
    StorageJournal,
    {
      provide: STORAGE_DRIVER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStorage(config),
    },
  ],
  exports: [FilesService, STORAGE_DRIVER],
})
export class FilesModule {}
