import { ApiProperty } from '@nestjs/swagger';
import { HomeMediaDto } from '../gallery/dto/gallery.dto.js';
import { NewsPublicDto } from '../news/dto/news.dto.js';

export class HomeDto {
  @ApiProperty({ type: [NewsPublicDto], description: 'As 6 notícias públicas mais recentes.' })
  news: NewsPublicDto[];

  @ApiProperty({ type: [HomeMediaDto], description: 'As 4 primeiras fotos públicas.' })
  photos: HomeMediaDto[];

  @ApiProperty({ type: [HomeMediaDto], description: 'Os 4 primeiros vídeos públicos.' })
  videos: HomeMediaDto[];
}
