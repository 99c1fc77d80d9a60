import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import { isTableVariant, openingTable, type ClassReviews } from '../../../shared/openings/tables';
import { api, errorMessage } from '../../api';
import { CLASS_CHOICES, classText, openingLabel } from './opening-options';

/** The reviews of a tournament as the shared code reads them, by opening number. */
export const reviewsOf = (t: Tournament): ClassReviews =>
  Object.fromEntries(t.classReviews.map((r) => [r.number, r.reviewed]));

const classKey = (c: { degree: number; favoured: string | null }) => `${c.degree}${c.favoured ?? ''}`;

/**
 * R11.4 "The arbiter may review a class": the openings whose class was reviewed for this
 * tournament, each beside the table's, and, until round 1 is paired, the review of one more
 * (the server refuses the rest and says why).
 */
export function ClassReviewPanel({
  tournament,
  onSaved,
}: {
  tournament: Tournament;
  onSaved: (t: Tournament) => void;
}) {
  const { t } = useTranslation('ui');
  const variant = tournament.settings.variant;
  const [number, setNumber] = useState<string | null>(null);
  const [cls, setCls] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!isTableVariant(variant)) return null;
  const reviews = reviewsOf(tournament);
  const open = tournament.status === 'registration';
  const openings = openingTable(variant).map((o) => ({
    value: String(o.number),
    label: openingLabel(variant, o, t, reviews),
  }));
  const classes = CLASS_CHOICES.map((c) => ({ value: classKey(c), label: classText(variant, c, t) }));
  const submit = async () => {
    const c = CLASS_CHOICES.find((x) => classKey(x) === cls);
    if (number === null || !c) return;
    setError(null);
    setDone(null);
    try {
      const saved = await api['tournament.reviewClass']({
        id: tournament.id,
        number: Number(number),
        class: c,
      });
      onSaved(saved);
      setDone(t('classReview.done', { number, class: classText(variant, c, t) }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('classReview.title')}>
      <Stack gap="xs">
        <Title order={4}>{t('classReview.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('classReview.help')}
        </Text>
        {tournament.classReviews.length === 0 ? (
          <Text size="sm">{t('classReview.none')}</Text>
        ) : (
          <Stack gap={2} component="ul" data-testid="class-reviews" style={{ margin: 0, paddingLeft: 18 }}>
            {tournament.classReviews.map((r) => (
              <Text size="sm" component="li" key={r.number}>
                {t('classReview.line', {
                  number: r.number,
                  moves:
                    openingTable(variant)
                      .find((o) => o.number === r.number)
                      ?.moves.join(' ') ?? '',
                  reviewed: classText(variant, r.reviewed, t),
                  table: classText(variant, r.table, t),
                })}
              </Text>
            ))}
          </Stack>
        )}
        {open && (
          <Group align="flex-end" gap="sm">
            <Select
              label={t('classReview.opening')}
              data={openings}
              value={number}
              onChange={setNumber}
              searchable
              nothingFoundMessage={t('opening.none')}
              maxDropdownHeight={320}
              w={420}
            />
            <Select label={t('classReview.class')} data={classes} value={cls} onChange={setCls} w={220} />
            <Button onClick={() => void submit()} disabled={number === null || cls === null}>
              {t('classReview.button')}
            </Button>
          </Group>
        )}
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
