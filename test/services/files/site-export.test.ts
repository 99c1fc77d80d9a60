/**
 * The event's website written into its folder (issue 17, item 4): the same file names after each
 * round, every page replaced, nothing of an earlier export left behind that is no longer part of
 * the site, nothing else in the folder touched; names escaped; each refusal with its message.
 * The figures on the pages are checked in a browser in test/e2e/site.test.ts.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST, siteHref, writeSite } from '../../../src/main/io/site-folder';
import { AppError } from '../../../src/shared/errors';
import { t } from '../../../src/shared/i18n/index';
import { harness, type Harness } from '../../api/harness';
import { enter } from '../rounds/setup';

let h: Harness | undefined;
afterEach(() => h?.done());

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }))
      if (e.isDirectory()) walk(join(d, e.name));
      else out.push(relative(dir, join(d, e.name)));
  };
  walk(dir);
  return out.sort();
}

const NAMES = [
  'Łęcki, Paweł',
  `O'Brien <Jr> & "Co"`,
  'Świątek, Łukasz',
  'Ødegård, Søren',
  'Çelik, İsmail',
  'Dümmler, Gérard',
  'Nowak, Zoë',
  'Brzęczyszczykiewicz, Grzegorz',
];

async function eightEntrants(hh: Harness) {
  await hh.api['event.create']({ file: 'spring', name: 'Spring Open' });
  const t = await hh.api['tournament.create']({
    settings: { name: 'Open A', city: 'Łódź', scheduledStart: '2026-05-02T10:00', closeAtEnd: false },
  });
  for (const [i, name] of NAMES.entries())
    await hh.api['entrant.add']({ tournamentId: t.id, name, rating: 2300 - 10 * i, present: true });
  return t.id;
}

describe('the website of an event', () => {
  it('keeps its file names after a second round, replaces every page and leaves nothing stale', async () => {
    let now = new Date('2026-05-02T12:00:00Z');
    const hh = harness('en', () => now);
    h = hh;
    const id = await eightEntrants(hh);
    await hh.api['tournament.start']({ tournamentId: id, seed: 1 });
    for (const b of [1, 2, 3, 4]) await enter(hh, id, 1, b, 'white-wins');
    const first = await hh.api['file.exportSite']({});
    // Web mode: the folder beside the event file, named without a path of the machine, and the
    // address web mode shows its pages at.
    expect(first).toEqual({
      folder: 'spring-site',
      files: 42,
      removed: 0,
      href: '/site/spring-site/index.html',
    });
    const folder = join(hh.dir, 'data', 'spring-site');
    const perLanguage = ['index.html', 't1.html', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `t1-${n}.html`)];
    const expected = [
      MANIFEST,
      'index.html',
      'style.css',
      ...['en', 'fr', 'nl', 'pl'].flatMap((l) => perLanguage.map((f) => `${l}/${f}`)),
    ].sort();
    expect(files(folder)).toEqual(expected);
    const page1 = readFileSync(join(folder, 'en', 't1.html'), 'utf8');
    expect(page1).toContain('id="round-1"');
    expect(page1).not.toContain('id="round-2"');

    await hh.api['round.pairNext']({ tournamentId: id });
    for (const b of [1, 2, 3, 4]) await enter(hh, id, 2, b, 'draw');
    now = new Date('2026-05-03T12:00:00Z');
    const second = await hh.api['file.exportSite']({});
    expect(second).toEqual({
      folder: 'spring-site',
      files: 42,
      removed: 0,
      href: '/site/spring-site/index.html',
    });
    expect(files(folder)).toEqual(expected);
    const page2 = readFileSync(join(folder, 'en', 't1.html'), 'utf8');
    expect(page2).toContain('id="round-2"');
    expect(page2).toContain('Standings · after round 2');
    expect(page2).toMatch(/Updated 2026-05-03 \d\d:\d\d/);
    expect(readFileSync(join(folder, 'pl', 't1.html'), 'utf8')).toMatch(
      /Zaktualizowano 03\.05\.2026 \d\d:\d\d/,
    );
  });

  it('writes names with diacritics as UTF-8 and escapes <, &, and quotes', async () => {
    const hh = harness('en');
    h = hh;
    const id = await eightEntrants(hh);
    await hh.api['tournament.start']({ tournamentId: id, seed: 1 });
    await hh.api['file.exportSite']({});
    const folder = join(hh.dir, 'data', 'spring-site');
    const bytes = readFileSync(join(folder, 'pl', 't1.html'));
    expect(bytes.includes(Buffer.from('Łęcki, Paweł', 'utf8'))).toBe(true);
    const html = bytes.toString('utf8');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('O&#39;Brien &lt;Jr&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<Jr>');
    // The card's title too (the entrant rated second has starting number 2, R6.3).
    expect(readFileSync(join(folder, 'fr', 't1-2.html'), 'utf8')).toContain(
      '<title>O&#39;Brien &lt;Jr&gt; &amp; &quot;Co&quot;</title>',
    );
  });

  it('lists the entrants of a tournament not started, and says when it was cancelled (R2.1)', async () => {
    const hh = harness('en');
    h = hh;
    await eightEntrants(hh);
    const small = await hh.api['tournament.create']({
      settings: { name: 'Open B', scheduledStart: '2026-05-02T10:00', closeAtEnd: false },
    });
    for (const name of ['Ada', 'Bea', 'Cas'])
      await hh.api['entrant.add']({ tournamentId: small.id, name, rating: null, present: true });
    // Three present, below the minimum of four: the start cancels the tournament.
    await hh.api['tournament.start']({ tournamentId: small.id, seed: 1 });
    await hh.api['file.exportSite']({});
    const folder = join(hh.dir, 'data', 'spring-site');
    const a = readFileSync(join(folder, 'en', 't1.html'), 'utf8');
    expect(a).toContain('Not started yet: the entrants registered so far.');
    expect(a).toContain('<td class="name">Świątek, Łukasz</td>');
    const b = readFileSync(join(folder, 'en', 't2.html'), 'utf8');
    expect(b).toContain('Cancelled: the entrants who had registered.');
    expect(readFileSync(join(folder, 'en', 'index.html'), 'utf8')).toMatch(
      /Open B<\/a><br><span class="muted">Cancelled/,
    );
    // No cards before starting numbers are fixed (R6.3).
    expect(files(folder).filter((f) => f.startsWith('en/'))).toEqual([
      'en/index.html',
      'en/t1.html',
      'en/t2.html',
    ]);
  });

  it('refuses a folder of other files, a file in the folder’s place, and a folder named over the network', async () => {
    const hh = harness('en');
    h = hh;
    await eightEntrants(hh);
    const folder = join(hh.dir, 'data', 'spring-site');
    mkdirSync(folder);
    writeFileSync(join(folder, 'index.html'), 'the club’s own page');
    await expect(hh.api['file.exportSite']({})).rejects.toThrow(
      'The folder "spring-site" already holds files that were not written by a website export: choose an empty folder, or the folder of an earlier export.',
    );
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toBe('the club’s own page');
    await expect(hh.api['file.exportSite']({ folder: '/tmp/elsewhere' })).rejects.toThrow(
      'In the browser the website is written into the folder beside the event file; no other folder can be chosen.',
    );
  });
});

describe('the website folder', () => {
  it('is linked where each transport shows it: web mode by its address, the desktop by its file', () => {
    expect(siteHref('/srv/diagonal/data/łódź open-site', '/srv/diagonal/data')).toBe(
      '/site/%C5%82%C3%B3d%C5%BA%20open-site/index.html',
    );
    expect(siteHref('/srv/diagonal/data/2026/łódź-site', '/srv/diagonal/data')).toBe(
      '/site/2026/%C5%82%C3%B3d%C5%BA-site/index.html',
    );
    // Web mode serves nothing outside its data folder.
    expect(siteHref('/srv/elsewhere/site', '/srv/diagonal/data')).toBeNull();
    expect(siteHref('/home/anna/Diagonal/open-site', null)).toBe(
      'file:///home/anna/Diagonal/open-site/index.html',
    );
  });

  it('removes the pages an earlier export wrote and this one does not, and nothing else', () => {
    const hh = harness('en');
    h = hh;
    const folder = join(hh.dir, 'site');
    writeSite(
      folder,
      [
        { path: 'en/a.html', text: 'A' },
        { path: 'en/b.html', text: 'B' },
      ],
      'site',
    );
    writeFileSync(join(folder, 'logo.png'), 'the club’s logo');
    const out = writeSite(folder, [{ path: 'en/a.html', text: 'A2' }], 'site');
    expect(out).toEqual({ files: 1, removed: 1 });
    expect(files(folder)).toEqual([MANIFEST, 'en/a.html', 'logo.png']);
    expect(readFileSync(join(folder, 'en/a.html'), 'utf8')).toBe('A2');
    expect(JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8'))).toEqual({ files: ['en/a.html'] });
  });

  it('refuses a file standing where the folder should be, and a folder it cannot write', () => {
    const hh = harness('en');
    h = hh;
    const file = join(hh.dir, 'site.html');
    writeFileSync(file, 'x');
    expect(said(() => writeSite(file, [], 'site.html'))).toBe(
      '"site.html" is a file, not a folder: choose a folder for the website.',
    );
    expect(said(() => writeSite(join(file, 'site'), [{ path: 'a.html', text: 'A' }], 'site.html/site'))).toBe(
      'The website cannot be written into "site.html/site": check that the folder can be written to, then export again.',
    );
    expect(readFileSync(file, 'utf8')).toBe('x');
  });
});

/** The message an arbiter reads for the refusal `f` throws (dispatch translates it the same way). */
function said(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return t('en', e.code, e.params);
    throw e;
  }
  return 'nothing refused';
}
