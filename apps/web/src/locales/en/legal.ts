import type { Catalog } from '../catalog';
import type { legal as cs } from '../cs/legal';

export const legal: Catalog<typeof cs> = {
  privacy: {
    title: 'Privacy policy',
    description:
      'What personal data Toulky processes, why, how long it is kept and how to use your rights under the GDPR.',
    effective: 'Effective from 28 November 2026',
    intro:
      'Toulky is an app with trip ideas for hikers and families. We process only the data we need for it, and this page says plainly what we do with it. It describes what the app actually does.',
    sections: {
      controller: {
        title: 'Who processes your data',
        paragraphs: {
          p1: 'The controller of your personal data is [operator name], registered at [registered address], company ID [company ID] (“we”).',
          p2: 'For anything about your data, write to podpora@toulky.cz or use Settings › Contact support in the app.',
        },
      },
      account: {
        title: 'Your account',
        paragraphs: {
          p1: 'When you create an account we store your e-mail, first and last name, preferred language and the date the account was created. We never store your password in readable form, only a hash made with argon2id.',
          p2: 'We need this data to provide the account (performance of a contract, Art. 6(1)(b) GDPR). Others see your first name next to the ratings you write.',
        },
      },
      profile: {
        title: 'Onboarding questions and interests',
        paragraphs: {
          p1: 'After you sign up we ask a few questions so that we can recommend trips. Every answer is optional, and you can change or clear it at any time in Settings.',
        },
        items: {
          i1: 'the municipality you live in, with its district and region,',
          i2: 'sex and age range,',
          i3: 'the either-or choices (coffee or tea; sleeping bag or hotel; train and bus or car; alone or with company),',
          i4: 'how long you like your trips and up to five interests,',
          i5: 'where you heard about Toulky.',
        },
      },
      activity: {
        title: 'What you do in the app',
        paragraphs: {
          p1: 'We store your favourite trips, saved articles, finished trips with their kilometres and your trip ratings (stars, optional text and up to five photos with captions), so that we can show them in your profile and on all your devices.',
          p2: 'Others see your ratings with your first name. If you delete your account, your ratings stay to keep helping others, but they are signed “Deleted user” and can no longer be linked to you.',
          p3: 'Of the photos you add to a rating we keep only resized copies for showing them. Before that we remove all their metadata (GPS position, camera details and serial number, the time taken), and we do not keep the uploaded file. Others see your photos with your rating and on the trip’s page with your first name. You can remove a photo at any time; unlike a rating’s text, all your photos are deleted with your account. An uploaded photo you do not save with a rating is deleted by the next day.',
        },
      },
      reports: {
        title: 'Reporting content and moderation',
        paragraphs: {
          p1: 'When you report a rating or a photo, we store the reason, your explanation, your e-mail (your account’s, if you are signed in), your language and when you reported it. We need them to review the report and tell you the outcome, as the Digital Services Act requires of us (Art. 6(1)(c) GDPR). The author is not told who reported their rating or photo.',
          p2: 'A person from our editors decides on every report. We keep the decision (what was decided, on which ground, when and by which editor), and when we hide a rating or a photo, we send its author the reasons by e-mail.',
          p3: 'We keep reports for 12 months after the decision; then we delete the e-mail and the explanation, and only an anonymous record remains for our moderation figures. If you delete your account, your reports are deleted with it.',
        },
      },
      emails: {
        title: 'E-mails',
        paragraphs: {
          p1: 'We send the e-mails that come with an account: the sign-up confirmation and the password reset link. When you contact support, we store your message and send it to our team with your name and e-mail, so we can reply.',
          p2: 'We send the newsletter only with your consent. On the website you subscribe with double opt-in (we send a link you have to open); in the app you turn it on or off in Settings › Newsletter. Every newsletter has a link that unsubscribes you in one click.',
        },
      },
      cookies: {
        title: 'Cookies and local storage',
        paragraphs: {
          p1: 'Necessary data is always stored in your browser, as the app does not work without it: the sign-in tokens, your language (and whether you closed the offer of a page in the other language), your cookie choice and the data for working offline, all in local storage. While you are signed in, the app also keeps one necessary cookie, toulky_app: it holds only the identifier of your sign-in on this device and tells our server that you are signed in, so that it can send the trips list or a trip ready to show at once, in your account’s language. It holds no password or sign-in token, nobody can sign in with it, and it goes when you sign out.',
          p2: 'Other tools run only with your consent, given in the cookie dialog. You can change it at any time with “Cookie settings” in the footer.',
        },
        items: {
          i1: 'diagnostics: error reports, so that we can fix errors,',
          i2: 'analytics: Google Analytics 4 with an anonymised IP address, so that we know which parts of the app are used,',
          i3: 'marketing: a tracking pixel that measures our campaigns.',
        },
      },
      security: {
        title: 'Protection against bots and abuse',
        paragraphs: {
          p1: 'Sign-in, sign-up, password reset, newsletter subscription, support messages and reports from visitors without an account are protected by Google reCAPTCHA v3. Google receives technical data about your browser and device for it and follows its own privacy policy (policies.google.com/privacy).',
          p2: 'We limit the number of sign-in and sign-up attempts, and of reports, per IP address and e-mail. We do so in our legitimate interest in a secure service (Art. 6(1)(f) GDPR).',
          p3: 'So that you can see where you are signed in (Settings › Signed-in devices) and sign out a device you do not recognise, we keep for each sign-in the browser and system your device names (such as “Safari · iOS”), when it was last used and the country its IP address belongs to (from the IP2Location LITE database). We do not keep the IP address itself. These records are deleted with your account.',
        },
      },
      maps: {
        title: 'Maps and location',
        paragraphs: {
          p1: 'Your browser loads map tiles directly from Mapy.com (Seznam.cz, a.s.) or OpenStreetMap, who see your IP address when it does.',
          p2: 'Your device’s position is used only in your browser when you ask for it (such as the “you are here” marker on the map) and is never sent to our server.',
          p3: 'The list of municipalities comes from the public ČSÚ/RÚIAN register and holds no personal data.',
        },
      },
      processors: {
        title: 'Who we entrust data to',
        paragraphs: {
          p1: 'We do not sell data. Processors help us with it and may use it only for us: our hosting provider and e-mail delivery provider (both in the European Union), Google (reCAPTCHA, and Analytics with consent) and Seznam.cz (map tiles).',
        },
      },
      retention: {
        title: 'How long we keep data',
        paragraphs: {
          p1: 'We keep your account data, answers, lists and support messages until you delete your account. Deleting in Settings › Delete account takes effect at once and signs you out on every device.',
        },
        items: {
          i1: 'newsletter: until you unsubscribe,',
          i2: 'server logs (without passwords or tokens): 30 days at most,',
          i3: 'backups: overwritten within 30 days, so deleted data leaves them within 30 days.',
        },
      },
      rights: {
        title: 'Your rights',
        paragraphs: {
          p1: 'Under the GDPR you have the right to access your data, to have it corrected or erased, to restrict its processing, to data portability and to object. You can withdraw consent at any time, without affecting processing before the withdrawal.',
          p2: 'You can make most changes yourself in Settings. There, "Download my data" gives you a copy of everything we hold about you: a ZIP with your data as JSON (account, onboarding answers, interests, bookmarked and finished trips with dates and kilometres, ratings with their photos, reports of content, newsletter, support messages, sign-ins) and your finished trips as GPX. For anything else write to podpora@toulky.cz; we reply within one month at the latest.',
          p3: 'You also have the right to lodge a complaint with the Czech Office for Personal Data Protection (Úřad pro ochranu osobních údajů), Pplk. Sochora 27, 170 00 Praha 7, www.uoou.gov.cz.',
        },
      },
      children: {
        title: 'Children',
        paragraphs: {
          p1: 'An account is for people aged 15 and over. Younger children hike with Toulky together with their parents, who use their own account.',
        },
      },
      changes: {
        title: 'Changes to this policy',
        paragraphs: {
          p1: 'When we change this policy in a significant way, we will tell you by e-mail or in the app before the change takes effect.',
        },
      },
    },
  },
  terms: {
    title: 'Terms of service',
    description: 'The rules for using Toulky: your account, safety on the trail, ratings, liability and contact.',
    effective: 'Effective from 28 November 2026',
    intro:
      'These terms govern the use of the Toulky website and app, operated by [operator name], registered at [registered address], company ID [company ID]. By using Toulky you agree to them.',
    sections: {
      service: {
        title: 'What Toulky is',
        paragraphs: {
          p1: 'Toulky is a free service with trip ideas, articles, a map and ratings. We put the trip information together with care but cannot guarantee that it is complete and current: trails change, waymarks move and the weather decides.',
        },
      },
      account: {
        title: 'Your account',
        paragraphs: {
          p1: 'An account is for one person aged 15 or over. Give a true e-mail address, do not share your password, and change it if you suspect misuse.',
          p2: 'You can delete your account at any time in Settings › Delete account.',
        },
      },
      safety: {
        title: 'Safety on the trail',
        paragraphs: {
          p1: 'You are responsible for your own safety and for the safety of the children you hike with. Before a trip check the weather, trail closures and the rules of protected areas, follow the Czech Tourist Club (KČT) waymarks and carry a map in case your phone loses signal.',
          p2: 'Length, difficulty and suitability of a trip are a guide. Plan the trip for your strength.',
        },
      },
      content: {
        title: 'Your ratings and photos',
        paragraphs: {
          p1: 'Write ratings honestly and from your own experience. By posting a rating you give us a free, non-exclusive permission to show it in Toulky, also after you delete your account (without your name).',
          p2: 'Add only photos you took yourself, on the trip you write about. By posting a photo you give us a free, non-exclusive permission to show it in Toulky until you remove it or delete your account.',
          p3: 'We may hide or delete a rating or a photo that breaks these rules.',
        },
        items: {
          i1: 'no insults, threats or hate speech,',
          i2: 'no personal data of other people,',
          i3: 'no advertising or links to unrelated websites,',
          i4: 'no photos in which other people can be recognised without their consent.',
        },
      },
      moderation: {
        title: 'Reporting and moderation',
        paragraphs: {
          p1: 'You can report any rating or photo with its “Report” button, in the app and on the website, also without an account, when you consider it illegal or against these terms. Choose a reason, explain it where needed, and confirm that you report in good faith. We confirm the report by e-mail and later tell you what we decided.',
          p2: 'A person from our editors decides on every report, never an automated system. We either keep the rating or photo or hide it; hidden content is no longer shown to others. A hidden rating hides its photos too.',
          p3: 'When we hide your rating or photo, we send you the reasons by e-mail: what we decided, why, and on which ground. You can appeal within 6 months: in the app, your hidden rating or photo on the trip’s page has an Appeal button, or write to us at podpora@toulky.cz why you disagree. An editor other than the one who first decided will decide on the appeal, and we will tell you the outcome.',
          p4: 'You can also go to court or to a certified out-of-court dispute settlement body under the Digital Services Act at any time.',
        },
      },
      use: {
        title: 'Fair use',
        paragraphs: {
          p1: 'Do not download content in bulk with automated tools, attack the service, bypass the bot protection or create several accounts to sway ratings.',
        },
      },
      property: {
        title: 'Rights to the content',
        paragraphs: {
          p1: 'The texts and photos in Toulky belong to us or their authors, and you may not share them further without permission. Map data © Mapy.com and © OpenStreetMap contributors; the list of municipalities comes from the ČSÚ/RÚIAN register.',
        },
      },
      availability: {
        title: 'Availability and changes',
        paragraphs: {
          p1: 'We work to keep Toulky running all the time, but now and then we have to take it down for maintenance. We may change and improve features; we will tell you about significant changes to these terms in advance, by e-mail or in the app.',
        },
      },
      liability: {
        title: 'Liability',
        paragraphs: {
          p1: 'We are liable for damage to the extent set by Czech law. Nothing in these terms limits your rights as a consumer.',
        },
      },
      termination: {
        title: 'Ending the use',
        paragraphs: {
          p1: 'You can stop using Toulky at any time by deleting your account. If you seriously breach these terms, we may close your account after a warning; for a gross breach (such as an attack on the service) without one.',
        },
      },
      law: {
        title: 'Governing law and disputes',
        paragraphs: {
          p1: 'These terms are governed by Czech law and disputes are decided by Czech courts. A consumer may also turn to the Czech Trade Inspection Authority (www.coi.cz), which settles disputes out of court.',
          p2: 'Questions about these terms go to podpora@toulky.cz.',
        },
      },
    },
  },
};
