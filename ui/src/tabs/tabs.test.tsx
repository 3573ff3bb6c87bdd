import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextTabKey, TabPanel, Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'a', label: 'My Appointment' },
  { key: 'b', label: 'Store Record' },
  { key: 'c', label: 'Purchase History' },
];

function Demo({ list = items, onChange }: { list?: TabItem[]; onChange?: (k: string) => void }) {
  const [active, setActive] = useState(list[0]!.key);
  return (
    <>
      <Tabs
        id="rec"
        label="Records"
        items={list}
        activeKey={active}
        onChange={(k) => {
          onChange?.(k);
          setActive(k);
        }}
      >
        {list.map((item) => (
          <TabPanel key={item.key} tabKey={item.key}>
            {item.label} content
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('tabs and panels say their state in data-state, and the panels follow their Tabs', () => {
    render(<Demo />);
    expect(screen.getAllByRole('tab').map((t) => t.dataset.state)).toEqual(['active', 'inactive', 'inactive']);
    fireEvent.click(screen.getByRole('tab', { name: 'Store Record' }));
    expect(screen.getAllByRole('tab').map((t) => t.dataset.state)).toEqual(['inactive', 'active', 'inactive']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.dataset.state).toBe('active');
    expect(panel.textContent).toBe('Store Record content');
    expect(screen.getByRole('tab', { name: 'Store Record' }).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('a TabPanel outside its Tabs says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TabPanel tabKey="a">x</TabPanel>)).toThrow(/inside its <Tabs>/);
    vi.restoreAllMocks();
  });

  it('a named tablist of tabs; only the active one is selected and in the tab order', () => {
    render(<Demo />);
    expect(screen.getByRole('tablist', { name: 'Records' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('the panel is labelled by its tab and controlled by it', () => {
    render(<Demo />);
    const panel = screen.getByRole('tabpanel', { name: 'My Appointment' });
    expect(panel.textContent).toBe('My Appointment content');
    expect(screen.getByRole('tab', { name: 'My Appointment' }).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('tapping a tab selects it and shows its panel', () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('tab', { name: 'Purchase History' }));
    expect(screen.getByRole('tab', { name: 'Purchase History' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Purchase History content');
  });

  it('arrow keys move selection and focus, wrapping; Home and End jump', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'My Appointment' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Store Record' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Purchase History' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['b', 'c', 'a', 'c', 'a']);
    expect(first.tabIndex).toBe(0);
  });

  it('scrolls the selected tab to the middle of its row in the next frame, not while the page renders', async () => {
    const scrolls: number[] = [];
    render(<Tabs id="pick" label="Records" items={items} activeKey="c" onChange={() => undefined} />);
    const list = screen.getByRole('tablist');
    const selected = screen.getByRole('tab', { name: 'Purchase History' });
    Object.defineProperty(list, 'clientWidth', { value: 200 });
    Object.defineProperty(selected, 'offsetWidth', { value: 80 });
    Object.defineProperty(selected, 'offsetLeft', { value: 300 });
    list.scrollTo = ((options: ScrollToOptions) => scrolls.push(options.left ?? -1)) as typeof list.scrollTo;
    // The row's geometry is set after the render: the render itself measured nothing and scrolled nothing...
    expect(scrolls).toEqual([]);
    // ...and in the next frame the tab is centred: 300 - (200 - 80) / 2.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    expect(scrolls).toEqual([240]);
  });

  it('skips disabled tabs', () => {
    const list = [items[0]!, { ...items[1]!, disabled: true }, items[2]!];
    expect(nextTabKey(list, 'a', 'ArrowRight')).toBe('c');
    expect(nextTabKey(list, 'c', 'ArrowLeft')).toBe('a');
    expect(nextTabKey(list, 'a', 'Enter')).toBeUndefined();
    render(<Demo list={list} />);
    expect((screen.getByRole('tab', { name: 'Store Record' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without an id the tabs point at no panel', () => {
    render(<Tabs label="Brands" items={items} activeKey="a" onChange={() => undefined} />);
    expect(screen.getAllByRole('tab').some((t) => t.hasAttribute('aria-controls'))).toBe(false);
  });
});
