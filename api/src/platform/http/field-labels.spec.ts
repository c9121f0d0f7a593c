import { describe, expect, it } from '@jest/globals';
import { fieldLabels, readableFieldMessage, readableFieldMessages } from './field-labels.js';

describe('field labels: a field path as a person reads it', () => {
  it('numbers list items from 1 and names the fields', () => {
    expect(fieldLabels('invitations.0.doc')).toEqual(['Convidado 1', 'CPF']);
    expect(fieldLabels('dependents.2.birthDate')).toEqual(['Dependente 3', 'Data de nascimento']);
    expect(fieldLabels('tickets.1.cpf')).toEqual(['Convite 2', 'CPF']);
    expect(fieldLabels('email')).toEqual(['E-mail']);
    // A field with no label keeps its name, rather than hiding which one it is.
    expect(fieldLabels('zzzUnknown')).toEqual(['zzzUnknown']);
  });

  it('writes one sentence per field, without repeating a label the message starts with', () => {
    expect(readableFieldMessage('invitations.0.doc', 'CPF inválido.')).toBe(
      'Convidado 1: CPF inválido.',
    );
    expect(readableFieldMessage('invitations.3.name', 'Este campo não pode estar vazio!')).toBe(
      'Convidado 4, Nome: Este campo não pode estar vazio!',
    );
    expect(readableFieldMessage('cpf', 'CPF inválido.')).toBe('CPF inválido.');
    expect(readableFieldMessage('email', 'E-mail inválido')).toBe('E-mail inválido');
    expect(readableFieldMessage('local', 'Local não encontrado.')).toBe('Local não encontrado.');
    expect(readableFieldMessage('name', 'Máximo de 150 caracteres!')).toBe(
      'Nome: Máximo de 150 caracteres!',
    );
    expect(readableFieldMessages({ 'dependents.0.cpf': 'CPF já cadastrado.', phone: 'x' })).toEqual(
      { 'dependents.0.cpf': 'Dependente 1: CPF já cadastrado.', phone: 'Telefone: x' },
    );
  });
});
