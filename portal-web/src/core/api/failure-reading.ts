/**
 * What reading a failed call needs: readApiFailure and the error code table (about 2 kB gzip).
 * The public pages with a form (member login, password recovery and reset) load this module
 * with their first failure, `await import('.../core/api/failure-reading')` in the submit's
 * catch, instead of with their code: most visits never see a failure.
 */
export { ErrorCode } from '@clube/shared';
export { readApiFailure } from '@clube/shared/web';
