// Generates src/schema.ts from the bundled contract. With --check it only compares and fails on drift,
// so a contract change that was not followed by `npm run generate -w sdk` cannot land unnoticed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const contractUrl = new URL('../../openapi/dist/openapi.json', import.meta.url);
const schemaPath = fileURLToPath(new URL('../src/schema.ts', import.meta.url));
const header = '// Generated from openapi/dist/openapi.json by sdk/scripts/generate.mjs. Do not edit by hand.\n\n';

/** A file part (`format: binary`) is a Blob in the browser, not the string JSON Schema would make of it. */
function binaryAsBlob(schema) {
  if (schema.format === 'binary') return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  return undefined;
}

const operationsPath = fileURLToPath(new URL('../src/operations.ts', import.meta.url));

const contract = JSON.parse(await readFile(contractUrl, 'utf8'));
const files = new Map([
  [schemaPath, header + astToString(await openapiTS(contract, { exportType: false, transform: binaryAsBlob }))],
  [operationsPath, header + operationTable(contract)],
]);

/** Every operation's path and whether it takes a token, so callers name operations, never paths. */
function operationTable(doc) {
  const rows = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.post;
    if (!op) continue;
    const security = op.security ?? doc.security ?? [];
    const schemes = [...new Set(security.flatMap((s) => Object.keys(s)))].sort();
    rows.push(`  ${op.operationId}: { path: '${path}', tag: '${op.tags[0]}', auth: [${schemes.map((s) => `'${s}'`).join(', ')}] },`);
  }
  return `export const operations = {\n${rows.join('\n')}\n} as const;\n\nexport type OperationId = keyof typeof operations;\n`;
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
