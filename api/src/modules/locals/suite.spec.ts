// The module's specs as one Jest test file (test/spec-suites.js).
import { importSpecs } from '../../test/spec-suites.js';

await importSpecs(import.meta.url);
