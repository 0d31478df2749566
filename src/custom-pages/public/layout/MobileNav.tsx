import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { Logo } from '../../../layout/site/Logo';
import { AccountButtons } from './AccountButtons';
import { HEADER_LINKS } from './navItems';

/** The small-screen menu; it opens from the reading start (the right in Arabic). */
export function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Drawer id="public-nav-drawer" anchor="left" open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
      <Box sx={{ width: 280 }} role="presentation">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Logo />
          <IconButton aria-label={translate('public.nav.close_menu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List component="nav" aria-label={translate('public.nav.label')}>
          {HEADER_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              onClick={onClose}
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={translate(link.label)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2 }}>
          <AccountButtons direction="column" onNavigate={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
