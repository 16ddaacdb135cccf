import { Group, RadioCard, RadioGroup, RadioIndicator, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './onboarding.module.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange(value: T): void;
  cols?: SimpleGridProps['cols'];
  /** Big cards with the icon above the text (the either-or pairs) instead of a compact row. */
  large?: boolean;
}

/**
 * One answer out of a few, as big tappable cards: a labelled `radiogroup` of `radio`s. Tab reaches the chosen card
 * (or the first), the arrow keys move the choice, as with native radio buttons. It may stay unanswered.
 */
export function ChoiceGroup<T extends string>({ label, choices, value, onChange, cols, large }: ChoiceGroupProps<T>) {
  const focusable = choices.some((choice) => choice.value === value) ? value : choices[0]?.value;
  return (
    <RadioGroup
      label={label}
      value={value ?? ''}
      onChange={(picked) => {
        const choice = choices.find((candidate) => candidate.value === picked);
        if (choice) onChange(choice.value);
      }}
      classNames={{ label: classes.groupLabel }}
    >
      <SimpleGrid cols={cols ?? { base: 1, xs: 2 }} spacing="sm" mt={8}>
        {choices.map((choice) => (
          <RadioCard
            key={choice.value}
            value={choice.value}
            radius="lg"
            tabIndex={choice.value === focusable ? 0 : -1}
            className={large ? `${classes.choice} ${classes.large}` : classes.choice}
          >
            {large ? (
              <>
                <RadioIndicator className={classes.corner} size="sm" />
                <span className={classes.icon} aria-hidden>
                  {choice.icon}
                </span>
                <Text fw={600} ta="center">
                  {choice.label}
                </Text>
              </>
            ) : (
              <Group gap="sm" wrap="nowrap">
                <RadioIndicator size="sm" />
                <Text fw={600} size="sm">
                  {choice.label}
                </Text>
              </Group>
            )}
          </RadioCard>
        ))}
      </SimpleGrid>
    </RadioGroup>
  );
}
