import sharp from 'sharp';
import { gql, inLanguage, type SeededUser, seedUser } from './api';
import { tokenOf } from './console';
import { E2E } from './environment';
import type { Language } from './texts';

/** A landscape drawn as a phone would take it (4:3, 1200 px wide), so thumbnails and screenshots look like photos. */
const LANDSCAPE = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7fb3e6"/><stop offset="1" stop-color="#dcecf7"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="930" cy="190" r="70" fill="#fff3c4"/>
  <path d="M0 560 L260 330 L470 500 L700 260 L980 520 L1200 380 L1200 900 L0 900 Z" fill="#5d7f6a"/>
  <path d="M0 700 Q300 560 620 680 T1200 640 L1200 900 L0 900 Z" fill="#3f6b45"/>
  <path d="M560 900 Q600 780 660 700" stroke="#c8a878" stroke-width="26" fill="none"/>
</svg>`);

/** A JPEG of the landscape, as a hiker uploads it. */
export function landscapeJpeg(): Promise<Buffer> {
  return sharp(LANDSCAPE).jpeg({ quality: 82 }).toBuffer();
}

/** Uploads a photo as the rating dialog does (POST /api/ratings/photos, the file as the body); its pending id. */
export async function uploadHikerPhoto(token: string, body: Buffer): Promise<string> {
  const response = await fetch(`${E2E.appUrl}/api/ratings/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(body),
  });
  if (response.status !== 201) throw new Error(`Upload refused: ${response.status} ${await response.text()}`);
  const { photo } = (await response.json()) as { photo: { _id: string } };
  return photo._id;
}

/**
 * A new hiker who speaks the run's language rates the trip (one star, `text`) with one photo captioned `caption`,
 * through the API as the app does: the author.
 */
export async function ratingWithPhotoBy(
  language: Language,
  tripId: string,
  text: string,
  caption: string,
): Promise<{ author: SeededUser }> {
  const author = await seedUser(E2E.appUrl, 'photographer');
  const token = await tokenOf(author);
  // Mails follow the account's language, as after a language change in the app's settings.
  await gql(
    E2E.appUrl,
    'mutation L($l: Language!) { updateMyProfile(input: { language: $l }) { _id } }',
    { l: language.code },
    token,
  );
  const pending = await uploadHikerPhoto(token, await landscapeJpeg());
  const { rateTrip } = await gql<{
    rateTrip: { ratings: { edges: Array<{ _id: string; text: string; photos: Array<{ _id: string }> }> } };
  }>(
    E2E.appUrl,
    `mutation R($id: ID!, $text: String!, $photos: [HikerPhotoInput!]) {
      rateTrip(id: $id, input: { score: 1, text: $text, photos: $photos }) {
        ratings(pagination: { pageSize: 50 }) { edges { _id text photos { _id } } }
      }
    }`,
    { id: tripId, text, photos: [{ id: pending, caption }] },
    token,
  );
  const rating = rateTrip.ratings.edges.find((edge) => edge.text === text);
  if (!rating?.photos[0]) throw new Error(`The rating "${text}" with its photo is not among the trip's`);
  return { author };
}

/** The captions of the trip's hikers' photos a reader (signed out) gets. */
export async function hikerPhotoCaptions(language: Language, tripId: string): Promise<string[]> {
  const data = await gql<{ publishedTrip: { hikerPhotos: { edges: Array<{ caption: string }> } } }>(
    E2E.appUrl,
    'query T($id: ID!) { publishedTrip(id: $id) { hikerPhotos(pagination: { pageSize: 50 }) { edges { caption } } } }',
    { id: tripId },
    undefined,
    inLanguage(language),
  );
  return data.publishedTrip.hikerPhotos.edges.map((photo) => photo.caption);
}
