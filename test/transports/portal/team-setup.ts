/**
 * A team tournament in web mode with the results portal on 127.0.0.1 and a replayed clock:
 * "Team A".."Team E" (seeds in that order), four boards, round 1 paired; captains' phones speak
 * to the portal's own listener over real HTTP.
 */
import { openPortal, webServer, type Scene } from './setup';

export async function teamScene(
  teams = 5,
  portal: { access?: 'open' | 'private'; password?: string } = {},
): Promise<Scene & { teamIds: Map<string, number> }> {
  const w = await webServer('diagonal-portal-teams-');
  const { api } = w;
  await api['event.create']({ file: 'cup', name: 'Cup' });
  const ev = await api['team.createTournament']({
    settings: {
      name: 'Team Cup',
      scheduledStart: '2026-12-05T10:00',
      closeAtEnd: false,
      formatMode: 'force-round-robin',
    },
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
  return { ...(await openPortal(w, t, portal)), teamIds };
}
