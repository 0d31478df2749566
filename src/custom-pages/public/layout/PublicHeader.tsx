import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../../../layout/LanguageSwitch';
import { Logo } from '../../../layout/site/Logo';
import { AccountButtons } from './AccountButtons';
import { MobileNav } from './MobileNav';
import { HEADER_LINKS } from './navItems';

/** The top bar: logo, links, language and account buttons; a menu drawer on small screens. */
export function PublicHeader() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={translate('public.nav.open_menu')}
            aria-controls="public-nav-drawer"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* Named by the logo: the company's name beside the mark, or an uploaded logo's text alternative. */}
          <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', py: 1, textDecoration: 'none' }}>
            <Logo />
          </Box>
          <Stack
            component="nav"
            aria-label={translate('public.nav.label')}
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', md: 'flex' }, marginInlineStart: 3 }}
          >
            {HEADER_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.end}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {translate(link.label)}
              </Button>
            ))}
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AccountButtons />
          </Box>
        </Toolbar>
      </Container>
      <MobileNav open={open} onClose={() => setOpen(false)} />
    </AppBar>
  );
}
