import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { CHART_PALETTE, formatChartValue, type BarChartSpec } from './chart-spec';

// Only what the report charts draw (bars, two axes, legend, tooltip): chart.js tree-shakes
// the rest (lines, pies, time scales, animations' extra plugins) out of this lazy chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

function configOf(spec: BarChartSpec): ChartConfiguration<'bar'> {
  const format = (value: number | string) => formatChartValue(Number(value), spec.format);
  const valueAxis = spec.horizontal ? 'x' : 'y';
  const categoryAxis = spec.horizontal ? 'y' : 'x';
  return {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: series.data,
        backgroundColor: series.color ?? CHART_PALETTE[index % CHART_PALETTE.length],
        ...(spec.stacked ? { stack: 'all' } : {}),
      })),
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'pt-BR',
      scales: {
        [categoryAxis]: { stacked: Boolean(spec.stacked) },
        [valueAxis]: {
          stacked: Boolean(spec.stacked),
          beginAtZero: true,
          ticks: { callback: format },
        },
      },
      plugins: {
        legend: { display: spec.series.length > 1, position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${format((spec.horizontal ? item.parsed.x : item.parsed.y) ?? 0)}`,
          },
        },
      },
    },
  };
}

/** The chart itself (chart.js on a canvas), loaded only by a report page (see LazyChart). */
export default function ChartCanvas({ spec, label }: { spec: BarChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, configOf(spec));
    return () => chart.destroy();
  }, [spec]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
