import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/i18n';
import { type GalleryPhoto, PhotoGalleryDialog } from './photo-gallery-dialog';

const PHOTOS: GalleryPhoto[] = [1, 2, 3].map((number) => ({
  _id: `p${number}`,
  image: {
    url: `/media/p${number}.jpg`,
    variants: [
      { url: `/media/p${number}-480.avif`, width: 480, format: 'AVIF' as const },
      { url: `/media/p${number}-480.jpg`, width: 480, format: 'JPEG' as const },
    ],
  },
  caption: number === 2 ? '' : `Caption ${number}`,
  credit: `Jana N., ${number}. 11. 2026`,
}));

const LABELS = {
  title: 'Photos from hikers',
  previous: 'Previous photo',
  next: 'Next photo',
  position: (index: number, count: number) => `${index} / ${count}`,
  positionLabel: (index: number, count: number) => `Photo ${index} of ${count}`,
};

/** A thumbnail that opens the gallery at the second photo, as the trip detail's do. */
function Gallery() {
  const [opened, setOpened] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <MantineProvider env="test">
      <button
        type="button"
        onClick={() => {
          setIndex(1);
          setOpened(true);
        }}
      >
        Open
      </button>
      <PhotoGalleryDialog
        photos={PHOTOS}
        index={index}
        onIndexChange={setIndex}
        opened={opened}
        onClose={() => setOpened(false)}
        labels={LABELS}
      />
    </MantineProvider>
  );
}

const dialog = () => screen.getByRole('dialog', { name: LABELS.title });
const key = (name: string) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement ?? dialog(), { key: name });
  });

describe('the photo gallery', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  async function open() {
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await act(async () => {
      fireEvent.click(opener);
    });
    return opener;
  }

  it('opens at the photo clicked, with its credit, a <picture> of its renditions, and its position announced', async () => {
    await open();
    expect(screen.getByRole('status').textContent).toBe('Photo 2 of 3');
    expect(dialog().textContent).toContain('2 / 3');
    expect(dialog().textContent).toContain('Jana N., 2. 11. 2026');
    const picture = dialog().querySelector('picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe('/media/p2-480.avif 480w');
    expect(picture?.querySelector('img')?.getAttribute('srcset')).toBe('/media/p2-480.jpg 480w');
  });

  it('moves with the arrow keys, round from the last to the first and back', async () => {
    await open();
    await key('ArrowRight');
    expect(screen.getByRole('status').textContent).toBe('Photo 3 of 3');
    expect(screen.getByRole('img', { name: 'Caption 3' })).toBeTruthy();
    await key('ArrowRight');
    expect(screen.getByRole('status').textContent).toBe('Photo 1 of 3');
    await key('ArrowLeft');
    expect(screen.getByRole('status').textContent).toBe('Photo 3 of 3');
  });

  it('moves with the Previous and Next buttons and with a swipe', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('status').textContent).toBe('Photo 1 of 3');
    const figure = dialog().querySelector('figure') as HTMLElement;
    // The modal's scroll lock reads the touches of both events too.
    const swipe = (from: { clientX: number; clientY: number }, to: { clientX: number; clientY: number }) => {
      fireEvent.touchStart(figure, { touches: [from], changedTouches: [from] });
      fireEvent.touchEnd(figure, { touches: [], changedTouches: [to] });
    };
    swipe({ clientX: 300, clientY: 200 }, { clientX: 200, clientY: 210 });
    expect(screen.getByRole('status').textContent).toBe('Photo 2 of 3');
    // Mostly downwards is a scroll, not a swipe.
    swipe({ clientX: 300, clientY: 100 }, { clientX: 250, clientY: 300 });
    expect(screen.getByRole('status').textContent).toBe('Photo 2 of 3');
  });

  it('closes with Escape and gives focus back to what opened it', async () => {
    const opener = await open();
    await key('Escape');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
