import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { RichTextEditor } from './rich-text-editor';

function Harness({ onChange }: { onChange: (html: string) => void }) {
  const [value, setValue] = useState('<p>Olá</p>');
  return (
    <>
      <label htmlFor="texto">Texto</label>
      <RichTextEditor
        id="texto"
        aria-label="Texto"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <output aria-label="HTML">{value}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the HTML it is given and emits HTML as the text is formatted', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);

    const box = screen.getByRole('textbox', { name: 'Texto' });
    expect(box).toHaveTextContent('Olá');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Negrito' }));

    expect(screen.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Olá</strong></p>');
    expect(screen.getByLabelText('HTML')).toHaveTextContent('<p><strong>Olá</strong></p>');

    await user.click(screen.getByRole('button', { name: 'Lista com marcadores' }));
    // The starter kit keeps an empty paragraph after a list (room to type below it).
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^<ul><li><p><strong>Olá<\/strong><\/p><\/li><\/ul>/),
    );

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Olá</strong></p>');
  });

  it('emits an empty string once the text is gone', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Texto' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
