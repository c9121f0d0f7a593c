/**
 * `@clube/shared/web`: what the two React apps share beyond the rules of `@clube/shared`
 * (store set-up, reading API failures, file transfers of the base query, the media-query
 * hook, the load-then-edit wrapper, the pages' error boundary). Needs react, @reduxjs/toolkit and redux-persist;
 * the main entry `@clube/shared` stays free of them, so the API never loads this.
 */
export * from './api-failure.js';
export * from './file-transfer.js';
export * from './record-loader.js';
export * from './route-error-boundary.js';
export * from './store.js';
export * from './use-media-query.js';
