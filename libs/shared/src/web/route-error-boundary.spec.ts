/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RouteErrorBoundary } from './route-error-boundary.js';

/** A page whose code could not be loaded (a chunk gone after a deploy) throws while rendering. */
function BrokenPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}
const Page = ({ title }: { title: string }) => createElement('h1', null, title);

const view = (resetKey: string, page: ReturnType<typeof createElement>) =>
  createElement(RouteErrorBoundary, {
    resetKey,
    fallback: createElement('p', { role: 'alert' }, 'Não foi possível carregar esta página.'),
    children: page,
  });

describe('RouteErrorBoundary', () => {
  // React reports an error a boundary caught on the console; keep the run's output to results.
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('shows the page while it renders', () => {
    render(view('/eventos', createElement(Page, { title: 'Eventos' })));
    expect(screen.getByRole('heading', { name: 'Eventos' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fallback instead of a page that fails, until the user goes to another page', () => {
    const { rerender } = render(view('/eventos', createElement(BrokenPage)));
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar esta página.');

    // Same page (a re-render): the error stays.
    rerender(view('/eventos', createElement(Page, { title: 'Eventos' })));
    expect(screen.getByRole('alert')).toBeTruthy();

    // Another page: the boundary lets it render.
    rerender(view('/espacos', createElement(Page, { title: 'Espaços' })));
    expect(screen.getByRole('heading', { name: 'Espaços' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
