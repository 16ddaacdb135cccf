import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { PersonalData } from './accounts.data-export.repository.js';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The finished trips' start points as GPX 1.1 waypoints (trips have no recorded tracks yet). */
export function finishedTripsGpx(data: PersonalData): string {
  const points = data.finishedTrips.map(
    (trip) =>
      `  <wpt lat="${trip.startLat}" lon="${trip.startLng}">\n` +
      `    <time>${new Date(trip.finishedAt).toISOString()}</time>\n` +
      `    <name>${xmlEscape(trip.title)}</name>\n` +
      `    <desc>${trip.km} km</desc>\n` +
      '  </wpt>',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Toulky" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata><name>Toulky – dokončené výlety / finished trips</name></metadata>',
    ...points,
    '</gpx>',
    '',
  ].join('\n');
}

const README = `Toulky – vaše data / your data

my-data.json           everything Toulky holds about you: account, onboarding answers, interests, bookmarks,
                       finished trips (dates, km), ratings and their photos (with where each size of a photo
                       is served), newsletter, support messages, reports, appeals, sign-ins
finished-trips.gpx     the start points of your finished trips, for any map or GPS app
`;

/** The person's data as a ZIP, streamed as it is written. */
export function personalDataZip(data: PersonalData): Readable {
  const zip = new ZipFile();
  const mtime = new Date(data.exportedAt);
  zip.addBuffer(Buffer.from(README), 'README.txt', { mtime });
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), 'my-data.json', { mtime });
  zip.addBuffer(Buffer.from(finishedTripsGpx(data)), 'finished-trips.gpx', { mtime });
  zip.end();
  return zip.outputStream as Readable;
}
