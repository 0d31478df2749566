import type { Identifier } from 'react-admin';
import { DASHBOARD_PATH } from '../../../domain/permissions';

/**
 * The spec's staff URLs, which are also the stored permissions: `/dashboard/<name>` for the list,
 * `<list>/new` to create and `<list>/edit/<id>` to edit (not react-admin's `/create` and `/:id`).
 */
export const listPath = (name: string): string => `${DASHBOARD_PATH}/${name}`;

export const editPath = (name: string, id: Identifier): string => `${listPath(name)}/edit/${encodeURIComponent(String(id))}`;
