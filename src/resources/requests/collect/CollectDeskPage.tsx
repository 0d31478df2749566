import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import RequestDesk from '../RequestDesk';
import RequestDetails from '../RequestDetails';

/**
 * The collect desk (spec: CollectRequest/collectList), a page at its URL rather than a resource at its name:
 * the desk's list, and a request's page at `details/{id}`, both reading the `collectList` desk.
 */
export default function CollectDeskPage() {
  return (
    <ResourceContextProvider value="collectList">
      <Routes>
        <Route index element={<RequestDesk kind="collect" />} />
        <Route path="details/:id" element={<RequestDetails />} />
      </Routes>
    </ResourceContextProvider>
  );
}
