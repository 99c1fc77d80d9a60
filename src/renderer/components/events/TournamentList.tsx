import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openingScreen } from '../../screens';
import { useWorkspace } from '../../workspace';
import { useDates } from '../../hooks/useDates';

/** The tournaments of the open event file; choosing one makes Settings and Entrants about it. */
export function TournamentList() {
  const { t } = useTranslation('ui');
  const dates = useDates();
  const { tournaments, tournament, selectTournament, go } = useWorkspace();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('events.tournaments.title')}
          </Title>
          <Group gap="xs">
            <Button size="xs" onClick={() => go('new-tournament')}>
              {t('events.tournaments.new')}
            </Button>
            <Button size="xs" variant="light" onClick={() => go('new-arena')}>
              {t('arena:form.open')}
            </Button>
          </Group>
        </Group>
        {tournaments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('events.tournaments.none')}
          </Text>
        ) : (
          <Table highlightOnHover aria-label={t('events.tournaments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('events.tournaments.name')}</Table.Th>
                <Table.Th>{t('settings.field.variant')}</Table.Th>
                <Table.Th>{t('settings.field.scheduledStart')}</Table.Th>
                <Table.Th className="num">{t('events.tournaments.entrants')}</Table.Th>
                <Table.Th>{t('events.tournaments.status')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('events.tournaments.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tournaments.map((tr) => (
                <Table.Tr key={tr.id} className={tr.id === tournament?.id ? 'selected' : undefined}>
                  <Table.Td fw={600}>
                    {/* The name opens the tournament where the arbiter works now (openingScreen). */}
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      fz="sm"
                      // the name stays the cell's and the button's name; the tooltip says what it does
                      title={t('events.tournaments.open', { name: tr.settings.name })}
                      onClick={() => {
                        selectTournament(tr.id);
                        go(openingScreen(tr));
                      }}
                    >
                      {tr.settings.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`values.variant.${tr.settings.variant}`)}</Table.Td>
                  <Table.Td>{dates.dateTime(tr.settings.scheduledStart)}</Table.Td>
                  <Table.Td className="num">
                    {tr.withdrawnCount > 0
                      ? t('events.tournaments.countsWithdrawn', {
                          present: tr.presentCount,
                          total: tr.entrantCount,
                          withdrawn: tr.withdrawnCount,
                        })
                      : `${tr.presentCount}/${tr.entrantCount}`}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={t('events.tournaments.openSettings', { name: tr.settings.name })}
                        onClick={() => {
                          selectTournament(tr.id);
                          go('settings');
                        }}
                      >
                        {t('nav.settings')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={t('events.tournaments.openEntrants', { name: tr.settings.name })}
                        onClick={() => {
                          selectTournament(tr.id);
                          go('entrants');
                        }}
                      >
                        {t('nav.entrants')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
