/**
 * The application icon the installers carry: electron-builder.yml names the build resources
 * (assets/) and one icon per platform; `npm run icons` makes them from assets/icon.svg. Without
 * them every installer and the installed application show Electron's default icon.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertIcon } from 'app-builder-lib/out/util/iconConverter';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const CONFIG = readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8');

/** `key: value` of electron-builder.yml under a top-level section (`directories`, `win` ...). */
function setting(section: string, key: string): string | undefined {
  const lines = CONFIG.split('\n');
  const start = lines.indexOf(`${section}:`);
  if (start < 0) return undefined;
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) return undefined;
    const m = new RegExp(`^ {2}${key}: *(.+)$`).exec(line);
    if (m) return m[1]?.trim();
  }
  return undefined;
}

const ASSETS = path.join(ROOT, setting('directories', 'buildResources') ?? 'build');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the application icon', () => {
  it('lives in the build resources folder named by electron-builder.yml, drawn from an SVG source', () => {
    expect(setting('directories', 'buildResources')).toBe('assets');
    expect(readFileSync(path.join(ASSETS, 'icon.svg'), 'utf8')).toContain('<svg');
  });

  it('is what electron-builder takes for each platform, with nothing to convert', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'icons-'));
    const roots = [ASSETS, ROOT];
    const take = async (section: string, format: 'ico' | 'icns' | 'set') => {
      const source = setting(section, 'icon');
      expect(source, `${section}.icon in electron-builder.yml`).toBeDefined();
      const r = await convertIcon({ sources: [source ?? ''], fallbackSources: [], roots, format, outDir });
      expect(r.isFallback).toBe(false);
      return r.icons;
    };
    expect((await take('win', 'ico')).map((i) => i.file)).toEqual([path.join(ASSETS, 'icon.ico')]);
    expect((await take('mac', 'icns')).map((i) => i.file)).toEqual([path.join(ASSETS, 'icon.icns')]);
    expect((await take('linux', 'set')).map((i) => i.size)).toEqual([16, 24, 32, 48, 64, 128, 256, 512]);
    // Nothing was converted: no tool ran, nothing was written.
    expect(readdirSync(outDir)).toEqual([]);
  });

  it('for Windows holds PNG images from 16 to 256 px, each of the size its entry says', () => {
    const ico = readFileSync(path.join(ASSETS, 'icon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const e = 6 + 16 * i;
      const declared = ico.readUInt8(e) || 256; // 0 stands for 256
      const png = ico.subarray(ico.readUInt32LE(e + 12), ico.readUInt32LE(e + 12) + ico.readUInt32LE(e + 8));
      expect(pngSize(png)).toEqual([declared, declared]);
      sizes.push(declared);
    }
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('for macOS holds every size from 16 to 1024 px under the type Apple gives it', () => {
    // Apple's icon types: icp4 16, icp5 32, ic11 16@2x, ic12 32@2x, ic07 128, ic13 128@2x,
    // ic08 256, ic14 256@2x, ic09 512, ic10 512@2x.
    const PX: Record<string, number> = {
      icp4: 16,
      icp5: 32,
      ic11: 32,
      ic12: 64,
      ic07: 128,
      ic13: 256,
      ic08: 256,
      ic14: 512,
      ic09: 512,
      ic10: 1024,
    };
    const icns = readFileSync(path.join(ASSETS, 'icon.icns'));
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      const type = icns.subarray(at, at + 4).toString('latin1');
      const px = PX[type] ?? 0;
      expect(pngSize(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4)))).toEqual([px, px]);
      types.push(type);
    }
    expect(types.sort()).toEqual(Object.keys(PX).sort());
  });

  it('for Linux is one PNG per size, named by its size, and a 1024 px PNG for the rest', () => {
    for (const s of [16, 24, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(readFileSync(path.join(ASSETS, 'icons', `${s}x${s}.png`)))).toEqual([s, s]);
    }
    expect(existsSync(path.join(ASSETS, 'icon.png'))).toBe(true);
    expect(pngSize(readFileSync(path.join(ASSETS, 'icon.png')))).toEqual([1024, 1024]);
  });
});
