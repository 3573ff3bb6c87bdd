import { resource } from '../../data/resource';
import { api } from '../../session/api';
import { sanitizeHtml } from '../../shared/sanitize';

/**
 * The privacy policy (policy) or the service rules (rules), sanitized once it arrives. Kept apart from the other
 * account data: the sanitizer is a large part, and only the pages that show a policy should load it.
 */
export const policyHtml = resource({
  load: async (kind: 'policy' | 'rules', signal) => {
    const result = kind === 'policy' ? await api.call('getPrivacyPolicy', { body: {}, signal }) : await api.call('getServiceRules', { body: {}, signal });
    return result.ok ? { ok: true as const, data: sanitizeHtml(result.data.html_content) } : result;
  },
});
