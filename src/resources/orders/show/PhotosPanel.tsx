import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, Link, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../../domain/orders/photos';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { OrderPhoto } from '../../../providers/ordersProvider';
import { useErrorText } from '../../shared/errors';
import { useFileSize } from '../format';
import { EmptyNote, Panel } from './Panel';

const ACCEPTED: readonly string[] = PHOTO_TYPES;

/**
 * The order's photos, by whoever took them (GET orders/images by serial), and an upload credited to the order's
 * shipper: JPEG, PNG or WebP up to 5 MB (the server checks the bytes too).
 */
export function PhotosPanel({ serial, shipper }: { serial: string; shipper: number | null }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const size = useFileSize();
  const key = ['orders', 'photos', serial];
  const { data = [], isFetched } = useQuery({ queryKey: key, queryFn: () => dataProvider.orderPhotos(serial), enabled: serial !== '' });
  const [uploading, setUploading] = useState(false);

  const fail = (message: string, args: Record<string, string> = {}) => notify(message, { type: 'error', messageArgs: { ...args, _: message } });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return fail('orders.photo_type');
    if (file.size > PHOTO_MAX_BYTES) return fail('errors.file_too_large', { size: size(PHOTO_MAX_BYTES) });
    setUploading(true);
    try {
      await dataProvider.uploadOrderPhoto(serial, shipper, file);
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      fail(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Panel title="resources.orders.sections.photos">
      {isFetched && data.length === 0 && <EmptyNote text="resources.orders.photos.empty" />}
      <PhotoGrid photos={data} />
      <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateIcon />} disabled={uploading || serial === ''}>
        {translate('resources.orders.photos.upload')}
        <input hidden type="file" accept={ACCEPTED.join(',')} onChange={(event) => void upload(event)} />
      </Button>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('resources.orders.photos.hint')}
      </Typography>
    </Panel>
  );
}

/** Photos as thumbnails, each opening the full picture in a new tab, with its name and size. */
export function PhotoGrid({ photos }: { photos: readonly OrderPhoto[] }) {
  const size = useFileSize();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', mb: 1 }}>
      {photos.map((photo) => (
        <Link key={photo.id} href={photo.url} target="_blank" rel="noopener" underline="none" color="inherit">
          <Box component="img" src={photo.url} alt={photo.file_name} loading="lazy" sx={{ width: '100%', height: 110, objectFit: 'cover', borderRadius: 1 }} />
          <Typography variant="caption" component="p" noWrap>
            {photo.file_name}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {size(photo.size)}
          </Typography>
        </Link>
      ))}
    </Box>
  );
}
