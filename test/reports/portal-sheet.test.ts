import { afterEach, describe, expect, it } from 'vitest';
import { BUILDERS } from '../../src/main/reports/index';
import { modelFromTrfText } from '../../src/main/services/files/trf-report';
import { scene, type Scene } from '../transports/portal/setup';
import { fixture, lines, PRINTED, readBack } from './pdf';

/*
 * R16.2-R16.3 on paper: while the results portal is on and listening, the round sheet carries
 * its address as a QR code and written out; with the portal off, neither.
 */
let s: Scene | undefined;
afterEach(() => s?.close());

const sheet = async (x: Scene) =>
  lines(
    readBack(
      Buffer.from(
        (await x.api['report.render']({ tournamentId: x.tournamentId, kind: 'round-sheet', language: 'en' }))
          .pdf,
        'base64',
      ),
    ),
  ).join('\n');

const qrNodes = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(qrNodes);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    return [...(typeof o.qr === 'string' ? [o.qr] : []), ...Object.values(o).flatMap(qrNodes)];
  }
  return [];
};

describe('the results portal on the round sheet', () => {
  it('prints the address beside its QR code while the portal is on, and nothing once it is off', async () => {
    s = await scene(6);
    expect(s.portalUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const on = (await sheet(s)).replace(/\s+/g, ' ');
    expect(on).toContain(`Report your results on the results portal: scan the code or open ${s.portalUrl}`);

    await s.api['portal.configure']({ tournamentId: s.tournamentId, enabled: false, access: 'open' });
    const off = await sheet(s);
    expect(off).not.toContain('results portal');
    expect(off).not.toContain('127.0.0.1');
  });

  it('puts one QR node with the address in the definition, and none without the portal', () => {
    const m = modelFromTrfText(fixture('swiss-9.trf'), {
      language: 'fr',
      paper: 'a4',
      round: 2,
      printed: PRINTED,
    });
    expect(qrNodes(BUILDERS['round-sheet'](m))).toEqual([]);
    const url = 'http://192.168.1.20:8642/';
    const withPortal = BUILDERS['round-sheet']({ ...m, portalUrl: url });
    expect(qrNodes(withPortal)).toEqual([url]);
    expect(JSON.stringify(withPortal)).toContain(
      `Déclarez vos résultats sur le portail des résultats : scannez le code ou ouvrez ${url}`,
    );
  });
});
