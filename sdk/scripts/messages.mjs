// Compiles the message catalogue (messages/<area>/<locale>.json, listed in project.inlang/settings.json) into one
// JavaScript module per message under src/i18n/paraglide, so a page's bundle carries only the texts it uses.
// `--copy` puts the compiled modules beside the built SDK (tsc does not copy JavaScript files).
import { compile } from '@inlang/paraglide-js';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const compiled = path.join(sdk, 'src', 'i18n', 'paraglide');

if (process.argv.includes('--copy')) {
  const target = path.join(sdk, 'dist', 'i18n', 'paraglide');
  rmSync(target, { recursive: true, force: true });
  cpSync(compiled, target, { recursive: true });
  // Every text by locale and key, for the simulator, which translates the English msg of an answer by looking it up.
  writeFileSync(path.join(sdk, 'dist', 'i18n', 'catalogue.json'), JSON.stringify(readCatalogue()));
} else if (existsSync(stampFile()) && readFileSync(stampFile(), 'utf8') === inputsHash()) {
  // Nothing changed since the last compile (it takes seconds: the compiler loads a database engine).
} else {
  // The project names its plugin by a path relative to the folder the compile runs in.
  process.chdir(sdk);
  await compile({
    project: './project.inlang',
    outdir: './src/i18n/paraglide',
    // The device's choice in Settings, else the browser's languages, else English. Node (the simulator) always
    // names the locale per call, so only the last applies there.
    strategy: ['localStorage', 'preferredLanguage', 'baseLocale'],
    localStorageKey: 'storefront.language',
    emitTsDeclarations: true,
    emitReadme: false,
    emitPrettierIgnore: false,
  });
  writeFileSync(stampFile(), inputsHash());
}

/** `{ en: { key: text }, 'zh-CN': { … } }` from every area's files. */
function readCatalogue() {
  const settings = JSON.parse(readFileSync(path.join(sdk, 'project.inlang', 'settings.json'), 'utf8'));
  const catalogue = Object.fromEntries(settings.locales.map((locale) => [locale, {}]));
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    for (const locale of settings.locales) {
      const file = path.join(sdk, pattern.replace('{locale}', locale));
      Object.assign(catalogue[locale], JSON.parse(readFileSync(file, 'utf8')));
    }
  }
  return catalogue;
}

function stampFile() {
  return path.join(compiled, '.inputs-hash');
}

/** The settings, every catalogue file and the compiler's version: what the compiled modules depend on. */
function inputsHash() {
  const hash = createHash('sha256');
  const files = [path.join(sdk, 'project.inlang', 'settings.json'), fileURLToPath(import.meta.url)];
  const messages = path.join(sdk, 'messages');
  for (const area of readdirSync(messages).sort()) {
    for (const file of readdirSync(path.join(messages, area)).sort()) files.push(path.join(messages, area, file));
  }
  for (const file of files) hash.update(file).update(readFileSync(file));
  const paraglide = JSON.parse(
    readFileSync(path.join(sdk, '..', 'node_modules', '@inlang', 'paraglide-js', 'package.json'), 'utf8'),
  );
  return hash.update(paraglide.version).digest('hex');
}
