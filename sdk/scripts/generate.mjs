// Generates src/schema.ts from the bundled contract. With --check it only compares and fails on drift,
// so a contract change that was not followed by `npm run generate -w sdk` cannot land unnoticed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const contractUrl = new URL('../../openapi/dist/openapi.json', import.meta.url);
const schemaPath = fileURLToPath(new URL('../src/schema.ts', import.meta.url));
const header = '// Generated from openapi/dist/openapi.json by sdk/scripts/generate.mjs. Do not edit by hand.\n\n';

const f = ts.factory;
/** `${number}`: a string of digits, the type a single id takes when sent as text. */
const digitsText = f.createTemplateLiteralType(f.createTemplateHead(''), [
  f.createTemplateLiteralTypeSpan(f.createKeywordTypeNode(ts.SyntaxKind.NumberKeyword), f.createTemplateTail('')),
]);

/**
 * A file part (`format: binary`) is a Blob in the browser, not the string JSON Schema would make of it. A single id
 * (`x-id-kind: single`, components/ids.yaml) is `number | `${number}`` (and '' when it may be empty) rather than
 * `number | string`, so that it differs from an id list (`string | number`) and the simulator can type each as it
 * reads it.
 */
function transformSchema(schema) {
  if (schema.format === 'binary') return f.createTypeReferenceNode(f.createIdentifier('Blob'));
  if (schema['x-id-kind'] === 'single') {
    const mayBeEmpty = schema.oneOf?.some((branch) => branch.type === 'string' && new RegExp(branch.pattern).test(''));
    const empty = mayBeEmpty ? [f.createLiteralTypeNode(f.createStringLiteral(''))] : [];
    return f.createUnionTypeNode([f.createKeywordTypeNode(ts.SyntaxKind.NumberKeyword), digitsText, ...empty]);
  }
  return undefined;
}

const operationsPath = fileURLToPath(new URL('../src/operations.ts', import.meta.url));
const controlOperationsPath = fileURLToPath(new URL('../src/control-operations.ts', import.meta.url));
const readOperationsPath = fileURLToPath(new URL('../src/read-operations.ts', import.meta.url));
/** The tag of the simulator's own operations (reset, clock, faults, ...): QA's, never the app's. */
const CONTROL_TAG = 'control';

const contract = JSON.parse(await readFile(contractUrl, 'utf8'));
checkDatacenterDeclared(contract);
const files = new Map([
  [schemaPath, header + astToString(await openapiTS(contract, { exportType: false, transform: transformSchema }))],
  [operationsPath, header + operationTable(contract)],
  [controlOperationsPath, header + controlOperationTable(contract)],
  [readOperationsPath, header + readOperationList(contract)],
]);

/** The POST operations of the contract with their paths, in the contract's order. */
function postOperations(doc) {
  return Object.entries(doc.paths).flatMap(([path, item]) => (item.post ? [{ path, op: item.post }] : []));
}

function isControl(op) {
  return op.tags?.includes(CONTROL_TAG) ?? false;
}

/**
 * Every backend call carries the stored datacenter_uuid when its caller leaves it out (sdk/src/conventions.ts), so
 * the contract must let every backend operation's body carry it: a body that did not declare it would be refused by
 * a strict server for a field the client always adds.
 */
function checkDatacenterDeclared(doc) {
  const schemaOf = (schema) => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);
  const missing = postOperations(doc)
    .filter(({ op }) => !isControl(op))
    .filter(({ op }) => {
      const media = Object.values(op.requestBody?.content ?? {});
      return media.length === 0 || media.some((m) => !('datacenter_uuid' in (schemaOf(m.schema)?.properties ?? {})));
    })
    .map(({ op }) => op.operationId);
  if (missing.length > 0) {
    throw new Error(
      `Every backend operation's body must declare datacenter_uuid (the client adds it): ${missing.join(', ')}`,
    );
  }
}

/** The schemes an operation takes a token of, sorted; [] for none. */
function schemesOf(doc, op) {
  const security = op.security ?? doc.security ?? [];
  return [...new Set(security.flatMap((s) => Object.keys(s)))].sort();
}

/**
 * Every backend operation's path and which tokens it takes, so callers name operations, never paths. The app
 * downloads this table, so it holds no control operation and is written small: each list of tokens once, and the
 * operations of a tag together, their paths built from the contract's pattern /api/v1/{tag}/{operationId} (checked
 * here against the contract's own path). An operation of another path is written out whole.
 */
function operationTable(doc) {
  const tokenLists = new Map();
  /** Runs of operations in the contract's order: a tag's regular operations together, or one irregular one. */
  const runs = [];
  for (const { path, op } of postOperations(doc)) {
    if (isControl(op)) continue;
    const schemes = schemesOf(doc, op);
    const listName = schemes.length
      ? schemes.map((s) => s.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()).join('_OR_')
      : 'NO_TOKEN';
    tokenLists.set(listName, `[${schemes.map((s) => `'${s}'`).join(', ')}]`);
    const tag = op.tags[0];
    if (path !== apiPath(tag, op.operationId)) {
      runs.push({ row: `  ${op.operationId}: { path: '${path}', tag: '${tag}', auth: ${listName} },` });
      continue;
    }
    const last = runs.at(-1);
    const entry = `    ${op.operationId}: ${listName},`;
    if (last?.tag === tag) last.entries.push(entry);
    else runs.push({ tag, entries: [entry] });
  }
  const rows = runs.map((run) => run.row ?? [`  ...api('${run.tag}', {`, ...run.entries, '  }),'].join('\n'));
  return [
    ...[...tokenLists].map(([name, list]) => `const ${name} = ${list} as const;`),
    '',
    `type Operation<Tag extends string, Op extends string, Auth> = { path: \`${apiPath('${Tag}', '${Op}')}\`; tag: Tag; auth: Auth };`,
    '',
    '/** Operations of one tag whose paths are /api/v1/{tag}/{operationId}, each with the tokens it takes. */',
    'function api<const Tag extends string, const Ops extends Record<string, readonly string[]>>(',
    '  tag: Tag,',
    '  ops: Ops,',
    '): { [Op in keyof Ops & string]: Operation<Tag, Op, Ops[Op]> } {',
    '  const table: Record<string, { path: string; tag: string; auth: readonly string[] }> = {};',
    `  for (const [operationId, auth] of Object.entries(ops)) table[operationId] = { path: \`${apiPath('${tag}', '${operationId}')}\`, tag, auth };`,
    '  return table as { [Op in keyof Ops & string]: Operation<Tag, Op, Ops[Op]> };',
    '}',
    '',
    `export const operations = {\n${rows.join('\n')}\n} as const;`,
    '',
    'export type OperationId = keyof typeof operations;',
    '',
  ].join('\n');
}

/**
 * The simulator's control operations (tag control), for the simulator, the scripts and the browser tests; the app
 * never imports this table (package entry @storefront/sdk/control), so its bundle carries none of them.
 */
function controlOperationTable(doc) {
  const rows = postOperations(doc)
    .filter(({ op }) => isControl(op))
    .map(({ path, op }) => {
      const auth = `[${schemesOf(doc, op)
        .map((s) => `'${s}'`)
        .join(', ')}]`;
      return `  ${op.operationId}: { path: '${path}', tag: '${CONTROL_TAG}', auth: ${auth} },`;
    });
  return [
    "/** The simulator's own operations (reset, clock, faults, codes sent, ...), which no real backend has. */",
    `export const controlOperations = {\n${rows.join('\n')}\n} as const;`,
    '',
    'export type ControlOperationId = keyof typeof controlOperations;',
    '',
  ].join('\n');
}

/**
 * The operations the contract marks `x-read: true` (they change nothing and answer only data): the app keeps their
 * last answers for offline use and refuses every other operation while offline (sdk/src/offline.ts). Its own file,
 * so only the offline module, loaded after start-up, carries the list.
 */
function readOperationList(doc) {
  const reads = postOperations(doc)
    .filter(({ op }) => !isControl(op) && op['x-read'] === true)
    .map(({ op }) => `  '${op.operationId}',`);
  return [
    "import type { OperationId } from './operations.js';",
    '',
    '/** Operations that only read: their last answers may be shown again while offline. */',
    `export const readOperations: ReadonlySet<OperationId> = new Set<OperationId>([\n${reads.join('\n')}\n]);`,
    '',
  ].join('\n');
}

function apiPath(tag, operationId) {
  return `/api/v1/${tag}/${operationId}`;
}

if (process.argv.includes('--check')) {
  let drift = false;
  for (const [file, text] of files) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed !== text) {
      console.error(`${file} does not match the contract: run \`npm run generate -w sdk\` and commit the result.`);
      drift = true;
    }
  }
  if (drift) process.exit(1);
  console.log('sdk: generated types match the contract.');
} else {
  for (const [file, text] of files) await writeFile(file, text);
}
