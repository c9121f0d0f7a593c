import { MSG } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * The set-password rule (reset, first access, profile): 8 to 20 characters.
 * Returns the spec's message for the first problem found, or null when the
 * password is acceptable. An empty password gives the required-field message.
 * Length counts Unicode code points (an emoji is one character).
 */
export function passwordProblem(password: string): string | null {
  const length = Array.from(password ?? '').length;
  if (length === 0) return MSG.required;
  if (length < PASSWORD_MIN_LENGTH) return MSG.passwordMin;
  if (length > PASSWORD_MAX_LENGTH) return MSG.passwordMax;
  return null;
}

/** Password and confirmation are identical (exact comparison, no trimming). */
export function passwordsMatch(a: string, b: string): boolean {
  return a === b;
}
