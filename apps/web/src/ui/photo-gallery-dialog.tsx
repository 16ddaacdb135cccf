import { ActionIcon, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useRef } from 'react';
import { Dialog } from './dialog';
import type { SourcedImage } from './image-sources';
import classes from './photo-gallery-dialog.module.css';
import { Picture } from './picture';

/** One photo of a gallery: the picture, its caption (may be empty) and whose and when, already worded. */
export interface GalleryPhoto {
  _id: string;
  /** Its size, when known, shapes the frame, so a landscape photo on a phone has no bars above and below. */
  image: SourcedImage & { width?: number | null; height?: number | null };
  caption: string;
  credit: string;
}

interface PhotoGalleryDialogProps {
  photos: readonly GalleryPhoto[];
  /** The photo shown; the caller keeps it, so the dialog can open at the photo that was clicked. */
  index: number;
  onIndexChange(index: number): void;
  opened: boolean;
  onClose(): void;
  /** False while another dialog is on top of the gallery, whose Escape is its own. */
  closeOnEscape?: boolean;
  labels: {
    title: string;
    previous: string;
    next: string;
    /** "3 / 7" as shown, and "Photo 3 of 7" as announced. */
    position(index: number, count: number): string;
    positionLabel(index: number, count: number): string;
  };
  /** Buttons under the photo (Report). */
  actions?(photo: GalleryPhoto): ReactNode;
}

/** The picture fills the dialog's width, which is the whole screen on a phone and at most 960 px beyond. */
const SIZES = '(min-width: 62em) 960px, 100vw';
/** How far a finger moves sideways before it counts as a swipe. */
const SWIPE_PX = 40;

/**
 * Photos one at a time, large: the arrow keys and a swipe move between them (wrapping round), Escape closes and focus
 * goes back to what opened it (Mantine's modal), and each move is announced with the photo's position.
 */
export function PhotoGalleryDialog({
  photos,
  index,
  onIndexChange,
  opened,
  onClose,
  closeOnEscape = true,
  labels,
  actions,
}: PhotoGalleryDialogProps) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const current = Math.min(Math.max(index, 0), count - 1);
  const photo = photos[current];
  const move = (by: number) => {
    if (count > 1) onIndexChange((current + by + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(point.clientY - start.y)) move(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      closeOnEscape={closeOnEscape}
      title={labels.title}
      size={960}
      classNames={{ content: classes.content, body: classes.body }}
      onKeyDown={onKeyDown}
    >
      {photo && (
        <Stack gap="sm">
          <figure className={classes.figure} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <div
              className={classes.frame}
              style={
                photo.image.width && photo.image.height
                  ? { aspectRatio: `${photo.image.width} / ${photo.image.height}` }
                  : { height: 'var(--gallery-max-height)' }
              }
            >
              <Picture
                key={photo._id}
                image={photo.image}
                sizes={SIZES}
                alt={photo.caption}
                fit="contain"
                className={classes.image}
              />
            </div>
            <figcaption className={classes.caption}>
              {photo.caption && (
                <Text size="md" className={classes.captionText}>
                  {photo.caption}
                </Text>
              )}
              <Text size="sm" c="gray.7">
                {photo.credit}
              </Text>
            </figcaption>
          </figure>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label={labels.previous}
                disabled={count < 2}
                onClick={() => move(-1)}
              >
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              <Text size="sm" fw={600} aria-hidden className={classes.position}>
                {labels.position(current + 1, count)}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label={labels.next}
                disabled={count < 2}
                onClick={() => move(1)}
              >
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </Group>
            {actions?.(photo)}
          </Group>
          <VisuallyHidden role="status">{labels.positionLabel(current + 1, count)}</VisuallyHidden>
        </Stack>
      )}
    </Dialog>
  );
}
