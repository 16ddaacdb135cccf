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

/**
 * What was reported, as the mails name it: a rating or a photo on one, and the trip's title (null once the item is
 * gone, when only the reporters still hear the outcome).
 */
export interface ItemName {
  targetKind: string;
  tripTitle: string | null;
}

/** The trip, as the Czech genitive ("výletu …") and the English phrase ("the trip …") take it. */
const tripOf = {
  cs_CZ: (title: string | null) => (title ? `výletu „${title}“` : 'výletu'),
  en_US: (title: string | null) => (title ? `the trip "${title}"` : 'a trip'),
};

const RECEIVED: Record<Language, (item: ItemName, reason: string) => MailTemplate> = {
  cs_CZ: ({ targetKind, tripTitle }, reason) => ({
    subject: 'Vaše nahlášení jsme přijali',
    title: 'Děkujeme za nahlášení',
    paragraphs: [
      `Přijali jsme vaše nahlášení ${targetKind === 'HIKER_PHOTO' ? 'fotky u hodnocení' : 'hodnocení'} ${tripOf.cs_CZ(tripTitle)} (důvod: ${reason}). Posoudí ho člověk z redakce Toulek, ne automat.`,
      'O rozhodnutí vám dáme vědět e-mailem.',
    ],
    action: 'Otevřít Toulky',
    footer: 'Tento e-mail dostáváte, protože jste v Toulkách nahlásili obsah.',
  }),
  en_US: ({ targetKind, tripTitle }, reason) => ({
    subject: 'We have received your report',
    title: 'Thank you for your report',
    paragraphs: [
      `We have received your report of ${targetKind === 'HIKER_PHOTO' ? 'a photo on a rating' : 'a rating'} of ${tripOf.en_US(tripTitle)} (reason: ${reason}). A person from the Toulky editors will review it, not an automated system.`,
      'We will tell you the decision by e-mail.',
    ],
    action: 'Open Toulky',
    footer: 'You receive this because you reported content on Toulky.',
  }),
};

const OUTCOME: Record<Language, (item: ItemName, hidden: boolean) => MailTemplate> = {
  cs_CZ: ({ targetKind, tripTitle }, hidden) => {
    const trip = tripOf.cs_CZ(tripTitle);
    const photo = targetKind === 'HIKER_PHOTO';
    const outcome = hidden
      ? `skryla ${photo ? 'ji' : 'ho'}: ostatní ${photo ? 'ji' : 'ho'} už nevidí.`
      : `ponechala ${photo ? 'ji' : 'ho'}: podle našeho posouzení pravidla neporušuje.`;
    return {
      subject: `${photo ? 'Nahlášenou fotku' : 'Nahlášené hodnocení'} jsme ${hidden ? 'skryli' : 'ponechali'}`,
      title: 'Rozhodli jsme o vašem nahlášení',
      paragraphs: [
        photo
          ? `Redakce Toulek posoudila fotku u hodnocení ${trip}, kterou jste nahlásili, a ${outcome}`
          : `Redakce Toulek posoudila hodnocení ${trip}, které jste nahlásili, a ${outcome}`,
        'O nahlášení rozhodl člověk, ne automat. Děkujeme, že pomáháte udržet Toulky v pořádku.',
      ],
      action: 'Otevřít Toulky',
      footer: 'Tento e-mail dostáváte, protože jste v Toulkách nahlásili obsah.',
    };
  },
  en_US: ({ targetKind, tripTitle }, hidden) => {
    const item = targetKind === 'HIKER_PHOTO' ? 'photo' : 'rating';
    const reviewed = `The Toulky editors reviewed the ${item === 'photo' ? 'photo on a rating' : 'rating'} of ${tripOf.en_US(tripTitle)} that you reported`;
    return {
      subject: `The ${item} you reported has been ${hidden ? 'hidden' : 'kept'}`,
      title: 'We have decided on your report',
      paragraphs: [
        hidden
          ? `${reviewed} and hid it: nobody else sees it any more.`
          : `${reviewed} and kept it: in our assessment it does not break the rules.`,
        'A person decided on the report, not an automated system. Thank you for helping keep Toulky in order.',
      ],
      action: 'Open Toulky',
      footer: 'You receive this because you reported content on Toulky.',
    };
  },
};

interface Statement {
  tripTitle: string;
  /** The hidden photo's caption (empty when it has none); null when the rating itself was hidden. */
  caption: string | null;
  ground: string;
  explanation: string;
  /** Where the author may write an appeal instead of making it in the app. */
  supportEmail: string;
  /** The trip's page in the app, where the hidden rating or photo has its Appeal button. */
  link: string;
}

/** What a statement of reasons says of the item: the only parts that differ between a rating and a photo. */
interface StatementItem {
  subject: string;
  title: string;
  decision: string;
  /** Where in the app the Appeal button is. */
  appealWhere: string;
  footer: string;
}

const STATEMENT_ITEM: Record<Language, (statement: Statement) => StatementItem> = {
  cs_CZ: ({ tripTitle, caption }) =>
    caption === null
      ? {
          subject: `Vaše hodnocení výletu „${tripTitle}“ jsme skryli: odůvodnění`,
          title: 'Odůvodnění skrytí vašeho hodnocení',
          decision: `Rozhodnutí: vaše hodnocení výletu „${tripTitle}“ jsme skryli. Ostatní ho nevidí a nepočítá se do průměru výletu.`,
          appealWhere: 'u svého hodnocení',
          footer: 'Tento e-mail dostáváte, protože jste v Toulkách ohodnotili výlet.',
        }
      : {
          subject: `Vaši fotku u hodnocení výletu „${tripTitle}“ jsme skryli: odůvodnění`,
          title: 'Odůvodnění skrytí vaší fotky',
          decision: `Rozhodnutí: vaši fotku${caption ? ` s popiskem „${caption}“` : ''} u hodnocení výletu „${tripTitle}“ jsme skryli. Ostatní ji nevidí; hodnocení samotné se nemění.`,
          appealWhere: 'u skryté fotky ve svém hodnocení',
          footer: 'Tento e-mail dostáváte, protože jste v Toulkách přidali fotku k hodnocení výletu.',
        },
  en_US: ({ tripTitle, caption }) =>
    caption === null
      ? {
          subject: `Your rating of "${tripTitle}" has been hidden: statement of reasons`,
          title: 'Why your rating has been hidden',
          decision: `Decision: we have hidden your rating of the trip "${tripTitle}". Nobody else sees it and it does not count in the trip's average.`,
          appealWhere: 'by your rating',
          footer: 'You receive this because you rated a trip on Toulky.',
        }
      : {
          subject: `Your photo on your rating of "${tripTitle}" has been hidden: statement of reasons`,
          title: 'Why your photo has been hidden',
          decision: `Decision: we have hidden your photo${caption ? ` captioned "${caption}"` : ''} on your rating of the trip "${tripTitle}". Nobody else sees it; the rating itself is unchanged.`,
          appealWhere: 'by the hidden photo in your rating',
          footer: 'You receive this because you added a photo to a trip rating on Toulky.',
        },
};

const STATEMENT: Record<Language, (statement: Statement) => MailTemplate> = {
  cs_CZ: (statement) => {
    const item = STATEMENT_ITEM.cs_CZ(statement);
    return {
      subject: item.subject,
      title: item.title,
      paragraphs: [
        item.decision,
        `Důvod: ${statement.ground}. Vysvětlení redakce:`,
        statement.explanation,
        'Rozhodnutí jsme učinili na základě nahlášení. Posoudil ho a rozhodl o něm člověk z redakce; automatizované prostředky k rozhodnutí použity nebyly.',
        `Do 6 měsíců se můžete odvolat přímo v aplikaci: na stránce výletu (${statement.link}) zvolte ${item.appealWhere} „Odvolat se“ a napište, proč s rozhodnutím nesouhlasíte. Odvolání nám můžete také poslat na ${statement.supportEmail}. O odvolání rozhodne jiný člen redakce.`,
        'Máte také právo obrátit se na soud nebo na certifikovaný orgán pro mimosoudní řešení sporů.',
      ],
      action: 'Otevřít výlet',
      footer: item.footer,
    };
  },
  en_US: (statement) => {
    const item = STATEMENT_ITEM.en_US(statement);
    return {
      subject: item.subject,
      title: item.title,
      paragraphs: [
        item.decision,
        `Ground: ${statement.ground}. The editors' explanation:`,
        statement.explanation,
        'We decided following a report. A person from the editors reviewed it and decided; no automated means were used to decide.',
        `You can appeal within 6 months right in the app: on the trip's page (${statement.link}), choose "Appeal" ${item.appealWhere} and tell us why you disagree with the decision. You can also send your appeal to ${statement.supportEmail}. Another editor will decide on the appeal.`,
        'You also have the right to go to court or to a certified out-of-court dispute settlement body.',
      ],
      action: 'Open the trip',
      footer: item.footer,
    };
  },
};

/** To a reporter, right after the report: received, and a person will decide. */
export function reportReceivedMail(
  language: Language,
  to: string,
  item: ItemName,
  reason: string,
  link: string,
): MailMessage {
  return renderTemplate(RECEIVED[language](item, reasonName(language, reason)), language, to, link);
}

/** To a reporter, once a moderator decided: whether the item was hidden or kept. */
export function reportOutcomeMail(
  language: Language,
  to: string,
  item: ItemName,
  hidden: boolean,
  link: string,
): MailMessage {
  return renderTemplate(OUTCOME[language](item, hidden), language, to, link);
}

/**
 * To the author of a hidden rating or photo (`caption` null for a rating): the statement of reasons (DSA Art. 17),
 * with the ways to appeal: from the item on the trip's page, which `link` opens, or by writing to support.
 */
export function statementOfReasonsMail(
  language: Language,
  to: string,
  hidden: { tripTitle: string; caption: string | null; ground: string; explanation: string; supportEmail: string },
  link: string,
): MailMessage {
  const ground = reasonName(language, hidden.ground);
  return renderTemplate(STATEMENT[language]({ ...hidden, ground, link }), language, to, link);
}
