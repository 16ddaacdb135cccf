import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

interface Outcome {
  tripTitle: string;
  /** The photo's caption (empty when it has none) when the appeal was about a photo; null for a rating. */
  caption: string | null;
  restored: boolean;
  explanation: string;
}

/** What the outcome says of the item: the only parts that differ between a rating and a photo. */
interface OutcomeItem {
  subject: string;
  decision: string;
}

const OUTCOME_ITEM: Record<Language, (outcome: Outcome) => OutcomeItem> = {
  cs_CZ: ({ tripTitle, caption, restored }) => {
    if (caption === null) {
      return restored
        ? {
            subject: `Vašemu odvolání jsme vyhověli: hodnocení výletu „${tripTitle}“ je znovu vidět`,
            decision: `Vaše hodnocení výletu „${tripTitle}“ jsme znovu zveřejnili: ostatní ho vidí a počítá se do průměru výletu.`,
          }
        : {
            subject: `O vašem odvolání jsme rozhodli: hodnocení výletu „${tripTitle}“ zůstává skryté`,
            decision: `Původní rozhodnutí platí: vaše hodnocení výletu „${tripTitle}“ zůstává skryté.`,
          };
    }
    const described = `${caption ? ` s popiskem „${caption}“` : ''} u hodnocení výletu „${tripTitle}“`;
    return restored
      ? {
          subject: `Vašemu odvolání jsme vyhověli: fotka u hodnocení výletu „${tripTitle}“ je znovu vidět`,
          decision: `Vaši fotku${described} jsme znovu zveřejnili: ostatní ji opět vidí.`,
        }
      : {
          subject: `O vašem odvolání jsme rozhodli: fotka u hodnocení výletu „${tripTitle}“ zůstává skrytá`,
          decision: `Původní rozhodnutí platí: vaše fotka${described} zůstává skrytá.`,
        };
  },
  en_US: ({ tripTitle, caption, restored }) => {
    if (caption === null) {
      return restored
        ? {
            subject: `Your appeal has been upheld: your rating of "${tripTitle}" is visible again`,
            decision: `We have published your rating of the trip "${tripTitle}" again: others see it and it counts in the trip's average.`,
          }
        : {
            subject: `We have decided on your appeal: your rating of "${tripTitle}" stays hidden`,
            decision: `The original decision stands: your rating of the trip "${tripTitle}" stays hidden.`,
          };
    }
    const photo = `your photo${caption ? ` captioned "${caption}"` : ''} on your rating of the trip "${tripTitle}"`;
    return restored
      ? {
          subject: `Your appeal has been upheld: your photo on your rating of "${tripTitle}" is visible again`,
          decision: `We have published ${photo} again: others see it.`,
        }
      : {
          subject: `We have decided on your appeal: your photo on your rating of "${tripTitle}" stays hidden`,
          decision: `The original decision stands: ${photo} stays hidden.`,
        };
  },
};

const OUTCOME: Record<Language, (outcome: Outcome) => MailTemplate> = {
  cs_CZ: (outcome) => {
    const item = OUTCOME_ITEM.cs_CZ(outcome);
    return {
      subject: item.subject,
      title: 'Rozhodli jsme o vašem odvolání',
      paragraphs: [
        item.decision,
        'Vysvětlení redakce:',
        outcome.explanation,
        'O odvolání rozhodl jiný člen redakce než ten, kdo rozhodl původně; automatizované prostředky k rozhodnutí použity nebyly.',
        ...(outcome.restored
          ? []
          : ['Máte právo obrátit se na soud nebo na certifikovaný orgán pro mimosoudní řešení sporů.']),
      ],
      action: 'Otevřít výlet',
      footer: 'Tento e-mail dostáváte, protože jste se v Toulkách odvolali proti rozhodnutí redakce.',
    };
  },
  en_US: (outcome) => {
    const item = OUTCOME_ITEM.en_US(outcome);
    return {
      subject: item.subject,
      title: 'We have decided on your appeal',
      paragraphs: [
        item.decision,
        "The editors' explanation:",
        outcome.explanation,
        'An editor other than the one who made the original decision decided on the appeal; no automated means were used to decide.',
        ...(outcome.restored
          ? []
          : ['You have the right to go to court or to a certified out-of-court dispute settlement body.']),
      ],
      action: 'Open the trip',
      footer: 'You receive this because you appealed against a decision of the Toulky editors.',
    };
  },
};

/**
 * To the appellant, once another moderator decided on their rating or photo: restored or confirmed, and for a
 * confirmation the way onwards.
 */
export function appealOutcomeMail(language: Language, to: string, outcome: Outcome, link: string): MailMessage {
  return renderTemplate(OUTCOME[language](outcome), language, to, link);
}
