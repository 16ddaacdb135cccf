import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';
import { FirstScreenShown } from './first-screen';

/** Records, at every commit, which items are in the document. */
function Probe({ commits }: { commits: string[][] }) {
  useLayoutEffect(() => {
    commits.push(Array.from(document.querySelectorAll('li'), (item) => item.textContent ?? ''));
  });
  return null;
}

function List({ commits, items }: { commits: string[][]; items: string[] }) {
  return (
    <ul>
      {items.slice(0, 2).map((item) => (
        <li key={item}>{item}</li>
      ))}
      <AfterFirstPaint>
        {items.slice(2).map((item) => (
          <li key={item}>{item}</li>
        ))}
        <Probe commits={commits} />
      </AfterFirstPaint>
      <Probe commits={commits} />
    </ul>
  );
}

describe('AfterFirstPaint', () => {
  it('commits the first view on its own, then the rest in a later render', async () => {
    const commits: string[][] = [];
    await act(async () => {
      render(<List commits={commits} items={['a', 'b', 'c', 'd']} />);
    });
    expect(commits[0]).toEqual(['a', 'b']);
    expect(commits.at(-1)).toEqual(['a', 'b', 'c', 'd']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('keeps its children shown when the screen renders again', async () => {
    const commits: string[][] = [];
    const { rerender } = render(<List commits={commits} items={['a', 'b', 'c']} />);
    await act(async () => {});
    commits.length = 0;
    rerender(<List commits={commits} items={['a', 'b', 'c', 'e']} />);
    expect(commits[0]).toEqual(['a', 'b', 'c', 'e']);
  });

  // Last: the app's first screen stays shown for the rest of this file.
  it('renders at once once the app has shown its first screen', async () => {
    await act(async () => {
      render(<FirstScreenShown />);
    });
    const commits: string[][] = [];
    render(<List commits={commits} items={['a', 'b', 'c', 'd']} />);
    expect(commits[0]).toEqual(['a', 'b', 'c', 'd']);
  });
});
