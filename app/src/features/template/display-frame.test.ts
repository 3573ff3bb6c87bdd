import { describe, expect, it } from 'vitest';
import { displayOrigin, frameSrc, planDetailHref, readFrameMessage } from './display-frame';

const frame = {} as Window;
const origin = 'https://display.example.com';
const from = (data: unknown, overrides: Partial<{ origin: string; source: unknown }> = {}) =>
  readFrameMessage(
    { data, origin: overrides.origin ?? origin, source: (overrides.source ?? frame) as Window },
    frame,
    origin,
  );
const side = {
  side_uuid: 's1',
  side_name: 'Floor',
  pave_mode_uuid: 'pm',
  pave_mode_name: 'Continuous laying',
  product_id_str: '4,9',
  type: 1,
};

describe('the display frame', () => {
  it('builds its address with the display, the user (0 for a guest) and the plan, never a token', () => {
    const src = frameSrc('/stand-in/display/', 'http://127.0.0.1:4100/template-detail?id=1', {
      templateUuid: 'tpl-1',
      userId: '',
      planId: 12,
    });
    expect(src).toBe(
      'http://127.0.0.1:4100/stand-in/display/?template_uuid=tpl-1&user_type=1&user_id=0&template_plan_id=12',
    );
    // A shared plan's key goes with its id to the display host, which restores the plan only with it.
    expect(
      frameSrc('/stand-in/display/', 'http://127.0.0.1:4100/', {
        templateUuid: 'tpl-1',
        userId: '',
        planId: 12,
        shareKey: 'kQ7xv-Zr_2mWc9LpTfA3bN',
      }),
    ).toBe(
      'http://127.0.0.1:4100/stand-in/display/?template_uuid=tpl-1&user_type=1&user_id=0&template_plan_id=12&share_key=kQ7xv-Zr_2mWc9LpTfA3bN',
    );
    expect(
      frameSrc('https://display.example.com/viewer?site=t', 'http://x/', {
        templateUuid: 'a b',
        userId: 'c9',
        planId: null,
      }),
    ).toBe('https://display.example.com/viewer?site=t&template_uuid=a+b&user_type=1&user_id=c9');
  });

  it('takes its origin from the setting, and none from a non-web address', () => {
    expect(displayOrigin('/stand-in/display/', 'http://127.0.0.1:4100/x')).toBe('http://127.0.0.1:4100');
    expect(displayOrigin('https://display.example.com/v', 'http://x/')).toBe(origin);
    expect(displayOrigin('javascript:alert(1)', 'http://x/')).toBeNull();
  });

  it('accepts the protocol messages in their shapes', () => {
    expect(from({ type: 'loaded' })).toEqual({ type: 'loaded' });
    expect(from({ type: 'opModeChanged', opMode: 'fullscreen' })).toEqual({
      type: 'opModeChanged',
      opMode: 'fullscreen',
    });
    expect(from({ type: 'panelDisplayed', display: false })).toEqual({ type: 'panelDisplayed', display: false });
    expect(from({ type: 'productChanged', side_uuid: 's1', product_id: 4 })).toEqual({
      type: 'productChanged',
      side_uuid: 's1',
      product_id: 4,
    });
    expect(from({ type: 'returnTemplateImage', image: 'data:image/png;base64,iVBORw0KGgo=' })).toMatchObject({
      type: 'returnTemplateImage',
    });
    expect(
      from({ type: 'returnTemplateInfo', info: { template_uuid: 'tpl-1', template_plan_id: null, side_list: [side] } }),
    ).toEqual({
      type: 'returnTemplateInfo',
      info: { template_uuid: 'tpl-1', template_plan_id: null, side_list: [side] },
    });
  });

  it('ignores messages from another origin or another window', () => {
    expect(from({ type: 'loaded' }, { origin: 'https://evil.example' })).toBeNull();
    expect(from({ type: 'loaded' }, { source: {} })).toBeNull();
    expect(readFrameMessage({ data: { type: 'loaded' }, origin, source: frame }, frame, null)).toBeNull();
  });

  it('ignores malformed messages', () => {
    for (const data of [
      null,
      'loaded',
      { type: 'unknown' },
      { type: 'opModeChanged', opMode: 'big' },
      { type: 'panelDisplayed', display: 'yes' },
      { type: 'returnTemplateImage', image: 'javascript:alert(1)' },
      { type: 'returnTemplateImage', image: 'data:text/html;base64,PGI+' },
      { type: 'returnTemplateInfo', info: { template_uuid: 'tpl-1', side_list: [{ ...side, type: 5 }] } },
      { type: 'productChanged', side_uuid: 's1', product_id: '4' },
    ]) {
      expect(from(data)).toBeNull();
    }
  });

  it("links a plan's display with its id", () => {
    expect(
      planDetailHref({ id: 3, uuid: 'tpl-3', name: 'Spa Bathroom' }, { id: 41, share_key: 'kQ7xv-Zr_2mWc9LpTfA3bN' }),
    ).toBe('/template-detail?id=3&uuid=tpl-3&name=Spa+Bathroom&template_plan_id=41&share_key=kQ7xv-Zr_2mWc9LpTfA3bN');
  });
});

describe('how a link names its display', () => {
  it('by a numeric id, else by the uuid in uuid or in id', async () => {
    const { templateKey } = await import('./template-data');
    expect(templateKey('3', 'tpl-dc-eu-003')).toBe('id:3');
    expect(templateKey('tpl-dc-eu-001', null)).toBe('uuid:tpl-dc-eu-001');
    expect(templateKey(null, 'tpl-dc-eu-002')).toBe('uuid:tpl-dc-eu-002');
    expect(templateKey('', '')).toBeNull();
    expect(templateKey('0', null)).toBe('uuid:0');
  });
});
