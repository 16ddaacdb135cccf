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

  it('estimates a 128-character password in bounded time (only its first 40 characters)', async () => {
    await passwordScore('warm up', []);
    const started = performance.now();
    await passwordScore('aB1!'.repeat(32), []);
    // Unbounded, this one took over a second of CPU; the cut keeps it near 0.2 s even on a busy CI machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
