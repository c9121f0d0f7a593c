import { ErrorCode } from '@clube/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../test/console-guard';
import { apiError, fakeApi } from '../../test/fake-api';
import { stubGlobal } from '../../test/globals';
import { renderWithProviders, staffSession } from '../../test/render';
import { ExportButton } from './export-button';
import { formatBytes } from './stream-export';

describe('formatBytes', () => {
  it('reads as people do in Portuguese (powers of 1024)', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1.023 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024 + 200 * 1024)).toBe('5,2 MB');
  });
});

describe('ExportButton', () => {
  it("shows the API's refusal (JSON error shape) and saves nothing", async () => {
    expectConsole('error', /Falha ao exportar/);
    const api = fakeApi({
      'GET /things/export': apiError(400, ErrorCode.ValidationFailed, 'Período inválido.'),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderWithProviders(
      <ExportButton request={{ url: '/things/export', params: { a: 1, b: undefined } }} />,
      { session: staffSession() },
    );
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    expect(await screen.findByText('Período inválido.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(Object.fromEntries(api.callsTo('GET /things/export')[0]?.query ?? [])).toEqual({
      a: '1',
    });
    click.mockRestore();
  });

  it("'Cancelar' stops a download on its way", async () => {
    fakeApi();
    let aborted = false;
    stubGlobal('fetch', async (input: Request) => {
      input.signal.addEventListener('abort', () => {
        aborted = true;
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(2048));
          input.signal.addEventListener('abort', () => controller.error(input.signal.reason));
        },
      });
      return new Response(body, {
        headers: {
          'Content-Disposition': 'attachment; filename="x.xlsx"',
          'Content-Length': '8192',
          'X-Total-Rows': '40',
        },
      });
    });
    const { user } = renderWithProviders(<ExportButton request={{ url: '/things/export' }} />, {
      session: staffSession(),
    });
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    expect(
      await screen.findByText('Recebendo planilha: 2,0 KB de 8,0 KB · 40 registros'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Exportação cancelada.')).toBeInTheDocument();
    await waitFor(() => expect(aborted).toBe(true));
    expect(screen.queryByText(/Recebendo planilha/)).not.toBeInTheDocument();
  });
});
