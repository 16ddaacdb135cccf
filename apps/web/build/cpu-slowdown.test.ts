import { describe, expect, it } from 'vitest';
import { CALIBRATION_POINTS, cpuSlowdownFor, UNCALIBRATED_CPU_SLOWDOWN } from './cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it('gives the calculator’s multiplier at each of its reference points', () => {
    expect(CALIBRATION_POINTS.map(([index]) => cpuSlowdownFor(index))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives Lighthouse’s default 4× to the host the default was chosen for, and less to a slower one', () => {
    expect(cpuSlowdownFor(1533)).toBe(UNCALIBRATED_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(1320)).toBe(3.1);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('keeps the calculator’s slope above its last point: a fast host is slowed down more', () => {
    // 3 + (3800 − 1300) / 233 = 13.73
    expect(cpuSlowdownFor(3800)).toBe(13.7);
    expect(cpuSlowdownFor(2233)).toBe(7);
  });

  it('never goes below 1: a host slower than the emulated phone is measured as it is', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(1)).toBe(1);
  });

  it('grows with the benchmarkIndex, without a jump between the points', () => {
    // Steps of 10 in the index move the multiplier by at most 10 / 233 (the steepest slope), one rounded tenth.
    let previous = cpuSlowdownFor(100);
    for (let index = 110; index <= 4000; index += 10) {
      const multiplier = cpuSlowdownFor(index);
      expect(multiplier).toBeGreaterThanOrEqual(previous);
      expect(multiplier - previous).toBeLessThan(0.1 + 1e-9);
      previous = multiplier;
    }
  });

  it('refuses what is not a benchmarkIndex', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(RangeError);
    expect(() => cpuSlowdownFor(0)).toThrow(RangeError);
    expect(() => cpuSlowdownFor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
