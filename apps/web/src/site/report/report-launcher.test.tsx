import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../app/runtime-config';
import { site as cs } from '../../locales/cs/site';
import { SiteProvider } from '../site-context';
import type { SiteData } from '../site-data';
import { ReportLauncher, useReport } from './report-launcher';

// The dialog's chunk fails to download, as it does when the connection dropped after the page loaded.
vi.mock('./report-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const DATA: SiteData = {
  language: 'cs_CZ',
  path: '/trips/1',
  twin: { href: '/en/trips/1', translated: true },
  publicUrl: 'https://toulky.example',
  texts: cs,
  config: {} as RuntimeConfig,
  page: { kind: 'notFound' },
};

function Opener() {
  const report = useReport();
  return (
    <button
      type="button"
      onClick={(event) =>
        report?.({ kind: 'RATING', id: 'r-1', author: 'Klára D.', text: 'Krásná vyhlídka' }, event.currentTarget)
      }
    >
      Nahlásit
    </button>
  );
}

describe('ReportLauncher', () => {
  it('says so when the report dialog cannot be downloaded, instead of doing nothing', async () => {
    render(
      <SiteProvider value={DATA}>
        <ReportLauncher>
          <Opener />
        </ReportLauncher>
      </SiteProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nahlásit' }));
    expect(await screen.findByText(cs.report.unavailable)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
