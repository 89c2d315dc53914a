// The steps of the user guide (/guide) and the screenshots they show. The pictures are real
// screens of this product captured by scripts/guide-screenshots.mjs into apps/web/public/guide/
// (served as /guide/<file>); a unit test checks that every file named here exists.

export interface GuideStep {
  /** Anchor and catalogue key part: web.guide.step.<id>.title / .body. */
  id: string;
  /** Screenshot under apps/web/public/guide/. */
  image: string;
  /** Who the step is for: everyone, members of an institution, or institution admins. */
  audience: 'all' | 'member' | 'admin';
}

export const GUIDE_STEPS: readonly GuideStep[] = [
  { id: 'home', image: 'home.jpg', audience: 'all' },
  { id: 'join', image: 'join.jpg', audience: 'all' },
  { id: 'login', image: 'login.jpg', audience: 'all' },
  { id: 'institution', image: 'institution-home.jpg', audience: 'member' },
  { id: 'builder', image: 'map-builder.jpg', audience: 'member' },
  { id: 'appBuilder', image: 'app-builder.jpg', audience: 'member' },
  { id: 'gallery', image: 'gallery.jpg', audience: 'all' },
  { id: 'myPage', image: 'my-page.jpg', audience: 'member' },
  { id: 'adminDashboard', image: 'admin-dashboard.jpg', audience: 'admin' },
  { id: 'adminNotices', image: 'admin-notices.jpg', audience: 'admin' },
] as const;

/** The address a screenshot is served at (apps/web/public is the web app's root). */
export const guideImageSrc = (image: string): string => `/guide/${image}`;
