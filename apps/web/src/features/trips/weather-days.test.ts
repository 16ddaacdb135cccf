import { describe, expect, it } from 'vitest';
import { dayAndMonth, pragueToday, weatherKind } from './weather-days';

describe('weatherKind', () => {
  it('puts every WMO code Open-Meteo sends into its group', () => {
    const groups: Record<string, number[]> = {
      clear: [0],
      mainlyClear: [1],
      partlyCloudy: [2],
      overcast: [3],
      fog: [45, 48],
      drizzle: [51, 53, 55],
      freezingRain: [56, 57, 66, 67],
      rain: [61, 63, 65],
      snow: [71, 73, 75, 77, 85, 86],
      showers: [80, 81, 82],
      thunderstorm: [95, 96, 99],
    };
    for (const [group, codes] of Object.entries(groups)) {
      for (const code of codes) expect([code, weatherKind(code)]).toEqual([code, group]);
    }
    expect(weatherKind(10)).toBe('unknown');
    expect(weatherKind(99.5)).toBe('unknown');
  });
});

describe('forecast dates', () => {
  it('writes the day and month as the app writes dates', () => {
    expect(dayAndMonth('2026-06-14', 'cs')).toBe('14.6.');
    expect(dayAndMonth('2026-06-14', 'en')).toBe('14/6');
  });

  it("takes today from Prague's calendar, whatever the device's time zone", () => {
    expect(pragueToday(new Date('2026-06-13T22:30:00Z'))).toBe('2026-06-14');
    expect(pragueToday(new Date('2026-01-13T22:30:00Z'))).toBe('2026-01-13');
  });
});
