import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import * as yup from 'yup';
import { MSG } from '@clube/shared';
import { emailRule, requiredText } from '@clube/shared/forms';
import { Button } from '../ui/button';
import { CheckboxField, PasswordField, TextField } from '../ui/fields';
import { deferredForm, type FormEngineProps } from './deferred-form';
import type { FormBinding } from './form-binding';
import { formEngine } from './form-engine';

type Values = { email: string; password: string; keep: boolean };
const START: Values = { email: '', password: '', keep: false };

function Fields({ binding }: { binding: FormBinding<Values> }) {
  return (
    <form {...binding.form} aria-label="Entrar">
      <TextField
        id="email"
        label="E-mail"
        error={binding.error('email')}
        {...binding.field('email')}
      />
      <PasswordField
        id="password"
        label="Senha"
        error={binding.error('password')}
        {...binding.field('password')}
      />
      <CheckboxField {...binding.checkbox('keep')}>Manter conectado</CheckboxField>
      <Button type="submit" loading={binding.submitting}>
        Entrar
      </Button>
    </form>
  );
}

const schema = yup.object({
  email: emailRule(MSG.loginEmail),
  password: requiredText({ trim: false }),
});

/**
 * A deferred form whose engine (formik and yup, as the pages') arrives only when the test says
 * so (`arrive()`); `Form` submits into `submitted`.
 */
function controlledForm() {
  const submitted: Values[] = [];
  const engine = formEngine<Values>(schema);
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<(props: FormEngineProps<Values>) => null>((resolve) => {
        arrive = () => resolve(engine);
      }),
  );
  const Deferred = deferredForm(START, load, Fields);
  function Form() {
    return (
      <Deferred
        onSubmit={async (values) => {
          submitted.push(values);
        }}
      />
    );
  }
  return { Form, load, submitted, arrive: () => act(async () => arrive()) };
}

describe('deferredForm', () => {
  it('paints the fields at once and fetches their code only on a first touch', async () => {
    const { Form, load } = controlledForm();
    render(<Form />);

    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(load).not.toHaveBeenCalled();

    await userEvent.setup({ delay: null }).click(screen.getByLabelText('E-mail'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed, the same inputs and the focus when the code arrives', async () => {
    const { Form, arrive } = controlledForm();
    render(<Form />);
    const user = userEvent.setup({ delay: null });
    const email = screen.getByLabelText('E-mail');

    await user.type(email, 'maria@clube');
    await user.click(screen.getByLabelText('Manter conectado'));
    await user.click(email);
    await arrive();
    await user.type(email, '.test');

    // the very element, still focused, with what was typed before and after
    expect(screen.getByLabelText('E-mail')).toBe(email);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('maria@clube.test');
    expect(screen.getByLabelText('Manter conectado')).toBeChecked();
  });

  it('shows the message of a field left before the code arrived, once it is there', async () => {
    const { Form, arrive } = controlledForm();
    render(<Form />);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('E-mail'), 'maria@clube');
    await user.tab();
    expect(screen.queryByText('E-mail deve ser um e-mail válido!')).toBeNull();

    await arrive();
    expect(await screen.findByText('E-mail deve ser um e-mail válido!')).toBeInTheDocument();
    // the field not left says nothing yet
    expect(screen.queryByText('Este campo não pode estar vazio!')).toBeNull();
  });

  it('goes on with a submit asked for before the code arrived: the messages, then the values', async () => {
    const { Form, arrive, submitted } = controlledForm();
    render(<Form />);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await arrive();
    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);
    expect(submitted).toEqual([]);

    await user.type(screen.getByLabelText('E-mail'), 'maria@clube.test');
    await user.type(screen.getByLabelText('Senha'), 'segredo-123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(submitted).toEqual([
        { email: 'maria@clube.test', password: 'segredo-123', keep: false },
      ]),
    );
  });

  it('mounts the engine at once when its code is already there (another visit)', async () => {
    const { Form, arrive, load } = controlledForm();
    const first = render(<Form />);
    await userEvent.setup({ delay: null }).click(screen.getByLabelText('E-mail'));
    await arrive();
    first.unmount();

    render(<Form />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
