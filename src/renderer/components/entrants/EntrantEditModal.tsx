import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import { api } from '../../api';
import { EntrantForm } from './EntrantForm';

export type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; entrant: Entrant };

/** The form to register an entrant or correct one, in a dialog. */
export function EntrantEditModal({
  tournamentId,
  editing,
  onClose,
  onSaved,
}: {
  tournamentId: number;
  editing: Editing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      opened={editing.kind !== 'closed'}
      onClose={onClose}
      title={editing.kind === 'edit' ? t('entrants.editTitle') : t('entrants.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('entrants.close') }}
    >
      <EntrantForm
        entrant={editing.kind === 'edit' ? editing.entrant : undefined}
        onDone={onClose}
        onSubmit={async (fields, isProgram, confirm) => {
          if (editing.kind === 'edit')
            await api['entrant.update']({ id: editing.entrant.id, fields, confirm });
          else await api['entrant.add']({ tournamentId, ...fields, isProgram, confirm });
          onSaved();
        }}
      />
    </Modal>
  );
}
