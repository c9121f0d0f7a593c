import { expect } from '@jest/globals';
import { AppException } from '../platform/http/app-exception.js';

/**
 * Awaits a promise that must fail with an AppException and returns what a caller would
 * see: its HTTP status and body. Fails the test when the promise resolves or throws
 * anything else.
 */
export async function appErrorOf(
  promise: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let error: unknown;
  try {
    await promise;
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(AppException);
  const e = error as AppException;
  return { status: e.getStatus(), body: e.getResponse() as Record<string, unknown> };
}
