// The forecast strip's arithmetic of codes and days, apart from its components so it is tested without them.
import { pragueDate } from '../../ui/format/prague-calendar';

/** The groups of WMO weather codes the strip tells apart, each with its icon and its text in `trail:weather.codes`. */
export type WeatherKind =
  | 'clear'
  | 'mainlyClear'
  | 'partlyCloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'freezingRain'
  | 'snow'
  | 'showers'
  | 'thunderstorm'
  | 'unknown';

/** The group of a WMO weather code, as Open-Meteo documents the codes it sends. */
export function weatherKind(code: number): WeatherKind {
  if (code === 0) return 'clear';
  if (code === 1) return 'mainlyClear';
  if (code === 2) return 'partlyCloudy';
  if (code === 3) return 'overcast';
  if (code === 45 || code === 48) return 'fog';
  if (code === 51 || code === 53 || code === 55) return 'drizzle';
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'freezingRain';
  if (code === 61 || code === 63 || code === 65) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 80 && code <= 82) return 'showers';
  if (code === 95 || code === 96 || code === 99) return 'thunderstorm';
  return 'unknown';
}

/** Today in Prague, `YYYY-MM-DD`: the forecast's days are Prague's calendar days. */
export function pragueToday(now = new Date()): string {
  return pragueDate(now.getTime());
}

/** A forecast day as the app writes dates (spec §9): `14.6.` in Czech, `14/6` in English. */
export function dayAndMonth(date: string, language: string): string {
  const [, month, day] = date.split('-').map(Number);
  return language.startsWith('en') ? `${day}/${month}` : `${day}.${month}.`;
}
