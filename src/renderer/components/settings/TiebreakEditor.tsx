import { ActionIcon, Group, Input, NativeSelect, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIEBREAK_CODES, type TiebreakCode } from '../../../shared/domain';
import { defaultTiebreaks } from '../../../shared/settings';
import { Noted } from './fields';
import { tiebreakChoice, tiebreakFide } from '../../../shared/tiebreak-labels';

type Props = {
  value: TiebreakCode[] | null;
  onChange: (value: TiebreakCode[] | null) => void;
  error?: string | undefined;
};

/** R9.5: an ordered choice from the catalogue; `null` is the format's default sequence (R9.2, R9.3). */
export function TiebreakEditor({ value, onChange, error }: Props) {
  const { t } = useTranslation('ui');
  // The catalogue's names as draughts arbiters say them; a general Cut-n / Median-n after its base.
  const name = (c: TiebreakCode) => tiebreakChoice(t, c);
  const move = (from: number, to: number) => {
    if (!value || to < 0 || to >= value.length) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };
  const unused = TIEBREAK_CODES.filter((c) => !value?.includes(c));
  return (
    <Stack gap="xs">
      <Switch
        label={t('settings.field.defaultTiebreaks')}
        description={
          <Noted>
            {t('settings.help.defaultTiebreaks', {
              swiss: defaultTiebreaks('swiss').map(name).join(', '),
              roundRobin: defaultTiebreaks('round-robin').map(name).join(', '),
            })}
          </Noted>
        }
        checked={value === null}
        onChange={(e) => onChange(e.currentTarget.checked ? null : [...defaultTiebreaks('swiss')])}
      />
      {value !== null && (
        <Input.Wrapper label={t('settings.field.tiebreaks')} error={error} maw={520}>
          <Stack gap={4} mt={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((code, i) => (
              <Paper key={code} component="li" withBorder px="xs" py={2}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {i + 1}. {name(code)}{' '}
                    <Text span size="xs" c="dimmed">
                      {tiebreakFide(t, code)}
                    </Text>
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('settings.tiebreak.up', { name: name(code) })}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('settings.tiebreak.down', { name: name(code) })}
                      disabled={i === value.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('settings.tiebreak.remove', { name: name(code) })}
                      onClick={() => onChange(value.filter((c) => c !== code))}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          {unused.length > 0 && (
            <NativeSelect
              mt="xs"
              size="xs"
              aria-label={t('settings.tiebreak.add')}
              value=""
              data={[
                { value: '', label: t('settings.tiebreak.add') },
                ...unused.map((c) => ({ value: c, label: `${name(c)} · ${tiebreakFide(t, c)}` })),
              ]}
              onChange={(e) => {
                const code = TIEBREAK_CODES.find((c) => c === e.currentTarget.value);
                if (code) onChange([...value, code]);
              }}
            />
          )}
        </Input.Wrapper>
      )}
    </Stack>
  );
}
