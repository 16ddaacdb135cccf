import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import type { trackTexts } from '../../locales/cs/trail';
import { formatDecimal } from '../../ui/format/decimal';
import classes from './elevation-profile.module.css';
import {
  type ProfileSample,
  profilePaths,
  profileScale,
  sampleAt,
  toView,
  VIEW_HEIGHT,
  VIEW_WIDTH,
} from './elevation-profile-scale';

export type TrackTexts = typeof trackTexts;

export interface ProfileTrack {
  lengthKm: number;
  elevationGain: number | null;
  elevationLoss: number | null;
  lowestPoint: number | null;
  highestPoint: number | null;
  profile: readonly ProfileSample[];
}

interface ElevationProfileProps {
  track: ProfileTrack;
  /** The texts in the reader's language: the app's i18next catalogue or the public page's data. */
  texts: TrackTexts;
  /** `cs` or `en`: numbers in the language's style. */
  language: string;
}

/** A share of the viewBox as a CSS percentage, to 2 decimals. */
function percent(value: number, of: number): string {
  return `${Math.round((value / of) * 10_000) / 100}%`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * A track's elevation profile: its figures as the caption, and the elevation by distance as a chart (an SVG stretched
 * to the width it gets; the axes' labels are HTML, so they keep their size). Pointing at the chart, or moving along
 * it with the arrow keys (it is a slider over the profile's samples), reads out the distance and elevation there.
 * Plain React without i18next or Mantine, so the public trip page renders it on the server too.
 */
export function ElevationProfile({ track, texts, language }: ElevationProfileProps) {
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const number = (value: number) => formatDecimal(value, language);
  const { profile } = track;

  const figures = [
    { label: texts.length, value: fill(texts.km, { value: number(track.lengthKm) }) },
    track.elevationGain === null
      ? null
      : { label: texts.gain, value: fill(texts.metres, { value: number(track.elevationGain) }) },
    track.elevationLoss === null
      ? null
      : { label: texts.loss, value: fill(texts.metres, { value: number(track.elevationLoss) }) },
    track.lowestPoint === null
      ? null
      : { label: texts.lowest, value: fill(texts.altitude, { value: number(track.lowestPoint) }) },
    track.highestPoint === null
      ? null
      : { label: texts.highest, value: fill(texts.altitude, { value: number(track.highestPoint) }) },
  ].filter((figure) => figure !== null);

  const caption = (
    <figcaption>
      <dl className={classes.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={classes.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </figcaption>
  );
  if (profile.length < 2) {
    return (
      <figure className={classes.frame}>
        {caption}
        <p className={classes.note}>{texts.noElevation}</p>
      </figure>
    );
  }

  const scale = profileScale(profile);
  const paths = profilePaths(profile, scale);
  const current = active ?? 0;
  const [km, m] = profile[current];
  const readout = fill(texts.point, { distance: number(km), elevation: number(Math.round(m)) });
  const [x, y] = toView(scale, km, m);
  const left = percent(x, VIEW_WIDTH);
  const top = percent(y, VIEW_HEIGHT);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = profile.length - 1;
    let next: number | undefined;
    if (event.key in STEPS) next = current + STEPS[event.key];
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.max(0, Math.min(last, next)));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setActive(sampleAt(profile, (event.clientX - box.left) / box.width));
  };

  return (
    <figure className={classes.frame}>
      {caption}
      <div className={classes.chart}>
        <p className={classes.axisTitle} aria-hidden="true">
          {texts.elevationAxis}
        </p>
        <div className={classes.elevations} aria-hidden="true">
          {scale.mTicks.map((tick) => (
            <span key={tick} style={{ top: percent(toView(scale, 0, tick)[1], VIEW_HEIGHT) }}>
              {number(tick)}
            </span>
          ))}
        </div>
        <div
          className={classes.plot}
          role="slider"
          tabIndex={0}
          aria-label={texts.chart}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={scale.maxKm}
          aria-valuenow={km}
          aria-valuetext={readout}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setActive(current);
          }}
          onBlur={() => {
            setFocused(false);
            setActive(null);
          }}
          onPointerMove={onPointerMove}
          onPointerLeave={() => {
            if (!focused) setActive(null);
          }}
        >
          <svg
            viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {scale.mTicks.map((tick) => {
              const [, tickY] = toView(scale, 0, tick);
              return <line key={tick} className={classes.grid} x1={0} x2={VIEW_WIDTH} y1={tickY} y2={tickY} />;
            })}
            <path className={classes.area} d={paths.area} />
            <path className={classes.line} d={paths.line} />
            {active !== null && <line className={classes.cursor} x1={x} x2={x} y1={0} y2={VIEW_HEIGHT} />}
          </svg>
          {active !== null && (
            <>
              <span className={classes.dot} style={{ left, top }} aria-hidden="true" />
              <span
                className={x > VIEW_WIDTH / 2 ? `${classes.readout} ${classes.readoutLeft}` : classes.readout}
                style={{ left }}
                aria-hidden="true"
              >
                {readout}
              </span>
            </>
          )}
        </div>
        <div className={classes.distances} aria-hidden="true">
          {scale.kmTicks.map((tick) => (
            <span key={tick} style={{ left: percent(toView(scale, tick, scale.minM)[0], VIEW_WIDTH) }}>
              {number(tick)}
            </span>
          ))}
        </div>
        <p className={`${classes.axisTitle} ${classes.distanceTitle}`} aria-hidden="true">
          {texts.distanceAxis}
        </p>
      </div>
      <p id={hintId} className={classes.hint}>
        {texts.pointHint}
      </p>
    </figure>
  );
}
