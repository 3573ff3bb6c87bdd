import { operations, rules } from '@storefront/sdk';
import { fail, invalid, ok } from '../http/envelope.js';
import type { GroupHandlers } from '../http/handler.js';
import { stateOf } from '../state/catalogue.js';
import { qrSvg } from '../stand-ins/qr-svg.js';
import { issueSocialCredential } from '../stand-ins/social-credentials.js';
import { standInAccount } from '../stand-ins/router.js';
import { visitStore } from './appointments.js';

const DEFAULT_QR_ORIGIN = 'https://storefront.example';

/** The contract's range for the clock (setClock's epoch_ms): the years 2000 to 2099, so dates stay printable. */
const CLOCK_MIN_MS = Date.UTC(2000, 0, 1);
const CLOCK_MAX_MS = Date.UTC(2100, 0, 1) - 1;

function clockOutOfRange(epochMs: number) {
  return !Number.isFinite(epochMs) || epochMs < CLOCK_MIN_MS || epochMs > CLOCK_MAX_MS;
}

const clockRangeError = (field: string) =>
  invalid(field, 'clock_range', 'would put the clock outside 2000-01-01 to 2099-12-31 (UTC)');

function clockData(epochMs: number) {
  return { epoch_ms: Math.round(epochMs), iso: new Date(epochMs).toISOString() };
}

export const controlHandlers: GroupHandlers<'control'> = {
  controlReset: ({ world, namespace, resetWorld }, body) => {
    const fresh = resetWorld(body.seed ?? world.seed);
    return ok({ seed: fresh.seed, namespace });
  },

  controlGetClock: ({ clock }) => ok(clockData(clock.now())),

  // Checked before the clock moves: an offset of 1e308 made every later date Invalid and the namespace unusable.
  controlAdvanceClock: ({ clock }, body) =>
    clockOutOfRange(clock.now() + body.ms) ? clockRangeError('ms') : ok(clockData(clock.advance(body.ms))),

  controlSetClock: ({ clock }, body) =>
    clockOutOfRange(body.epoch_ms) ? clockRangeError('epoch_ms') : ok(clockData(clock.set(body.epoch_ms))),

  controlInjectFault: ({ world }, body) => {
    // The SDK's table holds the backend's operations only: a control operation cannot take a fault.
    if (!(body.operationId in operations)) {
      return invalid('operationId', 'known_operation', `no operation '${body.operationId}' can take a fault`);
    }
    if (body.kind === 'status' && body.status === undefined) {
      return invalid('status', 'required_with_kind_status', 'a status fault needs the envelope status to answer');
    }
    const fault = {
      fault_id: world.nextFaultId++,
      operationId: body.operationId,
      kind: body.kind,
      remaining: body.count ?? 1,
      latency_ms: body.latency_ms ?? 0,
      status: body.status ?? 500,
      msg: body.msg ?? 'Injected fault',
    };
    world.faults.push(fault);
    return ok({
      fault_id: fault.fault_id,
      operationId: fault.operationId,
      kind: fault.kind,
      remaining: fault.remaining,
    });
  },

  controlClearFaults: ({ world }) => {
    const cleared = world.faults.length;
    world.faults = [];
    return ok({ cleared });
  },

  controlGetLastCode: ({ world }, body) => {
    const content = rules.normaliseUserName(body.content);
    const last = world.accounts.codes
      .filter((c) => c.content === content && (body.fun_type === undefined || c.fun_type === body.fun_type))
      .filter((c) => body.datacenter_uuid === undefined || c.datacenter_uuid === body.datacenter_uuid)
      .reduce<(typeof world.accounts.codes)[number] | undefined>(
        (best, c) => (!best || c.sent_at >= best.sent_at ? c : best),
        undefined,
      );
    if (!last) return fail(404, 'No code was sent to this phone or e-mail.');
    return ok({
      content: last.content,
      code: last.code,
      type: last.type,
      fun_type: last.fun_type,
      datacenter_uuid: last.datacenter_uuid,
      sent_at: new Date(last.sent_at).toISOString(),
      expires_at: new Date(last.expires_at).toISOString(),
    });
  },

  controlGetStats: ({ world }, body) => {
    const state = stateOf(world);
    const dc = body.datacenter_uuid;
    const kinds = ['product', 'case', 'template', 'template_plan'];
    const shares = Object.entries(state.shares)
      .map(([key, count]) => {
        const [datacenter_uuid, kind, id] = key.split('|') as [string, string, string];
        return {
          datacenter_uuid,
          kind: kind as 'product' | 'case' | 'template' | 'template_plan',
          id: Number(id),
          count,
        };
      })
      .filter((s) => !dc || s.datacenter_uuid === dc)
      .sort(
        (a, b) =>
          a.datacenter_uuid.localeCompare(b.datacenter_uuid) ||
          kinds.indexOf(a.kind) - kinds.indexOf(b.kind) ||
          a.id - b.id,
      );
    const search_log = state.searchLog
      .filter((s) => !dc || s.datacenter_uuid === dc)
      .map((s) => ({
        at: new Date(s.at).toISOString(),
        datacenter_uuid: s.datacenter_uuid,
        operationId: s.operationId,
        search_txt: s.search_txt,
      }));
    return ok({ search_clicks: world.searchClicks, search_log, shares });
  },

  controlQrText: (_ctx, body) => {
    const isHttp = (text: string) => /^https?:\/\/[^/?#\s]+/i.test(text);
    if (body.site && !isHttp(body.site)) return invalid('site', 'format', 'must be an http(s) URL');
    if (body.type === rules.QR_TYPE.externalUrl && !body.site)
      return invalid('site', 'required', 'type 4 (external page) needs a site');
    if (!rules.qrNeedsLogin(body.type) && body.type !== rules.QR_TYPE.externalUrl && !body.id) {
      return invalid('id', 'required', `type ${body.type} needs an id`);
    }
    if (!body.id && !body.site) return invalid('id', 'required', `type ${body.type} needs an id or a site`);
    const text = rules.buildQrText(
      { type: body.type, id: body.id, site: body.site, datacenter_uuid: body.datacenter_uuid },
      body.origin ?? DEFAULT_QR_ORIGIN,
    );
    if (!rules.parseQrText(text).ok) return invalid('', 'qr_target', 'does not make a valid QR code');
    return ok({ text, svg: qrSvg(text) });
  },

  // What the stand-in provider's page would hand back, for sequences and tests that cannot click through it.
  controlSocialCredential: ({ clock }, body) => {
    const { credential, claims } = issueSocialCredential(
      body.provider,
      standInAccount(body.provider, body.uid),
      clock.now(),
      body.client_id,
    );
    return ok({ credential, expires_at: claims.exp });
  },

  controlVisitStore: (ctx, body) => visitStore(ctx, body.appointment_id, body.purchase ?? false),
};
