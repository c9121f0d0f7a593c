import { API_MSG, ErrorCode, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import type { Notice } from '../../shared/feedback/notice';

/*
 * The error catalogue of the staff sign-in screens (spec §8), from the
 * API's answer to the notice a person sees.
 */

const deniedNotFound: Notice = {
  kind: 'error',
  title: MSG.accessDeniedTitle,
  text: MSG.adminLoginNotFound,
};
const deniedLevel: Notice = {
  kind: 'error',
  title: MSG.accessDeniedTitle,
  text: MSG.adminInsufficientLevel,
};

/** Anything the catalogue does not name: the server's text (429, 5xx), or the shared network/unexpected text. */
function otherwise(message: string): Notice {
  return { kind: 'error', title: message };
}

/** POST /auth/login-admin failed. */
export function loginFailureNotice(error: unknown): Notice {
  const { status, code, message } = readApiFailure(error);
  if (status === 400) {
    // A deactivated user is refused, not pending: the same server text under 'Acesso negado!'.
    // The server's text only when it sent one (its error body has a code).
    const text = code !== null ? message : undefined;
    if (code === ErrorCode.AccessBlocked) {
      return { kind: 'error', title: MSG.accessDeniedTitle, text };
    }
    return { kind: 'info', title: API_MSG.accessPendingTitle, text };
  }
  if (status === 401) return deniedNotFound;
  if (status === 403) return deniedLevel;
  if (status === 429) return { kind: 'warning', title: message };
  return otherwise(message);
}

/** POST /auth/signup failed. */
export function signUpFailureNotice(error: unknown): Notice {
  const { status, code, message } = readApiFailure(error);
  if (status === 400) {
    // Field problems are shown beside the fields; the notice keeps the server's text.
    if (code !== ErrorCode.ValidationFailed) {
      if (code === ErrorCode.DuplicateCpf || (code !== null && /cpf/i.test(message))) {
        return { kind: 'error', title: MSG.errorTitle, text: API_MSG.signupCpfTaken };
      }
      if (code === ErrorCode.DuplicateEmail || (code !== null && /e-?mail/i.test(message))) {
        return { kind: 'error', title: MSG.errorTitle, text: MSG.signupEmailTaken };
      }
    }
    return { kind: 'error', title: MSG.errorTitle, text: message };
  }
  if (status === 401) return deniedNotFound;
  if (status === 403) return deniedLevel;
  return otherwise(message);
}

export const signUpSuccessNotice: Notice = {
  kind: 'success',
  title: API_MSG.successTitle,
  text: API_MSG.signupSuccessText,
};

/** POST /send-email-reset-password (associate false) failed. */
export function recoveryFailureNotice(error: unknown): Notice {
  const { status, message } = readApiFailure(error);
  if (status === 401) return { kind: 'error', title: API_MSG.adminRecoveryNotFound };
  if (status === 403) return { kind: 'error', title: API_MSG.adminRecoveryInsufficientLevel };
  return otherwise(message);
}

export const recoverySentNotice: Notice = { kind: 'success', title: API_MSG.adminRecoverySent };

/**
 * POST /recovery-password (associate false) failed. The admin texts of the spec
 * (§8: 401 and 403 as the recovery request), not the member ones the API sends
 * for an unknown, used or expired link (403).
 */
export function resetFailureNotice(error: unknown): Notice {
  const { status, code, message } = readApiFailure(error);
  if (status === 400) {
    if (code === ErrorCode.ValidationFailed) return { kind: 'error', title: message };
    return { kind: 'warning', title: API_MSG.adminResetWrongEmail };
  }
  if (status === 401) return { kind: 'error', title: API_MSG.adminRecoveryNotFound };
  if (status === 403) return { kind: 'error', title: API_MSG.adminRecoveryInsufficientLevel };
  return otherwise(message);
}

export const resetDoneNotice: Notice = { kind: 'success', title: API_MSG.adminResetSuccess };
