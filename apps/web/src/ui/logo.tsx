import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isAppPath } from '../app/navigation';
import classes from './logo.module.css';

/** The hills-and-sun mark; decorative, the word "Toulky" carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-forest-8)" />
      <path d="M8 50 26 22l9 13 6-8 15 23z" fill="#e8f5ec" />
      <circle cx="46" cy="18" r="6" fill="#f4c542" />
    </svg>
  );
}

/** "Toulky" with its mark, linking to the given place (the public site's home page by default). */
export function Logo({ to = '/' }: { to?: string }) {
  const mark = (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text component="span" fw={800} fz="xl" c="forest.9">
        Toulky
      </Text>
    </Group>
  );
  // A public page is the server's document, not a route of the app.
  return isAppPath(to) ? (
    <Link to={to} className={classes.logo}>
      {mark}
    </Link>
  ) : (
    <a href={to} className={classes.logo}>
      {mark}
    </a>
  );
}
