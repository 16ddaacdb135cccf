import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
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

/**
 * "Toulky" with its mark. With `to`, it links to that route of the app; without, to the public site's home page, a
 * document of the server's rather than a route.
 */
export function Logo({ to }: { to?: string }) {
  const mark = (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text component="span" fw={800} fz="xl" c="forest.9">
        Toulky
      </Text>
    </Group>
  );
  return to ? (
    <Link to={to} className={classes.logo}>
      {mark}
    </Link>
  ) : (
    <a href="/" className={classes.logo}>
      {mark}
    </a>
  );
}
