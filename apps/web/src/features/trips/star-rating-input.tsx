import { Input } from '@mantine/core';
import { type Ref, useId, useState } from 'react';
import classes from './star-rating-input.module.css';

const STARS = [1, 2, 3, 4, 5];

interface StarRatingInputProps {
  /** The group's name, shown above the stars. */
  label: string;
  /** The chosen number of stars; 0 when none is chosen yet. */
  value: number;
  onChange(value: number): void;
  /** A star's accessible name, e.g. "3 out of 5 stars". */
  starLabel(value: number): string;
  error?: string;
  /** Given the star that takes focus (the chosen one, else the first), so a form can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 1–5 stars as a native radio group: the browser gives it one Tab stop, arrow keys that move and choose (wrapping)
 * and Space. Mantine's Rating, used before, fell short: its radios only previewed the star the arrow keys reached,
 * and a sixth, hidden "0" radio took the Tab stop. A mouse previews the stars under the pointer before the click.
 */
export function StarRatingInput({ label, value, onChange, starLabel, error, inputRef }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const tabStop = value || 1;

  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.stars} onPointerLeave={() => setHovered(0)}>
        {STARS.map((star) => (
          <label
            key={star}
            className={classes.star}
            data-hovered={star === hovered || undefined}
            // Only a mouse previews: a finger's tap would leave its preview behind after lifting.
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(star)}
          >
            <input
              ref={star === tabStop ? inputRef : undefined}
              className={classes.input}
              type="radio"
              name={name}
              value={star}
              checked={star === value}
              onChange={() => onChange(star)}
              aria-label={starLabel(star)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <svg className={classes.symbol} data-filled={star <= shown || undefined} viewBox="0 0 24 24" aria-hidden>
              <path d="M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z" />
            </svg>
          </label>
        ))}
      </div>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </fieldset>
  );
}
