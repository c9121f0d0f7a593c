import { MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { Button } from './button';
import { Notice } from './notice';
import { Skeleton } from './skeleton';

/** What a member list page needs to know of its RTK Query list. */
export interface MemberListQuery {
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  data?: unknown;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The states of a member area list (my reservations, my orders): the skeleton while the first
 * answer comes, the failure with 'Tentar novamente' when there is nothing to show, and 'Nenhum
 * dado encontrado!' for an empty list. The list itself is the page's.
 */
export function MemberListState({ query, count }: { query: MemberListQuery; count: number }) {
  return (
    <>
      {query.isLoading ? <Skeleton rows={6} reserve /> : null}
      {query.isError && !query.data ? (
        <Notice
          title={readApiFailure(query.error).message}
          action={<Button onClick={() => void query.refetch()}>Tentar novamente</Button>}
        />
      ) : null}
      {query.isSuccess && count === 0 ? <p className="member-empty">{MSG.emptyTable}</p> : null}
    </>
  );
}
