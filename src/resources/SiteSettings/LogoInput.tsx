import { ImageField, ImageInput, useNotify, useTranslate } from 'react-admin';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../../domain/validation';

const accept = Object.fromEntries(LOGO_TYPES.map((type) => [type, []]));

/** The saved logo is an address; the input previews it the way it previews a freshly chosen file. */
const formatLogo = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: 'logo' } : null) : value);

/**
 * One image of at most 1 MB. The chosen file is uploaded when the form is saved (the data provider's
 * SiteSettings callback), and its address is stored as `logo`.
 */
export function LogoInput() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <ImageInput
      source="logo"
      accept={accept}
      maxSize={LOGO_MAX_BYTES}
      multiple={false}
      format={formatLogo}
      helperText="resources.SiteSettings.logo_hint"
      // The drop zone's file input sits apart from the label react-admin draws above it, so it is named here.
      inputProps={{ 'aria-label': translate('resources.SiteSettings.fields.logo') }}
      options={{
        onDropRejected: (rejections) => {
          const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
          if (codes.includes('file-too-large')) notify('errors.file_too_large', { type: 'error', messageArgs: { size: '1 MB' } });
          else notify('errors.file_type', { type: 'error' });
        },
      }}
    >
      <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 80, objectFit: 'contain' } }} />
    </ImageInput>
  );
}
