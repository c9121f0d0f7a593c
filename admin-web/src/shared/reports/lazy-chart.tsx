import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { BarChartSpec } from './chart-spec';
import './reports.css';

// chart.js is in this chunk only: loaded when a report page first draws a chart.
const ChartCanvas = lazy(() => import('./chart-canvas'));

/**
 * A report's chart, titled, drawn by chart.js loaded on demand (its own chunk, never in the
 * app's main bundle); nothing while there is no data. `spec` should keep its identity
 * between renders (useMemo): a new one redraws the chart.
 */
export function LazyChart({
  title,
  spec,
  height = 280,
}: {
  title: string;
  spec: BarChartSpec;
  height?: number;
}) {
  if (spec.labels.length === 0 || spec.series.length === 0) return null;
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__title">{title}</figcaption>
      <div className="report-chart__canvas" style={{ height }}>
        <Suspense fallback={<Skeleton.Node active className="report-chart__loading" />}>
          <ChartCanvas spec={spec} label={title} />
        </Suspense>
      </div>
    </figure>
  );
}
