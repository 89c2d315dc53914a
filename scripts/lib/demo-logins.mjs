// Demo accounts and contents created by the seed (apps/api/src/database/seed.ts and
// apps/api/src/database/demo/demo-data.ts); shown by npm start and listed in the README.
// Every demo account has the same password: SEED_ADMIN_PASSWORD when set, else the demo value.
export const DEMO_PASSWORD = process.env.SEED_ADMIN_PASSWORD ? '(SEED_ADMIN_PASSWORD)' : 'Nuri!2026demo';

export const DEMO_LOGINS = [
  { role: 'provider admin (4)', userId: 'operator01', app: '/admin/' },
  { role: 'institution admin (14)', userId: 'demoadmin', app: '/admin/demo/' },
  { role: 'editor (11)', userId: 'demoeditor', app: '/demo/' },
  { role: 'member (12)', userId: 'demomember', app: '/demo/' },
  { role: 'viewer (13)', userId: 'demoviewer', app: '/demo/' },
].map((l) => ({ ...l, password: DEMO_PASSWORD }));

/** The demo institution and the gallery title of its themed app (the seed's DEMO_INSTT / DEMO_GALLERY). */
export const DEMO_INSTT_CODE = 'demo';
export const DEMO_GALLERY_TITLE = '우리 동네 공공시설 (데모)';

/**
 * Addresses of the demo web map, themed app and gallery entries, found through the public API
 * (the app is in the provider's gallery and shared with everyone; its tabs name the map).
 */
export async function demoContentUrls(base) {
  const urls = [
    ['product gallery', `${base}/gallery`],
    ['institution gallery', `${base}/${DEMO_INSTT_CODE}/gallery`],
  ];
  try {
    const query = new URLSearchParams({ galleryType: 'product', searchNm: DEMO_GALLERY_TITLE, pageSize: '10' });
    const gallery = await (await fetch(`${base}/api/mapgallery?${query}`)).json();
    const item = gallery.result?.content?.find((i) => i.webappTmplatId);
    if (!item) return urls;
    urls.push(['gallery entry', `${base}/gallery/${item.mapGaleReqstSn}`]);
    urls.push(['themed app', `${base}/${DEMO_INSTT_CODE}/apps/${item.webappTmplatId}`]);
    const app = await (await fetch(`${base}/api/webapp/tmplat/${item.webappTmplatId}`)).json();
    const userMapId = app.result?.detailSetting?.mainTab?.[0]?.webmap?.userMapId;
    if (userMapId) urls.push(['web map (members)', `${base}/${DEMO_INSTT_CODE}/builder/${userMapId}`]);
  } catch {
    // the API did not answer: the gallery addresses are still right
  }
  return urls;
}
