import { describe, expect, it } from '@jest/globals';
import { LABELS, MSG } from './messages.js';
import { GATE_MSG, REPORT_MSG } from './gate-messages.js';

describe('MSG', () => {
  it('holds the texts of both specs exactly', () => {
    expect(MSG.required).toBe('Este campo não pode estar vazio!');
    expect(MSG.minChars(3)).toBe('Mínimo 3 caracteres!');
    expect(MSG.emailInvalid).toBe('Email invalido');
    expect(MSG.loginEmail).toBe('E-mail deve ser um e-mail válido!');
    expect(MSG.recoveryEmail).toBe('Este email não é válido!');
    expect(MSG.adminRecoveryEmail).toBe('Este e-mail não é válido!');
    expect(MSG.passwordsBoth).toBe('Ambas as senhas precisam ser preenchidas');
    expect(MSG.passwordsDiffer).toBe('As senhas não são iguais');
    expect(MSG.passwordsDifferSignup).toBe('As senhas não são iguais!');
    expect(MSG.cpfMin11Signup).toBe('Este campo não pode ser menor que 11 caracteres!');
    expect(MSG.cpfMin11).toBe('Este campo não pode conter menos que 11 caracteres!');
    expect(MSG.cpfDuplicateGuest).toBe('CPF JÁ INSERIDO');
    expect(MSG.emptyTable).toBe('Nenhum dado encontrado!');
    expect(MSG.emptySearch).toBe('Nenhum resultado para a pesquisa!');
    expect(MSG.confirmDelete).toBe('Confirma a exclusão?');
    expect(MSG.rowsPerPage).toBe('Registros por página:');
    expect(MSG.sessionExpiredTitle).toBe('Sessão expirada!');
    expect(MSG.sessionExpiredText).toBe('Voce será redirecionado para o Login');
    expect(MSG.adminLoginNotFound).toBe('Usuário ou senha não encontrada em nosso banco de dados');
    expect(MSG.adminInsufficientLevel).toBe('Nível de usuário insuficiente para o acesso');
    expect(MSG.signupEmailTaken).toBe('O campo email único e o valor já existe');
    expect(MSG.billingNumber).toBe('Estado obrigatório');
    expect(MSG.requiredField).toBe('Campo obrigatório');
    expect(MSG.permissionChanged).toBe('Permissão alterada!');
    expect(MSG.notFound).toBe('Oops. Nothing here...');
    expect(MSG.accessCodeInvalid).toBe('Codigo invalido');
    expect(MSG.eventCodeInvalid).toBe('Código inválido');
    expect(MSG.searchNothingFound('piscina')).toBe(
      'Nenhuma notícia/foto/vídeo encontrada para: piscina',
    );
    expect(LABELS.yes).toBe('Sim');
    expect(LABELS.no).toBe('Não');
  });

  it('has no stray whitespace and no empty text', () => {
    for (const value of Object.values({ ...MSG, ...LABELS, ...GATE_MSG, ...REPORT_MSG })) {
      const text =
        typeof value === 'function' ? (value as (...args: unknown[]) => string)(1, 2, 3) : value;
      expect(text).not.toBe('');
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/\s{2}/);
    }
  });
});
