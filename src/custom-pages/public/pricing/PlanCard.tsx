import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { Box, Button, Card, CardContent, Divider, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../../resources/shared/money';
import type { PricePlan } from './usePriceList';

/** Spec section 9: a card shows 5 features, the rest behind Show More. */
export const VISIBLE_FEATURES = 5;

/** One price offer: name, price in LE, delivery promise and features. */
export function PlanCard({ plan }: { plan: PricePlan }) {
  const translate = useTranslate();
  const money = useMoney();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const features = plan.details_child;
  const shown = expanded ? features : features.slice(0, VISIBLE_FEATURES);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h6" component="h3" fontWeight={700} gutterBottom>
          <bdi>{plan.plan_name}</bdi>
        </Typography>
        <Typography variant="h4" component="p" color="primary" fontWeight={700}>
          {money(plan.plan_price)}
        </Typography>
        {plan.plan_delivery && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <bdi>{plan.plan_delivery}</bdi>
          </Typography>
        )}
        <Divider sx={{ my: 2 }} />
        <List dense disablePadding id={listId} aria-label={translate('public.pricing.features', { plan: plan.plan_name })}>
          {shown.map((feature) => (
            <ListItem key={feature.id} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'success.main' }}>
                <CheckCircleIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<bdi>{feature.detail_description}</bdi>} />
            </ListItem>
          ))}
        </List>
        {features.length > VISIBLE_FEATURES && (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Button size="small" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
              {translate(expanded ? 'public.pricing.show_less' : 'public.pricing.show_more')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
