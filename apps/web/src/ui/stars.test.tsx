import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledShare, Stars } from './stars';

describe('Stars', () => {
  it('fills the row to the tenth of the score, within 0–5', () => {
    expect(filledShare(5)).toBe(1);
    expect(filledShare(4.26)).toBeCloseTo(0.86);
    expect(filledShare(3)).toBeCloseTo(0.6);
    expect(filledShare(0)).toBe(0);
    expect(filledShare(7)).toBe(1);
    expect(filledShare(-1)).toBe(0);
  });

  it('draws five empty stars under five full ones clipped to the score, hidden from assistive technology', () => {
    const { container } = render(<Stars value={3.5} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    const [empty, full] = Array.from(root.children) as HTMLElement[];
    expect(empty.querySelectorAll('svg')).toHaveLength(5);
    expect(full.querySelectorAll('svg')).toHaveLength(5);
    expect(full.style.width).toBe('70%');
    expect(root.querySelectorAll('*')).toHaveLength(22);
  });
});
