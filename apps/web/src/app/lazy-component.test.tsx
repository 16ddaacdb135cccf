import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Failure() {
  const error = useRouteError();
  return <p>failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function renderAt(path: string, load: () => Promise<{ Screen: () => React.ReactNode }>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <main>
            <nav>tabs</nav>
            <Outlet />
          </main>
        ),
        children: [{ ErrorBoundary: Failure, children: [{ path: 'map', lazy: lazyComponent(load, (m) => m.Screen) }] }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('a code-split screen', () => {
  it('is shown once its code has loaded', async () => {
    renderAt('/map', async () => ({ Screen: () => <h1>Map</h1> }));
    expect(await screen.findByRole('heading', { name: 'Map' })).toBeTruthy();
  });

  it('whose code cannot be loaded (offline) fails into its error boundary, inside the layout, not into nothing', async () => {
    renderAt('/map', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('failed: Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.getByText('tabs')).toBeTruthy();
  });
});
