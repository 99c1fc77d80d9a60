import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { rounds: number; value: number; onChange: (round: number) => void };

/** One tab per paired round (PRODUCT.md "Pairings: one tab per round"); arrow keys move along. */
export function RoundTabs({ rounds, value, onChange }: Props) {
  const { t } = useTranslation('day');
  if (rounds < 1) return null;
  return (
    <Tabs value={String(value)} onChange={(v) => v && onChange(Number(v))} activateTabWithKeyboard={false}>
      <Tabs.List aria-label={t('pairings.rounds')}>
        {Array.from({ length: rounds }, (_, i) => (
          <Tabs.Tab key={i} value={String(i + 1)}>
            {t('common.round', { round: i + 1 })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
