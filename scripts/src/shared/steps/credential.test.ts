import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandCredential } from './code.js';
import { loadFlow } from './spec.js';

const flowFile = (head: string, step: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flow-')), 'flow.yaml');
  writeFileSync(file, `name: social\n${head}steps:\n  - ${step}\n`);
  return file;
};

describe('credential steps and needs', () => {
  it('take a provider and a uid, and refuse an unknown provider or key', () => {
    const flow = loadFlow(flowFile('', "credential: {save: credential, provider: google, uid: 'g-${fresh.suffix}'}"));
    expect(flow.steps[0]?.credential).toEqual({ save: 'credential', provider: 'google', uid: 'g-${fresh.suffix}' });
    expect(flow.needs).toEqual([]);
    expect(() => loadFlow(flowFile('', 'credential: {save: c, provider: twitter, uid: x}'))).toThrow(
      /credential.provider is one of facebook, google/,
    );
    expect(() => loadFlow(flowFile('', 'credential: {save: c, provider: google, uid: x, user: y}'))).toThrow(
      /unknown key user/,
    );
    expect(() => loadFlow(flowFile('', 'credential: {save: c, provider: google}'))).toThrow(
      /needs save: <variable name> and uid/,
    );
  });

  it('a flow says it probes limits, and nothing else', () => {
    expect(loadFlow(flowFile('needs: [limits]\n', 'call: login')).needs).toEqual(['limits']);
    expect(() => loadFlow(flowFile('needs: [clock]\n', 'call: login'))).toThrow(/needs: is a list of limits/);
  });

  it('--credential-command gets the provider, its user_type, the uid and the namespace, and its stdout is the credential', async () => {
    const provider = commandCredential(
      `printf '%s|%s|%s|%s' "$CREDENTIAL_PROVIDER" "$CREDENTIAL_USER_TYPE" "$CREDENTIAL_UID" "$CREDENTIAL_NAMESPACE"`,
    );
    await expect(provider({ provider: 'facebook', userType: 1, uid: 'fb-1', namespace: 'ns' })).resolves.toBe(
      'facebook|1|fb-1|ns',
    );
    await expect(commandCredential('exit 3')({ provider: 'google', userType: 2, uid: 'g' })).rejects.toThrow(
      /--credential-command exited with 3/,
    );
    await expect(commandCredential('true')({ provider: 'google', userType: 2, uid: 'g' })).rejects.toThrow(
      /--credential-command printed nothing/,
    );
  });
});
