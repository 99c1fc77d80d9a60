import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lineup, TeamEvent } from '../../shared/api/teams';
import { api, errorMessage } from '../api';
import { useLoad } from './useLoad';

/**
 * The state and calls of a team's line-up for a round (R16.1b): the round and team chosen, the
 * line-up the server holds, the players being composed, and saving them (null: back to default).
 */
export function useLineup(event: TeamEvent) {
  const { t } = useTranslation('teamui');
  const id = event.tournament.id;
  const teams = useLoad(() => api['team.list']({ tournamentId: id }), String(id));
  const [round, setRound] = useState(Math.max(1, event.currentRound));
  const [teamId, setTeamId] = useState<number | null>(null);
  const team = (teams.data ?? []).find((x) => x.id === teamId) ?? teams.data?.find((x) => !x.left) ?? null;
  const lineup = useLoad<Lineup | null>(
    () => (team ? api['team.lineup']({ tournamentId: id, round, teamId: team.id }) : Promise.resolve(null)),
    `${id}:${round}:${team?.id ?? 0}`,
  );
  const [players, setPlayers] = useState<(number | null)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // a new line-up from the server replaces what was being composed (React: state from props)
  const [from, setFrom] = useState<Lineup | null>(null);
  if (lineup.data !== from) {
    setFrom(lineup.data);
    setPlayers(lineup.data ? lineup.data.players.map((p) => p.entrantId) : []);
    setError(null);
  }
  const save = async (list: number[] | null) => {
    if (!team) return;
    setError(null);
    try {
      lineup.set(await api['team.setLineup']({ tournamentId: id, round, teamId: team.id, players: list }));
      setNote(t('lineup.saved', { team: team.name, round }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return {
    teams: teams.data ?? [],
    round,
    setRound,
    team,
    setTeamId,
    lineup: lineup.data,
    locked: lineup.data?.locked ?? false,
    players,
    setPlayers,
    error,
    setError,
    note,
    save,
  };
}
