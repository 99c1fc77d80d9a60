import { Text, TextInput } from '@mantine/core';
import type { ResultEntryField } from '../../hooks/useResultEntry';

type Props = ResultEntryField & {
  label: string;
  description: string;
  /** The line under the field: the selected game and its players while armed, else null. */
  status: string | null;
  /** The board number field asks phones and tablets for the digit keyboard. */
  numeric?: boolean;
  width: number;
};

/** The keyboard result-entry field (useResultEntry) and the status line under it. */
export function EntryField({ input, value, armed, error, onKeyDown, onChange, ...props }: Props) {
  return (
    <div>
      <TextInput
        ref={input}
        label={props.label}
        description={props.description}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.select()}
        inputMode={props.numeric ? 'numeric' : undefined}
        autoComplete="off"
        error={error}
        w={props.width}
        styles={{ input: { fontSize: 20, fontWeight: 600, height: 44 } }}
      />
      <Text size="sm" mt={4} role="status" aria-live="polite" fw={armed ? 600 : 400}>
        {armed && props.status !== null ? props.status : ' '}
      </Text>
    </div>
  );
}
