import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DisplayProvider } from './layout/theme/settings';
import { ThemedRoot } from './layout/theme/ThemedRoot';
import { AreaGuard } from './layout/guards/AreaGuard';
import { PageSuspense } from './layout/PageLoading';

const StaffAdmin = lazy(() => import('./admin/StaffAdmin'));
const CustomerAdmin = lazy(() => import('./admin/CustomerAdmin'));
const PublicSite = lazy(() => import('./custom-pages/public/PublicSite'));

/** Three areas: the public site at /, staff at /dashboard, merchants at /customerdashboard. */
export function App() {
  return (
    <DisplayProvider>
      <ThemedRoot>
        <BrowserRouter>
          <PageSuspense>
            <Routes>
              <Route
                path="/dashboard/*"
                element={
                  <AreaGuard area="staff">
                    <StaffAdmin />
                  </AreaGuard>
                }
              />
              <Route
                path="/customerdashboard/*"
                element={
                  <AreaGuard area="customer">
                    <CustomerAdmin />
                  </AreaGuard>
                }
              />
              <Route path="/*" element={<PublicSite />} />
            </Routes>
          </PageSuspense>
        </BrowserRouter>
      </ThemedRoot>
    </DisplayProvider>
  );
}
