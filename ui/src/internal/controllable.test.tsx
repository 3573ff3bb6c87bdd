import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../carousel';
import { DatePickerSheet } from '../date-picker';
import { Dialog } from '../dialog';
import { Input } from '../input';
import { Picker } from '../picker';
import { Rating } from '../rating';
import { SearchBar } from '../search-bar';
import { Sheet } from '../sheet';
import { Sort } from '../sort';
import type { SwipeHandle } from '../swipe';
import { SwipePager } from '../swipe-pager';
import { Tabs } from '../tabs';
import { useControllableState } from './use-controllable-state';

function Counter({ value, onChange }: { value?: number; onChange?: (n: number) => void }) {
  const [count, setCount] = useControllableState({ prop: value, defaultProp: 1, onChange });
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {count}
    </button>
  );
}

describe('useControllableState', () => {
  it('uncontrolled: keeps its own value from the default and reports each change', () => {
    const onChange = vi.fn();
    render(<Counter onChange={onChange} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('3');
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('controlled: shows the caller’s value and only reports what was asked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Counter value={5} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('5');
    expect(onChange).toHaveBeenCalledWith(6);
    rerender(<Counter value={6} onChange={onChange} />);
    expect(screen.getByRole('button').textContent).toBe('6');
  });
});

const tabItems = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
];
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs in both modes', () => {
  it('uncontrolled from defaultActiveKey', () => {
    const onChange = vi.fn();
    render(<Tabs label="T" items={tabItems} defaultActiveKey="b" onChange={onChange} />);
    expect(selectedTab()).toBe('Beta');
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(selectedTab()).toBe('Alpha');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('controlled: a click only asks', () => {
    const onChange = vi.fn();
    render(<Tabs label="T" items={tabItems} activeKey="a" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(selectedTab()).toBe('Alpha');
  });
});

describe('overlays in both modes', () => {
  it('an uncontrolled Dialog opens from defaultOpen and closes itself on Escape', () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog defaultOpen onOpenChange={onOpenChange} aria-label="Box">
        <button type="button">Inside</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Box' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a controlled Sheet stays open until the caller closes it, and reports the request', () => {
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    render(
      <Sheet open onOpenChange={onOpenChange} onClose={onClose} title="Filters">
        content
      </Sheet>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('an uncontrolled Sheet closes by its handle', () => {
    render(
      <Sheet defaultOpen title="Filters">
        content
      </Sheet>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an uncontrolled DatePickerSheet closes on Cancel', () => {
    render(<DatePickerSheet defaultOpen onConfirm={() => undefined} today={new Date(2026, 0, 5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('value widgets in both modes', () => {
  it('Input and SearchBar keep their own text from defaultValue, or show the caller’s', () => {
    const onChange = vi.fn();
    const { unmount } = render(<Input label="Name" defaultValue="Ann" onChange={onChange} />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Anna' } });
    expect(input.value).toBe('Anna');
    expect(onChange).toHaveBeenCalledWith('Anna');
    unmount();

    render(<SearchBar value="tile" onChange={onChange} onSubmit={() => undefined} />);
    const search = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'tiles' } });
    expect(onChange).toHaveBeenLastCalledWith('tiles');
    expect(search.value).toBe('tile');
  });

  it('Rating: uncontrolled from defaultValue is editable and keeps its stars', () => {
    render(<Rating label="Service" defaultValue={2} />);
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
  });

  it('Sort: uncontrolled from defaultValue; controlled only asks', () => {
    const options = [
      { key: '', label: 'Default' },
      { key: 'new', label: 'Newest' },
    ];
    const onChange = vi.fn();
    const { unmount } = render(<Sort options={options} defaultValue="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('option', { name: 'Newest' }));
    expect(screen.getByRole('button').textContent).toContain('Newest');
    expect(onChange).toHaveBeenCalledWith('new');
    unmount();

    render(<Sort options={options} value="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('option', { name: 'Newest' }));
    expect(screen.getByRole('button').textContent).toContain('Default');
  });

  it('Picker: uncontrolled from defaultValue', () => {
    const onChange = vi.fn();
    const columns = [
      [
        { value: 's', label: 'Small' },
        { value: 'l', label: 'Large' },
      ],
    ];
    render(<Picker columns={columns} defaultValue={['s']} onChange={onChange} columnLabels={['Size']} />);
    fireEvent.click(screen.getByRole('option', { name: 'Large' }));
    expect(screen.getByRole('option', { name: 'Large' }).getAttribute('aria-selected')).toBe('true');
    expect(onChange).toHaveBeenCalledWith(['l']);
  });
});

describe('swipeable widgets in both modes, and their handles', () => {
  const current = (label: string) => screen.getByRole('group', { name: label, hidden: true });

  it('SwipePager: a handle moves an uncontrolled pager; a controlled one follows its caller', () => {
    const handle = createRef<SwipeHandle>();
    const onIndexChange = vi.fn();
    render(
      <SwipePager
        label="Pages"
        items={['a', 'b', 'c']}
        renderItem={(p) => p}
        defaultIndex={1}
        onIndexChange={onIndexChange}
        handleRef={handle}
      />,
    );
    expect(current('2 of 3').hasAttribute('data-current')).toBe(true);
    act(() => handle.current!.next());
    expect(current('3 of 3').hasAttribute('data-current')).toBe(true);
    act(() => handle.current!.swipeTo(0));
    expect(current('1 of 3').hasAttribute('data-current')).toBe(true);
    act(() => handle.current!.prev());
    expect(onIndexChange.mock.calls).toEqual([[2], [0]]);
  });

  it('SwipePager controlled: the handle only asks', () => {
    const handle = createRef<SwipeHandle>();
    const onIndexChange = vi.fn();
    render(
      <SwipePager
        label="Pages"
        items={['a', 'b']}
        renderItem={(p) => p}
        index={0}
        onIndexChange={onIndexChange}
        handleRef={handle}
      />,
    );
    act(() => handle.current!.next());
    expect(onIndexChange).toHaveBeenCalledWith(1);
    expect(current('1 of 2').hasAttribute('data-current')).toBe(true);
  });

  it('Carousel: starts at defaultIndex, the handle moves it, and a controlled one follows its caller', () => {
    const handle = createRef<SwipeHandle>();
    const onIndexChange = vi.fn();
    const { unmount } = render(
      <Carousel
        label="Banners"
        items={['a', 'b', 'c']}
        renderItem={(s) => s}
        autoPlay={false}
        defaultIndex={2}
        onIndexChange={onIndexChange}
        handleRef={handle}
      />,
    );
    expect(current('3 of 3').hasAttribute('data-current')).toBe(true);
    act(() => handle.current!.swipeTo(1));
    expect(current('2 of 3').hasAttribute('data-current')).toBe(true);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    unmount();

    function Controlled() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex(2)}>
            Third
          </button>
          <Carousel
            label="Banners"
            items={['a', 'b', 'c']}
            renderItem={(s) => s}
            autoPlay={false}
            index={index}
            onIndexChange={setIndex}
          />
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Third' }));
    expect(current('3 of 3').hasAttribute('data-current')).toBe(true);
  });
});
