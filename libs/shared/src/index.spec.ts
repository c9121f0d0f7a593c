import { describe, expect, it } from '@jest/globals';
import * as shared from './index.js';

describe('@clube/shared entry point', () => {
  it('re-exports the contract', () => {
    for (const name of [
      'onlyDigits',
      'CPF_LENGTH',
      'CPF_MASK',
      'isValidCpf',
      'formatCpf',
      'isValidCnpj',
      'formatCnpj',
      'formatCpfOrCnpj',
      'isValidCpfOrCnpj',
      'EMAIL_MIN_LENGTH',
      'EMAIL_MAX_LENGTH',
      'EMAIL_LOCAL_MAX_LENGTH',
      'isValidEmail',
      'PASSWORD_MIN_LENGTH',
      'PASSWORD_MAX_LENGTH',
      'passwordProblem',
      'passwordsMatch',
      'formatPhone',
      'formatAssociatePhone',
      'whatsappLink',
      'telLink',
      'formatCep',
      'isValidCep',
      'formatCents',
      'parseMoneyToCents',
      'centsToReais',
      'CLUB_TIME_ZONE_DEFAULT',
      'formatDate',
      'formatDateTime',
      'brDateToIso',
      'isoDateToBr',
      'todayIso',
      'MSG',
      'P',
      'ALL_PERMISSIONS',
      'hasPermission',
      'hasAnyPermission',
      'MENU_GROUPS',
      'visibleMenu',
      'detectCardBrand',
      'STATUS_ACTIVE',
      'GENDERS',
      'DEFAULT_SITE_COLORS',
      'isHexColor',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });
});
