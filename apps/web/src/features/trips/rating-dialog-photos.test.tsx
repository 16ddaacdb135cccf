import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripDetail as cs } from '../../locales/cs/trip-detail';
import { tripDetail as en } from '../../locales/en/trip-detail';
import { initTestI18n } from '../../test/i18n';
import { RatingDialog } from './rating-dialog';

/** An upload as the fake XMLHttpRequest saw it, which the test answers or watches being aborted. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: unknown = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const jpeg = (name: string) => new File([new Uint8Array(JPEG_BYTES)], name, { type: 'image/jpeg' });

const uploaded = (id: string) => ({
  photo: {
    _id: id,
    image: { _id: `image-${id}`, url: `/media/${id}.jpg`, alt: '', width: 800, height: 600, variants: [] },
    caption: '',
    createdAt: '2026-11-28T08:00:00.000Z',
  },
});

const rated = {
  rateTrip: {
    __typename: 'PublishedTrip',
    _id: 'trip-1',
    averageRating: 4,
    ratingsCount: 1,
    hasRated: true,
    myRating: null,
  },
};

const saved = {
  _id: 'saved-1',
  caption: 'Rozhledna',
  image: { url: '/media/saved-1.jpg', variants: [] },
};

/** The dialog, open, with every GraphQL operation it sends (name and variables). */
function openDialog(current?: { score: number; text: string; photos: (typeof saved)[] }) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    return of({ data: operation.operationName === 'DiscardHikerPhoto' ? { discardHikerPhoto: true } : rated });
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <MantineProvider env="test">
        <RatingDialog tripId="trip-1" opened current={current} onClose={() => {}} onSaved={() => {}} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return { sent };
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const choose = (...files: File[]) =>
  act(async () => {
    fireEvent.change(input(), { target: { files } });
  });

describe.each([
  { code: 'cs', trips: cs },
  { code: 'en', trips: en },
] as const)('the rating dialog’s photos ($code)', ({ code, trips }) => {
  const text = (template: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), template);

  beforeAll(async () => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
    await initTestI18n(code);
  });
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are chosen with a file input for JPEG, PNG and WebP, several at once, behind a named button', () => {
    openDialog();
    expect(input().accept).toBe('image/jpeg,image/png,image/webp');
    expect(input().multiple).toBe(true);
    expect(screen.getByRole('button', { name: trips.photos.add })).toBeTruthy();
  });

  it('refuse a text file named .jpg before sending it, and keep what was typed', async () => {
    openDialog();
    const comment = screen.getByRole('textbox', { name: trips.rating.text });
    fireEvent.change(comment, { target: { value: 'Krásná cesta' } });
    await choose(new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' }));
    expect(FakeUpload.sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(text(trips.photos.refused.NOT_AN_IMAGE, { name: 'notes.jpg' }));
    expect((comment as HTMLTextAreaElement).value).toBe('Krásná cesta');
  });

  it('refuse a photo over 15 MB before sending it', async () => {
    openDialog();
    const big = jpeg('big.jpg');
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    await choose(big);
    expect(FakeUpload.sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(text(trips.photos.refused.TOO_LARGE, { name: 'big.jpg' }));
  });

  it('upload at once with a progress bar, then take a caption, and save them in order with the rating', async () => {
    const { sent } = openDialog();
    await choose(jpeg('a.jpg'), jpeg('b.jpg'));
    expect(FakeUpload.sent.map((request) => [request.url, request.headers['content-type']])).toEqual([
      ['/api/ratings/photos', 'image/jpeg'],
      ['/api/ratings/photos', 'image/jpeg'],
    ]);
    await act(async () => FakeUpload.sent[0]?.progress(0.42));
    const bar = screen.getByRole('progressbar', { name: text(trips.photos.uploading, { index: 1 }) });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    await act(async () => {
      FakeUpload.sent[0]?.answer(201, uploaded('p1'));
      FakeUpload.sent[1]?.answer(201, uploaded('p2'));
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(text(trips.photos.uploaded, { index: 2 }));
    fireEvent.change(screen.getByRole('textbox', { name: text(trips.photos.caption, { index: 2 }) }), {
      target: { value: 'Výhled z rozhledny' },
    });
    fireEvent.click(screen.getByRole('radio', { name: trips.ratings.stars.replace('{{value}}', '5') }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: trips.rating.submit }));
    });
    expect(sent.filter((operation) => operation.name === 'RateTrip').map((operation) => operation.variables)).toEqual([
      {
        id: 'trip-1',
        input: {
          score: 5,
          text: '',
          photos: [
            { id: 'p1', caption: null },
            { id: 'p2', caption: 'Výhled z rozhledny' },
          ],
        },
      },
    ]);
  });

  it('cancel an upload by aborting its request', async () => {
    openDialog();
    await choose(jpeg('a.jpg'));
    fireEvent.click(screen.getByRole('button', { name: text(trips.photos.cancelFor, { index: 1 }) }));
    expect(FakeUpload.sent[0]?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('say the server’s refusal, and after the daily limit when more can be added', async () => {
    openDialog();
    await choose(jpeg('a.jpg'), jpeg('b.jpg'));
    await act(async () => {
      FakeUpload.sent[0]?.answer(422, { error: { code: 'BAD_USER_INPUT', reason: 'CORRUPT', requestId: 'r' } });
      FakeUpload.sent[1]?.answer(429, { error: { code: 'ACTION_NOT_ALLOWED', retryAfter: 3 * 3600 - 60 } });
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      text(trips.photos.refused.CORRUPT, { name: 'a.jpg' }),
      text(code === 'cs' ? cs.photos.limitHours_few : en.photos.limitHours_other, { count: 3 }),
    ]);
  });

  it('delete a removed photo that was uploaded but not saved', async () => {
    const { sent } = openDialog();
    await choose(jpeg('a.jpg'));
    await act(async () => FakeUpload.sent[0]?.answer(201, uploaded('p1')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: text(trips.photos.removeFor, { index: 1 }) }));
    });
    expect(sent).toEqual([{ name: 'DiscardHikerPhoto', variables: { id: 'p1' } }]);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('show a rating’s saved photos when it is changed, and take at most 5 in all', async () => {
    openDialog({ score: 4, text: 'Pěkné', photos: [saved] });
    const list = screen.getByRole('list');
    expect(within(list).getByRole('textbox', { name: text(trips.photos.caption, { index: 1 }) })).toHaveProperty(
      'value',
      'Rozhledna',
    );
    await choose(jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg'), jpeg('5.jpg'));
    expect(FakeUpload.sent).toHaveLength(4);
    expect(screen.getByRole('alert').textContent).toBe(text(trips.photos.refused.TOO_MANY, { name: '5.jpg' }));
    expect(screen.getByRole('button', { name: trips.photos.add })).toHaveProperty('disabled', true);
  });
});
