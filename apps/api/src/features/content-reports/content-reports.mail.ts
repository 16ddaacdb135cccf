import type { MailMessage } from '../../platform/mail/mailer.js';
import { type Language, type MailTemplate, renderTemplate } from '../../platform/mail/template.js';

type Reason = 'ILLEGAL_CONTENT' | 'HATE_OR_HARASSMENT' | 'SPAM' | 'PERSONAL_DATA' | 'OFF_TOPIC' | 'OTHER';

/** The reasons (and grounds) as the mails name them. */
const REASONS: Record<Language, Record<Reason, string>> = {
  cs_CZ: {
    ILLEGAL_CONTENT: 'nezákonný obsah',
    HATE_OR_HARASSMENT: 'nenávist nebo obtěžování',
    SPAM: 'spam nebo reklama',
    PERSONAL_DATA: 'osobní údaje někoho jiného',
    OFF_TOPIC: 'netýká se výletu',
    OTHER: 'jiný důvod',
  },
  en_US: {
    ILLEGAL_CONTENT: 'illegal content',
    HATE_OR_HARASSMENT: 'hate or harassment',
    SPAM: 'spam or advertising',
    PERSONAL_DATA: "someone else's personal data",
    OFF_TOPIC: 'not about this trip',
    OTHER: 'another reason',
  },
};

/** The reason's name in the language; the database holds only the schema's values. */
function reasonName(language: Language, reason: string): string {
  return REASONS[language][reason as Reason] ?? reason;
}

const RECEIVED: Record<Language, (reason: string) => MailTemplate> = {
  cs_CZ: (reason) => ({
    subject: 'Vaše nahlášení jsme přijali',
    title: 'Děkujeme za nahlášení',
    paragraphs: [
      `Přijali jsme vaše nahlášení hodnocení výletu (důvod: ${reason}). Posoudí ho člověk z redakce Toulek, ne automat.`,
      'O rozhodnutí vám dáme vědět e-mailem.',
    ],
    action: 'Otevřít Toulky',
    footer: 'Tento e-mail dostáváte, protože jste v Toulkách nahlásili obsah.',
  }),
  en_US: (reason) => ({
    subject: 'We have received your report',
    title: 'Thank you for your report',
    paragraphs: [
      `We have received your report of a trip rating (reason: ${reason}). A person from the Toulky editors will review it, not an automated system.`,
      'We will tell you the decision by e-mail.',
    ],
    action: 'Open Toulky',
    footer: 'You receive this because you reported content on Toulky.',
  }),
};

const OUTCOME: Record<Language, (hidden: boolean) => MailTemplate> = {
  cs_CZ: (hidden) => ({
    subject: hidden ? 'Nahlášené hodnocení jsme skryli' : 'Nahlášené hodnocení jsme ponechali',
    title: 'Rozhodli jsme o vašem nahlášení',
    paragraphs: [
      hidden
        ? 'Redakce Toulek posoudila hodnocení, které jste nahlásili, a skryla ho: ostatní ho už nevidí.'
        : 'Redakce Toulek posoudila hodnocení, které jste nahlásili, a ponechala ho: podle našeho posouzení pravidla neporušuje.',
      'O nahlášení rozhodl člověk, ne automat. Děkujeme, že pomáháte udržet Toulky v pořádku.',
    ],
    action: 'Otevřít Toulky',
    footer: 'Tento e-mail dostáváte, protože jste v Toulkách nahlásili obsah.',
  }),
  en_US: (hidden) => ({
    subject: hidden ? 'The rating you reported has been hidden' : 'The rating you reported has been kept',
    title: 'We have decided on your report',
    paragraphs: [
      hidden
        ? 'The Toulky editors reviewed the rating you reported and hid it: nobody else sees it any more.'
        : 'The Toulky editors reviewed the rating you reported and kept it: in our assessment it does not break the rules.',
      'A person decided on the report, not an automated system. Thank you for helping keep Toulky in order.',
    ],
    action: 'Open Toulky',
    footer: 'You receive this because you reported content on Toulky.',
  }),
};

interface Statement {
  tripTitle: string;
  ground: string;
  explanation: string;
  /** Where the author may write an appeal instead of making it in the app. */
  supportEmail: string;
  /** The trip's page in the app, where the hidden rating has its Appeal button. */
  link: string;
}

const STATEMENT: Record<Language, (statement: Statement) => MailTemplate> = {
  cs_CZ: ({ tripTitle, ground, explanation, supportEmail, link }) => ({
    subject: `Vaše hodnocení výletu „${tripTitle}“ jsme skryli: odůvodnění`,
    title: 'Odůvodnění skrytí vašeho hodnocení',
    paragraphs: [
      `Rozhodnutí: vaše hodnocení výletu „${tripTitle}“ jsme skryli. Ostatní ho nevidí a nepočítá se do průměru výletu.`,
      `Důvod: ${ground}. Vysvětlení redakce:`,
      explanation,
      'Rozhodnutí jsme učinili na základě nahlášení. Posoudil ho a rozhodl o něm člověk z redakce; automatizované prostředky k rozhodnutí použity nebyly.',
      `Do 6 měsíců se můžete odvolat přímo v aplikaci: na stránce výletu (${link}) zvolte u svého hodnocení „Odvolat se“ a napište, proč s rozhodnutím nesouhlasíte. Odvolání nám můžete také poslat na ${supportEmail}. O odvolání rozhodne jiný člen redakce.`,
      'Máte také právo obrátit se na soud nebo na certifikovaný orgán pro mimosoudní řešení sporů.',
    ],
    action: 'Otevřít výlet',
    footer: 'Tento e-mail dostáváte, protože jste v Toulkách ohodnotili výlet.',
  }),
  en_US: ({ tripTitle, ground, explanation, supportEmail, link }) => ({
    subject: `Your rating of "${tripTitle}" has been hidden: statement of reasons`,
    title: 'Why your rating has been hidden',
    paragraphs: [
      `Decision: we have hidden your rating of the trip "${tripTitle}". Nobody else sees it and it does not count in the trip's average.`,
      `Ground: ${ground}. The editors' explanation:`,
      explanation,
      'We decided following a report. A person from the editors reviewed it and decided; no automated means were used to decide.',
      `You can appeal within 6 months right in the app: on the trip's page (${link}), choose "Appeal" by your rating and tell us why you disagree with the decision. You can also send your appeal to ${supportEmail}. Another editor will decide on the appeal.`,
      'You also have the right to go to court or to a certified out-of-court dispute settlement body.',
    ],
    action: 'Open the trip',
    footer: 'You receive this because you rated a trip on Toulky.',
  }),
};

/** To a reporter, right after the report: received, and a person will decide. */
export function reportReceivedMail(language: Language, to: string, reason: string, link: string): MailMessage {
  return renderTemplate(RECEIVED[language](reasonName(language, reason)), language, to, link);
}

/** To a reporter, once a moderator decided: whether the item was hidden or kept. */
export function reportOutcomeMail(language: Language, to: string, hidden: boolean, link: string): MailMessage {
  return renderTemplate(OUTCOME[language](hidden), language, to, link);
}

/**
 * To the author of a hidden rating: the statement of reasons (DSA Art. 17), with the ways to appeal: from the rating on
 * the trip's page, which `link` opens, or by writing to support.
 */
export function statementOfReasonsMail(
  language: Language,
  to: string,
  hidden: { tripTitle: string; ground: string; explanation: string; supportEmail: string },
  link: string,
): MailMessage {
  const ground = reasonName(language, hidden.ground);
  return renderTemplate(STATEMENT[language]({ ...hidden, ground, link }), language, to, link);
}
