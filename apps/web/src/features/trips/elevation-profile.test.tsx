import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackTexts as cs } from '../../locales/cs/trail';
import { trackTexts as en } from '../../locales/en/trail';
import { ElevationProfile, type ProfileTrack } from './elevation-profile';
import { niceTicks, profilePaths, profileScale, sampleAt, VIEW_HEIGHT } from './elevation-profile-scale';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const track: ProfileTrack = {
  lengthKm: 12.34,
  elevationGain: 1040,
  elevationLoss: 1040,
  lowestPoint: 830,
  highestPoint: 1603,
  profile: [
    [0, 830],
    [3, 1200.4],
    [6.17, 1603],
    [9, 1100],
    [12.34, 830],
  ],
};

describe('the profile’s scale', () => {
  it('puts ticks at round steps', () => {
    expect(niceTicks(0, 12.34, 5)).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(niceTicks(0, 0.9, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(800, 1700, 4)).toEqual([800, 1000, 1200, 1400, 1600]);
    expect(niceTicks(5, 5, 4)).toEqual([5]);
  });

  it('spans the elevations with a margin, and at least 50 m for a flat walk', () => {
    const hills = profileScale(track.profile);
    expect(hills.maxKm).toBe(12.34);
    expect(hills.minM).toBeLessThan(830);
    expect(hills.maxM).toBeGreaterThan(1603);
    const flat = profileScale([
      [0, 300],
      [1, 302],
      [2, 299],
    ]);
    expect(flat.maxM - flat.minM).toBeGreaterThanOrEqual(50);
    expect(flat.minM).toBeLessThanOrEqual(275);
    expect(flat.maxM).toBeGreaterThanOrEqual(325);
  });

  it('draws the line from the start at the left to the end at the right, higher up the higher it is', () => {
    const scale = profileScale(track.profile);
    const { line, area } = profilePaths(track.profile, scale);
    const points = line
      .slice(1)
      .split('L')
      .map((pair) => pair.split(' ').map(Number));
    expect(points[0][0]).toBe(0);
    expect(points.at(-1)?.[0]).toBe(1000);
    const summit = points[2][1];
    expect(Math.min(...points.map(([, y]) => y))).toBe(summit);
    expect(area.startsWith(line)).toBe(true);
    expect(area.endsWith(`L0 ${VIEW_HEIGHT}Z`)).toBe(true);
  });

  it('finds the sample nearest to a point of the distance axis', () => {
    expect(sampleAt(track.profile, 0)).toBe(0);
    expect(sampleAt(track.profile, 0.5)).toBe(2);
    expect(sampleAt(track.profile, 2)).toBe(4);
    expect(sampleAt([], 0.5)).toBe(-1);
  });
});

describe('ElevationProfile', () => {
  it('captions the chart with the figures in the reader’s language and number format', () => {
    const { container } = render(<ElevationProfile track={track} texts={cs} language="cs" />);
    const caption = container.querySelector('figure > figcaption');
    const figures = [...(caption?.querySelectorAll('dl > div') ?? [])].map((item) => plain(item.textContent));
    expect(figures).toEqual([
      'Délka12,3 km',
      'Stoupání1 040 m',
      'Klesání1 040 m',
      'Nejnižší bod830 m n. m.',
      'Nejvyšší bod1 603 m n. m.',
    ]);
    render(<ElevationProfile track={track} texts={en} language="en" />);
    expect(plain(screen.getByText('Highest point').nextElementSibling?.textContent)).toBe('1,603 m a.s.l.');
  });

  it('reads out the distance and elevation along the route with the arrow keys', () => {
    render(<ElevationProfile track={track} texts={en} language="en" />);
    const slider = screen.getByRole('slider', { name: en.chart });
    expect(plain(slider.getAttribute('aria-valuetext'))).toBe('0 km from the start: 830 m a.s.l.');
    fireEvent.focus(slider);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(plain(slider.getAttribute('aria-valuetext'))).toBe('3 km from the start: 1,200 m a.s.l.');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('12.34');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('12.34');
    expect(plain(within(slider).getByText(/12\.3 km/).textContent)).toBe('12.3 km from the start: 830 m a.s.l.');
    fireEvent.blur(slider);
    expect(within(slider).queryByText(/km from the start/)).toBeNull();
  });

  it('says so when the file has no elevations, with its length', () => {
    const { container } = render(
      <ElevationProfile
        track={{
          ...track,
          elevationGain: null,
          elevationLoss: null,
          lowestPoint: null,
          highestPoint: null,
          profile: [],
        }}
        texts={cs}
        language="cs"
      />,
    );
    expect(screen.queryByRole('slider')).toBeNull();
    expect(container.querySelectorAll('dl > div')).toHaveLength(1);
    expect(screen.getByText(cs.noElevation)).toBeTruthy();
  });
});
