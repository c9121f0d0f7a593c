import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { useGetHomeQuery } from '../api/generated-api';
import { useSite } from '../../../shared/site-settings/site-settings-context';
import { readableTextColor } from '../../../shared/site-settings/site-theme';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { Skeleton } from '../../../shared/ui/skeleton';
import { NewsTile } from '../../news';
import { PhotoTiles, VideoTiles } from '../components/media-tiles';
import '../../../shared/ui/content.css';
import './landing-page.css';

/** The home shows the first 4 photos and 4 videos (spec constants). */
const HOME_MEDIA_COUNT = 4;

interface HomeSectionProps {
  id: string;
  title: string;
  color: string;
  action: ReactNode;
  children: ReactNode;
}

function HomeSection({ id, title, color, action, children }: HomeSectionProps) {
  return (
    <section
      className="home-section"
      aria-labelledby={id}
      style={{ backgroundColor: color, color: readableTextColor(color) }}
    >
      <div className="home-section__inner">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {children}
        <div className="home-section__action">{action}</div>
      </div>
    </section>
  );
}

/**
 * Landing page: the settings' home contents, then the latest news, the first
 * photos and the first videos (GET home), each section in its settings colour.
 */
export function LandingPage() {
  const { settings, status, retry, colors } = useSite();
  const home = useGetHomeQuery();
  const clubName = settings?.clubName?.trim();
  const news = home.data?.news ?? [];
  const photos = (home.data?.photos ?? []).slice(0, HOME_MEDIA_COUNT);
  const videos = (home.data?.videos ?? []).slice(0, HOME_MEDIA_COUNT);
  return (
    <div className="landing">
      <h1 className="visually-hidden">{clubName || 'Página inicial'}</h1>
      {status === 'loading' ? <Skeleton rows={4} /> : null}
      {status === 'failed' ? (
        <Notice
          title="Não foi possível carregar o conteúdo do site."
          action={
            <Button size="small" onClick={retry}>
              Tentar novamente
            </Button>
          }
        />
      ) : null}
      <SafeHtml className="landing__contents" html={settings?.homeContents} />

      {home.isLoading ? <Skeleton rows={6} reserve /> : null}
      {home.isError ? (
        <Notice
          title="Não foi possível carregar as notícias, fotos e vídeos."
          action={
            <Button size="small" onClick={() => void home.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : null}

      {news.length > 0 ? (
        <HomeSection
          id="home-news"
          title="Últimas notícias"
          color={colors.homeNewsColor}
          action={
            <Link className="link-button" to={paths.newsAll}>
              Ver todas as notícias
            </Link>
          }
        >
          <ul className="content-grid">
            {news.map((item, index) => (
              <li key={item.id}>
                <NewsTile news={item} eager={index === 0} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {photos.length > 0 ? (
        <HomeSection
          id="home-photos"
          title="Fotos"
          color={colors.homePhotosColor}
          action={
            <Link className="link-button" to={paths.photoGalleries}>
              Ver todas as fotos
            </Link>
          }
        >
          <PhotoTiles photos={photos} />
        </HomeSection>
      ) : null}

      {videos.length > 0 ? (
        <HomeSection
          id="home-videos"
          title="Vídeos"
          color={colors.homeVideosColor}
          action={
            <Link className="link-button" to={paths.videoGalleries}>
              Ver todos os vídeos
            </Link>
          }
        >
          <VideoTiles videos={videos} />
        </HomeSection>
      ) : null}
    </div>
  );
}
