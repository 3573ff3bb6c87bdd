import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const settings = JSON.parse(readFileSync(path.join(sdk, 'project.inlang', 'settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areas = settings['plugin.inlang.messageFormat'].pathPattern;
const read = (pattern: string, locale: string) =>
  JSON.parse(readFileSync(path.join(sdk, pattern.replace('{locale}', locale)), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();

describe('the message catalogue', () => {
  it.each(areas)('%s: every locale has the same messages, none empty, with the same placeholders', (pattern) => {
    const base = read(pattern, settings.baseLocale);
    for (const locale of settings.locales) {
      const messages = read(pattern, locale);
      expect(Object.keys(messages).sort(), `${pattern} in ${locale}`).toEqual(Object.keys(base).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${key} in ${locale}`).not.toBe('');
        expect(placeholders(text), `${key} in ${locale}`).toEqual(placeholders(base[key]!));
      }
    }
  });

  it('uses each key once across the areas, so no area silently overrides another', () => {
    const keys = areas.flatMap((pattern) => Object.keys(read(pattern, settings.baseLocale)));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('writes Chinese in the Chinese catalogue: no message is left in English there', () => {
    const untranslated = areas.flatMap((pattern) => {
      const english = read(pattern, settings.baseLocale);
      const chinese = read(pattern, 'zh-CN');
      return Object.keys(english).filter((key) => chinese[key] === english[key] && /[A-Za-z]{3,}/.test(english[key]!));
    });
    expect(untranslated).toEqual([]);
  });
});
