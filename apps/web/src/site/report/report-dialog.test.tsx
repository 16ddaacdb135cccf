import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../app/runtime-config';
import { site as cs } from '../../locales/cs/site';
import { site as en } from '../../locales/en/site';
import { SiteProvider } from '../site-context';
import type { SiteData, SiteLanguage, SiteTexts } from '../site-data';
import { ReportDialog } from './report-dialog';
import type { ReportTarget } from './report-target';

const PHOTO: ReportTarget = {
  kind: 'HIKER_PHOTO',
  id: '7d0c1d9e-2f0b-4c53-9c39-4d3c1f7a0b11',
  author: 'Klára D.',
  photo: {
    _id: '7d0c1d9e-2f0b-4c53-9c39-4d3c1f7a0b11',
    caption: 'Výhled z rozhledny',
    createdAt: '2026-11-20T10:00:00.000Z',
    user: { shortname: 'Klára D.' },
    image: { url: '/media/photo-1600.jpg', alt: 'Výhled z rozhledny', width: 1600, height: 1200, variants: [] },
  },
};

/** The dialog on a trip's page in `language`, answering the report with `answer`; the requests sent. */
function openDialog(language: SiteLanguage, texts: SiteTexts, answer: unknown) {
  const bodies: Array<{ variables: { input: Record<string, unknown> } }> = [];
  const headers: Array<Record<string, string>> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    headers.push(init?.headers as Record<string, string>);
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  const data: SiteData = {
    language,
    path: '/trips/1',
    twin: { href: '/en/trips/1', translated: true },
    publicUrl: 'https://toulky.example',
    texts,
    config: {} as RuntimeConfig,
    page: { kind: 'notFound' },
  };
  const onClose = vi.fn();
  render(
    <SiteProvider value={data}>
      <ReportDialog target={PHOTO} onClose={onClose} />
    </SiteProvider>,
  );
  return { bodies, headers, onClose };
}

const submit = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe.each([
  { language: 'cs_CZ', tag: 'cs', texts: cs as SiteTexts },
  { language: 'en_US', tag: 'en', texts: en as SiteTexts },
] as const)('the site’s report dialog ($tag)', ({ language, tag, texts }) => {
  const t = texts.report;

  beforeAll(() => {
    // happy-dom's <dialog> may lack the modal methods; the dialog needs only that they open and close it.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it('says what is missing in the page’s language, focusing the first field in error, and sends nothing', async () => {
    const { bodies } = openDialog(language, texts, { data: { reportContent: true } });
    expect(screen.getByRole('heading', { name: t.photoTitle })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: t.reasons.ILLEGAL_CONTENT }));
    fireEvent.click(screen.getByRole('radio', { name: t.reasons.OTHER }));
    await submit(t.submit);
    expect(bodies).toEqual([]);
    expect(screen.getAllByText(t.required)).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: new RegExp(t.explanation) }));
  });

  it('reports the photo as a visitor in the page’s language and acknowledges where the confirmation went', async () => {
    const { bodies, headers } = openDialog(language, texts, { data: { reportContent: true } });
    fireEvent.click(screen.getByRole('radio', { name: t.reasons.PERSONAL_DATA }));
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(t.explanation) }), {
      target: { value: ' Je na ní vidět SPZ. ' },
    });
    expect(screen.getByText(t.counter.replace('{{count}}', '19').replace('{{max}}', '1000'))).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(t.email) }), {
      target: { value: 'jana@example.cz' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(t.goodFaith) }));
    await submit(t.submit);
    expect(bodies.map((body) => body.variables.input)).toEqual([
      {
        targetKind: 'HIKER_PHOTO',
        targetId: PHOTO.id,
        reason: 'PERSONAL_DATA',
        explanation: 'Je na ní vidět SPZ.',
        email: 'jana@example.cz',
        goodFaith: true,
      },
    ]);
    expect(headers[0]['accept-language']).toBe(tag);
    expect(screen.getByRole('heading', { name: t.sentTitle })).toBeTruthy();
    expect(screen.getByText(t.sent.replace('{{email}}', 'jana@example.cz'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.close }));
  });

  it('keeps everything typed when the report fails, and says so above the form', async () => {
    openDialog(language, texts, { errors: [{ message: 'Too many', extensions: { code: 'ACTION_NOT_ALLOWED' } }] });
    fireEvent.click(screen.getByRole('radio', { name: t.reasons.SPAM }));
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(t.email) }), {
      target: { value: 'jana@example.cz' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(t.goodFaith) }));
    await submit(t.submit);
    expect(screen.getByRole('alert').textContent).toBe(t.tooManyLater);
    expect(screen.getByRole('radio', { name: t.reasons.SPAM })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: new RegExp(t.email) })).toHaveProperty('value', 'jana@example.cz');
    expect(screen.getByRole('checkbox', { name: new RegExp(t.goodFaith) })).toHaveProperty('checked', true);
  });
});
