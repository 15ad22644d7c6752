#!/usr/bin/env node
// Bundle budget of the web client (docs/performance.md). Reads the Vite manifest of the built client (apps/web/dist, or
// WEB_DIST), prints the gzipped size of every chunk and the initial JavaScript of the five pages Lighthouse audits
// (the entry and its static imports, the page's route chunk with its own static imports, and for a signed-in page
// the shell's), and checks that the admin, coach and player areas are lazy chunks that the entry does not load.
// Exit 1 when a page is above its budget or an area is eager.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.env.WEB_DIST ?? join(root, 'apps/web/dist'));
/** The user area's layout with the signed-in shell: its route loads it (lazy) with the area's loader. */
const SHELL = 'src/app/routes/user/user-layout.tsx';
/**
 * The pages Lighthouse audits (tools/lighthouse/lighthouse.ts): the lazy modules each one loads before its first
 * screen, and its budget of initial JavaScript in KB gzipped, set a few KB above what the page measured on
 * 2026-11-27 (docs/performance.md). What a page loads later (the chart when scrolled near, the captcha widget when
 * the browser is idle, the toasts' and dialogs' hosts) is not counted. The header's language menu is a native select
 * in the first screen since then (2 KB more here, a third less script time on a throttled phone than the idle-loaded
 * combobox it replaced).
 */
const PAGES = [
  { name: '/login', modules: ['src/app/routes/public/login.tsx'], budgetKb: Number(process.env.LOGIN_JS_BUDGET_KB ?? 190) },
  { name: 'study link landing', modules: ['src/app/routes/public/register.tsx'], budgetKb: 198 },
  { name: 'continue screen', modules: ['src/app/routes/user/evaluations/continue.tsx', SHELL], budgetKb: 224 },
  { name: "player's report", modules: ['src/app/routes/user/evaluations/report.tsx', SHELL], budgetKb: 212 },
  { name: 'group report', modules: ['src/app/routes/user/studies/study-report.tsx', SHELL], budgetKb: 214 },
];
/** Route modules of each area: every one must be its own lazily loaded chunk. */
const AREAS = {
  admin: 'src/app/routes/admin/',
  coach: 'src/app/routes/user/studies/',
  player: 'src/app/routes/user/evaluations/',
};

const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No Vite manifest at ${manifestFile}: build the client first (npm run build) with build.manifest enabled.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizes.set(file, { raw: buf.length, gzip: gzipSync(buf).length });
  }
  return sizes.get(file);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically (what the browser loads before running it). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const initialKeys = staticClosure(entryKey);
const initialFiles = filesOf(initialKeys);

// Every JavaScript chunk, largest first.
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, file: c.file, ...gz(c.file), kind: c.isEntry ? 'entry' : c.isDynamicEntry ? 'lazy' : 'shared' }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`Chunks of ${dist} (gzipped, largest first)`);
console.log(`${'gzip'.padStart(10)} ${'raw'.padStart(10)}  ${'kind'.padEnd(6)} ${'initial'.padEnd(7)} chunk`);
for (const r of rows) {
  const initial = initialFiles.has(r.file) ? 'yes' : '';
  console.log(`${kb(r.gzip).padStart(10)} ${kb(r.raw).padStart(10)}  ${r.kind.padEnd(6)} ${initial.padEnd(7)} ${r.file}  (${r.key})`);
}
const css = [...new Set([...initialKeys].flatMap((k) => manifest[k].css ?? []))];

let failed = false;

// Initial JavaScript of each page: the entry's static closure plus its lazy modules' (each a chunk of its own).
const cssGzip = css.reduce((n, f) => n + gz(f).gzip, 0);
console.log(`\nInitial CSS of every page: ${kb(cssGzip)} gzipped (${css.join(', ') || 'none'})`);
console.log('\nInitial JavaScript per page (gzipped; budget):');
for (const page of PAGES) {
  const keys = new Set(initialKeys);
  const missing = page.modules.filter((m) => !manifest[m]?.isDynamicEntry);
  if (missing.length) {
    console.error(`  FAIL ${page.name}: not a lazy chunk of its own: ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  for (const m of page.modules) staticClosure(m, keys);
  const files = [...filesOf(keys)].filter((f) => f.endsWith('.js'));
  const gzip = files.reduce((n, f) => n + gz(f).gzip, 0);
  const raw = files.reduce((n, f) => n + gz(f).raw, 0);
  const over = gzip > page.budgetKb * 1024;
  const line = `${over ? 'FAIL' : 'ok  '} ${page.name.padEnd(20)} ${kb(gzip).padStart(9)} (${kb(raw)} raw, ${files.length} files); budget ${page.budgetKb} KB`;
  if (over) {
    console.error(`  ${line}`);
    failed = true;
  } else console.log(`  ${line}`);
  const largest = files.sort((a, b) => gz(b).gzip - gz(a).gzip).slice(0, 4);
  console.log(`       largest: ${largest.map((f) => `${f.replace(/^assets\//, '')} ${kb(gz(f).gzip)}`).join(', ')}`);
}

// Each area: every route module is a lazy chunk, and none of them is loaded by the entry.
console.log('\nAreas (route modules must be lazy chunks outside the entry):');
for (const [area, prefix] of Object.entries(AREAS)) {
  const routes = Object.keys(manifest).filter((k) => k.startsWith(prefix));
  const eager = routes.filter((k) => !manifest[k].isDynamicEntry || initialKeys.has(k));
  const areaGzip = [...new Set(routes.map((k) => manifest[k].file))].reduce((n, f) => n + gz(f).gzip, 0);
  if (routes.length === 0) {
    console.error(`  FAIL ${area}: no lazy chunk for ${prefix}* (the area is bundled into the entry or missing)`);
    failed = true;
  } else if (eager.length) {
    console.error(`  FAIL ${area}: loaded eagerly: ${eager.join(', ')}`);
    failed = true;
  } else {
    console.log(`  ok   ${area.padEnd(7)} ${routes.length} lazy route chunks, ${kb(areaGzip)} gzipped (route chunks only)`);
  }
}

if (failed) process.exit(1);
console.log('\nSize budget met.');
