import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength.js';

describe('passwordScore', () => {
  it('finds common Czech and English passwords, keyboard rows and names with a year very guessable', async () => {
    for (const password of ['heslo123', 'password1', 'kocicka1', 'qwertzuiop', '12345678', 'aaaaaaaaaaaa']) {
      expect(await passwordScore(password, []), password).toBeLessThan(MIN_PASSWORD_SCORE);
    }
  });

  it("takes the person's e-mail and names as easy to guess", async () => {
    const personal = ['vz@example.cz', 'Vendelín', 'Zábranský'];
    for (const password of ['zabransky2026', 'Zabransky.71']) {
      expect(await passwordScore(password, []), password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
      expect(await passwordScore(password, personal), password).toBeLessThan(MIN_PASSWORD_SCORE);
    }
  });

  it('accepts passphrases in either language', async () => {
    for (const password of ['Smrk a buk na Šumavě', 'correct horse battery', 'hory a doly 2026']) {
      expect(await passwordScore(password, []), password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });

  it('estimates only the first 40 characters, which keeps a long password quick to check', async () => {
    // What follows the 40th character is not looked at: a weak start stays weak, however strong the rest.
    const strongTail = 'Qx7#mP2!vL9$wR4&kT6^zN8*bH3@';
    expect(await passwordScore(`${'a'.repeat(40)}${strongTail}`, [])).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(await passwordScore(`${'a'.repeat(12)}${strongTail}`, [])).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(await passwordScore('aB1!'.repeat(32), [])).toBe(await passwordScore('aB1!'.repeat(10), []));
  });
});
