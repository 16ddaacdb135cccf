import { describe, expect, it } from 'vitest';
import { matchesOffline } from './offline-match';

const trip = ['Sněžka z Pece pod Sněžkou', 'Krkonoše', 'Na nejvyšší horu Česka.', '<p>Lanovka jezdí celý rok.</p>'];

describe('matchesOffline', () => {
  it('finds a saved trip by the starts of its words and their other endings, any case and diacritics', () => {
    expect(matchesOffline('snezka', trip)).toBe(true);
    expect(matchesOffline('na Sněžku', trip)).toBe(true);
    expect(matchesOffline('krkonos', trip)).toBe(true);
    expect(matchesOffline('lanovkou', trip)).toBe(true);
  });

  it('needs every word, and nothing for an empty query', () => {
    expect(matchesOffline('snezka lednice', trip)).toBe(false);
    expect(matchesOffline('  ', trip)).toBe(false);
    expect(matchesOffline('pec', ['Pecka'])).toBe(true);
    expect(matchesOffline('pecen', ['Pecka'])).toBe(false);
  });
});
