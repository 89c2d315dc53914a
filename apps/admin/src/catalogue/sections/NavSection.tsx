import type { components } from '@nuri/api-client';
import type { SystemType } from '@nuri/domain';
import { Footer, MenuLink, PreparingPage, SideMenu, SystemScopeProvider, TopMenu } from '@nuri/shell';
import { useState, type ReactNode } from 'react';
import type { CatalogueSection } from '../section';

type MenuItem = components['schemas']['MenuItemDto'];
type Init = Pick<MenuItem, 'name' | 'nameEn'> & Partial<MenuItem>;

let nextId = 1;
/** A static menu item, as GET /api/menu answers it. */
function item(systemType: SystemType, init: Init): MenuItem {
  const innerMenu = init.innerMenu ?? [];
  return {
    id: `catalogue-${nextId++}`,
    linkType: 'router',
    routerLink: null,
    systemType,
    order: 1,
    viewType: innerMenu.length > 0 ? 'group' : 'page',
    viewId: null,
    menuId: null,
    addOn: false,
    ...init,
    innerMenu,
  };
}
const pu = (init: Init) => item('provider-user', init);
const pa = (init: Init) => item('provider-admin', init);
const ia = (init: Init) => item('institution-admin', init);

const PROVIDER_USER_MENU = [
  pu({ name: '서비스 소개', nameEn: 'About', routerLink: '/userGuide' }),
  pu({
    name: '서비스 랩',
    nameEn: 'Service lab',
    routerLink: '/serviceLab',
    innerMenu: [
      pu({ name: '서비스 랩', nameEn: 'Service lab', routerLink: '/serviceLab' }),
      pu({ name: '행운지도', nameEn: 'Lucky map', linkType: 'newWindow', routerLink: '/serviceLab/luckyMap' }),
      pu({ name: '토지 번들', nameEn: 'Land bundle', linkType: 'newWindow', routerLink: '/serviceLab/landBundle' }),
    ],
  }),
  pu({ name: '갤러리', nameEn: 'Gallery', routerLink: '/gallery' }),
  pu({
    name: '고객지원',
    nameEn: 'Customer support',
    routerLink: '/community',
    innerMenu: [
      pu({ name: '공지사항', nameEn: 'Notice', routerLink: '/notice' }),
      pu({ name: 'Q&A', nameEn: 'Q&A', linkType: 'newWindow', routerLink: '/community/qna' }),
      pu({ name: '가이드', nameEn: 'Guide', routerLink: '/guide' }),
    ],
  }),
  pu({ name: '요금 정책', nameEn: 'Price policy', routerLink: '/pricesPolicy' }),
];

const PROVIDER_ADMIN_MENU = [
  pa({ name: '대시보드', nameEn: 'Dashboard', routerLink: '/dashboard' }),
  pa({
    name: '기관 구독 정보',
    nameEn: 'Institution subscription info',
    routerLink: '/manageInstitution',
    innerMenu: [
      pa({ name: '기관 현황', nameEn: 'Institution status', routerLink: '/manageInstitution', viewId: '41' }),
      pa({ name: '구독 관리', nameEn: 'Subscription management', routerLink: '/manageSubscription', viewId: '42' }),
      pa({ name: '결제 내역', nameEn: 'Payment history', routerLink: '/managePaymentHistory', viewId: '43' }),
    ],
  }),
  pa({
    name: '콘텐츠 관리',
    nameEn: 'Content management',
    routerLink: '/manageContents',
    innerMenu: [
      pa({ name: '레이어 관리', nameEn: 'Layer management', routerLink: '/manageLayer', viewId: '556' }),
      pa({ name: '배경지도 관리', nameEn: 'Base map management', routerLink: '/manageBaseMap', viewId: '557' }),
    ],
  }),
];

/** One item of each link type (spec 000 §2), in the institution-admin system of 'demo'. */
const LINK_TYPES = [
  ia({ name: '기관 관리 (router)', nameEn: 'Institution management', routerLink: '/insttManage' }),
  ia({ name: '데이터 관리 (newWindow)', nameEn: 'Data management', linkType: 'newWindow', routerLink: '/datamng' }),
  ia({ name: '일반 모드 (builder)', nameEn: 'Normal mode', linkType: 'builder', routerLink: '/builder' }),
  ia({
    name: '선거 관리 (iframe)',
    nameEn: 'Election management',
    linkType: 'iframe',
    routerLink: 'https://election.example.org/manageElection',
  }),
  ia({ name: '점검 안내 (alert)', nameEn: 'Maintenance notice', linkType: 'alert' }),
  ia({ name: '관리자 매뉴얼 다운로드 (download)', nameEn: 'Admin manual', linkType: 'download', routerLink: '/api/manual/admin' }),
  ia({ name: '행운지도 (부가 서비스)', nameEn: 'Lucky map', linkType: 'newWindow', routerLink: '/serviceLab/luckyMap', addOn: true }),
];

const MENU_STATES = { loading: '로딩 중', error: '불러오기 실패', ready: '로드 완료' } as const;
type MenuState = keyof typeof MENU_STATES;

function State({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="catalogue__state">{title}</h3>
      <div style={{ border: '1px dashed var(--color-border)', borderRadius: 8, padding: '0.75rem', minHeight: '3rem' }}>
        {children}
      </div>
    </>
  );
}

/** The side menu renders only once menu authorization has loaded: nothing while loading or after a failure. */
function SideMenuStates() {
  const [state, setState] = useState<MenuState>('ready');
  return (
    <State title="사이드 메뉴 (관리자) · 메뉴 권한을 불러온 뒤에만 표시, 그룹 접기/펼치기, 방향키 이동">
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem', display: 'flex', gap: '1rem' }}>
        <legend className="catalogue__state">메뉴 상태</legend>
        {(Object.keys(MENU_STATES) as MenuState[]).map((key) => (
          <label key={key}>
            <input type="radio" name="side-menu-state" checked={state === key} onChange={() => setState(key)} />{' '}
            {MENU_STATES[key]}
          </label>
        ))}
      </fieldset>
      <div style={{ maxWidth: '18rem' }}>
        <SystemScopeProvider system="provider-admin" insttCode={null}>
          {state === 'ready' && <SideMenu items={PROVIDER_ADMIN_MENU} />}
        </SystemScopeProvider>
      </div>
    </State>
  );
}

function NavDemo() {
  return (
    <>
      <State title="상단 메뉴 (사용자 시스템) · 하위 메뉴는 드롭다운, Esc·바깥 클릭으로 닫힘">
        <SystemScopeProvider system="provider-user" insttCode={null}>
          <TopMenu items={PROVIDER_USER_MENU} />
        </SystemScopeProvider>
      </State>
      <State title="기관 사용자 시스템 · 같은 메뉴가 기관 코드(/openbiz) 아래로 연결">
        <SystemScopeProvider system="institution-user" insttCode="openbiz">
          <TopMenu items={PROVIDER_USER_MENU.slice(2)} />
        </SystemScopeProvider>
      </State>
      <SideMenuStates />
      <State title="링크 유형 · router, newWindow, builder, iframe, alert, download">
        <SystemScopeProvider system="institution-admin" insttCode="demo">
          <ul style={{ display: 'grid', gap: '0.25rem', listStyle: 'none', padding: 0, margin: 0 }}>
            {LINK_TYPES.map((link) => (
              <li key={link.id}>
                <MenuLink item={link} />
              </li>
            ))}
          </ul>
        </SystemScopeProvider>
      </State>
      <State title="준비 중인 화면 · 화면이 아직 없는 메뉴 경로">
        <PreparingPage title="레이어 관리" />
      </State>
      <State title="푸터">
        <Footer />
      </State>
    </>
  );
}

export const section: CatalogueSection = {
  id: 'navigation',
  title: '메뉴와 푸터',
  order: 50,
  Component: NavDemo,
};
