import { describe, expect, it } from 'vitest';
import { acceptVersion, detectVersionChange, VERSION_STORAGE_KEY } from './version-check';

describe('version check', () => {
  it('remembers the version on a first visit without calling it an update', () => {
    expect(detectVersionChange('1.2.0')).toBeNull();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('1.2.0');
    expect(detectVersionChange('1.2.0')).toBeNull();
  });

  it('reports a different stored version until the user accepts the new one', () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '1.1.0');
    expect(detectVersionChange('1.2.0')).toEqual({ previous: '1.1.0' });
    expect(detectVersionChange('1.2.0')).toEqual({ previous: '1.1.0' });
    acceptVersion('1.2.0');
    expect(detectVersionChange('1.2.0')).toBeNull();
  });
});
