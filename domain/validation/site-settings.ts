import { PHOTO_TYPES } from '../orders/photos';
import { email, maxLength, webAddress, validateFields, type FieldErrors } from './rules';

export interface SiteSettingsValues {
  company: string;
  logo: string;
  homeSlogin: string;
  address: string;
  email: string;
  phone: string;
  facebook_link: string;
  twitter_link: string;
  instgram_link: string;
  linkedin_link: string;
}

export const SITE_SETTINGS_FIELDS = [
  'company',
  'logo',
  'homeSlogin',
  'address',
  'email',
  'phone',
  'facebook_link',
  'twitter_link',
  'instgram_link',
  'linkedin_link',
] as const satisfies readonly (keyof SiteSettingsValues)[];

const link = [webAddress(), maxLength(255)];

/** Every field is optional (the company may not have them all); what is given must be well formed. */
export const validateSiteSettings = (values: SiteSettingsValues): FieldErrors =>
  validateFields(values, {
    company: [maxLength(255)],
    homeSlogin: [maxLength(255)],
    address: [maxLength(255)],
    email: [email(), maxLength(255)],
    phone: [maxLength(255)],
    facebook_link: link,
    twitter_link: link,
    instgram_link: link,
    linkedin_link: link,
  });

/**
 * Logo uploads: one file of at most 1 MB, a PNG, JPEG or WebP image by its bytes (the order photos' check), so
 * no SVG (which can carry script) and no page renamed .png is ever stored.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = PHOTO_TYPES;
