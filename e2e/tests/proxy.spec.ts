import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createBreaks, createSimulator, type RunningSimulator } from '@storefront/simulator';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SEED = 3434;

/** Starts `npm run proxy`'s program and waits for the URL it prints, as a person would read it. */
async function startProxy(
  args: string[],
): Promise<{ url: string; child: ChildProcessWithoutNullStreams; output: () => string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/dist/proxy/cli.js'), ...args], { cwd: root });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Open (http:\/\/\S+) in a phone-sized window/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the proxy stopped (${code}): ${output}`)));
  });
  return { url, child, output: () => output };
}

async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test.describe('contract proxy', () => {
  let simulator: RunningSimulator;

  test.beforeEach(async () => {
    // A backend that answers data-centre names as numbers: the app copes, the contract does not allow it.
    const breaks = createBreaks(['wrong-type:getDateCenterList:data.list[*].datacenter_name']);
    simulator = await createSimulator({ seed: SEED, control: true, breaks }).listen(0);
  });

  test.afterEach(async () => {
    await simulator?.close();
  });

  test("the app walked through the proxy shows the server's finding on /_proxy, and the walk replays green", async ({
    page,
  }) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'proxy-walk-')), 'walk.yaml');
    let tokenValue: string | undefined;
    const proxy = await startProxy([
      '--target',
      simulator.url,
      '--port',
      '0',
      '--record',
      file,
      '--namespace',
      `walk-${Date.now()}`,
    ]);
    try {
      await page.goto(proxy.url);
      await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
      await page.goto(`${proxy.url}/product`);
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();

      await expect
        .poll(proxy.output)
        .toMatch(
          /✗ #\d+ getDateCenterList data\.list\[\*\]\.datacenter_name \[type\]: expected type "string", got \d+ \(integer\) \(×\d+\)/,
        );
      await page.goto(`${proxy.url}/_proxy`);
      await expect(page.getByRole('heading', { level: 1, name: 'Contract proxy' })).toBeVisible();
      const typeFindings = page.getByRole('table', { name: 'Findings of rule type, by operation' });
      const row = typeFindings.getByRole('row').filter({ hasText: 'data.list[*].datacenter_name' });
      await expect(row).toContainText('getDateCenterList');
      await expect(
        page
          .getByRole('table', { name: /exchanges, in the order the app sent them/ })
          .getByRole('row', { name: /getMainPageBanner/ })
          .first(),
      ).toBeVisible();

      // The filter keeps one rule; the finding links to its request and answer.
      await page.getByLabel('Filter by operation or rule').fill('getDateCenterList');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(
        page.getByRole('table', { name: /exchanges, in the order/ }).getByRole('row', { name: /getMainPageBanner/ }),
      ).toHaveCount(0);
      await page.getByRole('table', { name: 'Findings of rule type, by operation' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Exchange #\d+: getDateCenterList$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Answer' })).toBeVisible();
      await expect(page.locator('pre').last()).toContainText('"datacenter_name": ');
      // The token the app holds is never on the proxy's pages.
      const token = await page.evaluate(() => localStorage.getItem('sf.guestInfo'));
      expect(token).toContain('g_');
      tokenValue = /"access_guest_token":"([^"]+)"/.exec(token ?? '')?.[1];
      expect(tokenValue).toMatch(/^g_/);
      await page.goto(`${proxy.url}/_proxy`);
      for (const link of await page.getByRole('link', { name: /^#\d+$/ }).all()) {
        const html = await (await page.request.get(`${proxy.url}${await link.getAttribute('href')}`)).text();
        expect(html).not.toContain(String(tokenValue));
      }
    } finally {
      await stop(proxy.child);
    }
    expect(proxy.output()).toContain(`Recorded `);

    // The recorded walk, replayed by the scenario runner against a fresh simulator of the same seed (no break there).
    const recorded = readFileSync(file, 'utf8');
    expect(recorded).toContain('save: {guest_token: data.access_guest_token}');
    expect(recorded).not.toContain(String(tokenValue));
    const replay = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/dist/scenarios/cli.js'), '--seed', String(SEED), file],
      { cwd: root, encoding: 'utf8' },
    );
    expect(replay.stdout.trim().split('\n').at(-1), replay.stdout).toBe('scenarios: 1 passed, 0 failed');
    expect(replay.status).toBe(0);
  });
});
