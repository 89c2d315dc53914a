import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import { lazyScreen, Page } from './lazy-page';
import { GalleryPage } from '../gallery/GalleryPage';
import type { RouteScope } from './account-routes';

const GalleryDetailPage = lazyScreen(() =>
  import('../gallery/GalleryDetailPage').then((m) => m.GalleryDetailPage),
);

/** The institution's gallery (galleryType instt) under its code. */
function InstitutionGallery() {
  const { insttCode = '' } = useParams();
  return <GalleryPage key={insttCode} scope={{ galleryType: 'instt', insttCode }} />;
}

/**
 * Routes of the map gallery (/gallery, its detail) in both systems (issue: themed apps, sharing,
 * gallery), as <Route> elements for App.tsx inside the site layouts: the provider's own gallery
 * (galleryType product) at /gallery, an institution's (galleryType instt) at /:insttCode/gallery.
 */
export function galleryRoutes(scope: RouteScope): ReactNode {
  return (
    <>
      <Route
        path="gallery"
        element={
          scope === 'provider' ? (
            <GalleryPage scope={{ galleryType: 'product', insttCode: null }} />
          ) : (
            <InstitutionGallery />
          )
        }
      />
      <Route
        path="gallery/:mapGaleReqstSn"
        element={
          <Page>
            <GalleryDetailPage />
          </Page>
        }
      />
    </>
  );
}
