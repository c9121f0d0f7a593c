import { formatDate, RecordStatus } from '@clube/shared';
import { Badge } from 'antd';
import type { ListFilter } from '../list-screen';
import { CONTENT_STATUS_OPTIONS } from './status-options';

/** The list screens' status column filter (Ativo / Inativo, query parameter `status`). */
export const CONTENT_STATUS_FILTER: ListFilter = {
  label: 'Status',
  param: 'status',
  options: CONTENT_STATUS_OPTIONS,
};

/** A status with its dot (the name keeps the text colour, for contrast). */
export function ContentStatusBadge({ status }: { status: { id: number; description: string } }) {
  return (
    <Badge
      status={status.id === RecordStatus.Active ? 'success' : 'default'}
      text={status.description}
    />
  );
}

/** 'DD/MM/YYYY a DD/MM/YYYY' of two calendar dates. */
export function formatPeriod(from: string, to: string): string {
  return `${formatDate(from)} a ${formatDate(to)}`;
}
