/** Flags for Debian's Chromium as root in a closed network: no sandbox, no GPU, and no background calls home. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The journeys' browser: Debian's `chromium-headless-shell`, the same Blink and V8 as `chromium` without the desktop
 * browser around them (what Playwright itself runs headless). On CI's two CPUs the same journeys took 29 % less
 * worker time in it than in the full browser in its headless mode (424 → 301 s for trips, wall, trip detail and
 * profile), the browser process doing half the work. `CHROMIUM_PATH` picks another binary.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  args,
};

/** The full browser, for what measures the page as a person's Chrome runs it (Lighthouse, interaction timings). */
export const fullChromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args,
};
