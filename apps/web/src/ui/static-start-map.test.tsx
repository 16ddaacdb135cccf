import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCoordinates, StaticStartMap } from './static-start-map';

describe('StaticStartMap', () => {
  it('is one image named by its label and the start coordinates, with the country, towns and marker', () => {
    const { container } = render(<StaticStartMap lat={49.19516} lng={16.606937} label="Start" />);
    const map = screen.getByRole('img', { name: 'Start: 49.19516N, 16.60694E' });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelectorAll('text')).toHaveLength(6);
    expect(container.querySelector('figcaption')).toBeNull();
    expect(container.innerHTML).not.toContain('style=');
  });

  it('puts the marker where Brno is and shows a caption', () => {
    const { container } = render(<StaticStartMap lat={49.19516} lng={16.606937} label="Start" caption="Brno" />);
    const brnoDot = [...container.querySelectorAll('circle')].find(
      (circle) => circle.nextElementSibling?.textContent === 'Brno',
    );
    const marker = container.querySelector('g[transform]');
    expect(marker?.getAttribute('transform')).toBe(
      `translate(${brnoDot?.getAttribute('cx')} ${brnoDot?.getAttribute('cy')})`,
    );
    expect(screen.getByText('Brno', { selector: 'figcaption' })).toBeTruthy();
  });

  it('widens the view to take in a start beyond the border', () => {
    render(<StaticStartMap lat={47.5} lng={19.5} label="Start" />);
    const [left, top, width, height] = (screen.getByRole('img').getAttribute('viewBox') ?? '').split(' ').map(Number);
    const eastOfBorder = (19.5 - 12.240111) * Math.cos((49.8 * Math.PI) / 180) * 100;
    expect(left + width).toBeGreaterThan(eastOfBorder);
    expect(top + height).toBeGreaterThan((51.117268 - 47.5) * 100);
  });

  it('writes southern and western coordinates with S and W', () => {
    expect(formatCoordinates(-33.8688, -70.5)).toBe('33.86880S, 70.50000W');
  });
});
