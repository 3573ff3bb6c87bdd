import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedOnOpen } from './loaded-on-open';

interface PanelProps {
  open: boolean;
  title: string;
}

function Panel({ open, title }: PanelProps) {
  return <section aria-label={title} data-state={open ? 'open' : 'closed'} />;
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** A Panel loaded on opening, and how many times its code was asked for. */
function countingPanel() {
  let loads = 0;
  const LazyPanel = loadedOnOpen<PanelProps>(
    async () => {
      loads += 1;
      return Panel;
    },
    (props) => props.open,
  );
  return { LazyPanel, loads: () => loads };
}

describe('loadedOnOpen', () => {
  it('asks for nothing until it first opens, then shows, and stays mounted when closed (its exit animation plays)', async () => {
    const { LazyPanel, loads } = countingPanel();

    const { rerender } = render(<LazyPanel open={false} title="Filter" />);
    await settle();
    expect(loads()).toBe(0);
    expect(screen.queryByRole('region', { name: 'Filter' })).toBeNull();

    rerender(<LazyPanel open title="Filter" />);
    await settle();
    expect(screen.getByRole('region', { name: 'Filter' }).dataset.state).toBe('open');

    rerender(<LazyPanel open={false} title="Filter" />);
    expect(screen.getByRole('region', { name: 'Filter' }).dataset.state).toBe('closed');
    rerender(<LazyPanel open title="Filter" />);
    await settle();
    expect(loads()).toBe(1);
  });

  it('preload asks for the code ahead (once), so the first opening shows at once', async () => {
    const { LazyPanel, loads } = countingPanel();
    LazyPanel.preload();
    LazyPanel.preload();
    await settle();
    render(<LazyPanel open title="Sort" />);
    expect(screen.getByRole('region', { name: 'Sort' })).toBeTruthy();
    expect(loads()).toBe(1);
  });
});
