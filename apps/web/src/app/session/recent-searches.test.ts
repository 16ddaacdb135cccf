import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAllSearches, forgetSearch, recentSearches, rememberSearch } from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last five, newest first, each once whatever its case and spaces', () => {
    for (const query of ['Sněžka', 'karlštejn', 'Beroun', 'rozhledna', 'Telč', 'Lednice']) rememberSearch(query);
    expect(recentSearches()).toEqual(['Lednice', 'Telč', 'rozhledna', 'Beroun', 'karlštejn']);
    rememberSearch('  BEROUN ');
    expect(recentSearches()).toEqual(['BEROUN', 'Lednice', 'Telč', 'rozhledna', 'karlštejn']);
    expect(rememberSearch('   ')).toEqual(recentSearches());
  });

  it('forgets one or all, and survives what another version stored', () => {
    rememberSearch('Sněžka');
    rememberSearch('Beroun');
    expect(forgetSearch('Sněžka')).toEqual(['Beroun']);
    expect(forgetAllSearches()).toEqual([]);
    expect(localStorage.getItem('recentSearches')).toBeNull();
    localStorage.setItem('recentSearches', '{"not":"a list"}');
    expect(recentSearches()).toEqual([]);
    localStorage.setItem('recentSearches', '["Telč", 3, null]');
    expect(recentSearches()).toEqual(['Telč']);
  });
});
