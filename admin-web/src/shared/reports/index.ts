export * from './chart-spec';
export * from './export-button';
export * from './lazy-chart';
export * from './period';
export * from './report-table';
export * from './stream-export';
