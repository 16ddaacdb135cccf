/** The hills-and-sun mark (the app's logo), decorative: the word "Toulky" beside it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d6b3a" />
      <path d="M8 50 26 22l9 13 6-8 15 23z" fill="#e8f5ec" />
      <circle cx="46" cy="18" r="6" fill="#f4c542" />
    </svg>
  );
}
