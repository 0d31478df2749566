import type { ResourceCallbacks, UpdateParams } from 'react-admin';
import { apiFetch } from './http';

interface LogoValue {
  rawFile?: File;
  src?: string;
}

/** The logo arrives from the form as a file: upload it first and save its address instead. */
async function uploadLogo(params: UpdateParams): Promise<UpdateParams> {
  const logo = params.data.logo as LogoValue | string | null | undefined;
  if (!logo || typeof logo === 'string') return { ...params, data: { ...params.data, logo: logo ?? '' } };
  if (!logo.rawFile) return { ...params, data: { ...params.data, logo: logo.src ?? '' } };
  const form = new FormData();
  form.append('file', logo.rawFile);
  const uploaded = await apiFetch<{ logo: string }>('/api/SiteSettings/logo', { method: 'POST', body: form });
  return { ...params, data: { ...params.data, logo: uploaded.json.logo } };
}

export const siteSettingsCallbacks: ResourceCallbacks = { resource: 'SiteSettings', beforeUpdate: uploadLogo };
