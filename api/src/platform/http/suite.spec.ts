// The HTTP layer's specs as one Jest test file (test/spec-suites.js); the OpenAPI sweep's
// three parts run alone.
import { importSpecs } from '../../test/spec-suites.js';

await importSpecs(import.meta.url);
