import { NotFoundContent } from '../../../layout/site/NotFoundContent';

export default function NotFoundPage() {
  return <NotFoundContent home="/" homeLabel="public.not_found.home" />;
}
