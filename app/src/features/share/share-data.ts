import { api } from '../../session/api';

/** What can be shared; brand content has no share count in the contract. */
export type ShareKind = 'product' | 'case' | 'brand' | 'template' | 'template_plan';

/**
 * Records a share after the link was copied (docs/product/browsing.md#sharing). Quiet: sharing itself already worked.
 */
export async function recordShare(kind: ShareKind, id: number): Promise<void> {
  if (kind === 'product') await api.call('shareProduct', { body: { product_id: id }, silent: true });
  else if (kind === 'case') await api.call('shareCase', { body: { case_id: id }, silent: true });
  else if (kind === 'template') await api.call('shareTemplate', { body: { template_id: id }, silent: true });
  else if (kind === 'template_plan')
    await api.call('shareTemplatePlan', { body: { template_plan_id: id }, silent: true });
}
