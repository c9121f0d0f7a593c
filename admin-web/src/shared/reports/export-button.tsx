import { FileExcelOutlined } from '@ant-design/icons';
import { MSG } from '@clube/shared';
import { failureMessage, saveDownloadedFile, UNEXPECTED_ERROR_MESSAGE } from '@clube/shared/web';
import { Button, Progress } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { baseQuery } from '../api/base-api';
import { useNotice } from '../feedback/notice';
import {
  baseQueryApiOf,
  exportFetchArgs,
  formatBytes,
  isStreamedFile,
  type ExportProgress,
  type ExportRequest,
  type StreamedFile,
} from './stream-export';
import './reports.css';

export const EXPORT_LABEL = 'Exportar planilha';
export const EXPORT_CANCELLED = 'Exportação cancelada.';

const rowsText = (rows: number) =>
  `${rows.toLocaleString('pt-BR')} ${rows === 1 ? 'registro' : 'registros'}`;

/** 'Recebendo planilha: 1,2 MB de 3,4 MB · 50.000 registros'. */
export function progressText({ bytes, totalBytes, totalRows }: ExportProgress): string {
  const size = totalBytes
    ? `${formatBytes(bytes)} de ${formatBytes(totalBytes)}`
    : formatBytes(bytes);
  return `Recebendo planilha: ${size}${totalRows !== null ? ` · ${rowsText(totalRows)}` : ''}`;
}

/** 'Planilha salva: relatorio.xlsx (50.000 registros, 1,2 MB)'. */
export function savedText(file: StreamedFile): string {
  const details = [
    file.totalRows !== null ? rowsText(file.totalRows) : null,
    formatBytes(file.bytes),
  ]
    .filter(Boolean)
    .join(', ');
  return `Planilha salva: ${file.fileName} (${details})`;
}

type State =
  | { phase: 'idle' }
  | { phase: 'receiving'; progress: ExportProgress }
  | { phase: 'saved'; file: StreamedFile };

/**
 * Downloads a report's spreadsheet through the one base query (the session's token, its
 * renewal on a 401, the 403 notice), reading the answer as a stream: the bytes received
 * and the rows the API announced show while it arrives, then the file is saved.
 */
export function useSpreadsheetExport(errorLog: string) {
  const store = useStore();
  const notice = useNotice();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops a download on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: ExportRequest) => {
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'receiving', progress: { bytes: 0, totalBytes: null, totalRows: null } });
      const result = await baseQuery(
        exportFetchArgs(request, (progress) => {
          if (!abort.signal.aborted) setState({ phase: 'receiving', progress: { ...progress } });
        }),
        baseQueryApiOf(store, abort),
        {},
      );
      if (controller.current === abort) controller.current = null;
      if (abort.signal.aborted) {
        setState({ phase: 'idle' });
        notice({ kind: 'info', title: EXPORT_CANCELLED });
        return;
      }
      if (result.error || !isStreamedFile(result.data)) {
        console.error(errorLog, result.error ?? result.data);
        setState({ phase: 'idle' });
        notice({
          kind: 'error',
          title: result.error ? failureMessage(result.error) : UNEXPECTED_ERROR_MESSAGE,
        });
        return;
      }
      saveDownloadedFile(result.data);
      setState({ phase: 'saved', file: result.data });
      notice({ kind: 'success', title: MSG.downloadSuccess });
    },
    [errorLog, notice, store],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}

/**
 * 'Exportar planilha': the report's whole filter as an .xlsx, with the download's progress
 * (bytes received, the `X-Total-Rows` count, a bar when the size is known) and 'Cancelar'
 * while it arrives, then what was saved.
 */
export function ExportButton({
  request,
  disabled = false,
  errorLog = 'Falha ao exportar o relatório',
}: {
  request: ExportRequest;
  disabled?: boolean;
  /** Logged (console.error) with the failure. */
  errorLog?: string;
}) {
  const { state, start, cancel } = useSpreadsheetExport(errorLog);
  const receiving = state.phase === 'receiving';
  return (
    <div className="report-export">
      <Button
        icon={<FileExcelOutlined aria-hidden />}
        loading={receiving}
        disabled={disabled}
        onClick={() => void start(request)}
      >
        {EXPORT_LABEL}
      </Button>
      <div className="report-export__status" role="status" aria-live="polite">
        {state.phase === 'receiving' ? (
          <>
            {state.progress.totalBytes ? (
              <Progress
                size="small"
                className="report-export__bar"
                percent={Math.min(
                  100,
                  Math.round((state.progress.bytes / state.progress.totalBytes) * 100),
                )}
              />
            ) : null}
            <span>{progressText(state.progress)}</span>
            <Button type="link" size="small" onClick={cancel}>
              Cancelar
            </Button>
          </>
        ) : state.phase === 'saved' ? (
          <span>{savedText(state.file)}</span>
        ) : null}
      </div>
    </div>
  );
}
