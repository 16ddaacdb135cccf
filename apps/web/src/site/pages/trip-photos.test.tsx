import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../app/runtime-config';
import { site as cs } from '../../locales/cs/site';
import { ReportLauncher } from '../report/report-launcher';
import { SiteProvider } from '../site-context';
import type { SiteData, SitePhoto } from '../site-data';
import { HikerPhotos } from './trip-photos';

const PHOTO: SitePhoto = {
  _id: 'photo-1',
  caption: 'Cesta k vrcholu',
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { shortname: 'Klára D.' },
  image: {
    url: '/media/p-1600.jpg',
    alt: 'Cesta k vrcholu',
    width: 1600,
    height: 1200,
    variants: [
      { url: '/media/p-480.avif', width: 480, format: 'AVIF' },
      { url: '/media/p-480.webp', width: 480, format: 'WEBP' },
      { url: '/media/p-480.jpg', width: 480, format: 'JPEG' },
      { url: '/media/p-1600.jpg', width: 1600, format: 'JPEG' },
    ],
  },
};

const DATA: SiteData = {
  language: 'cs_CZ',
  path: '/trips/1',
  twin: { href: '/en/trips/1', translated: true },
  publicUrl: 'https://toulky.example',
  texts: cs,
  config: {} as RuntimeConfig,
  page: { kind: 'notFound' },
};

const strip = (
  <SiteProvider value={DATA}>
    <ReportLauncher>
      <HikerPhotos photos={[PHOTO]} />
    </ReportLauncher>
  </SiteProvider>
);

describe('HikerPhotos', () => {
  it('shows each photo in its renditions, sized and lazy, opening its largest JPEG, captioned by its alt', () => {
    render(strip);
    const image = screen.getByRole('img', { name: PHOTO.caption });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '1200']);
    const types = [...document.querySelectorAll('picture source')].map((source) => source.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    const link = screen.getByRole('link', { name: /Zvětšit fotku od Klára D\./ });
    expect(link.getAttribute('href')).toBe('/media/p-1600.jpg');
  });

  it('has its Report button only once hydrated: the server’s page has none that would do nothing', () => {
    expect(renderToString(strip)).not.toContain(cs.tripPage.report);
    render(strip);
    expect(screen.getByRole('button', { name: 'Nahlásit fotku od Klára D.' })).toBeTruthy();
  });
});
