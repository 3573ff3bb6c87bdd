import { isControl, type Contract } from '../shared/contract.js';

/** Where docs/scenarios.md holds the table, so a test can compare it with the contract. */
export const CONTROL_TABLE_START =
  '<!-- control operations: generated from the contract by npm run scenarios -- --list-control -->';
export const CONTROL_TABLE_END = '<!-- end of control operations -->';

function bodyFields(contract: Contract, operationId: string): string {
  const op = contract.operations.find((o) => o.operationId === operationId);
  const properties = Object.keys((op?.requestSchema?.properties as Record<string, unknown> | undefined) ?? {}).filter(
    (k) => k !== 'datacenter_uuid',
  );
  const required = (op?.requestSchema?.required as string[] | undefined) ?? [];
  return properties.length ? properties.map((p) => `\`${p}\`${required.includes(p) ? '' : '?'}`).join(', ') : '—';
}

/**
 * The control operations a scenario can call (`control: shortName`), as a Markdown table built from the contract:
 * short name, body fields (`?` optional) and the contract's summary. The doc holds this table; a test keeps them equal.
 */
export function controlOperationsTable(contract: Contract): string {
  const rows = contract.operations.filter(isControl).map((op) => {
    const short = op.operationId.replace(/^control/, '');
    const name = `${short.charAt(0).toLowerCase()}${short.slice(1)}`;
    const summary = String(
      (contract.document.paths as Record<string, { post?: { summary?: string } }>)[op.path]?.post?.summary ?? '',
    ).replace(/\|/g, '\\|');
    return `| \`control: ${name}\` | ${bodyFields(contract, op.operationId)} | ${summary} |`;
  });
  return ['| step | body | what it does |', '|---|---|---|', ...rows].join('\n');
}
