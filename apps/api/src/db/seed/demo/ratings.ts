/** People who rate the demo trips (they cannot sign in: their passwords are random). */
export const REVIEWERS = [
  { email: 'alena.mala@example.cz', firstname: 'Alena', lastname: 'Malá' },
  { email: 'tomas.horak@example.cz', firstname: 'Tomáš', lastname: 'Horák' },
  { email: 'lucie.vesela@example.cz', firstname: 'Lucie', lastname: 'Veselá' },
  { email: 'martin.cerny@example.cz', firstname: 'Martin', lastname: 'Černý' },
  { email: 'eva.kralova@example.cz', firstname: 'Eva', lastname: 'Králová' },
  { email: 'jakub.dvorak@example.cz', firstname: 'Jakub', lastname: 'Dvořák' },
  { email: 'petra.novotna@example.cz', firstname: 'Petra', lastname: 'Novotná' },
  { email: 'ondrej.svoboda@example.cz', firstname: 'Ondřej', lastname: 'Svoboda' },
];

/** The editor who wrote the trips and articles. */
export const EDITOR = { email: 'redakce@toulky.cz', firstname: 'Klára', lastname: 'Procházková' };

export const COMMENTS: Record<number, string[]> = {
  5: [
    'Nádherná trasa, děti byly nadšené.',
    'Jedna z nejhezčích tras, co jsme letos šli.',
    'Výhledy stojí za každý krok. Určitě se vrátíme.',
    'Perfektně popsané, nic jsme nemuseli hledat.',
    '',
  ],
  4: [
    'Moc pěkné, jen o víkendu dost lidí.',
    'Hezká trasa, v závěru trochu do kopce.',
    'Pěkný výlet, občerstvení bylo zavřené, tak si vezměte svačinu.',
    '',
  ],
  3: ['Pěkné, ale čekali jsme víc.', 'Po dešti hodně bláta, za sucha určitě lepší.', ''],
  2: ['Značení bylo místy špatně vidět.', 'Na naše malé děti to bylo moc náročné.'],
};

/** A deterministic number in [0, 1) for a pair of strings, so every seed run rates the same way. */
export function pseudoRandom(...parts: string[]): number {
  let hash = 2166136261;
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10000) / 10000;
}
