import { Button, Group, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { isLanguage, type Language } from '../../shared/i18n';
import { useProgress } from '../hooks/useProgress';
import { FileExports } from '../components/files/FileExports';
import { RatedGamesStatus } from '../components/rating/RatedGamesStatus';
import { ReportList } from '../components/reports/ReportList';
import { ReportOptions } from '../components/reports/ReportOptions';
import { ReportPreview } from '../components/reports/ReportPreview';
import { useReportPreview, useReportSources } from '../components/reports/useReportPreview';

/**
 * Every printable report (PRODUCT.md "Reports"): choose one, preview it, print it or save it as a
 * PDF. The PDF is made in the main process, the same document `diagonal report` writes; the report's
 * language is chosen apart from the screens' (a French arbiter may print for a Polish federation).
 * Save and Print only ever act on the preview of the choices on screen (components/reports/preview).
 */
export function Reports({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('reports');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const preview = useReportPreview(tournament.id, language);
  const { choices, choose, state, url, busy } = preview;
  const { rounds, entrants, loadError } = useReportSources(tournament.id);
  const frame = useRef<HTMLIFrameElement>(null);
  const decided = useProgress(tournament).data?.decision?.format ?? null;
  const ready = state.shown !== null && url !== null;
  return (
    <Stack gap="sm">
      <Title order={2}>{t('screen.title', { name: tournament.settings.name })}</Title>
      <FileExports tournament={tournament} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ReportList
          tournament={tournament}
          decided={decided}
          kind={choices.kind}
          onChoose={(k) => choose({ kind: k })}
        />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Group gap="sm" align="flex-end">
            <ReportOptions
              choices={choices}
              choose={choose}
              rounds={rounds}
              entrants={entrants}
              swiss={decided === 'swiss'}
            />
            <Button onClick={() => void preview.render()} loading={busy}>
              {t('screen.preview')}
            </Button>
            <Button variant="default" disabled={!ready} onClick={() => frame.current?.contentWindow?.print()}>
              {t('screen.print')}
            </Button>
            <Button variant="default" disabled={!ready} onClick={preview.save}>
              {t('screen.save')}
            </Button>
          </Group>
          {choices.kind === 'rating-report' && tournament.ratingStatus.rated && (
            <RatedGamesStatus games={tournament.ratingStatus.games} />
          )}
          <ReportPreview
            shown={state.shown}
            url={url}
            busy={busy}
            error={state.error ?? loadError}
            frame={frame}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
