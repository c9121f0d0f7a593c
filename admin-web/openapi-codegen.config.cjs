/**
 * RTK Query endpoints generated from the API's committed OpenAPI document.
 * Run from the repository root: `npm run api-client` (scripts/api-client.mjs).
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const config = {
  schemaFile: '../api/openapi.json',
  apiFile: './src/shared/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/shared/api/generated-api.ts',
  exportName: 'adminApi',
  hooks: true,
};

module.exports = config;
