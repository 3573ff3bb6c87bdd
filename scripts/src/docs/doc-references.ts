import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Two rules that keep the project's references honest:
 * - the backend's specification documents stay outside the repository, so nothing in it names them: a rule the code
 *   relies on is stated in our own words in docs/product/ and pointed at there;
 * - every pointer to one of our documents (`docs/x.md`, `docs/x.md#heading`, and relative links inside the docs)
 *   reaches a file that exists and, when it names one, a heading of that file.
 */

/** The specification documents, by base name (the pattern is built from them, so this file does not match itself). */
export const SPEC_DOCUMENTS = ['platform', 'catalogue', 'tools-and-account', 'calls'];
const SPEC_CITATION = new RegExp(String.raw`\b(?:${SPEC_DOCUMENTS.join('|')})\.md\b`, 'g');
/** A bare section number of one of them (the section sign and a digit): our documents have headings instead. */
const SECTION_CITATION = /\u00a7\s?\d/;

/** Tracked files read as text: sources, styles, contract, docs. Lock files and media are left out. */
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|ya?ml|json|css|html|sh|txt)$/;
const SKIPPED = /(^|\/)package-lock\.json$/;

export interface Place {
  file: string;
  line: number;
  text: string;
}

export function repositoryRoot(): string {
  return execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
}

/** The tracked text files of the repository, as paths relative to its root. */
export function trackedTextFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !SKIPPED.test(file) && existsSync(path.join(root, file)));
}

function linesOf(text: string): string[] {
  return text.split(/\r?\n/);
}

/** Every line of `text` that names a specification document or cites a numbered section of one. */
export function specCitations(file: string, text: string): Place[] {
  const found: Place[] = [];
  linesOf(text).forEach((line, index) => {
    SPEC_CITATION.lastIndex = 0;
    const cites = SPEC_CITATION.test(line) || SECTION_CITATION.test(line);
    if (cites) found.push({ file, line: index + 1, text: line.trim() });
  });
  return found;
}

/**
 * The anchor a heading gets, as the common Markdown renderers make it: lower case, punctuation dropped (hyphens and
 * underscores kept), each space a hyphen; a repeated heading gets -1, -2 and so on.
 */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text: its headings (outside code fences) and explicit `<a id="...">` marks. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of linesOf(markdown)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const mark of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(mark[1]!);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface DocReference extends Place {
  /** The document, relative to the repository root. */
  target: string;
  anchor: string | undefined;
}

/** A path to one of our documents from the root, wherever it appears: `docs/product/tools.md#calculator`. */
const ROOT_REFERENCE = /(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g;
/** A Markdown link inside a document, relative to it: `](tools.md#calculator)`, `](../architecture.md)`, `](#x)`. */
const RELATIVE_LINK = /\]\(((?!https?:|mailto:|\/)[^)\s#]*)(?:#([^)\s]+))?\)/g;

/** The references to our documents that `text` (the file `file`) makes. */
export function docReferences(file: string, text: string): DocReference[] {
  const found: DocReference[] = [];
  const markdown = file.endsWith('.md');
  linesOf(text).forEach((line, index) => {
    const place = { file, line: index + 1, text: line.trim() };
    for (const match of line.matchAll(ROOT_REFERENCE)) {
      // A link's target in a document is relative to that document: taken below, not from the root.
      if (markdown && line.slice(0, match.index).endsWith('](')) continue;
      found.push({ ...place, target: match[1]!, anchor: match[2] });
    }
    if (!markdown) return;
    for (const match of line.matchAll(RELATIVE_LINK)) {
      const target = match[1]!;
      if (target !== '' && !target.endsWith('.md')) continue;
      const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      found.push({ ...place, target: resolved, anchor: match[2] });
    }
  });
  return found;
}

/** The references among `references` that reach no file, or no heading of the file, in `root`. */
export function brokenReferences(root: string, references: DocReference[]): (DocReference & { problem: string })[] {
  const anchors = new Map<string, Set<string> | undefined>();
  const anchorsIn = (target: string) => {
    if (!anchors.has(target)) {
      const full = path.join(root, target);
      anchors.set(target, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : undefined);
    }
    return anchors.get(target);
  };
  const broken: (DocReference & { problem: string })[] = [];
  for (const reference of references) {
    const known = anchorsIn(reference.target);
    if (!known) broken.push({ ...reference, problem: `no file ${reference.target}` });
    else if (reference.anchor && !known.has(reference.anchor)) {
      broken.push({ ...reference, problem: `no heading #${reference.anchor} in ${reference.target}` });
    }
  }
  return broken;
}
