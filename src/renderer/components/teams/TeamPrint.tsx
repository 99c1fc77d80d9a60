import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEAM_REPORT_KIND_NAMES,
  TEAM_ROUND_REPORTS,
  type TeamReportKindName,
} from '../../../shared/api/team-reports';
import type { TeamEvent } from '../../../shared/api/teams';
import { LANGUAGES, isLanguage, type Language } from '../../../shared/i18n';
import { api, errorMessage } from '../../api';
import { currentLanguage } from '../../i18n';

type Shown = { pdf: string; fileName: string; pages: number };

function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/**
 * The printed team reports (issue 14): match sheets per round, team pairings, standings,
 * crosstable, board standings; previewed here, printed or saved as PDF, in any of the languages.
 */
export function TeamPrint({ event }: { event: TeamEvent }) {
  const { t } = useTranslation('teamui');
  const { t: tp } = useTranslation('teamprint');
  const { t: tr } = useTranslation('reports');
  const [kind, setKind] = useState<TeamReportKindName>('team-match-sheets');
  const [round, setRound] = useState(event.currentRound);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = useMemo(() => (shown ? pdfUrl(shown.pdf) : null), [shown]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const render = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown(await api['teamReport.render']({ tournamentId: event.tournament.id, kind, language, round }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    if (!url || !shown) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = shown.fileName;
    a.click();
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label={t('print.kind')}
          data={TEAM_REPORT_KIND_NAMES.map((k) => ({ value: k, label: tp(`kind.${k}`) }))}
          value={kind}
          onChange={(v) => v && (setKind(v as TeamReportKindName), setShown(null))}
          allowDeselect={false}
          w={240}
        />
        <Select
          label={TEAM_ROUND_REPORTS.includes(kind) ? tr('screen.round') : tr('screen.afterRound')}
          data={Array.from({ length: event.currentRound }, (_, i) => String(i + 1))}
          value={String(round)}
          onChange={(v) => v && (setRound(Number(v)), setShown(null))}
          allowDeselect={false}
          w={120}
        />
        <Select
          label={tr('screen.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
          value={language}
          onChange={(v) => isLanguage(v) && (setLanguage(v), setShown(null))}
          allowDeselect={false}
          w={110}
        />
        <Button onClick={() => void render()} loading={busy}>
          {tr('screen.preview')}
        </Button>
        <Button variant="default" disabled={!url} onClick={() => frame.current?.contentWindow?.print()}>
          {tr('screen.print')}
        </Button>
        <Button variant="default" disabled={!url} onClick={save}>
          {tr('screen.save')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {shown && url ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            {shown.fileName} · {tr('screen.pages', { count: shown.pages })}
          </Text>
          <iframe
            ref={frame}
            src={url}
            title={tr('screen.previewTitle')}
            style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)' }}
          />
        </>
      ) : (
        !busy && <Text c="dimmed">{t('print.empty')}</Text>
      )}
    </Stack>
  );
}
