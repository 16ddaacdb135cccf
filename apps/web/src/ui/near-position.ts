import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { LatLngInput } from '../generated/graphql';
import { myCityQuery } from './graphql/my-city.query';

import type { NearPosition } from './near-distance';

export type { NearPosition };

/** A position this recent is used again instead of asking the device (returning to the list, opening the map). */
const REUSE_MS = 10 * 60_000;
const LOCATE_TIMEOUT_MS = 10_000;

let lastFix: { near: LatLngInput; at: number } | undefined;

/** Three decimals (about 100 m): enough for distances in km, and the list's cache survives a hand's tremor. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

type DeviceState = 'idle' | 'locating' | 'failed' | LatLngInput;

function freshFix(): LatLngInput | undefined {
  return lastFix && Date.now() - lastFix.at < REUSE_MS ? lastFix.near : undefined;
}

/**
 * The device's position when a screen found it in the last ten minutes (near me, the map, getting there), without
 * asking for it: what search measures its places and trips from, when it can.
 */
export const knownPosition = (): LatLngInput | undefined => freshFix();

/**
 * The person's position while `enabled`: the device's (asked once, reused for ten minutes), or, when the browser
 * refuses or cannot tell, the city of their profile.
 */
export function useNearPosition(enabled: boolean): NearPosition {
  const [device, setDevice] = useState<DeviceState>(() => freshFix() ?? 'idle');
  // Asked once each time the position is wanted: the effect depends on `enabled` alone. When it also depended on the
  // state it sets, 'locating' ran it again, whose clean-up dropped the first request's answer and asked the device
  // a second time.
  useEffect(() => {
    if (!enabled) return;
    const fix = freshFix();
    if (fix) {
      setDevice(fix);
      return;
    }
    if (!navigator.geolocation) {
      setDevice('failed');
      return;
    }
    let current = true;
    setDevice('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const near = { lat: rounded(coords.latitude), lng: rounded(coords.longitude) };
        lastFix = { near, at: Date.now() };
        if (current) setDevice(near);
      },
      () => {
        if (current) setDevice('failed');
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: REUSE_MS },
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  const city = useQuery(myCityQuery, { skip: !enabled || device !== 'failed' });
  const home = city.data?.me.city;
  return useMemo((): NearPosition => {
    if (!enabled) return { status: 'off' };
    if (typeof device === 'object') return { status: 'device', near: device };
    if (device !== 'failed' || city.loading) return { status: 'locating' };
    if (!home) return { status: 'unavailable' };
    // Copied: the cached object carries a __typename, which an input type refuses.
    return { status: 'city', near: { lat: home.coordinates.lat, lng: home.coordinates.lng }, city: home.name };
  }, [enabled, device, city.loading, home]);
}
