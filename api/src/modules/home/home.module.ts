import { Module } from '@nestjs/common';
import { GalleryModule } from '../gallery/gallery.module.js';
import { NewsModule } from '../news/news.module.js';
import { HomeController } from './home.controller.js';
import { HomeService } from './home.service.js';

@Module({
  imports: [NewsModule, GalleryModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
