import type { CovenantPublicDto } from '../features/covenants/api/generated-api';
import type { HomeDto, HomeMediaDto } from '../features/landing/api/generated-api';
import type { NewsPublicDto } from '../features/news/api/generated-api';

/** A public news item as the API returns it. */
export function newsItem(id: number, overrides: Partial<NewsPublicDto> = {}): NewsPublicDto {
  return {
    id,
    title: `Notícia ${id}`,
    subtitle: null,
    slug: `noticia-${id}`,
    description: `<p>Texto da notícia ${id}.</p>`,
    image: `/api/files/news-${id}.jpg`,
    video: null,
    startsAt: '2026-11-10',
    endsAt: '2027-01-10',
    linkTarget: '_self',
    createdAt: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}

export function mediaItem(
  id: string,
  description: string,
  file = `/api/files/${id}.jpg`,
): HomeMediaDto {
  return { id, file, mimeType: 'image/jpeg', galleryId: 1, description };
}

export function homeData(overrides: Partial<HomeDto> = {}): HomeDto {
  return { news: [], photos: [], videos: [], ...overrides };
}

export function covenant(
  id: number,
  overrides: Partial<CovenantPublicDto> = {},
): CovenantPublicDto {
  return {
    id,
    name: `Convênio ${id}`,
    credit: null,
    subtitle: null,
    category: null,
    infos: null,
    benefits: null,
    use: null,
    startAt: '2026-01-01',
    endAt: '2027-12-31',
    image: `/api/files/covenant-${id}.jpg`,
    imageList: [],
    video: null,
    videoEmbedded: null,
    thumbVideo: null,
    thumbVideoEmbedded: null,
    ...overrides,
  };
}
