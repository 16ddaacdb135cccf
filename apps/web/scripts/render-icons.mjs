#!/usr/bin/env node
// Renders the PWA icons (PNG) from public/favicon.svg with Debian's Chromium: `npm run icons -w apps/web`.
// The PNGs are committed; run this again only when the logo changes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const icons = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep the logo inside the central 80 % safe zone on a full-bleed background.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.14 },
  { file: 'apple-touch-icon.png', size: 180, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { file, size, padding } of icons) {
  const inset = Math.round(size * padding);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:#1d6b3a"><div style="padding:${inset}px">${svg.replace('<svg ', `<svg width="${size - 2 * inset}" height="${size - 2 * inset}" `)}</div></body>`,
  );
  await page.screenshot({ path: new URL(`../public/${file}`, import.meta.url).pathname, omitBackground: false });
  console.log(`public/${file}`);
}
await browser.close();
