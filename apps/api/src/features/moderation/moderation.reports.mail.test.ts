import { describe, expect, it } from 'vitest';
import { statementOfReasonsMail } from './moderation.reports.mail.js';

const LINK = 'https://toulky.example/app/trips/3f0c2a10-0000-4000-8000-000000000001';
const HIDDEN = {
  tripTitle: 'Na Sněžku',
  caption: null,
  ground: 'SPAM',
  explanation: 'Reklama na obchod.',
  supportEmail: 'podpora@toulky.cz',
};

describe('the statement of reasons', () => {
  it('sends a Czech author to the trip’s page to appeal, with support as the other way', () => {
    const mail = statementOfReasonsMail('cs_CZ', 'karel@example.cz', HIDDEN, LINK);
    expect(mail.link).toBe(LINK);
    expect(mail.text).toContain('Důvod: spam nebo reklama. Vysvětlení redakce:\nReklama na obchod.');
    expect(mail.text).toContain(
      `Do 6 měsíců se můžete odvolat přímo v aplikaci: na stránce výletu (${LINK}) zvolte u svého hodnocení „Odvolat se“`,
    );
    expect(mail.text).toContain('Odvolání nám můžete také poslat na podpora@toulky.cz.');
    expect(mail.text).toContain(`Otevřít výlet: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it('does the same in English', () => {
    const mail = statementOfReasonsMail('en_US', 'karel@example.cz', HIDDEN, LINK);
    expect(mail.text).toContain('Ground: spam or advertising.');
    expect(mail.text).toContain(
      `You can appeal within 6 months right in the app: on the trip's page (${LINK}), choose "Appeal" by your rating`,
    );
    expect(mail.text).toContain('You can also send your appeal to podpora@toulky.cz.');
    expect(mail.text).toContain('court or to a certified out-of-court dispute settlement body');
    expect(mail.text).toContain(`Open the trip: ${LINK}`);
  });

  it('names a hidden photo by its caption, says the rating stays, and points to the photo to appeal', () => {
    const photo = { ...HIDDEN, caption: 'Cizí SPZ' };
    const czech = statementOfReasonsMail('cs_CZ', 'karel@example.cz', photo, LINK);
    expect(czech.subject).toBe('Vaši fotku u hodnocení výletu „Na Sněžku“ jsme skryli: odůvodnění');
    expect(czech.text).toContain(
      'Rozhodnutí: vaši fotku s popiskem „Cizí SPZ“ u hodnocení výletu „Na Sněžku“ jsme skryli. Ostatní ji nevidí; hodnocení samotné se nemění.',
    );
    expect(czech.text).toContain(`na stránce výletu (${LINK}) zvolte u skryté fotky ve svém hodnocení „Odvolat se“`);
    const english = statementOfReasonsMail('en_US', 'karel@example.cz', photo, LINK);
    expect(english.subject).toBe('Your photo on your rating of "Na Sněžku" has been hidden: statement of reasons');
    expect(english.text).toContain(
      'we have hidden your photo captioned "Cizí SPZ" on your rating of the trip "Na Sněžku"',
    );
    expect(english.text).toContain(`choose "Appeal" by the hidden photo in your rating`);
    expect(english.text).toContain('no automated means were used to decide');
  });
});
