import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import type { RatingHit } from '../../../shared/api/ratings';
import { isRegistered } from './search-hits';
import type { OtherKind } from './useRatingSearch';

/** The players found on the lists, each registered with one click unless already an entrant. */
export function RatingHits({
  hits,
  entrants,
  onRegister,
}: {
  hits: RatingHit[];
  entrants: readonly Entrant[];
  onRegister: (hit: RatingHit) => void;
}) {
  const { t } = useTranslation('ratings');
  return (
    <Table striped highlightOnHover aria-label={t('search.results')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('field.id')}</Table.Th>
          <Table.Th>{t('field.name')}</Table.Th>
          <Table.Th>{t('field.federation')}</Table.Th>
          <Table.Th>{t('field.title')}</Table.Th>
          <Table.Th ta="right">{t('field.rating')}</Table.Th>
          <Table.Th>{t('field.birthYear')}</Table.Th>
          <Table.Th>{t('diff.list')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {hits.map((h) => (
          <Table.Tr key={h.entryId}>
            <Table.Td>{h.id}</Table.Td>
            <Table.Td>{h.name}</Table.Td>
            <Table.Td>{h.federation}</Table.Td>
            <Table.Td>{h.title}</Table.Td>
            <Table.Td ta="right">{h.rating ?? '–'}</Table.Td>
            <Table.Td>{h.birthYear}</Table.Td>
            <Table.Td>
              <Badge variant="light" tt="none">
                {h.listName}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end">
                <RegisterCell hit={h} registered={isRegistered(h, entrants)} onRegister={onRegister} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RegisterCell({
  hit,
  registered,
  onRegister,
}: {
  hit: RatingHit;
  registered: boolean;
  onRegister: (hit: RatingHit) => void;
}) {
  const { t } = useTranslation('ratings');
  if (registered)
    return (
      <Badge color="gray" variant="light" tt="none">
        {t('search.alreadyRegistered')}
      </Badge>
    );
  return (
    <Button
      size="xs"
      aria-label={t('search.registerFrom', { name: hit.name, list: hit.listName })}
      onClick={() => onRegister(hit)}
    >
      {t('search.register')}
    </Button>
  );
}

/** R12.1: the list rates this player only for another variant or time control; the arbiter chooses. */
export function OtherKindAlert({
  otherKind,
  onClose,
  onChoose,
}: {
  otherKind: OtherKind;
  onClose: () => void;
  onChoose: (rating: 'list' | 'unrated') => void;
}) {
  const { t } = useTranslation('ratings');
  return (
    <Alert color="yellow" role="alert" withCloseButton onClose={onClose}>
      <Stack gap="xs">
        <Text size="sm">{otherKind.message}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => onChoose('list')}>
            {t('register.useList', { rating: otherKind.hit.rating ?? '' })}
          </Button>
          <Button size="xs" variant="default" onClick={() => onChoose('unrated')}>
            {t('register.useUnrated')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
