import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preload-helper';

// The links the helper adds are caught before they reach the document, so each test says when a stylesheet has
// loaded or failed (the test DOM would fail every stylesheet at once).
let added: HTMLLinkElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLLinkElement[]));
  });
});
afterEach(() => vi.restoreAllMocks());

const addedTo = (href: string) => added.filter((link) => link.getAttribute('href') === href);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload helper of dynamic imports', () => {
  it('asks for every part at once and imports once the stylesheets apply', async () => {
    let imported = false;
    const done = __vitePreload(async () => {
      imported = true;
      return 'page';
    }, ['assets/a1.js', 'assets/a1.css']);
    expect(added.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/a1.js'],
      ['stylesheet', '/assets/a1.css'],
    ]);
    await settle();
    expect(imported).toBe(false);
    addedTo('/assets/a1.css')[0]!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('page');
    expect(imported).toBe(true);
  });

  it('imports at once without parts, and asks for a part once however many imports need it', async () => {
    await expect(__vitePreload(async () => 'alone')).resolves.toBe('alone');
    const first = __vitePreload(async () => 1, ['assets/b1.js', 'assets/shared.css']);
    const second = __vitePreload(async () => 2, ['assets/b2.js', 'assets/shared.css']);
    expect(addedTo('/assets/shared.css')).toHaveLength(1);
    addedTo('/assets/shared.css')[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('leaves out what index.html links already, but applies a stylesheet it only preloads', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="modulepreload" href="/assets/core.js"><link rel="preload" as="style" href="/assets/core.css">',
    );
    const done = __vitePreload(async () => 'app', ['assets/core.js', 'assets/core.css']);
    expect(added.map((link) => [link.rel, link.getAttribute('href')])).toEqual([['stylesheet', '/assets/core.css']]);
    added[0]!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('app');
  });

  it('fails the import when a stylesheet fails, and the retry asks for it again', async () => {
    const load = vi.fn(async () => 'page');
    const failed = __vitePreload(load, ['assets/c1.css']);
    addedTo('/assets/c1.css')[0]!.dispatchEvent(new Event('error'));
    // The message the route boundary knows as a load failure (it offers the reload).
    await expect(failed).rejects.toThrow('Unable to preload CSS for /assets/c1.css');
    expect(load).not.toHaveBeenCalled();

    const retried = __vitePreload(load, ['assets/c1.css']);
    expect(addedTo('/assets/c1.css')).toHaveLength(2);
    addedTo('/assets/c1.css')[1]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('page');
  });
});
