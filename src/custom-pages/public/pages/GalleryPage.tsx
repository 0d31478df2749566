import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, CircularProgress, Container, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DATE_TIME_FORMAT } from '../../../../domain/time';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { useDisplay } from '../../../layout/theme/settings';
import { Notice } from '../components/Notice';
import { PageHero } from '../components/PageHero';
import { useOrderGallery, type GalleryPhoto } from '../gallery/useOrderGallery';

function PhotoGrid({ serial, photos }: { serial: string; photos: GalleryPhoto[] }) {
  const translate = useTranslate();
  const { language } = useDisplay();
  const when = new Intl.DateTimeFormat(language, DATE_TIME_FORMAT);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {photos.map((photo, index) => (
        <Paper component="li" key={photo.url} variant="outlined" sx={{ overflow: 'hidden' }}>
          <Link href={photo.url} target="_blank" rel="noopener" aria-label={translate('public.gallery.open')} sx={{ display: 'block' }}>
            <Box
              component="img"
              src={photo.url}
              alt={translate('public.gallery.photo_alt', { index: index + 1, serial })}
              loading="lazy"
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
            />
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
            {translate('public.gallery.taken_at', { date: when.format(new Date(photo.created_at)) })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * The public photo gallery of one order (spec section 2: gallery/{shipper}/{serial}/{company}/{mobile}), the link
 * sent to a merchant or recipient. No login; the server shows the photos only when all four keys match.
 */
export default function GalleryPage() {
  const translate = useTranslate();
  const { shipper = '', serial = '', company = '', mobile = '' } = useParams();
  const state = useOrderGallery({ shipper, serial, company, mobile });
  useDocumentTitle(translate('public.gallery.title'));
  const intro = state.status === 'ready' ? translate('public.gallery.intro', { serial: state.serial }) : translate('public.gallery.intro_loading');
  return (
    <>
      <PageHero heading={translate('public.gallery.heading')} intro={intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {state.status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">{translate('public.gallery.loading')}</Typography>
          </Box>
        )}
        {state.status === 'missing' && (
          <Notice
            icon={<SearchOffIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
            title={translate('public.gallery.not_found_title')}
            text={translate('public.gallery.not_found_text')}
          />
        )}
        {state.status === 'ready' && state.photos.length === 0 && (
          <Notice
            icon={<PhotoLibraryIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
            title={translate('public.gallery.empty_title')}
            text={translate('public.gallery.empty_text')}
          />
        )}
        {state.status === 'ready' && state.photos.length > 0 && <PhotoGrid serial={state.serial} photos={state.photos} />}
      </Container>
    </>
  );
}
