import { render } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AdPopup,
  Carousel,
  Cascader,
  CascaderSheet,
  Cell,
  CellGroup,
  CityChooser,
  CountdownButton,
  DatePickerSheet,
  Dialog,
  FloatingButtons,
  Header,
  HeaderMenu,
  HotWordTicker,
  Icon,
  Image,
  Input,
  LocationCascader,
  Loading,
  MessageBox,
  NoData,
  PhotoPicker,
  Picker,
  PickerColumn,
  PickerSheet,
  QrScannerView,
  Rating,
  SearchBar,
  ShareSheet,
  Sheet,
  SheetActions,
  Sort,
  SpacePicker,
  SwipePager,
  TabBar,
  TabPanel,
  Tabs,
  ToastViewport,
} from '../index';
import type { QrDecoder } from '../qr-scanner';
import { mergeProps, mergeRefs, withNativeProps } from './native-props';

const noop = () => undefined;
const idleDecoder: QrDecoder = {
  start: () => Promise.resolve(noop),
  decodeImage: () => Promise.reject(new Error('none')),
};
const columns = [[{ value: 'a', label: 'A' }]];
const tree = [
  {
    value: 'ke',
    label: 'Kenya',
    children: [{ value: 'nb', label: 'Nairobi', children: [{ value: 'w', label: 'Westlands' }] }],
  },
];

/**
 * Every widget of the package, rendered with the native props every widget takes. tsc checks this file: a widget
 * that does not take `className`, `style` with one of its own CSS variables, `data-*`, `aria-*` or a ref of its
 * root's element type fails the type check (a misspelt CSS variable too: see the last case).
 */
function cases(): { name: string; render(ref: RefObject<never>): ReactElement }[] {
  // The style is written out in each case, so tsc checks the variable against that widget's own.
  const native = { className: 'from-caller', 'data-testid': 'root', 'aria-describedby': 'help' };
  return [
    {
      name: 'Tabs',
      render: (ref) => (
        <Tabs
          ref={ref}
          {...native}
          style={{ '--sf-tabs-indicator-color': '7px' }}
          items={[{ key: 'a', label: 'A' }]}
          activeKey="a"
          onChange={noop}
          label="L"
        />
      ),
    },
    {
      name: 'TabPanel',
      render: (ref) => (
        <Tabs items={[{ key: 'a', label: 'A' }]} label="L">
          <TabPanel ref={ref} {...native} style={{ '--sf-tabs-background': '7px' }} tabKey="a" />
        </Tabs>
      ),
    },
    {
      name: 'Carousel',
      render: (ref) => (
        <Carousel
          ref={ref}
          {...native}
          style={{ '--sf-carousel-dot-color': '7px' }}
          items={[1, 2]}
          renderItem={(n) => n}
          label="L"
          autoPlay={false}
        />
      ),
    },
    {
      name: 'SwipePager',
      render: (ref) => (
        <SwipePager
          ref={ref}
          {...native}
          style={{ '--sf-swipe-pager-button-color': '7px' }}
          items={[1, 2]}
          renderItem={(n) => n}
          label="L"
        />
      ),
    },
    {
      name: 'Cell',
      render: (ref) => <Cell ref={ref} {...native} style={{ '--sf-cell-background': '7px' }} title="T" />,
    },
    {
      name: 'CellGroup',
      render: (ref) => (
        <CellGroup ref={ref} {...native} style={{ '--sf-cell-divider-color': '7px' }}>
          x
        </CellGroup>
      ),
    },
    {
      name: 'CountdownButton',
      render: (ref) => (
        <CountdownButton
          ref={ref}
          {...native}
          style={{ '--sf-countdown-button-color': '7px' }}
          onSend={() => false}
          seconds={59}
        />
      ),
    },
    {
      name: 'Header',
      render: (ref) => <Header ref={ref} {...native} style={{ '--sf-header-background': '7px' }} title="T" />,
    },
    {
      name: 'Image',
      render: (ref) => (
        <Image ref={ref} {...native} style={{ '--sf-image-placeholder-color': '7px' }} src="/a.png" alt="" ratio={1} />
      ),
    },
    {
      name: 'Input',
      render: (ref) => (
        <Input ref={ref} {...native} style={{ '--sf-input-border-color': '7px' }} label="L" value="" onChange={noop} />
      ),
    },
    {
      name: 'Dialog',
      render: (ref) => (
        <Dialog ref={ref} {...native} style={{ '--sf-dialog-radius': '7px' }} open onClose={noop} aria-label="D" />
      ),
    },
    {
      name: 'Rating',
      render: (ref) => (
        <Rating ref={ref} {...native} style={{ '--sf-rating-filled-color': '7px' }} value={3} label="L" />
      ),
    },
    {
      name: 'Sheet',
      render: (ref) => (
        <Sheet ref={ref} {...native} style={{ '--sf-sheet-grip-color': '7px' }} open onClose={noop} title="T">
          x
        </Sheet>
      ),
    },
    {
      name: 'SheetActions',
      render: (ref) => (
        <SheetActions
          ref={ref}
          {...native}
          style={{ '--sf-sheet-accent-color': '7px' }}
          onCancel={noop}
          onConfirm={noop}
        />
      ),
    },
    {
      name: 'Sort',
      render: (ref) => (
        <Sort
          ref={ref}
          {...native}
          style={{ '--sf-sort-accent-color': '7px' }}
          options={[{ key: '', label: 'Default' }]}
          value=""
          onChange={noop}
        />
      ),
    },
    {
      name: 'MessageBox',
      render: (ref) => (
        <MessageBox
          ref={ref}
          {...native}
          style={{ '--sf-message-box-accent-color': '7px' }}
          open
          text="T"
          onConfirm={noop}
          onCancel={noop}
        />
      ),
    },
    {
      name: 'ShareSheet',
      render: (ref) => (
        <ShareSheet ref={ref} {...native} style={{ '--sf-share-sheet-radius': '7px' }} open onClose={noop} url="/x" />
      ),
    },
    {
      name: 'TabBar',
      render: (ref) => (
        <TabBar ref={ref} {...native} style={{ '--sf-tab-bar-active-color': '7px' }} onNavigate={noop} />
      ),
    },
    {
      name: 'HeaderMenu',
      render: (ref) => (
        <HeaderMenu
          ref={ref}
          {...native}
          style={{ '--sf-header-menu-background': '7px' }}
          open
          onClose={noop}
          onNavigate={noop}
        />
      ),
    },
    {
      name: 'DatePickerSheet',
      render: (ref) => (
        <DatePickerSheet
          ref={ref}
          {...native}
          style={{ '--sf-date-picker-accent-color': '7px' }}
          open
          onClose={noop}
          onConfirm={noop}
        />
      ),
    },
    {
      name: 'HotWordTicker',
      render: (ref) => (
        <HotWordTicker
          ref={ref}
          {...native}
          style={{ '--sf-hot-word-ticker-radius': '7px' }}
          words={['a']}
          onActivate={noop}
        />
      ),
    },
    {
      name: 'PhotoPicker',
      render: (ref) => (
        <PhotoPicker ref={ref} {...native} style={{ '--sf-photo-picker-radius': '7px' }} onPick={noop} />
      ),
    },
    {
      name: 'FloatingButtons',
      render: (ref) => (
        <FloatingButtons
          ref={ref}
          {...native}
          style={{ '--sf-floating-buttons-accent-color': '7px' }}
          onCalculator={noop}
        />
      ),
    },
    {
      name: 'NoData',
      render: (ref) => <NoData ref={ref} {...native} style={{ '--sf-no-data-accent-color': '7px' }} />,
    },
    { name: 'Loading', render: (ref) => <Loading ref={ref} {...native} style={{ '--sf-loading-radius': '7px' }} /> },
    {
      name: 'Picker',
      render: (ref) => (
        <Picker
          ref={ref}
          {...native}
          style={{ '--sf-picker-band-radius': '7px' }}
          columns={columns}
          value={['a']}
          onChange={noop}
        />
      ),
    },
    {
      name: 'PickerColumn',
      render: (ref) => (
        <PickerColumn
          ref={ref}
          {...native}
          style={{ '--sf-picker-text-color': '7px' }}
          options={columns[0]!}
          value="a"
          label="L"
          onSelect={noop}
        />
      ),
    },
    {
      name: 'Cascader',
      render: (ref) => (
        <Cascader
          ref={ref}
          {...native}
          style={{ '--sf-picker-selected-background': '7px' }}
          options={tree}
          levels={2}
          value={[]}
          onChange={noop}
        />
      ),
    },
    {
      name: 'PickerSheet',
      render: (ref) => (
        <PickerSheet
          ref={ref}
          {...native}
          style={{ '--sf-picker-band-radius': '7px' }}
          open
          onClose={noop}
          title="T"
          columns={columns}
          value={[]}
          onConfirm={noop}
        />
      ),
    },
    {
      name: 'CascaderSheet',
      render: (ref) => (
        <CascaderSheet
          ref={ref}
          {...native}
          style={{ '--sf-sheet-radius': '7px' }}
          open
          onClose={noop}
          title="T"
          options={tree}
          levels={2}
          value={[]}
          onConfirm={noop}
        />
      ),
    },
    {
      name: 'SpacePicker',
      render: (ref) => (
        <SpacePicker
          ref={ref}
          {...native}
          style={{ '--sf-dialog-background': '7px' }}
          open
          onClose={noop}
          options={tree}
          onConfirm={noop}
        />
      ),
    },
    {
      name: 'LocationCascader',
      render: (ref) => (
        <LocationCascader
          ref={ref}
          {...native}
          style={{ '--sf-dialog-radius': '7px' }}
          open
          onClose={noop}
          options={tree}
          onConfirm={noop}
        />
      ),
    },
    {
      name: 'AdPopup',
      render: (ref) => (
        <AdPopup
          ref={ref}
          {...native}
          style={{ '--sf-ad-popup-dot-color': '7px' }}
          items={[{ id: 1, img: '/a.png', title: 'A' }]}
          onClose={noop}
          onView={noop}
        />
      ),
    },
    {
      name: 'CityChooser',
      render: (ref) => (
        <CityChooser
          ref={ref}
          {...native}
          style={{ '--sf-city-chooser-accent-color': '7px' }}
          cities={[]}
          history={[]}
          onRelocate={noop}
          onChoose={noop}
        />
      ),
    },
    {
      name: 'SearchBar',
      render: (ref) => (
        <SearchBar
          ref={ref}
          {...native}
          style={{ '--sf-search-bar-radius': '7px' }}
          value=""
          onChange={noop}
          onSubmit={noop}
        />
      ),
    },
    {
      name: 'QrScannerView',
      render: (ref) => (
        <QrScannerView
          ref={ref}
          {...native}
          style={{ '--sf-qr-scanner-frame-color': '7px' }}
          decoder={idleDecoder}
          onResult={noop}
        />
      ),
    },
    { name: 'Icon', render: (ref) => <Icon ref={ref} {...native} style={{ '--sf-icon-size': '7px' }} name="search" /> },
    {
      name: 'ToastViewport',
      render: (ref) => <ToastViewport ref={ref} {...native} style={{ '--sf-toast-radius': '7px' }} />,
    },
  ];
}

// @ts-expect-error A CSS variable the widget does not have is refused.
void (<Tabs style={{ '--sf-tabs-no-such-variable': '1px' }} items={[]} activeKey="" onChange={noop} label="L" />);

describe('native props on every widget', () => {
  it.each(cases().map((c) => [c.name, c] as const))(
    '%s puts className, style, data-*, aria-* and ref on its root',
    (_name, c) => {
      const ref = createRef<Element>();
      render(c.render(ref as RefObject<never>));
      const root = ref.current;
      expect(root).toBeInstanceOf(Element);
      expect(root!.getAttribute('data-testid')).toBe('root');
      expect(root!.classList.contains('from-caller')).toBe(true);
      // The widget's own class stays.
      expect(Array.from(root!.classList).some((name) => name.startsWith('sf-'))).toBe(true);
      expect(root!.getAttribute('aria-describedby')).toBe('help');
      expect(root!.getAttribute('style') ?? '').toMatch(/--sf-[a-z-]+:\s*7px/);
    },
  );
});

describe('withNativeProps', () => {
  it('merges over the element: classes added, style merged (the caller wins), the element’s own aria attributes kept', () => {
    const own = createRef<HTMLDivElement>();
    const caller = createRef<HTMLDivElement>();
    const element = withNativeProps(
      {
        className: 'b',
        style: { color: 'red', '--x': '1' } as never,
        'aria-label': 'caller',
        'aria-describedby': 'd',
        ref: caller,
      } as never,
      <div ref={own} className="a" style={{ color: 'blue', margin: 1 }} aria-label="own" />,
    );
    const { container } = render(element);
    const div = container.firstElementChild as HTMLDivElement;
    expect(div.className).toBe('a b');
    expect(div.style.color).toBe('red');
    expect(div.style.margin).toBe('1px');
    expect(div.getAttribute('aria-label')).toBe('own');
    expect(div.getAttribute('aria-describedby')).toBe('d');
    expect(own.current).toBe(div);
    expect(caller.current).toBe(div);
  });

  it('mergeRefs feeds object and callback refs, and clears them on unmount', () => {
    const object = createRef<HTMLSpanElement>();
    const seen: (HTMLSpanElement | null)[] = [];
    const { unmount } = render(<span ref={mergeRefs<HTMLSpanElement>(object, (node) => void seen.push(node))} />);
    expect(object.current).toBeInstanceOf(HTMLSpanElement);
    unmount();
    expect(object.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it('mergeProps keeps a default where the caller gave undefined', () => {
    expect(mergeProps({ a: 1, b: 2 }, { a: undefined, b: 3, c: 4 })).toEqual({ a: 1, b: 3, c: 4 });
  });
});
