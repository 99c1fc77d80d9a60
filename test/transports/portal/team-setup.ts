/**
 * A team tournament in web mode with the results portal on 127.0.0.1 and a replayed clock:
 * "Team A".."Team E" (seeds in that order), four boards, round 1 paired; captains' phones speak
 * to the portal's own listener over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../../../src/shared/api/contract';
import type { Envelope } from '../../../src/shared/api/envelope';
import { SESSION_HEADER, startWebServer } from '../../../src/main/transports/http';
import { clock, type Scene } from './setup';

export async function teamScene(
  teams = 5,
  portal: { access?: 'open' | 'private'; password?: string } = {},
): Promise<Scene & { teamIds: Map<string, number> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'diagonal-portal-teams-'));
  const c = clock('2026-12-05T10:00:00Z');
  const web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    rendererDir: 'out/renderer',
    now: () => c.now,
  });
  const origin = new URL(web.url).origin;
  const api = createClient(async (method, input) => {
    const res = await fetch(`${origin}/api/${encodeURIComponent(method)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: web.token },
      body: JSON.stringify({ input, lng: 'en' }),
    });
    return (await res.json()) as Envelope<unknown>;
  });
  await api['event.create']({ file: 'cup', name: 'Cup' });
  const ev = await api['team.createTournament']({
    settings: { name: 'Team Cup', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    team: { boards: 4 },
  });
  const t = ev.tournament.id;
  const teamIds = new Map<string, number>();
  for (let k = 0; k < teams; k++) {
    const letter = String.fromCharCode(65 + k);
    const team = await api['team.add']({ tournamentId: t, name: `Team ${letter}` });
    teamIds.set(team.name, team.id);
    for (let j = 0; j < 5; j++)
      await api['team.addPlayer']({
        teamId: team.id,
        player: { source: 'typed', name: `${letter}${j + 1}, Player`, rating: 2000 - 100 * k - 10 * j },
      });
  }
  await api['team.start']({ tournamentId: t, seed: 7 });
  await api['portal.configure']({
    tournamentId: t,
    enabled: true,
    access: portal.access ?? 'open',
    ...(portal.password ? { password: portal.password } : {}),
  });
  const listener = await api['portal.listen']({ address: '127.0.0.1', port: 0 });
  return {
    web,
    api,
    clock: c,
    tournamentId: t,
    portalUrl: listener.url ?? '',
    teamIds,
    close: async () => {
      await web.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
