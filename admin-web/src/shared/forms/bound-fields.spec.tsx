import { MSG } from '@clube/shared';
import { cpfRule, periodEndRule, requiredChoiceRule, requiredText } from '@clube/shared/forms';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import * as yup from 'yup';
import { renderWithProviders } from '../../test/render';
import { SelectField, StatusField } from './choice-fields';
import { SwitchField } from './switch-field';
import { DateField } from './date-fields';
import { FormikForm } from './formik-form';
import { PasswordField, TextField } from './text-fields';
import { CpfField } from './masked-fields';
import { NumberField } from './number-field';

const schema = yup.object({
  name: requiredText(),
  cpf: cpfRule(),
  password: requiredText({ trim: false }),
  place: requiredChoiceRule(),
  startsAt: yup.string().default(''),
  endsAt: periodEndRule('startsAt', { required: false }),
  guests: yup.number().nullable().default(null),
  active: yup.boolean().default(false),
  status: yup.number().default(1),
});
interface Values {
  name: string;
  cpf: string;
  password: string;
  place: number | null;
  startsAt: string;
  endsAt: string;
  guests: number | null;
  active: boolean;
  status: number;
}

const EMPTY: Values = {
  name: '',
  cpf: '',
  password: '',
  place: null,
  startsAt: '',
  endsAt: '',
  guests: null,
  active: false,
  status: 1,
};

const PLACES = [
  { value: 1, label: 'Piscina' },
  { value: 2, label: 'Salão' },
];

function TestForm({
  onSubmit,
  initialValues = EMPTY,
  children,
}: {
  onSubmit: (values: Values) => void;
  initialValues?: Values;
  children?: ReactNode;
}) {
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => onSubmit(values),
  });
  return (
    <FormikForm formik={formik} idPrefix="test" aria-label="Formulário de teste">
      <TextField name="name" label="Nome" required maxLength={150} />
      <CpfField name="cpf" label="CPF" required />
      <PasswordField name="password" label="Senha" required autoComplete="new-password" />
      <SelectField name="place" label="Local" required allowClear options={PLACES} />
      <DateField name="startsAt" label="Início" />
      <DateField name="endsAt" label="Fim" />
      <NumberField name="guests" label="Convidados" />
      <SwitchField name="active" label="Ativo" />
      <StatusField />
      {children}
      <button type="submit">Salvar</button>
    </FormikForm>
  );
}

/** The form row (antd's item) of the field labelled `label`. */
const rowOf = (label: string) =>
  screen.getByText(label, { selector: 'label span' }).closest('.ant-form-item') as HTMLElement;

const openDropdown = () => {
  const shown = [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
    ),
  ].at(-1);
  if (!shown) throw new Error('select not open');
  return shown;
};

describe('bound fields (shared/forms)', () => {
  it('tie the label, the control and its message by ids: <idPrefix>-<name>, <id>-error', async () => {
    const { user } = renderWithProviders(<TestForm onSubmit={jest.fn()} />);
    const name = screen.getByLabelText('Nome');
    expect(name).toHaveAttribute('id', 'test-name');
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('CPF')).toHaveAttribute('id', 'test-cpf');
    expect(screen.getByLabelText('Início')).toHaveAttribute('id', 'test-startsAt');

    await user.click(name);
    await user.tab();

    const message = await within(rowOf('Nome')).findByText(MSG.required);
    expect(message).toHaveAttribute('id', 'test-name-error');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'test-name-error');
  });

  it('show no message before a field is touched, then once it was left', async () => {
    const { user } = renderWithProviders(<TestForm onSubmit={jest.fn()} />);
    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '123');
    expect(within(rowOf('CPF')).queryByText(MSG.cpfMin11)).toBeNull();
    await user.tab();
    expect(await within(rowOf('CPF')).findByText(MSG.cpfMin11)).toBeVisible();
    // The masked text is the value.
    expect(cpf).toHaveValue('123');
    // Other fields are still untouched.
    expect(within(rowOf('Nome')).queryByText(MSG.required)).toBeNull();
  });

  it('a submit attempt shows every message and sends nothing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(rowOf('Nome')).findByText(MSG.required)).toBeVisible();
    expect(within(rowOf('CPF')).getByText(MSG.required)).toBeVisible();
    expect(within(rowOf('Senha')).getByText(MSG.required)).toBeVisible();
    expect(within(rowOf('Local')).getByText(MSG.required)).toBeVisible();
    expect(screen.getByLabelText('Local')).toHaveAttribute('aria-describedby', 'test-place-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('bind the values both ways: what the form holds is shown, what is typed or chosen is submitted', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <TestForm
        onSubmit={onSubmit}
        initialValues={{ ...EMPTY, name: 'Ana', startsAt: '2026-03-01', status: 2 }}
      />,
    );
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(screen.getByLabelText('Início')).toHaveValue('01/03/2026');
    expect(within(rowOf('Status')).getByText('Inativo')).toBeVisible();

    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Bruno');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByLabelText('Local'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Salão'));
    await user.click(screen.getByLabelText('Fim'));
    await user.paste('31/03/2026');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Convidados'), '3');
    await user.click(screen.getByRole('switch', { name: 'Ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Bruno',
      cpf: '529.982.247-25',
      password: 'segredo123',
      place: 2,
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
      guests: 3,
      active: true,
      status: 2,
    });
  });

  it('a day chosen in a picker counts as touched: its message shows at once', async () => {
    const { user } = renderWithProviders(
      <TestForm onSubmit={jest.fn()} initialValues={{ ...EMPTY, startsAt: '2026-03-31' }} />,
    );
    await user.click(screen.getByLabelText('Fim'));
    await user.paste('01/03/2026');
    await user.keyboard('{Enter}');
    expect(await within(rowOf('Fim')).findByText(MSG.endBeforeStart)).toBeVisible();
    expect(screen.getByLabelText('Fim')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a cleared choice is null again, and required', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <TestForm onSubmit={onSubmit} initialValues={{ ...EMPTY, place: 1 }} />,
    );
    const row = rowOf('Local');
    expect(within(row).getByText('Piscina')).toBeVisible();
    await user.click(row.querySelector('.ant-select-clear') as HTMLElement);
    expect(await within(row).findByText(MSG.required)).toBeVisible();
  });
});
