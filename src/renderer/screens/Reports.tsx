import { Alert, Button, Checkbox, Group, NavLink, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Entrant } from '../../shared/api/entrants';
import { ROUND_REPORTS } from '../../shared/api/reports';
import type { Tournament } from '../../shared/api/tournaments';
import { LANGUAGES, isLanguage, type Language } from '../../shared/i18n';
import { api, errorMessage } from '../api';
import {
  initialPreview,
  offeredReports,
  previewReducer,
  renderInput,
  type Choices,
} from '../components/reports/preview';
import { useProgress } from '../hooks/useProgress';
import { FileExports } from '../components/files/FileExports';
import { RatedGamesStatus } from '../components/rating/RatedGamesStatus';

/** R12, R12.3: the rating report's line in the list: casual, or how many games it can hold. */
function ratingNote(tr: Tournament, t: TFunction): string | undefined {
  const { rated, games } = tr.ratingStatus;
  if (!rated) return t('screen.casual');
  if (!games) return undefined;
  if (games.rated === 0) return t('screen.noneRated');
  return games.rateable === null ? undefined : t('screen.ratedGames', games);
}

function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/**
 * Every printable report (PRODUCT.md "Reports"): choose one, preview it, print it or save it as a
 * PDF. The PDF is made in the main process, the same document `diagonal report` writes; the report's
 * language is chosen apart from the screens' (a French arbiter may print for a Polish federation).
 * Save and Print only ever act on the preview of the choices on screen (components/reports/preview).
 */
export function Reports({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('reports');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const first: Choices = { kind: 'standings', language, paper: 'a4', round: null, entrantId: null };
  const [state, dispatch] = useReducer(previewReducer, first, initialPreview);
  const { choices, shown, error } = state;
  const { kind } = choices;
  const choose = (change: Partial<Choices>) => dispatch({ type: 'choose', change });
  const [rounds, setRounds] = useState<number[]>([]);
  const [entrants, setEntrants] = useState<Entrant[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const requests = useRef(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const decided = useProgress(tournament).data?.decision?.format ?? null;

  useEffect(() => {
    let live = true;
    Promise.all([
      api['round.list']({ tournamentId: tournament.id }).catch(() => []),
      api['entrant.list']({ tournamentId: tournament.id }),
    ])
      .then(([list, people]) => {
        if (!live) return;
        setRounds(list.map((r) => r.number));
        setEntrants(
          people.filter((e) => e.startNo !== null).sort((a, b) => (a.startNo ?? 0) - (b.startNo ?? 0)),
        );
      })
      .catch((e: unknown) => live && setLoadError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [tournament.id]);

  // One blob per preview, released when the preview goes.
  const url = useMemo(() => (shown ? pdfUrl(shown.pdf) : null), [shown]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const render = async () => {
    const request = ++requests.current;
    dispatch({ type: 'request', request });
    try {
      const out = await api['report.render'](renderInput(tournament.id, choices));
      dispatch({
        type: 'rendered',
        request,
        shown: { pdf: out.pdf, fileName: out.fileName, pages: out.pages },
      });
    } catch (e) {
      dispatch({ type: 'failed', request, error: errorMessage(e) });
    }
  };

  const ready = shown !== null && url !== null;
  const save = () => {
    if (!ready) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = shown.fileName;
    a.click();
  };
  const busy = state.pending !== null;

  const roundLabel = ROUND_REPORTS.includes(kind) ? t('screen.round') : t('screen.afterRound');
  return (
    <Stack gap="sm">
      <Title order={2}>{t('screen.title', { name: tournament.settings.name })}</Title>
      <FileExports tournament={tournament} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder p={4} w={230} component="nav" aria-label={t('screen.list')}>
          {offeredReports(decided, tournament.settings.formatMode).map((k) => (
            <NavLink
              key={k}
              component="button"
              type="button"
              label={t(`kind.${k}`)}
              // R12: the same status the settings show; the report itself says why when asked.
              description={k === 'rating-report' ? ratingNote(tournament, t) : undefined}
              active={k === kind}
              aria-current={k === kind ? 'page' : undefined}
              onClick={() => choose({ kind: k })}
            />
          ))}
        </Paper>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Group gap="sm" align="flex-end">
            <Select
              label={t('screen.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
              value={choices.language}
              onChange={(v) => isLanguage(v) && choose({ language: v })}
              allowDeselect={false}
              w={200}
            />
            <Select
              label={t('screen.paper')}
              data={[
                { value: 'a4', label: 'A4' },
                { value: 'letter', label: 'Letter' },
              ]}
              value={choices.paper}
              onChange={(v) => (v === 'a4' || v === 'letter') && choose({ paper: v })}
              allowDeselect={false}
              w={110}
            />
            <Select
              label={roundLabel}
              placeholder={t('screen.lastRound')}
              data={rounds.map((r) => String(r))}
              value={choices.round}
              onChange={(v) => choose({ round: v })}
              clearable
              w={150}
            />
            {kind === 'tiebreaks' && (
              <Select
                label={t('screen.entrant')}
                placeholder={t('screen.allEntrants')}
                data={entrants.map((e) => ({ value: String(e.id), label: `${e.startNo}. ${e.name}` }))}
                value={choices.entrantId}
                onChange={(v) => choose({ entrantId: v })}
                searchable
                clearable
                w={260}
              />
            )}
            {kind === 'round-sheet' && decided === 'swiss' && (
              <Checkbox
                label={t('screen.explainAppendix')}
                checked={Boolean(choices.explain)}
                onChange={(e) => choose({ explain: e.currentTarget.checked })}
                mb={8}
              />
            )}
            <Button onClick={() => void render()} loading={busy}>
              {t('screen.preview')}
            </Button>
            <Button variant="default" disabled={!ready} onClick={() => frame.current?.contentWindow?.print()}>
              {t('screen.print')}
            </Button>
            <Button variant="default" disabled={!ready} onClick={save}>
              {t('screen.save')}
            </Button>
          </Group>
          {kind === 'rating-report' && tournament.ratingStatus.rated && (
            <RatedGamesStatus games={tournament.ratingStatus.games} />
          )}
          {(error ?? loadError) && (
            <Alert color="red" role="alert">
              {error ?? loadError}
            </Alert>
          )}
          {busy && <Text size="sm">{t('screen.rendering')}</Text>}
          {ready ? (
            <>
              <Text size="sm" c="dimmed" role="status">
                {shown.fileName} · {t('screen.pages', { count: shown.pages })}
              </Text>
              <iframe
                ref={frame}
                src={url}
                title={t('screen.previewTitle')}
                style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)' }}
              />
            </>
          ) : (
            !busy && <Text c="dimmed">{t('screen.empty')}</Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
