import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import { useDates } from '../../hooks/useDates';
import { openingScreen, type View } from '../../screens';
import { useWorkspace } from '../../workspace';

/** One tournament of the open event file: its name opens it, its buttons open its settings or entrants. */
export function TournamentRow({ tr, selected }: { tr: Tournament; selected: boolean }) {
  const { t } = useTranslation('ui');
  const dates = useDates();
  const { selectTournament, go } = useWorkspace();
  const open = (screen: View) => {
    selectTournament(tr.id);
    go(screen);
  };
  return (
    <Table.Tr className={selected ? 'selected' : undefined}>
      <Table.Td fw={600}>
        {/* The name opens the tournament where the arbiter works now (openingScreen). */}
        <Anchor
          component="button"
          type="button"
          fw={600}
          fz="sm"
          // the name stays the cell's and the button's name; the tooltip says what it does
          title={t('events.tournaments.open', { name: tr.settings.name })}
          onClick={() => open(openingScreen(tr))}
        >
          {tr.settings.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{t(`values.variant.${tr.settings.variant}`)}</Table.Td>
      <Table.Td>{dates.dateTime(tr.settings.scheduledStart)}</Table.Td>
      <Table.Td className="num">
        <EntrantCounts tr={tr} />
      </Table.Td>
      <Table.Td>
        <StatusBadges tr={tr} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <OpenButton
            name={t('events.tournaments.openSettings', { name: tr.settings.name })}
            label={t('nav.settings')}
            onClick={() => open('settings')}
          />
          <OpenButton
            name={t('events.tournaments.openEntrants', { name: tr.settings.name })}
            label={t('nav.entrants')}
            onClick={() => open('entrants')}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A small button that opens one of the tournament's screens; `name` says which tournament. */
function OpenButton({ name, label, onClick }: { name: string; label: string; onClick: () => void }) {
  return (
    <Button size="compact-xs" variant="light" aria-label={name} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Present of registered, and the withdrawn when there are any (R10.2). */
function EntrantCounts({ tr }: { tr: Tournament }) {
  const { t } = useTranslation('ui');
  return tr.withdrawnCount > 0
    ? t('events.tournaments.countsWithdrawn', {
        present: tr.presentCount,
        total: tr.entrantCount,
        withdrawn: tr.withdrawnCount,
      })
    : `${tr.presentCount}/${tr.entrantCount}`;
}

/** The tournament's status, and whether it is casual or rated with no rated entrant. */
function StatusBadges({ tr }: { tr: Tournament }) {
  const { t } = useTranslation('ui');
  return (
    <>
      <Badge variant="light" radius="sm" tt="none">
        {t(`values.status.${tr.status}`)}
      </Badge>
      {!tr.ratingStatus.rated && (
        <Badge variant="light" color="yellow" radius="sm" tt="none" ml={4}>
          {t('settings.status.casual')}
        </Badge>
      )}
      {/* R12.3: rated, but no entrant has a rating for its variant and time control */}
      {tr.ratingStatus.games?.rated === 0 && (
        <Badge variant="light" color="yellow" radius="sm" tt="none" ml={4}>
          {t('settings.status.noneRated')}
        </Badge>
      )}
    </>
  );
}
