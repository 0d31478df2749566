import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, CircularProgress, Container, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../../domain/time';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { useDisplay } from '../../../layout/theme/settings';
import { useMoney } from '../../../resources/shared/money';
import { Notice } from '../components/Notice';
import { PageHero } from '../components/PageHero';
import { usePublicRead } from '../gallery/usePublicRead';
import type { CollectGallery, GalleryReceipt } from '../../../../domain/api/collect';

function ReceiptGrid({ receipts }: { receipts: GalleryReceipt[] }) {
  const translate = useTranslate();
  const money = useMoney();
  const { language } = useDisplay();
  const when = new Intl.DateTimeFormat(language, DATE_TIME_FORMAT);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {receipts.map((receipt) => (
        <Paper component="li" key={receipt.id} variant="outlined" sx={{ overflow: 'hidden' }}>
          {receipt.receipt_url ? (
            <Link href={receipt.receipt_url} target="_blank" rel="noopener" aria-label={translate('public.collect_gallery.open')} sx={{ display: 'block' }}>
              <Box
                component="img"
                src={receipt.receipt_url}
                alt={translate('public.collect_gallery.photo_alt', { id: receipt.id })}
                loading="lazy"
                sx={{ display: 'block', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', bgcolor: 'action.hover' }}
              />
            </Link>
          ) : (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {translate('public.collect_gallery.no_photo')}
            </Typography>
          )}
          <Box sx={{ px: 1.5, py: 1 }}>
            <Typography component="h2" variant="subtitle1" fontWeight={700}>
              {translate('public.collect_gallery.request', { id: receipt.id })}
            </Typography>
            <Typography variant="body2">
              <bdi>{translate('public.collect_gallery.summary', { smart_count: receipt.orders, net: money(receipt.net) })}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('public.collect_gallery.handed_at', { date: when.format(new Date(receipt.handed_over_at)) })}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * The public page of the receipts a merchant signed on one day (spec section 2:
 * CollectGallery/{customer}/{company_name}/{collect_date}), the link the office sends the merchant. No login; the
 * server shows the receipts only with the key of the link (`?key=`), and answers any other as not found.
 */
export default function CollectGalleryPage() {
  const translate = useTranslate();
  const { language } = useDisplay();
  const { customer = '', company_name = '', collect_date = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const url = `/api/CollectGallery/${[customer, company_name, collect_date].map(encodeURIComponent).join('/')}?key=${encodeURIComponent(key)}`;
  const state = usePublicRead<CollectGallery>(url);
  useDocumentTitle(translate('public.collect_gallery.title'));
  const day = /^\d{4}-\d{2}-\d{2}$/.test(collect_date)
    ? new Intl.DateTimeFormat(language, DATE_FORMAT).format(new Date(`${collect_date}T12:00:00Z`))
    : collect_date;
  return (
    <>
      <PageHero
        heading={
          state.status === 'ready'
            ? translate('public.collect_gallery.heading', { company: state.data.company_name })
            : translate('public.collect_gallery.title')
        }
        intro={translate('public.collect_gallery.intro', { date: day })}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {state.status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">{translate('public.collect_gallery.loading')}</Typography>
          </Box>
        )}
        {state.status === 'missing' && (
          <Notice
            icon={<SearchOffIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
            title={translate('public.collect_gallery.not_found_title')}
            text={translate('public.collect_gallery.not_found_text')}
          />
        )}
        {state.status === 'ready' && <ReceiptGrid receipts={state.data.requests} />}
      </Container>
    </>
  );
}
