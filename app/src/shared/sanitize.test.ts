import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/**
 * happy-dom answers '' from Node.prototype's nodeName getter (its subclasses override it), and DOMPurify reads
 * names through that getter, so under happy-dom it would see no tag names at all. Make the base getter answer
 * the node's own name, as browsers do, so the real DOMPurify runs here. (The browser scenario checks the same
 * on the policy page in Chromium.)
 */
beforeAll(() => {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return '';
    },
  });
});

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

describe('sanitizeHtml', () => {
  it('keeps the formatting of a policy', () => {
    const out = parse(sanitizeHtml('<h2>Privacy</h2><p>We keep <strong>little</strong>.</p><ul><li>Name</li></ul>'));
    expect(out.content.querySelector('h2')?.textContent).toBe('Privacy');
    expect(out.content.querySelector('strong')?.textContent).toBe('little');
    expect(out.content.querySelectorAll('li')).toHaveLength(1);
  });

  it('never lets a <script> survive, however it is written', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>window.hacked = 1</script><SCRIPT src="//evil.example/x.js"></SCRIPT><p>b</p>',
    );
    expect(out.toLowerCase()).not.toContain('<script');
    expect(out).not.toContain('hacked');
    expect(parse(out).content.querySelectorAll('script')).toHaveLength(0);
    expect(parse(out).content.querySelectorAll('p')).toHaveLength(2);
  });

  it('never lets an onerror (or any other on*) handler survive', () => {
    const out = sanitizeHtml(
      '<img src="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">hi</p><svg onload="alert(4)"></svg>',
    );
    const tree = parse(out).content;
    for (const element of tree.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    expect(out).not.toMatch(/on(error|click|mouseover|load)/i);
    expect(out).not.toContain('alert');
  });

  it('drops javascript: links and styles, and opens the remaining links outside with no opener', () => {
    const out = parse(
      sanitizeHtml(
        '<a href="java&#10;script:alert(1)">bad</a><a href="https://example.com/terms" style="color:red">terms</a><style>p{}</style>',
      ),
    ).content;
    const links = [...out.querySelectorAll('a')];
    expect(links[0]?.getAttribute('href')).toBeNull();
    expect(links[1]?.getAttribute('href')).toBe('https://example.com/terms');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.hasAttribute('style')).toBe(false);
    expect(out.querySelector('style')).toBeNull();
  });
});
