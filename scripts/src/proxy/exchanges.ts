import type { ApiResponse } from '../shared/http.js';
import type { Mismatch } from '../shared/schema-check.js';
import type { ExchangeAdvisory, SentBody } from './check.js';
import { headerSecrets, secretsIn } from './redact.js';

/** One call the app made through the proxy: what it sent, what the server answered, what the contract says of it. */
export interface Exchange {
  /** 1, 2, 3 … in the order the requests came. */
  index: number;
  /** When the request came (ISO time). */
  at: string;
  method: string;
  path: string;
  /** The contract's operation at that path, when there is one. */
  operationId?: string;
  /** As the app sent them (secrets included: the log lives in memory only, every view of it is redacted). */
  headers: Record<string, string>;
  body: SentBody;
  /** Unset while the server has not answered. */
  response?: ApiResponse;
  /** 1, 2, 3 … in the order the answers came: a later request can only use values of earlier answers. */
  answeredAs?: number;
  /** How many answers had come when this request came (the answers whose values it could have used). */
  answersBefore: number;
  findings: Mismatch[];
  advisories: ExchangeAdvisory[];
}

/** A provider account a sign-in page handed back, with the credential that proves it. */
export interface HandBack {
  provider: string;
  uid: string;
}

/** How many exchanges the proxy keeps; a walk is hundreds of calls, so this bounds a proxy left running for days. */
export const KEPT_EXCHANGES = 5000;

/** The exchanges of the proxy's lifetime, in the order the requests came. */
export class ExchangeLog {
  private readonly list: Exchange[] = [];
  private next = 1;
  private answered = 0;
  /** How many exchanges were dropped from the front to stay within KEPT_EXCHANGES. */
  dropped = 0;
  /** Every token, password and code seen so far, to scrub from any text shown or written (a token echoed in a URL). */
  readonly secrets = new Set<string>();
  /**
   * What a sign-in provider's page handed back to the app in the address it returned to (`?provider=…&uid=…&
   * credential=…`), by credential: which provider and account a credential the app then sends stands for, so a
   * recording can fetch a fresh one for the same account at replay.
   */
  readonly handBacks = new Map<string, HandBack>();

  begin(request: Pick<Exchange, 'method' | 'path' | 'operationId' | 'headers' | 'body'>): Exchange {
    const exchange: Exchange = {
      index: this.next++,
      at: new Date().toISOString(),
      ...request,
      answersBefore: this.answered,
      findings: [],
      advisories: [],
    };
    this.list.push(exchange);
    headerSecrets(request.headers).forEach((s) => this.secrets.add(s));
    if (request.body.kind === 'json') secretsIn(request.body.value, this.secrets);
    if (request.body.kind === 'multipart') secretsIn(request.body.fields, this.secrets);
    if (this.list.length > KEPT_EXCHANGES) {
      this.list.shift();
      this.dropped += 1;
    }
    return exchange;
  }

  complete(
    exchange: Exchange,
    response: ApiResponse,
    check: { mismatches: Mismatch[]; advisories: ExchangeAdvisory[] },
  ): void {
    exchange.response = response;
    secretsIn(response.json, this.secrets);
    exchange.answeredAs = ++this.answered;
    exchange.findings = check.mismatches;
    exchange.advisories = check.advisories;
  }

  /** A page address the app was sent back to by a provider: its credential kept secret, its account remembered. */
  handBack(query: Record<string, unknown>): void {
    const { provider, uid, credential } = query;
    if (typeof credential !== 'string' || !credential) return;
    this.secrets.add(credential);
    if (typeof provider === 'string' && typeof uid === 'string' && uid)
      this.handBacks.set(credential, { provider, uid });
  }

  all(): Exchange[] {
    return [...this.list];
  }

  get(index: number): Exchange | undefined {
    return this.list.find((e) => e.index === index);
  }
}
