import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

interface Outcome {
  tripTitle: string;
  restored: boolean;
  explanation: string;
}

const OUTCOME: Record<Language, (outcome: Outcome) => MailTemplate> = {
  cs_CZ: ({ tripTitle, restored, explanation }) => ({
    subject: restored
      ? `Vašemu odvolání jsme vyhověli: hodnocení výletu „${tripTitle}“ je znovu vidět`
      : `O vašem odvolání jsme rozhodli: hodnocení výletu „${tripTitle}“ zůstává skryté`,
    title: 'Rozhodli jsme o vašem odvolání',
    paragraphs: [
      restored
        ? `Vaše hodnocení výletu „${tripTitle}“ jsme znovu zveřejnili: ostatní ho vidí a počítá se do průměru výletu.`
        : `Původní rozhodnutí platí: vaše hodnocení výletu „${tripTitle}“ zůstává skryté.`,
      'Vysvětlení redakce:',
      explanation,
      'O odvolání rozhodl jiný člen redakce než ten, kdo rozhodl původně; automatizované prostředky k rozhodnutí použity nebyly.',
      ...(restored ? [] : ['Máte právo obrátit se na soud nebo na certifikovaný orgán pro mimosoudní řešení sporů.']),
    ],
    action: 'Otevřít výlet',
    footer: 'Tento e-mail dostáváte, protože jste se v Toulkách odvolali proti rozhodnutí redakce.',
  }),
  en_US: ({ tripTitle, restored, explanation }) => ({
    subject: restored
      ? `Your appeal has been upheld: your rating of "${tripTitle}" is visible again`
      : `We have decided on your appeal: your rating of "${tripTitle}" stays hidden`,
    title: 'We have decided on your appeal',
    paragraphs: [
      restored
        ? `We have published your rating of the trip "${tripTitle}" again: others see it and it counts in the trip's average.`
        : `The original decision stands: your rating of the trip "${tripTitle}" stays hidden.`,
      "The editors' explanation:",
      explanation,
      'An editor other than the one who made the original decision decided on the appeal; no automated means were used to decide.',
      ...(restored
        ? []
        : ['You have the right to go to court or to a certified out-of-court dispute settlement body.']),
    ],
    action: 'Open the trip',
    footer: 'You receive this because you appealed against a decision of the Toulky editors.',
  }),
};

/** To the appellant, once another moderator decided: restored or confirmed, and for a confirmation the way onwards. */
export function appealOutcomeMail(language: Language, to: string, outcome: Outcome, link: string): MailMessage {
  return renderTemplate(OUTCOME[language](outcome), language, to, link);
}
