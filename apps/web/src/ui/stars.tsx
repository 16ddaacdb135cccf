import classes from './stars.module.css';

const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
const COUNT = 5;

function Row() {
  return Array.from({ length: COUNT }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars that never move
    <svg key={index} className={classes.star} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={STAR} />
    </svg>
  ));
}

/** How much of the row of stars is filled for a score of 0–5, to the tenth as the score is shown (4.26 → 86 %). */
export function filledShare(value: number): number {
  return Math.round(Math.min(Math.max(value, 0), COUNT) * 10) / 10 / COUNT;
}

/**
 * A score shown as five stars, filled to the tenth: what Mantine's `Rating` shows read-only, in 23 elements. Rating
 * builds a star out of one symbol per tenth, so a trip's average took 51 of them (some 150 elements, each through
 * Mantine's styles), which the trip's first render paid for while the app started (issue 31). Decorative: the
 * score is said in words beside it.
 */
export function Stars({ value }: { value: number }) {
  return (
    <span className={classes.stars} aria-hidden>
      <span className={classes.row}>
        <Row />
      </span>
      <span className={`${classes.row} ${classes.full}`} style={{ width: `${filledShare(value) * 100}%` }}>
        <Row />
      </span>
    </span>
  );
}
