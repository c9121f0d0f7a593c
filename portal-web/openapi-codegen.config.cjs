// RTK Query client generated from the API's committed OpenAPI document.
// Run from the repo root: `npm run api-client` (scripts/api-client.mjs).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../api/openapi.json',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/shared/api/generated-api.ts',
  exportName: 'portalApi',
  hooks: true,
};
