import { NativeSelect, NumberInput, Text } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Why the fields inside are locked (R1.3: a rule of play after round 1 is paired), or null when
 * they are not: each field shows it under itself.
 */
export const LockedContext = createContext<string | null>(null);

/** A field's description, with the reason it is locked under it when it is. */
export function useLockNote(description?: ReactNode): ReactNode {
  const why = useContext(LockedContext);
  if (why === null) return description;
  return (
    <>
      {description}
      {description ? <br /> : null}
      <Text span size="xs" c="orange.8" data-testid="locked-field">
        {why}
      </Text>
    </>
  );
}

type NumberFieldProps = {
  label: string;
  value: number | null;
  /** `null` when the box is empty. */
  onChange: (value: number | null) => void;
  error?: string | undefined;
  description?: ReactNode;
  step?: number;
  required?: boolean;
  placeholder?: string;
  /** False for boxes of a group that says it once (the point system). */
  lockNote?: boolean;
};

/**
 * Whole numbers only. No clamping: an out-of-range value stays as typed so the rule that refuses it
 * can be shown next to it (clamping would silently change what the arbiter entered).
 */
export function NumberField({
  label,
  value,
  onChange,
  error,
  description,
  step,
  required,
  placeholder,
  lockNote = true,
}: NumberFieldProps) {
  const noted = useLockNote(description);
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : null)}
      error={error}
      description={lockNote ? noted : description}
      step={step ?? 1}
      allowDecimal={false}
      clampBehavior="none"
      required={required}
      placeholder={placeholder}
    />
  );
}

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (v: V) => string;
  onChange: (v: V) => void;
  error?: string | undefined;
  description?: ReactNode;
};

/** A native select: quick by keyboard (type the first letter), and its label is a real <label>. */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const { label, value, options, optionLabel, onChange, error, description } = props;
  const noted = useLockNote(description);
  return (
    <NativeSelect
      label={label}
      value={value}
      data={options.map((o) => ({ value: o, label: optionLabel(o) }))}
      onChange={(e) => {
        const next = options.find((o) => o === e.currentTarget.value);
        if (next !== undefined) onChange(next);
      }}
      error={error}
      description={noted}
    />
  );
}

/** The description of a field that is not a NumberField or SelectField, with the lock reason. */
export function Noted({ children }: { children?: ReactNode }) {
  return <>{useLockNote(children)}</>;
}
