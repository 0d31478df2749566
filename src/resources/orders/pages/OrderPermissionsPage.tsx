/**
 * `orders/order_permissions`: the order fields the logged-in user may see (GET orders/get_FieldPermissionById),
 * read-only, with a link to the field permissions screen for users who may change them.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Button, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FIELD_PERMISSIONS } from '../../../../domain/permissions';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { listPath } from '../../shared/paths';
import { useFieldPermissions } from '../inputs/useOrderData';

const FIELD_SCREEN = listPath('userpermissionfieldValue');

export default function OrderPermissionsPage() {
  const translate = useTranslate();
  const fields = useFieldPermissions();
  const permissions = usePermissionsNow();
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="screens.order_permissions" />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.orders.field_permissions.intro')}
        </Typography>
        {fields.loaded && (
          <List dense aria-label={translate('screens.order_permissions')}>
            {FIELD_PERMISSIONS.map((field) => (
              <ListItem key={field}>
                <ListItemIcon>{fields[field] ? <CheckCircleIcon color="success" /> : <RemoveCircleOutlineIcon color="disabled" />}</ListItemIcon>
                <ListItemText
                  primary={translate(`resources.orders.field_permissions.fields.${field}`)}
                  secondary={translate(fields[field] ? 'resources.orders.field_permissions.shown' : 'resources.orders.field_permissions.hidden')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {permissions?.canOpen(FIELD_SCREEN) && (
          <Button component={Link} label="resources.orders.field_permissions.manage" to={FIELD_SCREEN} variant="outlined" />
        )}
      </CardContent>
    </Card>
  );
}
