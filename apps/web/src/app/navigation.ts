/** Navigation usable outside React (Apollo links, sign-in, sign-out); the router registers itself at start-up. */
export type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate = (to, options) => {
  // Before the router exists a full page load is the only way to move.
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** Called once by the router so that navigation stays client-side. */
export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/**
 * Whether a path belongs to the app (under /app, and the editor console under /admin); the public site's pages are
 * documents of the server's.
 */
export function isAppPath(path: string): boolean {
  return /^\/(app|admin)(\/|\?|#|$)/.test(path);
}

/**
 * Navigates to a path; resolves when the navigation (including lazy route code) has finished. The app's paths stay
 * client-side; a public page (the landing page after sign-out, the legal texts) is loaded from the server.
 */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (!isAppPath(to)) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  await navigateImpl(to, options);
}
