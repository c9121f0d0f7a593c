import { jest } from '@jest/globals';
import { hashPasswordsCheaplyForTests } from '../platform/auth/passwords.js';

// Each API test file boots the whole app on a database of its own: hooks need more than Jest's 5 s.
// (`testTimeout` in a project's config is ignored when Jest runs several projects.)
jest.setTimeout(60_000);

// Password hashing at argon2id's least cost (the tests make thousands of hashes and sign-ins).
hashPasswordsCheaplyForTests();
