import { MenuItemLinkClasses } from 'react-admin';

/** react-admin marks every entry whose link the page lies below as active; only the current one looks it. */
export const itemSx = (current: boolean) =>
  current
    ? { color: 'text.primary', bgcolor: 'action.selected', [`& .${MenuItemLinkClasses.icon}`]: { color: 'primary.main' } }
    : { [`&.${MenuItemLinkClasses.active}`]: { color: 'text.secondary' } };
