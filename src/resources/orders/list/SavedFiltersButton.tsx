/**
 * Saved filters: save the list's current filters under a name, apply a saved one, or delete it
 * (api/user-filters/, kept per user on the server).
 */
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import { Divider, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { SavedFilter } from '../../../providers/ordersProvider';
import { useErrorText } from '../../shared/errors';
import { SaveFilterDialog } from './SaveFilterDialog';

const KEY = ['orders', 'savedFilters'];

export function SavedFiltersButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const { data: saved = [] } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.savedFilters(), enabled: anchor !== null });

  const fail = (error: unknown) => {
    const text = errorText(error);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  const apply = (entry: SavedFilter) => {
    setFilters(entry.filters, Object.fromEntries(Object.keys(entry.filters).map((key) => [key, true])));
    setAnchor(null);
  };
  const remove = async (entry: SavedFilter) => {
    try {
      await dataProvider.deleteFilter(entry.id);
      await client.invalidateQueries({ queryKey: KEY });
      notify('resources.orders.saved_filters.deleted', { type: 'info', messageArgs: { name: entry.name } });
    } catch (error) {
      fail(error);
    }
  };
  const save = async (name: string) => {
    await dataProvider.saveFilter(name, filterValues);
    await client.invalidateQueries({ queryKey: KEY });
    notify('resources.orders.saved_filters.saved', { type: 'success', messageArgs: { name } });
  };

  return (
    <>
      <Button label="resources.orders.saved_filters.button" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        <BookmarksIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {saved.map((entry) => (
          <MenuItem key={entry.id} onClick={() => apply(entry)}>
            <ListItemText primary={entry.name} />
            <IconButton
              edge="end"
              size="small"
              aria-label={translate('resources.orders.saved_filters.delete', { name: entry.name })}
              onClick={(event) => {
                event.stopPropagation();
                void remove(entry);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {saved.length === 0 && <MenuItem disabled>{translate('resources.orders.saved_filters.none')}</MenuItem>}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
        >
          {translate('resources.orders.saved_filters.save_current')}
        </MenuItem>
      </Menu>
      {naming && <SaveFilterDialog onSave={save} onClose={() => setNaming(false)} onError={fail} />}
    </>
  );
}
