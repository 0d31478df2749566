import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GuestGuard } from './auth/GuestGuard';
import { PublicLayout } from './layout/PublicLayout';

const HomePage = lazy(() => import('./pages/HomePage'));
const PricingPage = lazy(() => import('./pages/PricingPage'));
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const GalleryPage = lazy(() => import('./pages/GalleryPage'));
const CollectGalleryPage = lazy(() => import('./pages/CollectGalleryPage'));
const TrackPage = lazy(() => import('./pages/TrackPage'));
const LoginPage = lazy(() => import('./auth/LoginPage'));
const RegisterPage = lazy(() => import('./auth/RegisterPage'));

/** The public site (spec section 2, "Public"): every page shares the header and footer. */
export default function PublicSite() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="login"
          element={
            <GuestGuard>
              <LoginPage />
            </GuestGuard>
          }
        />
        <Route path="login-unguarded" element={<LoginPage />} />
        <Route
          path="register"
          element={
            <GuestGuard>
              <RegisterPage />
            </GuestGuard>
          }
        />
        <Route path="register-unguarded" element={<RegisterPage />} />
        <Route path="Pricing" element={<PricingPage />} />
        <Route path="service" element={<ServicesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="gallery/:shipper/:serial/:company/:mobile" element={<GalleryPage />} />
        <Route path="CollectGallery/:customer/:company_name/:collect_date" element={<CollectGalleryPage />} />
        <Route path="track" element={<TrackPage />} />
        <Route path="track/:serial" element={<TrackPage />} />
        <Route path="docs/*" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
