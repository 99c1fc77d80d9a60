import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { api, errorMessage } from '../../api';
import { currentLanguage } from '../../i18n';

/** The ranking with every player's games, or the boards' slips, as a PDF saved like the Reports screen saves one. */
async function print(tournamentId: number, what: 'arena.report' | 'arena.slips'): Promise<void> {
  const out = await api[what]({ tournamentId, language: currentLanguage() });
  const bytes = Uint8Array.from(atob(out.pdf), (ch) => ch.charCodeAt(0));
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  a.download = out.fileName;
  a.click();
}

/** The arena's buttons: pair now, by hand, five more minutes (while open), print, projector. */
export function ArenaActions(props: {
  view: ArenaView;
  run: (action: () => Promise<ArenaView>) => Promise<void>;
  onByHand: () => void;
  onProjector: () => void;
  onError: (message: string) => void;
}) {
  const { view, run, onByHand, onProjector, onError } = props;
  const { t } = useTranslation('arena');
  const id = view.tournamentId;
  return (
    <Group gap="xs">
      {!view.closed && (
        <>
          <Button
            variant="default"
            onClick={() => void run(() => api['arena.tick']({ tournamentId: id, now: true }))}
          >
            {t('pairNow')}
          </Button>
          <Button variant="default" onClick={onByHand}>
            {t('pairByHand')}
          </Button>
          <Button
            variant="default"
            onClick={() => void run(() => api['arena.extend']({ tournamentId: id, minutes: 5 }))}
          >
            {t('extend')}
          </Button>
        </>
      )}
      {view.boards.length > 0 && (
        <Button
          variant="default"
          onClick={() => print(id, 'arena.slips').catch((e: unknown) => onError(errorMessage(e)))}
        >
          {t('printSlips')}
        </Button>
      )}
      <Button
        variant="default"
        onClick={() => print(id, 'arena.report').catch((e: unknown) => onError(errorMessage(e)))}
      >
        {t('print')}
      </Button>
      <Button onClick={onProjector}>{t('projector')}</Button>
    </Group>
  );
}
