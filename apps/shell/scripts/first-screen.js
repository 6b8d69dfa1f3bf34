// Writes the static first screen into the built index.html (issue 16); called by
// scripts/build-web.js after the shell's rspack build, before the files are precompressed.
//
// - renders src/first-screen/FirstScreens.tsx (the landing's top, the scan page's first view)
//   with react-dom/server into <div id="ll-first-screen">;
// - inlines the scan remote's CSS rules that view uses (the shell's CSS is linked already);
// - moves the app's <script defer> tags into data-app of boot.js's tag: boot.js loads them once
//   the first screen is shown (on /) or at once (elsewhere).
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SHELL = path.join(ROOT, 'apps', 'shell');
/** The scan remote's stylesheet: an index of @import lines, one part per screen. */
const SCAN_CSS = path.join(ROOT, 'apps', 'scan-mfe', 'src', 'styles', 'scan.css');
/** Inputs outside apps/shell that the first screen is rendered from (for the build's input hash). */
const EXTERNAL_INPUTS = [
  path.join(ROOT, 'apps', 'scan-mfe', 'src', 'modules', 'scan'),
  path.join(ROOT, 'apps', 'scan-mfe', 'src', 'styles'),
];

function renderScreens() {
  const run = spawnSync(
    process.execPath,
    [
      '-r',
      path.join(ROOT, 'scripts', 'register.js'),
      path.join(SHELL, 'src', 'first-screen', 'render-first-screens.ts'),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SWC_NODE_PROJECT: path.join(SHELL, 'tsconfig.json') },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`first screen: rendering failed\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** Prefixes every id (and the references to it) so the static copy never clashes with the app's. */
function prefixIds(html) {
  const ref = (value) =>
    value
      .split(/\s+/)
      .map((id) => (id ? `ll-first-${id}` : id))
      .join(' ');
  return html
    .replace(/ id="([^"]*)"/g, (_m, id) => ` id="${ref(id)}"`)
    .replace(
      / (aria-labelledby|aria-controls|aria-describedby|for)="([^"]*)"/g,
      (_m, a, v) => ` ${a}="${ref(v)}"`,
    );
}

/** A stylesheet with its @import'ed parts read in where they stand, so the rules keep their order. */
function readCss(file) {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/@import\s+(['"])([^'"]+)\1\s*;/g, (_m, _q, rel) =>
      readCss(path.resolve(path.dirname(file), rel)),
    );
}

/** Top-level rules (and @media blocks) of a flat stylesheet, comments removed. */
function splitRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(text.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return rules;
}

/** The rules of `css` whose selectors name only scan-* classes present in `html`. */
function usedRules(css, html) {
  const classes = new Set();
  for (const [, list] of html.matchAll(/ class="([^"]*)"/g))
    for (const c of list.split(/\s+/)) classes.add(c);
  const keep = (selectors) =>
    selectors.split(',').some((selector) => {
      const names = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      return (
        names.some((n) => n.startsWith('scan-')) &&
        names.every((n) => !n.startsWith('scan-') || classes.has(n))
      );
    });
  const out = [];
  for (const rule of splitRules(css)) {
    const brace = rule.indexOf('{');
    const head = rule.slice(0, brace).trim();
    if (head.startsWith('@media')) {
      const inner = usedRules(rule.slice(brace + 1, -1), html);
      if (inner) out.push(`${head}{${inner}}`);
    } else if (!head.startsWith('@') && keep(head)) {
      out.push(rule.replace(/\s*\n\s*/g, ''));
    }
  }
  return out.join('');
}

/** Writes the first screen into dist/index.html of the shell. */
function writeFirstScreen(distDir = path.join(SHELL, 'dist')) {
  const file = path.join(distDir, 'index.html');
  let html = fs.readFileSync(file, 'utf8');
  const screens = renderScreens();
  const landing = prefixIds(screens.landing);
  // Without the capture card's hidden file input: a file given to it before the app is there
  // would be lost (the app's own input takes it).
  const scan = prefixIds(screens.scan).replace(/<input[^>]*type="file"[^>]*>/g, '');

  const slot = /<div id="?ll-first-screen"?><\/div>/;
  if (!slot.test(html))
    throw new Error('first screen: <div id="ll-first-screen"></div> missing from index.html');
  html = html.replace(
    slot,
    () =>
      `<div id="ll-first-screen"><div data-first="landing">${landing}</div><div data-first="scan">${scan}</div></div>`,
  );

  const css = usedRules(readCss(SCAN_CSS), scan);
  html = html.replace('</style>', () => `${css}</style>`);

  const scripts = [];
  html = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_m, src) => {
    scripts.push(src);
    return '';
  });
  const boot = /<script async(?:="async")? src="\/boot\.js"><\/script>/;
  if (scripts.length === 0 || !boot.test(html))
    throw new Error('first screen: app scripts or boot.js tag not found');
  html = html.replace(
    boot,
    () => `<script async src="/boot.js" data-app="${scripts.join(' ')}"></script>`,
  );
  fs.writeFileSync(file, html);
  return { bytes: Buffer.byteLength(html), scripts };
}

module.exports = { writeFirstScreen, EXTERNAL_INPUTS };
