import { useEffect } from 'react';
import { getRuntimeConfig } from '../runtime-config';
import { detectVersionChange } from './version-check';

/**
 * Tells the user when Toulky has a new version since their last visit (version-toast.tsx). The toast's code is
 * downloaded only then: nearly every visit runs the version the last one did, and the first load need not carry it.
 */
export function VersionNotice() {
  useEffect(() => {
    const { version } = getRuntimeConfig();
    if (!detectVersionChange(version)) return;
    import('./version-toast')
      .then((module) => module.showVersionToast(version))
      .catch((error: unknown) => console.warn('[version] the new version notice could not be loaded', error));
  }, []);
  return null;
}
