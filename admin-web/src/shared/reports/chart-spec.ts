/**
 * A report chart as plain data (no chart.js type): what the pages build, what the lazily
 * loaded canvas turns into a chart.js configuration.
 */
export interface ChartSeries {
  label: string;
  data: number[];
  /** A CSS colour; the palette's next one when absent. */
  color?: string;
}

export interface BarChartSpec {
  /** The categories (x axis; y axis when `horizontal`). */
  labels: string[];
  series: ChartSeries[];
  /** Series piled on one bar per category instead of side by side. */
  stacked?: boolean;
  /** Bars across (long category names, e.g. places). */
  horizontal?: boolean;
  /** How a value reads in the tooltip and on the value axis ('R$ 1.234,56', '45%'). */
  format?: 'number' | 'cents' | 'percent';
}

/** The palette of series without their own colour (the club's colours first). */
export const CHART_PALETTE = [
  '#1677ff',
  '#73bd6d',
  '#fcb315',
  '#023B58',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#fa541c',
];

export const ALLOWED_COLOR = '#52c41a';
export const DENIED_COLOR = '#ff4d4f';

/** A value as the chart shows it. */
export function formatChartValue(value: number, format: BarChartSpec['format'] = 'number'): string {
  switch (format) {
    case 'cents':
      return (value / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
    case 'percent':
      return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
    default:
      return value.toLocaleString('pt-BR');
  }
}
