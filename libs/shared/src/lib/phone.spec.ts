import { describe, expect, it } from '@jest/globals';
import {
  formatAssociatePhone,
  formatPhone,
  formatPhoneField,
  nationalPhoneDigits,
  telLink,
  whatsappLink,
} from './phone.js';

describe('formatPhone', () => {
  it('uses the landline mask for 10 digits', () => {
    expect(formatPhone('1132551234')).toBe('(11) 3255-1234');
  });

  it('uses the 9-digit mobile mask for 11 digits', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 9876-54321')).toBe('(11) 98765-4321');
  });

  it('masks partial input progressively', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('1198765')).toBe('(11) 9876-5');
  });

  it('drops digits beyond 11', () => {
    expect(formatPhone('119876543219')).toBe('(11) 98765-4321');
  });

  it('removes an explicit +55', () => {
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 3255-1234')).toBe('(11) 3255-1234');
  });
});

describe('formatAssociatePhone', () => {
  it('uses (##) # ####-####', () => {
    expect(formatAssociatePhone('11987654321')).toBe('(11) 9 8765-4321');
    expect(formatAssociatePhone('119')).toBe('(11) 9');
    expect(formatAssociatePhone('1198')).toBe('(11) 9 8');
  });

  it('uses the landline mask (##) ####-#### for a landline (spec §5: both masks)', () => {
    expect(formatAssociatePhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatAssociatePhone('(11) 3 3334-444')).toBe('(11) 3333-4444');
    expect(formatAssociatePhone('113')).toBe('(11) 3');
    expect(formatAssociatePhone('1133334')).toBe('(11) 3333-4');
    // an 11th digit makes it a mobile number with the associate mask
    expect(formatAssociatePhone('11333344445')).toBe('(11) 3 3334-4445');
  });
});

describe('formatPhoneField', () => {
  it('shows a landline with the landline mask and 11 digits with the associate mask', () => {
    expect(formatPhoneField('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhoneField('11987654321')).toBe('(11) 9 8765-4321');
    expect(formatPhoneField('+55 11 98765-4321')).toBe('(11) 9 8765-4321');
    expect(formatPhoneField('')).toBe('');
  });
});

describe('links', () => {
  it('dial with the country code 55', () => {
    expect(whatsappLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(telLink('(11) 3255-1234')).toBe('tel:+551132551234');
  });

  it('never double the 55', () => {
    expect(whatsappLink('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(telLink('55 11 3255-1234')).toBe('tel:+551132551234');
  });

  it('keep the area code 55 (Rio Grande do Sul) of a national number', () => {
    expect(nationalPhoneDigits('(55) 99123-4567')).toBe('55991234567');
    expect(whatsappLink('(55) 99123-4567')).toBe('https://wa.me/5555991234567');
    expect(telLink('(55) 3222-1234')).toBe('tel:+555532221234');
  });
});
