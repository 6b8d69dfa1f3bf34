#!/usr/bin/env node
// Draws the PWA icons of apps/shell/public/icons (issue 17) from the brand mark — the scan frame
// and tick of the favicon in libs/web/ui/html/index.html, on the brand gradient — with sharp.
// The PNGs are committed; run again only when the mark changes: node scripts/make-pwa-icons.js
'use strict';

const path = require('node:path');
const sharp = require('sharp');

const OUT = path.resolve(__dirname, '..', 'apps', 'shell', 'public', 'icons');

/** The mark on a 64-unit canvas; square corners for icons the platform masks itself. */
function markSvg({ rounded, glyphScale }) {
  const offset = (64 - 64 * glyphScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#059669"/><stop offset="1" stop-color="#0d9488"/>
  </linearGradient></defs>
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="url(#g)"/>
  <g transform="translate(${offset} ${offset}) scale(${glyphScale})" fill="none" stroke="#fff"
     stroke-linecap="round" stroke-linejoin="round">
    <path d="M20 18h-4v8M44 18h4v8M20 46h-4v-8M44 46h4v-8" stroke-width="4"/>
    <path d="M24 34l6 6 11-14" stroke-width="4.5"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, glyphScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, glyphScale: 1 },
  // Full-bleed square; the glyph's corners are ≈ 35 % of the size from the centre, inside the
  // maskable safe circle (40 %).
  { file: 'icon-maskable-512.png', size: 512, rounded: false, glyphScale: 1 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, glyphScale: 1 },
];

async function main() {
  for (const icon of ICONS) {
    const svg = Buffer.from(markSvg(icon));
    await sharp(svg, { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(OUT, icon.file));
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
