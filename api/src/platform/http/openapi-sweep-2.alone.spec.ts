import { sweepOperations } from '../../test/openapi-sweep.js';

// One third of the operations (the sweep is split so that Jest's workers share it).
sweepOperations(1, 3);
