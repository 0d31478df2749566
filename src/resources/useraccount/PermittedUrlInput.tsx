import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { STAFF_SCREENS, type ScreenGroup, type StaffScreen } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';

const GROUPS: ScreenGroup[] = [...new Set(STAFF_SCREENS.map((screen) => screen.group))];

interface Grant {
  url: string;
  label: string;
}

function grantsOf(screen: StaffScreen, translate: (key: string, options?: Record<string, string>) => string): Grant[] {
  const name = translate(`screens.${screen.name}`);
  const open = { url: screen.url, label: name };
  return screen.create ? [open, { url: `${screen.url}/new`, label: translate('screens.new_suffix', { screen: name }) }] : [open];
}

/**
 * The screens a staff member may open, stored as their URLs (spec section 6), grouped as in the menu.
 * A screen with a creation page offers it as a second grant. A user who is not a superuser may only
 * grant what they can open themselves (the server refuses the rest), so the other boxes are disabled.
 */
export function PermittedUrlInput() {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const { id, field, fieldState } = useInput<string[]>({ source: 'permitted_url', defaultValue: [] });
  const granted = new Set(field.value ?? []);
  const toggle = (url: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(url);
    else next.delete(url);
    field.onChange([...next]);
  };
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 1 }} id={id}>
      <FormLabel component="legend">{translate('resources.useraccount.fields.permitted_url')}</FormLabel>
      {GROUPS.map((group) => (
        <Box key={group} sx={{ mt: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {translate(`app.menu.groups.${group}`)}
          </Typography>
          {STAFF_SCREENS.filter((screen) => screen.group === group).map((screen) => (
            <FormGroup key={screen.url} row>
              {grantsOf(screen, translate).map(({ url, label }) => (
                <FormControlLabel
                  key={url}
                  label={label}
                  disabled={!permissions?.canOpen(url)}
                  sx={{ minWidth: 240 }}
                  control={<Checkbox size="small" checked={granted.has(url)} onChange={(event) => toggle(url, event.target.checked)} />}
                />
              ))}
            </FormGroup>
          ))}
        </Box>
      ))}
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
}
