import { rules } from '@storefront/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Side } from './calc-data';
import { createSideEditor, type SideEditorDeps } from './side-editor';

const spec = { spec_name: '600x600 mm', width: 600, height: 600, pcs_box: 4, area_box: 1.44 };
const product = {
  id: 10,
  product_id: 1,
  product_name: 'Calacatta Sand',
  product_number: 'MAR-0001M',
  brand_name: 'Marmoreo',
  preview: '',
  box: 0,
  is_edit: '2' as const,
  price_box: 40,
  p_total_price: 0,
  product_spec: spec,
  product_spec_name: spec.spec_name,
  product_percentage: 100,
};
const saved: Side = {
  id: 1,
  side_name: '',
  pave_mode_name: rules.DEFAULT_PAVE_MODE,
  unit: '1',
  length: 0,
  width: 0,
  door_width: 0,
  door_height: 0,
  door_num: 0,
  window_width: 0,
  window_height: 0,
  window_num: 0,
  currency: 'EUR',
  box: 0,
  p_total_price: 0,
  create_time: '2026-11-23T08:00:00.000Z',
  side_product_list: [product],
};

/** An editor over a fake server that keeps the side and answers it after each save (or fails when told). */
function editor(answers: { ok: boolean }[] = []) {
  let server: Side = saved;
  const saveSide = vi.fn(async (_id: number, edit: object) => {
    if (!(answers.shift()?.ok ?? true))
      return { ok: false as const, status: 0, msg: 'request error', reason: 'transport' };
    server = { ...server, ...edit };
    return { ok: true as const, data: { side: server } };
  });
  const saveSideProduct = vi.fn(async (body: { side_product_id: number; product_percentage?: number }) => {
    server = {
      ...server,
      side_product_list: server.side_product_list.map((p) =>
        p.id === body.side_product_id
          ? { ...p, product_percentage: body.product_percentage ?? p.product_percentage }
          : p,
      ),
    };
    return { ok: true as const, data: { side: server } };
  });
  const deps = { saveSide, saveSideProduct, delayMs: 600 } as unknown as SideEditorDeps;
  return { e: createSideEditor(deps), saveSide, saveSideProduct };
}

afterEach(() => vi.useRealTimers());

describe('the side editor', () => {
  it('shows boxes at once and saves once typing pauses, with only the changed fields', async () => {
    vi.useFakeTimers();
    const { e, saveSide } = editor();
    e.typeNumber(saved, 'length', '1.2');
    e.typeNumber(saved, 'width', '3.6');
    expect(e.view(saved).box).toBe(3);
    await vi.advanceTimersByTimeAsync(599);
    expect(saveSide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveSide).toHaveBeenCalledTimes(1);
    expect(saveSide).toHaveBeenCalledWith(1, { length: 1.2, width: 3.6 });
    expect(e.state(1)).toBeUndefined();
  });

  it('does not send a value that cannot be read', async () => {
    vi.useFakeTimers();
    const { e, saveSide } = editor();
    e.typeNumber(saved, 'length', '-2');
    await vi.advanceTimersByTimeAsync(600);
    expect(saveSide).not.toHaveBeenCalled();
  });

  it('marks a failed save and tries again on request, keeping what was typed', async () => {
    vi.useFakeTimers();
    const { e, saveSide } = editor([{ ok: false }]);
    e.typeNumber(saved, 'length', '4');
    await vi.advanceTimersByTimeAsync(600);
    expect(e.state(1)).toBe('failed');
    expect(e.view(saved).length).toBe(4);
    await e.retry(1);
    expect(saveSide).toHaveBeenCalledTimes(2);
    expect(e.state(1)).toBeUndefined();
  });

  it('saves a share with the box count it shows, and a chosen space at once', async () => {
    vi.useFakeTimers();
    const { e, saveSide, saveSideProduct } = editor();
    e.typeNumber(saved, 'length', '1.2');
    e.typeNumber(saved, 'width', '3.6');
    e.typeShare(saved, 10, '50');
    await vi.advanceTimersByTimeAsync(600);
    expect(saveSideProduct).toHaveBeenCalledWith({ side_product_id: 10, product_percentage: 50, box: 2 });
    e.chooseSpace(saved, 'Kitchen Floor');
    await vi.advanceTimersByTimeAsync(1);
    expect(saveSide).toHaveBeenLastCalledWith(1, { side_name: 'Kitchen Floor' });
  });

  it('flushes what waits when the page is left', async () => {
    const { e, saveSide } = editor();
    e.typeNumber(saved, 'width', '2');
    await e.flushAll();
    expect(saveSide).toHaveBeenCalledWith(1, { width: 2 });
  });
});
