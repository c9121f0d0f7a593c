import { Injectable } from '@nestjs/common';
import { GalleryService } from '../gallery/gallery.service.js';
import { NewsService } from '../news/news.service.js';
import type { HomeDto } from './home.dto.js';

export const HOME_NEWS = 6;
export const HOME_MEDIA = 4;

@Injectable()
export class HomeService {
  constructor(
    private readonly news: NewsService,
    private readonly galleries: GalleryService,
  ) {}

  /** What the landing page shows. Sequential: the embedded database has one connection. */
  async home(): Promise<HomeDto> {
    const news = await this.news.publicPage(0, HOME_NEWS);
    const photos = await this.galleries.latestMedia('image', HOME_MEDIA);
    const videos = await this.galleries.latestMedia('video', HOME_MEDIA);
    return { news, photos, videos };
  }
}
