// `npm run icons`: the application icon in every form electron-builder takes, drawn from
// assets/icon.svg: assets/icon.png (1024 px), assets/icons/NxN.png (Linux), assets/icon.ico
// (Windows) and assets/icon.icns (macOS). Debian's Chromium, the one the end-to-end tests use,
// draws the SVG at each size; the ICO and ICNS containers hold PNG images and are written here.
// The outputs are committed, so packaging needs neither Chromium nor this script.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const assets = fileURLToPath(new URL('../assets', import.meta.url));
const LINUX = [16, 24, 32, 48, 64, 128, 256, 512];
const ICO = [16, 24, 32, 48, 64, 128, 256];
// ICNS types: icp4/icp5 16 and 32 px, ic11..ic14 the @2x versions of 16..256, ic07..ic10 128..1024.
const ICNS = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
];

/** PNG of the SVG at each size, transparent around the tile. */
async function render(svg, sizes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const out = new Map();
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
      );
      await page.locator('img').evaluate((img) => img.decode());
      out.set(size, await page.screenshot({ type: 'png', omitBackground: true }));
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** ICO: a directory of 16-byte entries, then the PNG images (Windows Vista and later). */
function ico(pngs) {
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach(([size, png], i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(png.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...pngs.map(([, png]) => png)]);
}

/** ICNS: 'icns' and the file length, then one chunk per image: type, chunk length, PNG. */
function icns(chunks) {
  const parts = chunks.map(([type, png]) => {
    const h = Buffer.alloc(8);
    h.write(type, 0, 'latin1');
    h.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([h, png]);
  });
  const h = Buffer.alloc(8);
  h.write('icns', 0, 'latin1');
  h.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0), 4);
  return Buffer.concat([h, ...parts]);
}

const svg = readFileSync(join(assets, 'icon.svg'), 'utf8');
const sizes = [...new Set([...LINUX, ...ICO, ...ICNS.map(([, s]) => s), 1024])].sort((a, b) => a - b);
const png = await render(svg, sizes);
mkdirSync(join(assets, 'icons'), { recursive: true });
for (const s of LINUX) writeFileSync(join(assets, 'icons', `${s}x${s}.png`), png.get(s));
writeFileSync(join(assets, 'icon.png'), png.get(1024));
writeFileSync(join(assets, 'icon.ico'), ico(ICO.map((s) => [s, png.get(s)])));
writeFileSync(join(assets, 'icon.icns'), icns(ICNS.map(([type, s]) => [type, png.get(s)])));
console.log(
  `assets: icon.png, icons/{${LINUX.join(',')}}, icon.ico (${ICO.length} sizes), icon.icns (${ICNS.length} images)`,
);
