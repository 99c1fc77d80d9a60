import { Checkbox, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import { ROUND_REPORTS } from '../../../shared/api/reports';
import { LANGUAGES, isLanguage } from '../../../shared/i18n';
import type { Choices } from './preview';

/**
 * What the chosen report is printed with: its language (apart from the screens'), the paper, the
 * round, and for some reports one entrant or the explanation appendix.
 */
export function ReportOptions({
  choices,
  choose,
  rounds,
  entrants,
  swiss,
}: {
  choices: Choices;
  choose: (change: Partial<Choices>) => void;
  rounds: number[];
  entrants: Entrant[];
  swiss: boolean;
}) {
  const { t } = useTranslation('reports');
  const { kind } = choices;
  const roundLabel = ROUND_REPORTS.includes(kind) ? t('screen.round') : t('screen.afterRound');
  return (
    <>
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
      {kind === 'tiebreaks' && <EntrantChoice choices={choices} choose={choose} entrants={entrants} />}
      {kind === 'round-sheet' && swiss && (
        <Checkbox
          label={t('screen.explainAppendix')}
          checked={Boolean(choices.explain)}
          onChange={(e) => choose({ explain: e.currentTarget.checked })}
          mb={8}
        />
      )}
    </>
  );
}

/** The tiebreak breakdown of one entrant, or of all of them. */
function EntrantChoice({
  choices,
  choose,
  entrants,
}: {
  choices: Choices;
  choose: (change: Partial<Choices>) => void;
  entrants: Entrant[];
}) {
  const { t } = useTranslation('reports');
  return (
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
  );
}
