import { Avatar, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An icon, a title and a sentence: one thing the company does. */
export function FeatureCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2, width: 48, height: 48 }} aria-hidden>
          {icon}
        </Avatar>
        <Typography variant="h6" component="h3" fontWeight={700} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
