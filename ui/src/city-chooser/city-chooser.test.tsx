import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CityChooser, type CityChooserProps } from './CityChooser';
import { cityLetter, filterCities, groupCities, pushHistory, type City } from './city-rules';

const CITIES: City[] = [
  { id: 1, name: 'Nairobi' },
  { id: 2, name: 'Mombasa' },
  { id: 3, name: 'Kisumu' },
  { id: 4, name: 'Nakuru' },
  { id: 5, name: 'Eldoret' },
  { id: 6, name: 'Machakos' },
  { id: 7, name: 'Ämmänsaari' },
  { id: 8, name: '6th of October City' },
];

describe('pushHistory', () => {
  const a = { id: 1, name: 'A' };
  const b = { id: 2, name: 'B' };

  it('puts the chosen city first without duplicates', () => {
    expect(pushHistory([], a)).toEqual([a]);
    expect(pushHistory([a], b)).toEqual([b, a]);
    expect(pushHistory([b, a], a)).toEqual([a, b]);
    // Ids compare as text: 1 and '1' are the same city.
    expect(pushHistory([{ id: '1', name: 'A' }, b], a)).toEqual([a, b]);
  });

  it('keeps 6 entries by default, dropping the oldest', () => {
    const six = [6, 5, 4, 3, 2, 1].map((id) => ({ id, name: `C${id}` }));
    const next = pushHistory(six, { id: 7, name: 'C7' });
    expect(next.map((c) => c.id)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(pushHistory(six, { id: 3, name: 'C3' }).map((c) => c.id)).toEqual([3, 6, 5, 4, 2, 1]);
    expect(pushHistory(six, { id: 9, name: 'C9' }, 3)).toHaveLength(3);
  });

  it('does not change the given list', () => {
    const history = [a];
    pushHistory(history, b);
    expect(history).toEqual([a]);
  });
});

describe('city rules', () => {
  it('filters case-insensitively, ignoring accents and spaces', () => {
    expect(filterCities(CITIES, 'NA').map((c) => c.name)).toEqual(['Nairobi', 'Nakuru']);
    expect(filterCities(CITIES, '  mom ').map((c) => c.name)).toEqual(['Mombasa']);
    expect(filterCities(CITIES, 'amman').map((c) => c.name)).toEqual(['Ämmänsaari']);
    expect(filterCities(CITIES, '')).toHaveLength(CITIES.length);
  });

  it('groups by initial A to Z, then # for the rest, sorted by name', () => {
    expect(cityLetter('ämmänsaari')).toBe('A');
    expect(cityLetter('6th of October City')).toBe('#');
    const groups = groupCities(CITIES);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'E', 'K', 'M', 'N', '#']);
    expect(groups.find((g) => g.letter === 'M')!.cities.map((c) => c.name)).toEqual(['Machakos', 'Mombasa']);
  });
});

function renderChooser(props: Partial<CityChooserProps> = {}) {
  const onChoose = vi.fn();
  const onRelocate = vi.fn();
  const view = render(
    <CityChooser
      cities={CITIES}
      history={[]}
      current={{ name: 'Nairobi' }}
      onChoose={onChoose}
      onRelocate={onRelocate}
      {...props}
    />,
  );
  return { onChoose, onRelocate, ...view };
}

const letterButton = (letter: string) =>
  screen.getByRole('button', { name: `Cities starting with ${letter}` }) as HTMLButtonElement;

function layOut(container: HTMLElement) {
  const list = container.querySelector<HTMLElement>('.sf-city-chooser__list')!;
  container.querySelectorAll<HTMLElement>('[data-letter]').forEach((section, i) => {
    Object.defineProperty(section, 'offsetTop', { configurable: true, value: 200 + i * 100 });
  });
  return list;
}

describe('CityChooser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region with a search box, current location, history and letter groups', () => {
    renderChooser({ history: [{ id: 2, name: 'Mombasa' }], title: 'City' });
    expect(screen.getByRole('region', { name: 'City' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search city' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'N', level: 3 })).toBeTruthy();
    const nGroup = screen.getByRole('region', { name: 'N' });
    expect(
      within(nGroup)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nairobi', 'Nakuru']);
  });

  it('filters the list case-insensitively and hides current location and history while searching', () => {
    renderChooser({ history: [{ id: 2, name: 'Mombasa' }] });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'KIS' } });
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-locate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kisumu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nairobi' })).toBeNull();
    expect(letterButton('K').disabled).toBe(false);
    expect(letterButton('N').disabled).toBe(true);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('No city matches “zzz”.')).toBeTruthy();
  });

  it('chooses from the list, the history and the current location', () => {
    const { onChoose } = renderChooser({ history: [{ id: 3, name: 'Kisumu' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Mombasa' }));
    expect(onChoose).toHaveBeenLastCalledWith({ id: 2, name: 'Mombasa' });
    fireEvent.click(within(screen.getByRole('region', { name: 'History' })).getByRole('button', { name: 'Kisumu' }));
    expect(onChoose).toHaveBeenLastCalledWith({ id: 3, name: 'Kisumu' });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Current location' })).getByRole('button', { name: 'Nairobi' }),
    );
    expect(onChoose).toHaveBeenLastCalledWith({ id: 1, name: 'Nairobi' });
  });

  it('Re-locate asks again; shows Locating… while busy and Location Failed on error', () => {
    const { onRelocate, rerender } = renderChooser({ current: null });
    fireEvent.click(screen.getByRole('button', { name: 'Re-locate' }));
    expect(onRelocate).toHaveBeenCalledTimes(1);
    const props = { cities: CITIES, history: [], onChoose: () => {}, onRelocate };
    rerender(<CityChooser {...props} locating />);
    expect(screen.getByRole('status').textContent).toContain('Locating…');
    expect((screen.getByRole('button', { name: 'Re-locate' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<CityChooser {...props} locateError="Geolocation timed out" />);
    expect(screen.getByRole('status').textContent).toContain('Location Failed');
    expect(screen.getByRole('status').textContent).toContain('Geolocation timed out');
  });

  it('disables index letters without cities', () => {
    renderChooser();
    expect(letterButton('N').disabled).toBe(false);
    expect(letterButton('B').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Other cities' })).toBeTruthy();
  });

  it('jumps to a letter on tap, and from the keyboard also moves focus to its first city', () => {
    const { container } = renderChooser();
    const list = layOut(container);
    // A pointer tap: the jump happens on press.
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(letterButton('M'));
    fireEvent.pointerDown(letterButton('M'), { pointerId: 1, clientX: 360, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerUp(letterButton('M'), { pointerId: 1, clientX: 360, clientY: 300, pointerType: 'touch' });
    expect(list.scrollTop).toBe(200 + 3 * 100);
    // Keyboard: Enter on a letter button is a click with detail 0.
    fireEvent.click(letterButton('E'), { detail: 0 });
    expect(list.scrollTop).toBe(200 + 1 * 100);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eldoret' }));
  });

  it('jumps to the letter under the finger while dragging along the bar, skipping disabled letters', () => {
    const { container } = renderChooser();
    const list = layOut(container);
    const bar = screen.getByRole('navigation', { name: 'City index' });
    const capture = vi.fn();
    bar.setPointerCapture = capture;
    const under = vi.spyOn(document, 'elementFromPoint');
    under.mockReturnValue(letterButton('A'));
    fireEvent.pointerDown(letterButton('A'), { pointerId: 7, clientY: 100, pointerType: 'touch' });
    expect(capture).toHaveBeenCalledWith(7);
    expect(list.scrollTop).toBe(200);
    under.mockReturnValue(letterButton('K'));
    fireEvent.pointerMove(bar, { pointerId: 7, clientY: 300, pointerType: 'touch' });
    expect(list.scrollTop).toBe(400);
    expect(container.querySelector('.sf-city-chooser__bubble')!.textContent).toBe('K');
    under.mockReturnValue(letterButton('L'));
    fireEvent.pointerMove(bar, { pointerId: 7, clientY: 320, pointerType: 'touch' });
    expect(list.scrollTop).toBe(400);
    under.mockReturnValue(letterButton('N'));
    fireEvent.pointerMove(bar, { pointerId: 7, clientY: 360, pointerType: 'touch' });
    expect(list.scrollTop).toBe(600);
    fireEvent.pointerUp(bar, { pointerId: 7, clientY: 360, pointerType: 'touch' });
    expect(container.querySelector('.sf-city-chooser__bubble')!.getAttribute('data-state')).toBe('closed');
    // Moves after the finger is lifted do nothing.
    under.mockReturnValue(letterButton('A'));
    fireEvent.pointerMove(bar, { pointerId: 7, clientY: 100, pointerType: 'touch' });
    expect(list.scrollTop).toBe(600);
  });

  it('falls back to the letters’ boxes when elementFromPoint finds nothing', () => {
    const { container } = renderChooser();
    const list = layOut(container);
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(null);
    const letters = Array.from(container.querySelectorAll<HTMLElement>('[data-index-letter]'));
    letters.forEach((button, i) => {
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({
        top: i * 18,
        bottom: (i + 1) * 18,
        left: 351,
        right: 375,
        width: 24,
        height: 18,
        x: 351,
        y: i * 18,
        toJSON: () => ({}),
      });
    });
    const bar = screen.getByRole('navigation', { name: 'City index' });
    fireEvent.pointerDown(bar, { pointerId: 2, clientY: 10 * 18 + 5, pointerType: 'touch' }); // K
    expect(list.scrollTop).toBe(400);
  });
});
