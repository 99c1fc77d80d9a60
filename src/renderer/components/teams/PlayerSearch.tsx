import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingHit } from '../../../shared/api/ratings';
import type { Team } from '../../../shared/api/teams';
import { api } from '../../api';

/** Waits this long after the last keystroke: one search per pause, as on the Entrants screen. */
const DEBOUNCE_MS = 120;

/**
 * A player from the imported rating lists onto a roster (issue 7's search: ID or a few letters of
 * the name, accents ignored). The server registers the entrant and checks R1.5 and the floor.
 */
export function PlayerSearch({ team, onPick }: { team: Team; onPick: (entryId: number) => void }) {
  const { t } = useTranslation('teamui');
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<RatingHit[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (text.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      api['ratings.search']({ text, limit: 10 })
        .then((found) => live && (setHits(found), combobox.openDropdown()))
        .catch(() => live && setHits([]))
        .finally(() => live && setBusy(false));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, combobox]);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        onPick(Number(v));
        setText('');
        setHits([]);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('player.fromList')}
          placeholder={t('player.searchPlaceholder')}
          aria-label={t('player.fromListFor', { team: team.name })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rightSection={busy ? <Loader size="xs" /> : null}
          w={280}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={hits.length === 0 || text.trim().length < 2}>
        <Combobox.Options>
          {hits.map((h) => (
            <Combobox.Option key={h.entryId} value={String(h.entryId)}>
              {h.name} · {h.federation} · {h.rating ?? '–'} · {h.listName}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
