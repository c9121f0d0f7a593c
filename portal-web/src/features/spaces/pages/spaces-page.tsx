import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LABELS } from '@clube/shared';
import { to } from '../../../core/paths';
import { selectIsSignedIn } from '../../../core/session/session-slice';
import {
  useGetLocalPublicQuery,
  useListLocalsPublicQuery,
  type LocalPublicDto,
} from '../api/generated-api';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';
import '../../../shared/ui/content.css';
import { SPACE_PARAM } from '../components/space-rules';
import '../components/spaces.css';

const NOT_FOUND = 'Local não encontrado.';

// The dialog (Ant Design's Modal) is fetched on the first 'Ver mais', not with the page.
const SpaceModal = lazyAntd(async () => (await import('../components/space-modal')).SpaceModal);

function SpaceCard({ space, onMore }: { space: LocalPublicDto; onMore: () => void }) {
  const photo = space.gallery?.[0];
  return (
    <article className="content-card">
      {photo ? (
        <img
          className="content-card__image"
          {...responsiveImage(photo, CARD_SIZES)}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
        />
      ) : null}
      <div className="content-card__body">
        <h2 className="content-card__title">{space.description}</h2>
        {space.localType?.description ? (
          <p className="spaces__type">{space.localType.description}</p>
        ) : null}
        <div className="content-card__actions">
          <Button
            variant="primary"
            onClick={onMore}
            aria-label={`${LABELS.seeMore}: ${space.description}`}
          >
            {LABELS.seeMore}
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * Spaces (`/espacos`): a card per active place (photo, description, type); 'Ver mais' opens its
 * dialog and puts `?local=<slug>` in the address, so the dialog can be shared and reopened.
 */
export function SpacesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const memberSignedIn = useSelector(selectIsSignedIn);
  const slug = params.get(SPACE_PARAM)?.trim() || null;

  const list = useListLocalsPublicQuery();
  const fromList = slug ? list.data?.find((space) => space.slug === slug) : undefined;
  // A slug the list does not hold (yet): asked for on its own, so a deep link opens at once.
  const direct = useGetLocalPublicQuery(
    { slug: slug ?? '' },
    { skip: !slug || Boolean(fromList) || list.isLoading },
  );
  const shown = slug ? (fromList ?? direct.data ?? null) : null;
  const modalUsed = useOpenedOnce(shown !== null);

  const open = (space: LocalPublicDto) =>
    setParams({ [SPACE_PARAM]: space.slug }, { replace: true });
  const close = () => setParams({}, { replace: true });
  const reserve = (space: LocalPublicDto) => navigate(to.memberReservation(space.slug));

  const spaces = list.data ?? [];
  return (
    <div className="spaces">
      <h1 className="content-page__title">Espaços</h1>
      {slug && !fromList && direct.isError ? <Notice title={NOT_FOUND} /> : null}
      {list.isLoading ? <Skeleton rows={4} reserve /> : null}
      {list.isError ? <Notice title="Não foi possível carregar os espaços." /> : null}
      {list.isSuccess && spaces.length === 0 ? (
        <p className="content-empty">Nenhum espaço encontrado.</p>
      ) : null}
      {spaces.length > 0 ? (
        <ul className="content-grid" aria-label="Espaços">
          {spaces.map((space) => (
            <li key={space.id}>
              <SpaceCard space={space} onMore={() => open(space)} />
            </li>
          ))}
        </ul>
      ) : null}

      {modalUsed ? (
        <Suspense fallback={null}>
          <SpaceModal
            space={shown}
            memberSignedIn={memberSignedIn}
            onReserve={reserve}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
