import { Alert } from 'antd';
import type { ApiFailure } from '@clube/shared/web';

/** What an edit form shows when its record could not be read (`RecordLoader`'s `failed`). */
export function RecordFailure({ failure }: { failure: ApiFailure }) {
  return <Alert type="error" showIcon title={failure.message} />;
}
