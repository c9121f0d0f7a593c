import { MSG } from '@clube/shared';
import type { CovenantPublicDto } from '../api/generated-api';

export interface CovenantGroup {
  name: string;
  covenants: CovenantPublicDto[];
}

/** The covenant's name, or 'Sem Nome'. */
export function covenantName(covenant: Pick<CovenantPublicDto, 'name'>): string {
  return covenant.name?.trim() || MSG.covenantNoName;
}

/**
 * Covenants grouped by category name, categories in alphabetical order and
 * the uncategorised ('OUTROS') at the end; covenants by name in each group.
 */
export function groupCovenants(covenants: CovenantPublicDto[]): CovenantGroup[] {
  const groups = new Map<string, CovenantPublicDto[]>();
  for (const covenant of covenants) {
    const name = covenant.category?.name?.trim() || MSG.covenantOtherCategory;
    groups.set(name, [...(groups.get(name) ?? []), covenant]);
  }
  // One collator: localeCompare with a locale builds one per comparison (slow on a phone).
  const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare;
  return [...groups.entries()]
    .map(([name, list]) => ({
      name,
      covenants: [...list].sort((a, b) => byName(covenantName(a), covenantName(b))),
    }))
    .sort((a, b) => {
      const aOther = a.name === MSG.covenantOtherCategory;
      const bOther = b.name === MSG.covenantOtherCategory;
      if (aOther !== bOther) return aOther ? 1 : -1;
      return byName(a.name, b.name);
    });
}

/**
 * The player address of a YouTube or Vimeo link, or null for any other
 * address (only these two are embedded).
 */
export function embedUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined) =>
    value && /^[\w-]{6,20}$/.test(value) ? value : null;
  if (host === 'youtu.be') {
    const video = id(url.pathname.slice(1).split('/')[0]);
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    const video =
      parts[0] === 'watch'
        ? id(url.searchParams.get('v'))
        : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
          ? id(parts[1])
          : null;
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = url.pathname
      .split('/')
      .filter(Boolean)
      .find((part) => /^\d+$/.test(part));
    return video ? `https://player.vimeo.com/video/${video}` : null;
  }
  return null;
}
