import { resource } from '../../data/resource';
import { api } from '../../session/api';

/**
 * The text's headings one level down (h1 → h2 … h5 → h6): the page that shows it has its own h1 already.
 */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([1-5])(?=[\s>])/gi,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
  );
}

/**
 * The privacy policy (policy) or the service rules (rules), sanitized once it arrives. Kept apart from the other
 * account data: the sanitizer is a large part, and only the pages that show a policy should load it.
 */
export const policyHtml = resource({
  load: async (kind: 'policy' | 'rules', signal) => {
    // The sanitizer (~12 KB gzip) loads beside the call, not in the page's chunk: the text waits for both anyway.
    const [result, { sanitizeHtml }] = await Promise.all([
      kind === 'policy'
        ? api.call('getPrivacyPolicy', { body: {}, signal })
        : api.call('getServiceRules', { body: {}, signal }),
      import('../../shared/sanitize'),
    ]);
    return result.ok ? { ok: true as const, data: demoteHeadings(sanitizeHtml(result.data.html_content)) } : result;
  },
});
