import { createHash } from 'node:crypto';
import path from 'node:path';
import { advisoryRules } from '../conformance/behaviour/advisories.js';
import { GUEST_TOKEN_HEADER, USER_TOKEN_HEADER } from '../shared/conventions.js';
import type { Contract, Operation, Schema } from '../shared/contract.js';
import { sampleNamed } from '../shared/sample-files.js';
import { typeOfFileName } from '../shared/steps/files.js';
import { PROVIDER_USER_TYPES, type FileSpec } from '../shared/steps/spec.js';
import type { UploadedFile } from './check.js';
import type { Exchange, HandBack } from './exchanges.js';
import { isSecretField } from './redact.js';

/**
 * A walk through the app as a QA scenario (docs/scenarios.md): one step per call the app made, in the order it
 * made them, with its body. What the server handed out is saved by name on the step that answered it and used by
 * name afterwards, never copied: tokens (`guest_token`, `user_token`, which the runner's conventions then send),
 * ids, an upload's stored path and the data centre. A verification code is read from the simulator (`control:
 * getLastCode`) just before the step that sends it, and a provider credential fetched fresh for the same account
 * (`control: socialCredential`); a password is read from the environment (`${env.SCENARIO_PASSWORD}`), so the file
 * holds no secret. An upload's file goes beside the scenario (or is named as a runner sample), never into it.
 * Each step expects the status it got; a value the walk sent and a later answer read
 * back is expected there too. The runner checks every answer against the contract besides.
 */
export interface RecordedStep {
  call?: string;
  control?: string;
  body?: unknown;
  files?: Record<string, FileSpec>;
  auth?: 'none' | 'guest';
  expect?: Record<string, unknown>;
  save?: Record<string, string>;
}

export interface Recording {
  steps: RecordedStep[];
  /** The environment variables the scenario reads its secrets from, with the field each stands for. */
  environment: { name: string; field: string }[];
  /** Files the walk uploaded that are not a named sample: to write beside the scenario under these names. */
  attachments: { file: string; bytes: Uint8Array }[];
}

export interface RecordOptions {
  /** The accounts sign-in pages handed back, by credential (ExchangeLog.handBacks). */
  handBacks?: ReadonlyMap<string, HandBack>;
  /** The start of the names of uploaded files written beside the scenario: `walk` gives walk.upload-1.png. */
  attachmentBase?: string;
}

/** Where a value the server answered sits: which step, at which path, under which key. */
interface Source {
  step: RecordedStep;
  exchange: Exchange;
  path: string;
  key: string;
  value: string | number;
}

/** Request fields that name something the server made: ids, uuids, numbers of things, tokens. */
const ID_LIKE = /(^|_)(id|ids|uuid|no|sn|token)$/i;
/** Fields whose value the walk chose but no later answer is expected to repeat (paging, sorting, the data centre). */
const NOT_READ_BACK = /^(page|limit|sort|type|datacenter_uuid|user_id|client_user_id)$/;
const LAST_CODE = 'getLastCode';
const SOCIAL_CREDENTIAL = 'socialCredential';
const MAX_READ_BACKS = 5;
/** The extension of a file the app uploaded without one in its name, by its declared type. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

function leaves(
  value: unknown,
  at: string,
  key: string,
  visit: (path: string, key: string, value: unknown) => void,
): void {
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${at}[${i}]`, key, visit));
  else if (value !== null && typeof value === 'object') {
    for (const [k, inner] of Object.entries(value)) leaves(inner, at ? `${at}.${k}` : k, k, visit);
  } else visit(at, key, value);
}

/** The operation a request field's ids come from, as the contract says (`x-id-from`). */
function idSourceOf(op: Operation, key: string): string | undefined {
  const property = (op.requestSchema?.properties as Record<string, Schema> | undefined)?.[key];
  const from = property?.['x-id-from'] as { operationId?: unknown } | undefined;
  return typeof from?.operationId === 'string' ? from.operationId : undefined;
}

const valueKey = (value: string | number) => `${typeof value}:${value}`;

function envelopeStatus(e: Exchange): number | undefined {
  const status = (e.response?.json as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

function header(e: Exchange, name: string): string | undefined {
  return Object.entries(e.headers).find(([h]) => h.toLowerCase() === name.toLowerCase())?.[1];
}

class Recorder {
  readonly steps: RecordedStep[] = [];
  /** Every value of every success answer so far, by value (typed: 5 and '5' are different values). */
  private readonly sources = new Map<string, Source[]>();
  /** The variable each saved place got ("step index|path" → name), and the places each name holds. */
  private readonly nameOf = new Map<string, string>();
  /** The value each saved name holds at this point of the walk. */
  private readonly taken = new Map<string, string | number>();
  private readonly environment = new Map<string, { name: string; field: string }>();
  /** The last code request sent (content and purpose), for the code a later step sends. */
  private lastCodeRequest: { content: unknown; fun_type?: unknown } | undefined;
  private codes = 0;
  /** Values the walk sent, with the expression written for each, for read-back expectations. */
  private readonly written: { key: string; value: string | number; expression: unknown; exchange: Exchange }[] = [];
  private savedUserToken = false;
  private credentials = 0;
  /** The files uploaded so far by content, with the name each is written under. */
  private readonly attachments = new Map<string, { file: string; bytes: Uint8Array }>();

  constructor(
    private readonly contract: Contract,
    private readonly options: RecordOptions = {},
  ) {}

  private save(source: Source, wanted: string): string {
    const place = `${this.steps.indexOf(source.step)}|${source.path}`;
    const known = this.nameOf.get(place);
    if (known) return known;
    // The session's names are reused on purpose: a new token replaces the old one, as it does in the app.
    let name = wanted;
    if (!['guest_token', 'user_token', 'datacenter_uuid'].includes(wanted)) {
      for (let n = 2; this.taken.has(name); n += 1) name = `${wanted}_${n}`;
    }
    this.taken.set(name, source.value);
    this.nameOf.set(place, name);
    source.step.save = { ...source.step.save, [name]: source.path };
    return name;
  }

  /** The latest answer, before this request, that handed out this value: same field name first, then the contract's id source. */
  private sourceOf(e: Exchange, op: Operation, key: string, value: string | number): Source | undefined {
    if (value === '') return undefined;
    const from = idSourceOf(op, key);
    const score = (s: Source) => (s.key === key ? 2 : 0) + (from && s.exchange.operationId === from ? 1 : 0);
    let best: Source | undefined;
    for (const s of this.sources.get(valueKey(value)) ?? []) {
      if ((s.exchange.answeredAs ?? Infinity) > e.answersBefore) continue;
      if (!best || score(s) > score(best) || (score(s) === score(best) && s.exchange.index > best.exchange.index))
        best = s;
    }
    return best;
  }

  private fromEnvironment(field: string, value: string): string {
    const known = this.environment.get(value);
    if (known) return `\${env.${known.name}}`;
    const base = `SCENARIO_${field.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
    const count = [...this.environment.values()].filter((v) => v.name === base || v.name.startsWith(`${base}_`)).length;
    const name = count ? `${base}_${count + 1}` : base;
    this.environment.set(value, { name, field });
    return `\${env.${name}}`;
  }

  /** A code the app sends: read from the simulator right before, for the target the last code request named. */
  private codeExpression(value: string): string {
    if (!this.lastCodeRequest) return this.fromEnvironment('code', value);
    this.codes += 1;
    const name = `code_${this.codes}`;
    const { content, fun_type } = this.lastCodeRequest;
    this.steps.push({
      control: LAST_CODE,
      body: { content, ...(fun_type !== undefined ? { fun_type } : {}) },
      save: { [name]: 'data.code' },
    });
    return `\${${name}}`;
  }

  /**
   * A provider credential the app sends: a fresh one for the same account from the stand-in provider right before
   * (`control: socialCredential`), the account being what the provider's page handed back with it, else the
   * user_type and uid sent beside it. Unknown accounts fall back to the environment.
   */
  private credentialExpression(sent: Record<string, unknown>, key: string, value: string): string {
    const handBack = this.options.handBacks?.get(value);
    const provider =
      handBack?.provider ??
      Object.entries(PROVIDER_USER_TYPES).find(([, type]) => String(type) === String(sent.user_type))?.[0];
    const uid = handBack?.uid ?? (typeof sent.uid === 'string' ? sent.uid : undefined);
    if (!provider || !(provider in PROVIDER_USER_TYPES) || !uid) return this.fromEnvironment(key, value);
    this.credentials += 1;
    const name = `credential_${this.credentials}`;
    this.steps.push({ control: SOCIAL_CREDENTIAL, body: { provider, uid }, save: { [name]: 'data.credential' } });
    return `\${${name}}`;
  }

  private secretExpression(sent: Record<string, unknown>, key: string, value: string): string {
    if (/credential/i.test(key)) return this.credentialExpression(sent, key, value);
    return /code/i.test(key) ? this.codeExpression(value) : this.fromEnvironment(key, value);
  }

  private expression(
    e: Exchange,
    op: Operation,
    key: string,
    value: unknown,
    sent: Record<string, unknown> = {},
  ): unknown {
    if (typeof value !== 'string' && typeof value !== 'number') return value;
    if (isSecretField(key) && value !== '') return this.secretExpression(sent, key, String(value));
    if (!ID_LIKE.test(key) && !(typeof value === 'string' && value.length >= 8)) return value;
    const name = key.replace(/_ids$/, '_id');
    // The same value in the other type: an id answered as a number and sent as text (or back), converted by name.
    const other = typeof value === 'number' ? String(value) : /^\d{1,15}$/.test(value) ? Number(value) : undefined;
    const conversion = typeof value === 'number' ? '|number' : '|text';
    // A value saved under this name already (the data centre in every body) is used again, not saved again.
    if (this.taken.get(name) === value) return `\${${name}}`;
    if (other !== undefined && this.taken.get(name) === other) return `\${${name}${conversion}}`;
    const source = this.sourceOf(e, op, key, value);
    if (source) return `\${${this.save(source, name)}}`;
    const converted = other === undefined ? undefined : this.sourceOf(e, op, key, other);
    return converted ? `\${${this.save(converted, name)}${conversion}}` : value;
  }

  private body(e: Exchange, op: Operation, value: unknown, key = '', sent: Record<string, unknown> = {}): unknown {
    if (Array.isArray(value)) return value.map((item) => this.body(e, op, item, key, sent));
    if (value !== null && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      return Object.fromEntries(Object.entries(fields).map(([k, inner]) => [k, this.body(e, op, inner, k, fields)]));
    }
    const written = this.expression(e, op, key, value, sent);
    if (
      (typeof value === 'string' || typeof value === 'number') &&
      !isSecretField(key) &&
      !NOT_READ_BACK.test(key) &&
      String(value).length >= 2
    ) {
      this.written.push({ key, value, expression: written, exchange: e });
    }
    return written;
  }

  /** Which token the app sent, when the runner's conventions would send another (after signing out, or none). */
  private auth(e: Exchange, op: Operation): RecordedStep['auth'] {
    const user = header(e, USER_TOKEN_HEADER);
    const guest = header(e, GUEST_TOKEN_HEADER);
    for (const [value, name] of [
      [user, 'user_token'],
      [guest, 'guest_token'],
    ] as const) {
      if (!value || this.taken.get(name) === value) continue;
      const source = this.sourceOf(e, op, name, value);
      if (source) {
        this.save(source, name);
        if (name === 'user_token') this.savedUserToken = true;
      }
    }
    if (op.schemes.length === 0) return undefined;
    if (!user && !guest) return 'none';
    if (!user && this.savedUserToken && op.schemes.includes('userToken')) return 'guest';
    return undefined;
  }

  /** Values this walk sent earlier that the answer shows again: expected there (in a list: some item has it). */
  private readBacks(e: Exchange): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const used = new Set<string>();
    leaves((e.response?.json as { data?: unknown } | undefined)?.data, 'data', '', (path, key, value) => {
      if (Object.keys(out).length >= MAX_READ_BACKS) return;
      // The same field name; or the id of the thing a detail answers (`data.id`) for the `…_id` that asked for it.
      const sameField = (w: { key: string }) => w.key === key || (path === 'data.id' && w.key.endsWith('_id'));
      const sent = this.written.find(
        (w) =>
          (w.exchange !== e || path === 'data.id') &&
          sameField(w) &&
          w.value === value &&
          !used.has(`${w.key}=${String(w.value)}`),
      );
      if (!sent) return;
      used.add(`${sent.key}=${String(sent.value)}`);
      const item = /^(.*)\[\d+\]\.([^.[\]]+)$/.exec(path);
      if (item?.[1]) out[item[1]] = { count: { where: { [key]: sent.expression }, gte: 1 } };
      else out[path] = sent.expression;
    });
    return out;
  }

  /**
   * The files of an upload as the step names them: a named sample when the bytes are one, else a file written
   * beside the scenario (the same bytes twice: one file), with the type and name the app declared.
   */
  private files(uploaded: UploadedFile[]): Record<string, FileSpec> {
    const out: Record<string, FileSpec> = {};
    for (const f of uploaded) {
      const sample = sampleNamed(f.bytes);
      if (sample) {
        out[f.part] = { sample };
        continue;
      }
      const hash = createHash('sha256').update(f.bytes).digest('hex');
      let attachment = this.attachments.get(hash);
      if (!attachment) {
        const extension = path.extname(f.name).toLowerCase() || EXTENSION_OF_TYPE[f.type] || '.bin';
        const file = `${this.options.attachmentBase ?? 'walk'}.upload-${this.attachments.size + 1}${extension}`;
        attachment = { file, bytes: f.bytes };
        this.attachments.set(hash, attachment);
      }
      out[f.part] = {
        path: attachment.file,
        ...(f.type && f.type !== typeOfFileName(attachment.file) ? { type: f.type } : {}),
        ...(f.name ? { name: f.name } : {}),
      };
    }
    return out;
  }

  add(e: Exchange): void {
    const op = this.contract.operations.find((o) => o.operationId === e.operationId);
    if (!op || !e.response || e.body.kind === 'text') return;
    if (e.body.kind === 'multipart' && e.body.unreadable) return;
    const auth = this.auth(e, op);
    const sent = e.body.kind === 'json' ? (e.body.value ?? {}) : e.body.fields;
    const body = this.body(e, op, sent);
    const files = e.body.kind === 'multipart' && e.body.files.length ? this.files(e.body.files) : undefined;
    const status = envelopeStatus(e);
    const expect: Record<string, unknown> =
      e.response.outcome === 'answered' && status !== undefined ? { status } : { outcome: e.response.outcome };
    if (status === 200) Object.assign(expect, this.readBacks(e));
    const step: RecordedStep = {
      call: op.operationId,
      body,
      ...(files ? { files } : {}),
      ...(auth ? { auth } : {}),
      expect,
    };
    this.steps.push(step);
    // The operation that sends codes is the one the contract warns must not answer them (code-in-answer).
    if (status === 200 && advisoryRules(this.contract, op).some((r) => r.rule === 'code-in-answer')) {
      const asked = sent as { content?: unknown; fun_type?: unknown };
      this.lastCodeRequest = {
        content: (body as { content?: unknown }).content ?? asked.content,
        fun_type: asked.fun_type,
      };
    }
    if (status === 200) {
      leaves(e.response.json, '', '', (path, key, value) => {
        if (typeof value !== 'string' && typeof value !== 'number') return;
        const list = this.sources.get(valueKey(value)) ?? [];
        list.push({ step, exchange: e, path, key, value });
        this.sources.set(valueKey(value), list);
      });
    }
  }

  result(): Recording {
    return {
      steps: this.steps,
      environment: [...this.environment.values()],
      attachments: [...this.attachments.values()],
    };
  }
}

/** The walk so far as scenario steps: the exchanges the server answered, in the order the app sent them. */
export function recordWalk(exchanges: Exchange[], contract: Contract, options: RecordOptions = {}): Recording {
  const recorder = new Recorder(contract, options);
  for (const e of [...exchanges].sort((a, b) => a.index - b.index)) recorder.add(e);
  return recorder.result();
}
