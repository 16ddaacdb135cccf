import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources as en } from '../locales/en/index';
import { initTestI18n } from '../test/i18n';
import { LoadFailure } from './load-failure';

const { needsConnection } = en.common;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderFailure(onRetry: () => void) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <LoadFailure title="The wall could not be loaded." retryLabel="Try again" onRetry={onRetry} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('a load that failed', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(() => setOnline(true));

  it('online, says so with a way to try again', () => {
    const onRetry = vi.fn();
    renderFailure(onRetry);
    expect(screen.getByText('The wall could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(needsConnection.title)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline, says kindly that it needs a connection, leads to the saved trips and tries again once online', () => {
    setOnline(false);
    const onRetry = vi.fn();
    renderFailure(onRetry);
    expect(screen.getByText(needsConnection.title)).toBeTruthy();
    expect(screen.queryByText('The wall could not be loaded.')).toBeNull();
    expect(screen.getByRole('link', { name: needsConnection.saved }).getAttribute('href')).toBe('/app/profile/saved');
    expect(onRetry).not.toHaveBeenCalled();
    setOnline(true);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The wall could not be loaded.')).toBeTruthy();
  });
});
