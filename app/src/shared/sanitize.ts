import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** Made on first use, for the page's own window. */
function getPurifier(): DOMPurify {
  purifier ??= createDOMPurify(window);
  return purifier;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The one place HTML from the server (privacy policy, service rules) is cleaned before it is rendered. Keeps
 * text formatting, lists, tables and links; drops scripts, styles, forms, frames, event handlers and
 * javascript: / data: links. Links open outside the app without handing it the opener. A browser DOMPurify
 * cannot work in gets the HTML as plain text, never unchecked markup.
 */
export function sanitizeHtml(html: string): string {
  const dompurify = getPurifier();
  if (!dompurify.isSupported) return escapeText(html);
  const clean = dompurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
  // A second pass over DOMPurify's answer (belt and braces: it also holds where a DOM implementation trips
  // DOMPurify up): nothing executable is left, and links open outside the app without the opener.
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const element of template.content.querySelectorAll(DROPPED_TAGS.join(','))) element.remove();
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name) || name.toLowerCase() === 'style') element.removeAttribute(name);
      else if (
        URL_ATTRIBUTES.includes(name.toLowerCase()) &&
        !SAFE_URL.test(withoutSpaces(element.getAttribute(name) ?? ''))
      )
        element.removeAttribute(name);
    }
  }
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

/** Browsers ignore white space and control characters inside a scheme ('java\nscript:'). */
const withoutSpaces = (value: string) =>
  [...value].filter((c) => c.charCodeAt(0) > 0x20 && !/\s/u.test(c) && c !== '\u180e').join('');
const DROPPED_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'svg',
  'math',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'];
/** Relative addresses, http(s) and mailto / tel; never javascript:, data:, vbscript: or the like. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
