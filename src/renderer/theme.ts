import { createTheme } from '@mantine/core';

/** Compact and legible: arbiters work on laptops, often in bright halls. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  components: {
    TextInput: { defaultProps: { size: 'sm' } },
    NumberInput: { defaultProps: { size: 'sm' } },
    NativeSelect: { defaultProps: { size: 'sm' } },
    Table: { defaultProps: { verticalSpacing: 4, horizontalSpacing: 'sm', fz: 'sm' } },
  },
});
