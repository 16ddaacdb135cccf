import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { ToastKind } from './toast';

export interface BookmarkTexts {
  add: string;
  remove: string;
  added: string;
  removed: string;
  failed: string;
}

interface BookmarkToggleProps {
  bookmarked: boolean;
  texts: BookmarkTexts;
  /** Sends the toggle; resolves to the new state. */
  toggle(): Promise<boolean>;
  /** Shows the outcome's toast (the app's `showToast`). */
  notify(kind: ToastKind, message: string): void;
  size?: string;
}

/** A heart that toggles a bookmark, with a success or failure toast (spec §8); the cache update redraws it. */
export function BookmarkToggle({ bookmarked, texts, toggle, notify, size = 'lg' }: BookmarkToggleProps) {
  const [busy, setBusy] = useState(false);
  const label = bookmarked ? texts.remove : texts.add;
  return (
    <ActionIcon
      variant={bookmarked ? 'filled' : 'white'}
      color={bookmarked ? 'red.8' : 'dark'}
      radius="xl"
      size={size}
      aria-label={label}
      aria-pressed={bookmarked}
      title={label}
      loading={busy}
      onClick={async (event) => {
        event.preventDefault();
        event.stopPropagation();
        setBusy(true);
        try {
          notify('success', (await toggle()) ? texts.added : texts.removed);
        } catch {
          notify('error', texts.failed);
        } finally {
          setBusy(false);
        }
      }}
    >
      {bookmarked ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
