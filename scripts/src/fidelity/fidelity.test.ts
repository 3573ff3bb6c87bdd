import { describe, expect, it } from 'vitest';
import { fromDocument, isControl, loadContract, type Contract } from '../shared/contract.js';
import {
  departures,
  fieldCounts,
  loadBackendFields,
  requestIdTypes,
  schemasAt,
  successSchema,
  type Departure,
} from './backend-fields.js';

/** The test edits a copy of the contract's JSON in place, by paths it knows exist; the code under test checks it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableDocument = Record<string, any>;

const contract = loadContract();
const fields = loadBackendFields();
const lines = (found: Departure[]) => found.map((d) => `${d.operationId} ${d.path}: ${d.problem} (${d.of})`);

/** A copy of the bundled contract with one change made to its document. */
function changed(edit: (document: EditableDocument) => void): Contract {
  const document = structuredClone(contract.document) as EditableDocument;
  edit(document);
  return fromDocument(document);
}

const storeSchema = (document: EditableDocument) => {
  const op = contract.operations.find((o) => o.operationId === 'getAppointmentStoreList');
  const item = schemasAt(contract, successSchema(contract, op!), 'data.list[*]')[0]!;
  // The item schema lives under components; find it by identity to edit the copy.
  const name = Object.entries(contract.document.components as Record<string, Record<string, unknown>>).flatMap(
    ([, group]) =>
      Object.entries(group as Record<string, unknown>)
        .filter(([, schema]) => schema === item)
        .map(([key]) => key),
  )[0]!;
  return document.components.schemas[name];
};

describe("the contract keeps the backend's field names", () => {
  it('names every operation of the contract in the field list, and no other', () => {
    const product = contract.operations
      .filter((op) => !isControl(op))
      .map((op) => op.operationId)
      .sort();
    expect(Object.keys(fields.calls).sort()).toEqual(product);
  });

  it('has every entity, payload and answer field the backend documents, spelled and placed as the backend has it', () => {
    const counts = fieldCounts(fields);
    expect(counts.entityFields).toBeGreaterThan(400);
    expect(counts.payloadFields).toBeGreaterThan(150);
    expect(lines(departures(contract, fields))).toEqual([]);
  });

  it('gives each id one type in every request that carries it', () => {
    const mixed = [
      ...requestIdTypes(
        contract,
        contract.operations.filter((op) => !isControl(op)),
      ),
    ]
      .filter(([, perType]) => perType.size > 1)
      .map(
        ([field, perType]) =>
          `${field}: ${[...perType].map(([types, ops]) => `${types || 'untyped'} in ${ops.join(', ')}`).join('; ')}`,
      );
    expect(mixed).toEqual([]);
  });

  it('fails when the contract renames a field', () => {
    const renamed = changed((document) => {
      const store = storeSchema(document);
      store.properties.street = store.properties.adds;
      delete store.properties.adds;
      store.required = store.required.map((f: string) => (f === 'adds' ? 'street' : f));
    });
    expect(lines(departures(renamed, fields))).toContain(
      'getAppointmentStoreList data.list[*].adds: missing from the answer (Store)',
    );
  });

  it('fails when the contract nests a field one level deeper', () => {
    const nested = changed((document) => {
      const store = storeSchema(document);
      store.properties.hours = {
        type: 'object',
        properties: { business_hours_start: store.properties.business_hours_start },
      };
      delete store.properties.business_hours_start;
    });
    expect(lines(departures(nested, fields))).toContain(
      'getAppointmentStoreList data.list[*].business_hours_start: missing from the answer (Store)',
    );
  });

  it("fails when the contract requires a request field the backend's own client never sends", () => {
    const stricter = changed((document) => {
      const body = Object.values(document.paths as EditableDocument).find(
        (item) => item.post?.operationId === 'getProductDetail',
      ).post.requestBody;
      const schema = body.content['application/json'].schema;
      const target = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
      target.properties.session_key = { type: 'string' };
      target.required = [...(target.required ?? []), 'session_key'];
    });
    expect(lines(departures(stricter, fields))).toContain(
      "getProductDetail session_key: required by the contract, never sent by the backend's own client (getProductDetail)",
    );
  });
});
