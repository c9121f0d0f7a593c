/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import { createElement, useState } from 'react';
import { NETWORK_ERROR_MESSAGE, type ApiFailure } from './api-failure.js';
import { RecordLoader, type RecordQuery } from './record-loader.js';

interface News {
  id: number;
  title: string;
}

/** A form with state of its own, initialised from the record (as formik's initialValues). */
function TitleForm({ news }: { news: News }) {
  const [title] = useState(news.title);
  return createElement('input', {
    'aria-label': 'Título',
    defaultValue: title,
    'data-id': news.id,
  });
}

type Failed = (failure: ApiFailure, retry: () => void) => ReturnType<typeof createElement>;

function view(
  query: RecordQuery<News>,
  failed: Failed = (failure) => createElement('p', null, failure.message),
) {
  return createElement(RecordLoader<News>, {
    query,
    loading: createElement('p', null, 'Carregando...'),
    failed,
    children: (news: News) => createElement(TitleForm, { news }),
  });
}

describe('RecordLoader', () => {
  afterEach(cleanup);

  it('shows the loading state, then the form for the record', () => {
    const { container, rerender } = render(view({ isLoading: true }));
    expect(container.textContent).toBe('Carregando...');

    rerender(view({ isLoading: false, data: { id: 1, title: 'Festa' } }));
    expect(container.querySelector('input')?.value).toBe('Festa');
  });

  it('starts the form again for another record (its initial values are the new ones)', () => {
    const { container, rerender } = render(
      view({ isLoading: false, data: { id: 1, title: 'Festa' } }),
    );
    rerender(view({ isLoading: false, data: { id: 2, title: 'Torneio' } }));
    expect(container.querySelector('input')?.value).toBe('Torneio');
  });

  it('shows the failure with a retry that reads the record again', () => {
    const refetch = jest.fn();
    const failed = jest.fn((failure: ApiFailure, retry: () => void) => {
      retry();
      return createElement('p', null, `${failure.status}: ${failure.message}`);
    });
    const { container } = render(
      view(
        {
          isLoading: false,
          error: {
            status: 404,
            data: { statusCode: 404, error: 'Notícia não encontrada.', code: 'NOT_FOUND' },
          },
          refetch,
        },
        failed,
      ),
    );
    expect(container.textContent).toBe('404: Notícia não encontrada.');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('treats an answer that never came as a network failure', () => {
    const { container } = render(view({ isLoading: false, error: { status: 'FETCH_ERROR' } }));
    expect(container.textContent).toBe(NETWORK_ERROR_MESSAGE);
  });
});
