import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openToast } from './toast';

function renderToasts() {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

describe('a toast', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('shows the caller’s message and title, and names its close button as told', async () => {
    renderToasts();
    act(() => openToast({ kind: 'error', message: 'Not saved.', title: 'Needs a connection', closeLabel: 'Close' }));
    expect(await screen.findByText('Not saved.')).toBeTruthy();
    expect(screen.getByText('Needs a connection')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('leads through its link: the caller’s click instead of the browser’s navigation, and the toast closes', async () => {
    renderToasts();
    const onClick = vi.fn();
    act(() =>
      openToast({
        kind: 'success',
        message: 'Saved.',
        closeLabel: 'Zavřít',
        link: { label: 'Show saved', href: '/app/profile/saved', onClick },
      }),
    );
    const link = await screen.findByRole('link', { name: 'Show saved' });
    expect(link.getAttribute('href')).toBe('/app/profile/saved');
    expect(fireEvent.click(link)).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });
});
