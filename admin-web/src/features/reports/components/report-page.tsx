import { failureMessage } from '@clube/shared/web';
import { Alert } from 'antd';
import { useEffect, type ReactNode } from 'react';
import '../../../shared/list-screen/list-screen.css';
import '../../../shared/reports/reports.css';

/**
 * A report screen's frame: the title with 'Exportar planilha' beside it, the filter, the
 * load failure (logged, and shown with the API's message), then the body (summary, chart,
 * table).
 */
export function ReportPage({
  id,
  title,
  exportButton,
  filter,
  error,
  errorLog,
  children,
}: {
  id: string;
  title: string;
  exportButton?: ReactNode;
  filter: ReactNode;
  error: unknown;
  /** Logged (console.error) with a load failure. */
  errorLog: string;
  children: ReactNode;
}) {
  useEffect(() => {
    if (error) console.error(errorLog, error);
  }, [error, errorLog]);

  return (
    <section className="list-screen" aria-labelledby={`${id}-title`}>
      <div className="list-screen__header">
        <h1 id={`${id}-title`} className="list-screen__title">
          {title}
        </h1>
        {exportButton}
      </div>
      {filter}
      {error ? (
        <Alert className="list-screen__alert" type="error" showIcon title={failureMessage(error)} />
      ) : null}
      {children}
    </section>
  );
}
