import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { NEWS_PAGE_SIZE } from '@clube/shared';
import { htmlToText, includesTerm } from '../../../shared/ui/html-text';
import { PhotoTiles, useGetHomeQuery, VideoTiles } from '../../landing';
import { NewsCard, useSearchNewsPublicQuery, type NewsPublicDto } from '../../news';
import { Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';

/**
 * The spec's 'Nenhuma notícia/foto/vídeo encontrada para: {term}', one per
 * section (the slash lists the three sections).
 */
export const searchEmptyText = {
  news: (term: string) => `Nenhuma notícia encontrada para: ${term}`,
  photos: (term: string) => `Nenhuma foto encontrada para: ${term}`,
  videos: (term: string) => `Nenhum vídeo encontrado para: ${term}`,
};

/**
 * Search results: news (title or description), photos and videos (description)
 * whose text holds the term, case-insensitively, filtered on GET home's data.
 * Home holds only the latest news, so the news search call (first 10) adds
 * older matches.
 */
export function SearchPage() {
  const { search = '' } = useParams();
  const term = search.trim();
  const home = useGetHomeQuery();
  const older = useSearchNewsPublicQuery({ term, skip: 0, take: NEWS_PAGE_SIZE }, { skip: !term });

  const news = useMemo(() => {
    const local = (home.data?.news ?? []).filter(
      (item) => includesTerm(item.title, term) || includesTerm(htmlToText(item.description), term),
    );
    const merged: NewsPublicDto[] = [...local];
    for (const item of older.data ?? []) {
      if (!merged.some((known) => known.id === item.id)) merged.push(item);
    }
    return merged;
  }, [home.data, older.data, term]);
  const photos = (home.data?.photos ?? []).filter((item) => includesTerm(item.description, term));
  const videos = (home.data?.videos ?? []).filter((item) => includesTerm(item.description, term));

  return (
    <div className="search-page">
      <h1 className="content-page__title">Resultados para: {term}</h1>
      {home.isLoading ? <Skeleton rows={6} reserve /> : null}
      {home.isError ? <Notice title="Não foi possível fazer a pesquisa." /> : null}
      {home.data ? (
        <>
          <section aria-labelledby="search-news" className="search-page__section">
            <h2 id="search-news">Notícias</h2>
            {news.length > 0 ? (
              <ul className="content-grid">
                {news.map((item) => (
                  <li key={item.id}>
                    <NewsCard news={item} />
                  </li>
                ))}
              </ul>
            ) : older.isFetching ? (
              <Skeleton />
            ) : (
              <p className="content-empty">{searchEmptyText.news(term)}</p>
            )}
          </section>
          <section aria-labelledby="search-photos" className="search-page__section">
            <h2 id="search-photos">Fotos</h2>
            {photos.length > 0 ? (
              <PhotoTiles photos={photos} />
            ) : (
              <p className="content-empty">{searchEmptyText.photos(term)}</p>
            )}
          </section>
          <section aria-labelledby="search-videos" className="search-page__section">
            <h2 id="search-videos">Vídeos</h2>
            {videos.length > 0 ? (
              <VideoTiles videos={videos} />
            ) : (
              <p className="content-empty">{searchEmptyText.videos(term)}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
