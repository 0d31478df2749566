/** Issue threads (server/routes/issues): the same calls for the merchant (its own) and the office. */
import type { IssueSide, IssueStatus } from '../../domain/issues/rules';
import type { IssuePage, IssueThread } from '../../domain/api/issues';
import { apiFetch, postJson } from './http';

export type { IssueMessage, IssuePage, IssueSummary, IssueThread } from '../../domain/api/issues';
export interface IssueListQuery {
  page?: number;
  status?: IssueStatus | '';
  query?: string;
}

const base = (side: IssueSide) => (side === 'merchant' ? '/api/merchant/issues' : '/api/issues');
const thread = (side: IssueSide, key: string) => `${base(side)}/${encodeURIComponent(key)}`;

export const issueCalls = {
  issues: async (side: IssueSide, { page = 1, status = '', query = '' }: IssueListQuery = {}) => {
    const search = new URLSearchParams({ page: String(page), page_size: '20', ...(status ? { status } : {}), ...(query ? { query } : {}) });
    return (await apiFetch<IssuePage>(`${base(side)}/?${search.toString()}`)).json;
  },
  /** Reading a thread marks it read for the reader's side. */
  issueThread: async (side: IssueSide, key: string) => (await apiFetch<IssueThread>(`${thread(side, key)}/`)).json,
  writeIssue: (side: IssueSide, key: string, text: string) => postJson(`${thread(side, key)}/messages/`, { text }),
  sendIssuePhoto: (side: IssueSide, key: string, file: File, text = '') => {
    const form = new FormData();
    form.append('text', text);
    form.append('file', file);
    return apiFetch(`${thread(side, key)}/photo/`, { method: 'POST', body: form });
  },
  closeIssue: (side: IssueSide, key: string) => postJson(`${thread(side, key)}/close/`, {}),
  /** A merchant's new issue, about one of its orders or none. */
  openIssue: async (values: Record<string, unknown>) => (await postJson<{ id: number; thread_key: string }>('/api/merchant/issues/', values)).json,
};
