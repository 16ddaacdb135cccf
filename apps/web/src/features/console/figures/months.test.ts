import { describe, expect, it } from 'vitest';
import { currentMonth, defaultRange, formatMonth, rangeProblem } from './months';

describe('the figures’ months', () => {
  it('counts the current month in Czech time, as the API does', () => {
    // 23:30 UTC on 31 December is already New Year in Prague.
    expect(currentMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(currentMonth(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11');
  });

  it('opens with the last 12 months, the current one included, across a new year', () => {
    expect(defaultRange(new Date('2026-11-28T03:00:00Z'))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(defaultRange(new Date('2026-12-15T12:00:00Z'))).toEqual({ from: '2026-01', to: '2026-12' });
  });

  it('says why the API refused a range: the wrong order or more than 24 months', () => {
    expect(rangeProblem({ from: '2026-05', to: '2026-04' })).toBe('order');
    expect(rangeProblem({ from: '2024-01', to: '2026-01' })).toBe('span');
    expect(rangeProblem({ from: '2024-02', to: '2026-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-04', to: '2026-04' })).toBeNull();
  });

  it('names a month in the reader’s language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-01', 'cs')).toMatch(/^leden 2026$/);
  });
});
