import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearPosition } from './near-position';

/** The device's position service (the browser's boundary), answering each request when told to. */
function geolocation() {
  const requests: Array<{ answer: PositionCallback; fail: PositionErrorCallback | null | undefined }> = [];
  const service = {
    getCurrentPosition: vi.fn((answer: PositionCallback, fail?: PositionErrorCallback | null) => {
      requests.push({ answer, fail });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: service, configurable: true });
  return { service, requests };
}

function wrapper({ children }: { children: ReactNode }) {
  // Nothing here asks the API while the device answers (the profile's city is asked only when it cannot).
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('useNearPosition', () => {
  it('asks the device once when the position is wanted, and takes its answer', async () => {
    const { service, requests } = geolocation();
    const { result, rerender } = renderHook(({ enabled }) => useNearPosition(enabled), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current).toEqual({ status: 'off' });
    expect(service.getCurrentPosition).not.toHaveBeenCalled();

    rerender({ enabled: true });
    expect(result.current).toEqual({ status: 'locating' });
    expect(service.getCurrentPosition).toHaveBeenCalledTimes(1);

    await act(async () => {
      requests[0]?.answer({ coords: { latitude: 50.07553, longitude: 14.43781 } } as GeolocationPosition);
    });
    expect(result.current).toEqual({ status: 'device', near: { lat: 50.076, lng: 14.438 } });
    expect(service.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('uses a position found in the last ten minutes (the one above) without asking again', () => {
    const { service } = geolocation();
    const { result } = renderHook(() => useNearPosition(true), { wrapper });
    expect(result.current).toEqual({ status: 'device', near: { lat: 50.076, lng: 14.438 } });
    expect(service.getCurrentPosition).not.toHaveBeenCalled();
  });
});
