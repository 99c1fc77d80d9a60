import { NativeSelect, NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';

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
}: NumberFieldProps) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : null)}
      error={error}
      description={description}
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
      description={description}
    />
  );
}
