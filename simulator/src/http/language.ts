import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Request } from 'express';

/**
 * The simulator speaks English; an answer to a request whose Accept-Language prefers Chinese gets its `msg` in
 * Chinese when the text is one of the catalogue's, as the real backend answers a Chinese-speaking app. Texts with a
 * placeholder (`{field} is out of range`) are matched as patterns and their values carried over. A text outside the
 * catalogue stays English. Field errors under `data.errors` stay English: they are for the developer, not shown.
 */
type Catalogue = Record<string, Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;
/** Letters a text with placeholders must have besides them to be matched as a pattern. */
const MIN_PATTERN_LETTERS = 6;

interface Pattern {
  match: RegExp;
  names: string[];
  chinese: string;
}

let translations: { exact: Map<string, string>; patterns: Pattern[] } | undefined;

function load(): NonNullable<typeof translations> {
  const file = fileURLToPath(import.meta.resolve('@storefront/sdk/i18n/catalogue.json'));
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  const english = catalogue['en'] ?? {};
  const chinese = catalogue['zh-CN'] ?? {};
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of Object.entries(english)) {
    const translated = chinese[key];
    if (!translated || translated === text) continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((found) => found[1]!);
    if (names.length === 0) {
      exact.set(text, translated);
      continue;
    }
    // A pattern with hardly any words of its own ('{label}: {rating}') would match unrelated answers.
    if (text.replace(PLACEHOLDER, '').replace(/[^A-Za-z]/g, '').length < MIN_PATTERN_LETTERS) continue;
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    patterns.push({ match: new RegExp(`^${source}$`), names, chinese: translated });
  }
  return { exact, patterns };
}

/** Whether the request's Accept-Language prefers Chinese to English (`zh`, `zh-CN`, `zh-Hans`…). */
export function asksForChinese(req: Request): boolean {
  if (!req.headers['accept-language']) return false;
  const preferred = req.acceptsLanguages('en', 'zh', 'zh-CN', 'zh-Hans');
  return typeof preferred === 'string' && preferred.startsWith('zh');
}

/** A refusal of one field is `field: text` (see envelope.ts, invalid): the field's name stays, the text is translated. */
const FIELD_REFUSAL = /^([A-Za-z_][\w.[\]]*): (.+)$/s;

/**
 * `msg` in Chinese when the catalogue has it, else as it is. A field's refusal (`select_date: This day has passed.`)
 * keeps the field's name and has its text translated.
 */
export function inChinese(msg: string): string {
  const refusal = FIELD_REFUSAL.exec(msg);
  if (refusal) {
    const text = translated(refusal[2]!);
    if (text !== refusal[2]) return `${refusal[1]}: ${text}`;
  }
  return translated(msg);
}

function translated(msg: string): string {
  translations ??= load();
  const exact = translations.exact.get(msg);

  if (exact !== undefined) return exact;
  for (const pattern of translations.patterns) {
    const found = pattern.match.exec(msg);
    if (!found) continue;
    const values = new Map(pattern.names.map((name, index) => [name, found[index + 1]!]));
    return pattern.chinese.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return msg;
}
