import { paths } from '../../core/paths';

/** The public header's links, in the order the header shows them. */
export const publicNavLinks = [
  { to: paths.about, label: 'Sobre' },
  { to: paths.spaces, label: 'Espaços' },
  { to: paths.events, label: 'Eventos' },
  { to: paths.covenants, label: 'Convênios' },
  { to: paths.newsAll, label: 'Notícias' },
] as const;

/** Header breakpoint: the wide header shows above 866 px, the drawer at 866 px and below. */
export const NARROW_HEADER_QUERY = '(max-width: 866px)';
