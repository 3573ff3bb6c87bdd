import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(tokens);
  if (!match?.[1]) throw new Error(`${name} is not a #rrggbb colour in tokens.css`);
  return match[1];
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('non-text contrast of the tokens (WCAG 1.4.11, at least 3:1)', () => {
  const surface = token('--sf-color-surface');

  it('a text field’s edge on the page', () => {
    expect(contrast(token('--sf-color-field-border'), surface)).toBeGreaterThanOrEqual(3);
  });

  it('a filled star on the page and next to an empty star', () => {
    expect(contrast(token('--sf-color-star'), surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(token('--sf-color-star'), token('--sf-color-star-empty'))).toBeGreaterThanOrEqual(3);
  });
});
