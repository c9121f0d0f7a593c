import type { BarChartSpec } from '../shared/reports/chart-spec';

/**
 * Stands in for shared/reports/chart-canvas in the report screens' tests (jsdom has no canvas): the
 * chart's data as text, to check what the page would draw.
 */
export default function FakeChart({ spec, label }: { spec: BarChartSpec; label: string }) {
  return (
    <div role="img" aria-label={label}>
      <p>Eixo: {spec.labels.join(' | ')}</p>
      {spec.series.map((series) => (
        <p key={series.label}>
          {series.label}: {series.data.join(' | ')}
        </p>
      ))}
    </div>
  );
}
