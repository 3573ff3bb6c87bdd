import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { rules } from '@storefront/sdk';
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

/** The proxy recording a walk into `file`, in a namespace of its own so the walk starts from the seed. */
function recordingProxy(target: string, file: string) {
  return startProxy(['--target', target, '--port', '0', '--record', file, '--namespace', `walk-${Date.now()}`]);
}

/** Replays a scenario file with `npm run scenarios`' program against a fresh in-process simulator of its seed. */
function replay(file: string, seed?: number) {
  const args = [
    path.join(root, 'scripts/dist/scenarios/cli.js'),
    ...(seed === undefined ? [] : ['--seed', String(seed)]),
  ];
  return spawnSync(process.execPath, [...args, file], { cwd: root, encoding: 'utf8' });
}

/** A one-line YAML string as Prettier writes it: single quotes unless the text has one. */
const yamlText = (text: string) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`);

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
    const proxy = await recordingProxy(simulator.url, file);
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
    const replayed = replay(file, SEED);
    expect(replayed.stdout.trim().split('\n').at(-1), replayed.stdout).toBe('scenarios: 1 passed, 0 failed');
    expect(replayed.status).toBe(0);
  });
});

/** Signs in through the social sheet and the provider's stand-in page, as a customer does. */
async function signInSocially(page: Page, provider: 'Facebook' | 'Google', account: RegExp) {
  await page.getByRole('button', { name: 'Log in with Facebook or Google' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sign in with a social account' });
  await sheet.getByRole('checkbox', { name: /I have read and agree to/ }).check();
  await sheet.getByRole('button', { name: `Continue with ${provider}` }).click();
  await page.getByRole('link', { name: account }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
}

/** A picture drawn by the browser (a tile pattern), as a phone's photo would come: PNG bytes no sample has. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    for (let x = 0; x < 4; x += 1)
      for (let y = 0; y < 4; y += 1) {
        context.fillStyle = (x + y) % 2 ? '#b4562a' : '#efe6d8';
        context.fillRect(x * 12, y * 12, 12, 12);
      }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** Changes the avatar on the personal info page and waits until the profile has it. */
async function changeAvatar(page: Page, app: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${app}/setting-info`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/fillInfo'));
  await page.locator('input[type=file]').setInputFiles(file);
  await saved;
  await expect(page.getByText('Modified successfully')).toBeVisible();
}

/**
 * Walks through the shipped recorded scenarios' flows. A client signs in with Facebook (Alex Morgan's account,
 * linked to the first seeded client), draws a new avatar and changes the first name; another signs in with
 * Google (Robin Alvarez, the second seeded client), links Facebook (Sam Rivera) and unlinks it, and takes the
 * one-pixel sample as avatar.
 */
const WALKS = {
  '40-recorded-facebook-sign-in-new-avatar-and-name': {
    title: 'Recorded - a client signs in with Facebook, uploads a new avatar and changes the first name',
    description:
      'Alex Morgan (fb-100001, linked to the first seeded client) signs in on the Facebook stand-in page, draws a new avatar (the picture is beside this file) and renames herself Alexa; the profile shows both.',
    async walk(page: Page, app: string) {
      await page.goto(`${app}/login`);
      await signInSocially(page, 'Facebook', /fb-100001/);
      const picture = await drawnPicture(page);
      await changeAvatar(page, app, { name: 'tiles.png', mimeType: 'image/png', buffer: picture });
      await page.getByLabel('First name').fill('Alexa');
      const saved = page.waitForResponse((r) => r.url().endsWith('/fillInfo'));
      await page.getByRole('button', { name: 'Back' }).click();
      await saved;
      await page.goto(`${app}/person`);
      await expect(page.locator('.sf-person__avatar img')).toHaveAttribute('src', /uploads\//);
      return picture;
    },
  },
  '41-recorded-google-sign-in-link-facebook-sample-avatar': {
    title: 'Recorded - a client signs in with Google, links and unlinks Facebook, and takes the sample avatar',
    description:
      "Robin Alvarez (g-200001, the second seeded client) signs in on the Google stand-in page, links Sam Rivera's Facebook account (fb-100002) on the security page and unlinks it, then uploads the one-pixel sample as avatar; the profile shows it.",
    async walk(page: Page, app: string) {
      await page.goto(`${app}/login`);
      await signInSocially(page, 'Google', /Robin Alvarez/);
      await page.goto(`${app}/setting-security`);
      const facebook = page
        .getByRole('list', { name: 'Linked accounts' })
        .getByRole('listitem')
        .filter({ hasText: 'Facebook' });
      await facebook.getByRole('button', { name: 'Link Facebook' }).click();
      await page.getByRole('link', { name: /fb-100002/ }).click();
      await expect(page.getByText('Facebook account linked')).toBeVisible();
      await facebook.getByRole('button', { name: 'Unlink Facebook' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(facebook).toContainText('Not linked');
      const sample = Buffer.from(rules.ONE_PIXEL_PNG);
      await changeAvatar(page, app, { name: 'dot.png', mimeType: 'image/png', buffer: sample });
      await page.goto(`${app}/person`);
      await expect(page.locator('.sf-person__avatar img')).toHaveAttribute('src', /uploads\//);
      return sample;
    },
  },
} as const;

test.describe('contract proxy recording uploads and social sign-ins', () => {
  let simulator: RunningSimulator;

  test.beforeEach(async () => {
    // The simulator's own seed, as `npm run scenarios` and npm test replay the shipped scenarios with it.
    simulator = await createSimulator({ control: true }).listen(0);
  });

  test.afterEach(async () => {
    await simulator?.close();
  });

  for (const [name, { title, description, walk }] of Object.entries(WALKS)) {
    test(`${name}: the walk is recorded with its upload and sign-in, and replays green`, async ({ page }) => {
      test.setTimeout(60_000);
      const folder = mkdtempSync(path.join(tmpdir(), 'proxy-record-'));
      const file = path.join(folder, `${name}.yaml`);
      const started = performance.now();
      const proxy = await recordingProxy(simulator.url, file);
      let uploaded: Buffer;
      const secrets: string[] = [];
      page.on('request', (request) => {
        const credential = new URL(request.url()).searchParams.get('credential');
        if (credential) secrets.push(credential);
      });
      try {
        uploaded = await walk(page, proxy.url);
        const info = await page.evaluate(() => localStorage.getItem('sf.userInfo'));
        const token = /"access_user_token":"([^"]+)"/.exec(info ?? '')?.[1];
        expect(token).toBeTruthy();
        secrets.push(String(token));
      } finally {
        await stop(proxy.child);
      }
      const recordedMs = performance.now() - started;
      expect(secrets.length).toBeGreaterThan(1);

      // The upload: its picture beside the scenario (or the sample named), its stored path saved and reused.
      const recorded = readFileSync(file, 'utf8');
      for (const secret of secrets) {
        expect(recorded).not.toContain(secret);
        expect(proxy.output()).not.toContain(secret);
      }
      expect(recorded).toMatch(
        /- control: socialCredential\n\s+body: \{provider: (facebook|google), uid: [a-z]+-\d+\}/,
      );
      expect(recorded).toMatch(/credential: '\$\{credential_1\}'/);
      expect(recorded).toMatch(/- call: uploadImage\n\s+body: \{img_path: h5_img.*\}\n\s+files: \{file: \{/);
      expect(recorded).toContain('save: {headimg: data.path}');
      expect(recorded).toMatch(/- call: fillInfo\n\s+body: \{headimg: '\$\{headimg\}'/);
      const beside = readdirSync(folder).filter((f) => f.startsWith(`${name}.upload-`));
      if (uploaded.equals(Buffer.from(rules.ONE_PIXEL_PNG))) {
        expect(recorded).toContain('files: {file: {sample: one-pixel.png}}');
        expect(beside).toEqual([]);
      } else {
        expect(beside).toEqual([`${name}.upload-1.png`]);
        expect(readFileSync(path.join(folder, beside[0]!)).equals(uploaded)).toBe(true);
        expect(recorded).toContain(`files: {file: {path: ${name}.upload-1.png, name: tiles.png}}`);
      }

      const replayStarted = performance.now();
      const result = replay(file);
      const replayMs = performance.now() - replayStarted;
      expect(result.stdout.trim().split('\n').at(-1), result.stdout + result.stderr).toBe(
        'scenarios: 1 passed, 0 failed',
      );
      console.log(`${name}: recorded in ${Math.round(recordedMs)} ms, replayed in ${Math.round(replayMs)} ms`);

      // RECORD_SCENARIOS=1 writes the walk into scripts/scenarios/ (named for people), as the shipped copies were made.
      if (process.env.RECORD_SCENARIOS) {
        const shipped = recorded
          .replace(/^name: .*$/m, `name: ${title}`)
          .replace(/^description: .*$/m, `description: ${yamlText(description)}`)
          .replaceAll(simulator.url, 'a fresh simulator with its own seed');
        writeFileSync(path.join(root, 'scripts/scenarios', `${name}.yaml`), shipped);
        for (const f of beside) copyFileSync(path.join(folder, f), path.join(root, 'scripts/scenarios', f));
      }
    });
  }
});
