import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER } from '@storefront/sdk';
import { createSimulator, type SimulatorOptions } from '../http/server.js';

export interface Answer {
  status: number;
  msg: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
}

/** A simulator on a free port with response validation on, and a small caller for its operations. */
export async function startTestSimulator(options: SimulatorOptions = {}) {
  // Tests drive the control API (reset, clock, codes), so it is on unless a test passes control: undefined itself.
  const simulator = createSimulator({ validateResponses: true, seed: 7, control: true, ...options });
  const running = await simulator.listen(0);

  async function post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Answer;
  }

  /** POSTs a multipart body (fetch sets the boundary), as the SDK's upload does. */
  async function postForm(path: string, form: FormData, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${running.url}${path}`, { method: 'POST', headers, body: form });
    return (await response.json()) as Answer;
  }

  async function guestToken(datacenter = 'dc-eu', namespace?: string): Promise<string> {
    const answer = await post(
      '/api/v1/user/getClientGuestToken',
      { datacenter_uuid: datacenter },
      namespace ? { [NAMESPACE_HEADER]: namespace } : {},
    );
    return answer.data.access_guest_token as string;
  }

  const asGuest = (token: string, namespace?: string) => ({
    [GUEST_TOKEN_HEADER]: token,
    ...(namespace ? { [NAMESPACE_HEADER]: namespace } : {}),
  });

  return { simulator, running, url: running.url, post, postForm, guestToken, asGuest, close: () => running.close() };
}
