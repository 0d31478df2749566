import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { entryUrl, SCREEN_GROUPS, type StaffScreen } from '../../../domain/screens';
import { resourceIcons } from '../../resources';

/** The screens the user may open, grouped and ordered as in the menu, each a card with its icon and name. */
export function ScreenCards({ screens }: { screens: readonly StaffScreen[] }) {
  const translate = useTranslate();
  const groups = SCREEN_GROUPS.map((group) => [group, screens.filter((screen) => screen.group === group)] as const).filter(([, items]) => items.length);
  return (
    <>
      {groups.map(([group, items]) => (
        <Box component="section" key={group} aria-labelledby={`home-group-${group}`}>
          <Typography id={`home-group-${group}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
            {translate(`app.menu.groups.${group}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
            {items.map((screen) => {
              const Icon = resourceIcons[screen.name] ?? DashboardIcon;
              return (
                <Card key={screen.url} variant="outlined">
                  <CardActionArea component={Link} to={entryUrl(screen)} sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}>
                    <Icon color="primary" aria-hidden />
                    <Typography>{translate(`screens.${screen.name}`)}</Typography>
                  </CardActionArea>
                </Card>
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
}
