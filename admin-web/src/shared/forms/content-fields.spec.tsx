import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders } from '../../test/render';
import { DateField } from './content-fields';

describe('DateField', () => {
  it('shows DD/MM/YYYY and a calendar in Portuguese, and gives yyyy-mm-dd', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <label>
        Início
        <DateField value="2026-11-15" onChange={onChange} />
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
          <DateField value="" onChange={onChange} />
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
