import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { DateTimeField, formatInstant, instantToPicker, pickerToInstant } from './date-time-field';

describe('DateTimeField', () => {
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
        <DateTimeField value="2027-06-24T22:00:00.000Z" onChange={onChange} />
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
          <DateTimeField value="" onChange={onChange} />
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
