import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders } from '../../test/render';
import {
  DateInput,
  DateTimeInput,
  formatInstant,
  instantToPicker,
  pickerToInstant,
} from './date-inputs';

describe('DateTimeInput', () => {
  it('reads and writes instants on the club’s clock, whatever the browser’s zone', () => {
    expect(formatInstant('2026-12-20T23:00:00.000Z')).toBe('20/12/2026 20:00');
    expect(formatInstant('')).toBe('');
    expect(formatInstant('amanhã')).toBe('');
    const picked = instantToPicker('2026-12-20T23:00:00.000Z');
    expect(picked && pickerToInstant(picked)).toBe('2026-12-20T20:00:00-03:00');
  });

  it('shows DD/MM/YYYY HH:mm and gives the typed value as an instant with its offset', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <label>
        Início
        <DateTimeInput value="2027-06-24T22:00:00.000Z" onChange={onChange} />
      </label>,
    );
    const input = screen.getByLabelText('Início');
    expect(input).toHaveValue('24/06/2027 19:00');
    await user.clear(input);
    await user.paste('25/06/2027 08:30');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2027-06-25T08:30:00-03:00');
  });

  it('Enter confirms the typed value without submitting the form around it', async () => {
    const onChange = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <label>
          Fim
          <DateTimeInput value="" onChange={onChange} />
        </label>
        <button type="submit">Salvar</button>
      </form>,
    );
    const input = screen.getByLabelText('Fim');
    await user.click(input);
    await user.paste('26/06/2027 10:15');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-06-26T10:15:00-03:00');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DateInput', () => {
  it('shows DD/MM/YYYY and a calendar in Portuguese, and gives yyyy-mm-dd', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <label>
        Início
        <DateInput value="2026-11-15" onChange={onChange} />
      </label>,
    );
    const input = screen.getByLabelText('Início');
    expect(input).toHaveValue('15/11/2026');

    await user.click(input);

    // The month and the week days of the panel, in Portuguese.
    expect(await screen.findByRole('button', { name: 'Escolher mês' })).toHaveTextContent('Nov');
    const days = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(days).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    // Dates formatted by dayjs (antd's pickers, the app) are Portuguese as well.
    expect(dayjs('2026-11-15').format('MMMM')).toBe('novembro');

    await user.click(screen.getByTitle('2026-11-20'));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
  });

  it('Enter confirms the typed date without submitting the form around it', async () => {
    const onChange = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <label>
          Fim
          <DateInput value="" onChange={onChange} />
        </label>
        <button type="submit">Salvar</button>
      </form>,
    );
    await user.click(screen.getByLabelText('Fim'));
    await user.paste('21/12/2026');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-21');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
