import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { MIN_PASSWORD_SCORE, type PasswordStrength } from './password-strength';
import classes from './password-strength-meter.module.css';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * Four bars and a word for how hard the new password is to guess, with zxcvbn's advice in the user's language.
 * Announced politely as it changes; nothing is shown before the first character.
 */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const { t } = useTranslation();
  const level = strength ? LEVELS[strength.score] : null;
  const weak = strength !== null && strength.score < MIN_PASSWORD_SCORE;
  const advice = [
    strength?.warning ? t(`auth:strength.warnings.${strength.warning}`, { defaultValue: '' }) : '',
    strength?.suggestions[0] ? t(`auth:strength.suggestions.${strength.suggestions[0]}`, { defaultValue: '' }) : '',
  ].filter(Boolean);
  return (
    <Stack gap={4} aria-live="polite" data-testid="password-strength">
      {level && (
        <>
          <Group gap={4} aria-hidden className={classes.bars} data-score={strength?.score}>
            {[1, 2, 3, 4].map((bar) => (
              <span key={bar} className={classes.bar} data-filled={(strength?.score ?? 0) >= bar || bar === 1} />
            ))}
          </Group>
          <Text size="xs" fw={600} c={weak ? 'red.8' : undefined}>
            {t('auth:strength.label', { level: t(`auth:strength.levels.${level}`) })}
          </Text>
          {advice.map((text) => (
            <Text key={text} size="xs" c="dimmed">
              {text}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}
