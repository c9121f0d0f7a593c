import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { FileInput } from './file-input';
import { FormField } from './form-field';

function Statute({ onPicked }: { onPicked: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormField id="estatuto" label="Estatuto (PDF)">
      {(a11y) => (
        <FileInput
          {...a11y}
          kind="document"
          value={file}
          onChange={(next) => {
            setFile(next);
            onPicked(next);
          }}
        />
      )}
    </FormField>
  );
}

describe('FileInput', () => {
  it("is a Portuguese 'Escolher arquivo' button with the chosen file's name, not the browser's picker", async () => {
    const picked: (File | null)[] = [];
    const { user } = renderWithProviders(<Statute onPicked={(file) => picked.push(file)} />);

    const button = screen.getByRole('button', { name: 'Escolher arquivo' });
    expect(button).toBeVisible();
    expect(button).toHaveAccessibleDescription('Estatuto (PDF) Nenhum arquivo escolhido');
    // The browser's own control ('Choose File / No file chosen') is not shown.
    const input = screen.getByLabelText('Estatuto (PDF)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(input).not.toBeVisible();

    const statute = new File(['%PDF-1.7'], 'estatuto-2026.pdf', { type: 'application/pdf' });
    await user.upload(input, statute);

    expect(picked).toEqual([statute]);
    expect(screen.getByText('estatuto-2026.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Desfazer escolha' }));
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeVisible();
    expect(picked).toEqual([statute, null]);
  });
});
