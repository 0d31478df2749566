import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SwitchListProps<K extends string> {
  title?: string;
  keys: readonly K[];
  values: Partial<Record<K, boolean>>;
  /** The translation key of each switch's label. */
  labelOf: (key: K) => string;
  disabled?: boolean;
  onToggle: (key: K, on: boolean) => void;
}

/** A titled group of labelled switches. */
export function SwitchList<K extends string>({ title, keys, values, labelOf, disabled, onToggle }: SwitchListProps<K>) {
  const translate = useTranslate();
  return (
    <FormGroup sx={{ mb: 2 }}>
      {title && (
        <Typography variant="overline" color="text.secondary">
          {translate(title)}
        </Typography>
      )}
      {keys.map((key) => (
        <FormControlLabel
          key={key}
          label={translate(labelOf(key))}
          disabled={disabled}
          control={<Switch checked={values[key] === true} onChange={(event) => onToggle(key, event.target.checked)} />}
        />
      ))}
    </FormGroup>
  );
}
