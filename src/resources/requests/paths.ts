import type { Identifier } from 'react-admin';
import { screenNamed } from '../../../domain/screens';
import { listPath } from '../shared/paths';

/** A desk's address: its screen's URL (the collect desk's lies deeper than its name: CollectRequest/collectList). */
export const deskPath = (resource: string): string => screenNamed(resource)?.url ?? listPath(resource);

/** A request's page on its desk. */
export const detailsPath = (resource: string, id: Identifier): string => `${deskPath(resource)}/details/${encodeURIComponent(String(id))}`;
