import { TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import type { StockCountLine } from '../../../domain/api/stock-counts';

interface MaterialRow {
  id: number;
  name: string;
  name_ar: string;
  unit?: StockCountLine['unit'];
}

/** The material a scanned or typed text names: its id (a barcode carries it) or its name in either language. */
const named = (text: string, materials: readonly MaterialRow[]): MaterialRow | undefined => {
  const wanted = text.trim().toLocaleLowerCase();
  return materials.find((material) => String(material.id) === wanted || [material.name, material.name_ar].some((name) => name.toLocaleLowerCase() === wanted));
};

/**
 * The scanner's field: a material's code or name, scanned or typed and ended with Enter, adds one to its line (a new
 * line, expected 0, when the count did not list it). A text naming no material is said so and left to correct.
 */
export function ScanInput({ onScan }: { onScan: (material: MaterialRow) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const { data: materials = [] } = useGetList<MaterialRow>('material', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const scan = () => {
    const material = named(text, materials);
    if (!material) return notify('stock_count.unknown_material', { type: 'warning' });
    onScan(material);
    setText('');
  };
  return (
    <TextField
      label={translate('stock_count.fields.scan')}
      helperText={translate('stock_count.help.scan')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        scan();
      }}
      autoFocus
      sx={{ mb: 2, minWidth: 320 }}
    />
  );
}
