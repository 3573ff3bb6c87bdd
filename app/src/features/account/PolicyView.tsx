import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { policyHtml } from './policy-data';

/** The privacy policy or the service rules as the server writes them, sanitized before it is shown. */
export function PolicyView({ kind }: { kind: 'policy' | 'rules' }) {
  useSignals();
  const entry = useResource(policyHtml, kind);
  return (
    <Loadable entry={entry} errorText={m.account_text_not_loaded()}>
      {/* Sanitized by the one shared helper (DOMPurify plus a second pass): no scripts, handlers or javascript: links. */}
      {(html) => <article className="sf-account__policy" dangerouslySetInnerHTML={{ __html: html }} />}
    </Loadable>
  );
}
