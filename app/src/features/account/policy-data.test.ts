import { describe, expect, it } from 'vitest';
import { demoteHeadings } from './policy-data';

describe('demoteHeadings', () => {
  it('moves the text’s headings one level down under the page’s own h1, attributes kept', () => {
    expect(demoteHeadings('<h1 id="t">Privacy</h1><p>h1 text</p><h2>Data</h2><h6>Small</h6>')).toBe(
      '<h2 id="t">Privacy</h2><p>h1 text</p><h3>Data</h3><h6>Small</h6>',
    );
  });
});
