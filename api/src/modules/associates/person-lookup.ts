import { hasPermission, hideCpf, PERSON_CPF_PERMISSION } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';

/**
 * A person's CPF as a lookup shows it: whole to staff who may list associates, otherwise
 * hidden but for the middle digits (enough to tell two namesakes apart).
 */
export const lookupCpf = (cpf: string | null, me: Principal): string | null =>
  hasPermission(me.permissions, PERSON_CPF_PERMISSION) ? cpf : hideCpf(cpf);
