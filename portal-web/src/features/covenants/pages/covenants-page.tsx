import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { LABELS, MSG, SEARCH_DEBOUNCE_MS } from '@clube/shared';
import { paths } from '../../../core/paths';
import {
  useGetCovenantPublicQuery,
  useListCovenantsPublicQuery,
  useSearchCovenantsPublicQuery,
  type CovenantPublicDto,
} from '../api/generated-api';
import { CategoryIcon } from '../components/category-icon';
import { covenantName, groupCovenants } from '../components/covenant-groups';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { SearchBox } from '../../../shared/ui/search-box';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';
import '../components/covenants.css';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';

// A notice is shown on a failure only: it (and its icon) loads with the failure.
const Notice = lazy(async () => ({ default: (await import('../../../shared/ui/notice')).Notice }));

// The dialog (Ant Design's Modal) is fetched on the first 'SAIBA MAIS', not with the page.
const CovenantModal = lazyAntd(
  async () => (await import('../components/covenant-modal')).CovenantModal,
);

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function CovenantCard({ covenant, onMore }: { covenant: CovenantPublicDto; onMore: () => void }) {
  const name = covenantName(covenant);
  return (
    <article className="content-card covenant-card">
      <img
        className="content-card__image"
        {...responsiveImage(covenant.image, CARD_SIZES)}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
      />
      <div className="content-card__body">
        <h3 className="content-card__title">{name}</h3>
        {covenant.subtitle ? <p className="content-card__text">{covenant.subtitle}</p> : null}
        <div className="content-card__actions">
          <Button
            variant="primary"
            onClick={onMore}
            aria-label={`${LABELS.learnMoreUpper}: ${name}`}
          >
            {LABELS.learnMoreUpper}
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * Covenants: category cards (icon and count); a category shows its covenants
 * ('Voltar para Categorias', or the same category again, goes back); the
 * search lists the matching covenants. `/convenios/:id` opens that covenant.
 */
export function CovenantsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<string | null>(null);
  const [open, setOpen] = useState<CovenantPublicDto | null>(null);

  const list = useListCovenantsPublicQuery();
  const search = useSearchCovenantsPublicQuery({ term }, { skip: !term });
  const routeId = id && /^\d+$/.test(id) ? Number(id) : null;
  const direct = useGetCovenantPublicQuery({ id: routeId ?? 0 }, { skip: routeId === null });

  const groups = useMemo(() => groupCovenants(list.data ?? []), [list.data]);
  const selected = groups.find((group) => group.name === category) ?? null;

  const toggle = (name: string) => setCategory((current) => (current === name ? null : name));

  // On a phone the results come below every category card, out of sight: bring the chosen
  // category's heading into view (and focus it, so a screen reader goes there too).
  const selectedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = selectedHeading.current;
    if (!category || !heading) return;
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
    heading.focus({ preventScroll: true });
  }, [category]);
  const closeModal = () => {
    setOpen(null);
    if (id) navigate(paths.covenants, { replace: true });
  };
  const shown = open ?? (routeId !== null ? (direct.data ?? null) : null);
  const modalUsed = useOpenedOnce(shown !== null);

  const source = term ? search : list;
  const cards = term ? (search.data ?? []) : (selected?.covenants ?? []);

  return (
    <div className="covenants">
      <h1 className="content-page__title">Convênios</h1>
      <SearchBox
        className="covenants__search"
        placeholder="Pesquisar convênios"
        label="Pesquisar convênios"
        value={text}
        onChange={setText}
      />
      <Suspense fallback={null}>
        {routeId !== null && direct.isError ? <Notice title={MSG.noCovenantFound} /> : null}
      </Suspense>
      {source.isLoading || source.isFetching ? <Skeleton rows={4} reserve /> : null}
      <Suspense fallback={null}>
        {source.isError ? <Notice title="Não foi possível carregar os convênios." /> : null}
      </Suspense>

      {!source.isFetching && !source.isError ? (
        <>
          {!term && groups.length > 0 ? (
            <ul className="covenants__categories" aria-label="Categorias">
              {groups.map((group) => (
                <li key={group.name}>
                  <button
                    type="button"
                    className="covenant-category"
                    aria-pressed={category === group.name}
                    onClick={() => toggle(group.name)}
                  >
                    <span className="covenant-category__icon">
                      <CategoryIcon name={group.name} />
                    </span>
                    <span className="covenant-category__name">{group.name}</span>
                    <span className="covenant-category__count">
                      {group.covenants.length}{' '}
                      {group.covenants.length === 1 ? 'convênio' : 'convênios'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}

          {selected && !term ? (
            <div className="covenants__selected">
              <Button icon={<Icon icon={ArrowLeftOutlined} />} onClick={() => setCategory(null)}>
                {LABELS.backToCategories}
              </Button>
              <h2 className="covenants__category-title" ref={selectedHeading} tabIndex={-1}>
                {selected.name}
              </h2>
            </div>
          ) : null}

          {cards.length > 0 ? (
            <ul className="content-grid" aria-label="Convênios">
              {cards.map((covenant) => (
                <li key={covenant.id}>
                  <CovenantCard covenant={covenant} onMore={() => setOpen(covenant)} />
                </li>
              ))}
            </ul>
          ) : null}

          {(term && cards.length === 0) || (!term && groups.length === 0) ? (
            <p className="content-empty">{MSG.noCovenantFound}</p>
          ) : null}
        </>
      ) : null}

      {modalUsed ? (
        <Suspense fallback={null}>
          <CovenantModal covenant={shown} onClose={closeModal} />
        </Suspense>
      ) : null}
    </div>
  );
}
