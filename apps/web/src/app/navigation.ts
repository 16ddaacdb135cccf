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

/** Navigates to an in-app path; resolves when the navigation (including lazy route code) has finished. */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigateImpl(to, options);
}
