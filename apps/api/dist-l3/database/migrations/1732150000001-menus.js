"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Menus1732150000001 = void 0;
// The menu trees of spec 000 §2, one per system. Items with a menuId are subject to the
// per-institution access control (menu_access). Frozen here: later changes are new migrations.
const TREES = {
    'provider-admin': [
        { key: 'pa.dashboard', ko: '대시보드', en: 'Dashboard', to: '/dashboard' },
        {
            key: 'pa.instt', ko: '기관 구독 정보', en: 'Institution subscription info', to: '/manageInstitution',
            children: [
                { key: 'pa.instt.status', ko: '기관 현황', en: 'Institution status', to: '/manageInstitution', viewId: '41' },
                { key: 'pa.instt.subscription', ko: '구독 관리', en: 'Subscription management', to: '/manageSubscription', viewId: '42' },
                { key: 'pa.instt.payment', ko: '결제 내역', en: 'Payment history', to: '/managePaymentHistory', viewId: '43' },
            ],
        },
        {
            key: 'pa.contents', ko: '콘텐츠 관리', en: 'Content management', to: '/manageContents',
            children: [
                { key: 'pa.contents.gallery', ko: '지도 갤러리', en: 'Map gallery', to: '/manageContents', viewId: '555' },
                { key: 'pa.contents.layer', ko: '레이어 관리', en: 'Layer management', to: '/manageLayer', viewId: '556' },
                { key: 'pa.contents.basemap', ko: '배경지도 관리', en: 'Base map management', to: '/manageBaseMap', viewId: '557' },
            ],
        },
        {
            key: 'pa.board', ko: '게시판 관리', en: 'Board management', to: '/manageNotice',
            children: [{ key: 'pa.board.notice', ko: '공지사항', en: 'Notice', to: '/manageNotice', viewId: '71' }],
        },
        {
            key: 'pa.coupon', ko: '쿠폰 관리', en: 'Coupon management', to: '/manageCoupon',
            children: [{ key: 'pa.coupon.apply', ko: '쿠폰 적용', en: 'Coupon apply', to: '/manageCoupon', viewId: '81' }],
        },
    ],
    'provider-user': [
        { key: 'pu.about', ko: '서비스 소개', en: 'About', to: '/userGuide' },
        {
            key: 'pu.lab', ko: '서비스 랩', en: 'Service lab', to: '/serviceLab',
            children: [
                { key: 'pu.lab.home', ko: '서비스 랩', en: 'Service lab', to: '/serviceLab' },
                { key: 'pu.lab.luckyMap', ko: '행운지도', en: 'Lucky map', link: 'newWindow', to: '/serviceLab/luckyMap' },
                { key: 'pu.lab.landBundle', ko: '토지 번들', en: 'Land bundle', link: 'newWindow', to: '/serviceLab/landBundle' },
            ],
        },
        { key: 'pu.gallery', ko: '갤러리', en: 'Gallery', to: '/gallery' },
        {
            key: 'pu.support', ko: '고객지원', en: 'Customer support', to: '/community',
            children: [
                { key: 'pu.support.notice', ko: '공지사항', en: 'Notice', to: '/notice' },
                { key: 'pu.support.qna', ko: 'Q&A', en: 'Q&A', link: 'newWindow', to: '/community/qna' },
                { key: 'pu.support.guide', ko: '가이드', en: 'Guide', to: '/guide' },
            ],
        },
        { key: 'pu.price', ko: '요금 정책', en: 'Price policy', to: '/pricesPolicy' },
    ],
    'institution-user': [
        {
            key: 'iu.map', ko: '지도', en: 'Map', to: '/map',
            children: [
                { key: 'iu.map.simple', ko: '간편 모드', en: 'Simple mode', link: 'newWindow', to: '/simpleMap', menuId: 'MAP_SIMPLE' },
                { key: 'iu.map.builder', ko: '일반 모드', en: 'Normal mode', link: 'builder', to: '/builder', menuId: 'MAP_BUILDER' },
            ],
        },
        {
            key: 'iu.lab', ko: '서비스 랩', en: 'Service lab', to: '/serviceLab',
            children: [
                { key: 'iu.lab.themed', ko: '테마지도 서비스', en: 'Themed map service', link: 'builder', to: '/appBuilder', menuId: 'SVC_THEMED_MAP' },
                { key: 'iu.lab.luckyMap', ko: '행운지도', en: 'Lucky map', link: 'newWindow', to: '/serviceLab/luckyMap', menuId: 'SVC_LUCKY_MAP', addOn: true },
                { key: 'iu.lab.landBundle', ko: '토지 번들', en: 'Land bundle', link: 'newWindow', to: '/serviceLab/landBundle', menuId: 'SVC_LAND_BUNDLE', addOn: true },
            ],
        },
        { key: 'iu.gallery', ko: '갤러리', en: 'Gallery', to: '/gallery', menuId: 'GALLERY' },
        { key: 'iu.instt', ko: '기관 정보', en: 'Institution info', to: '/instt', openbizHidden: true },
        {
            key: 'iu.support', ko: '고객지원', en: 'Customer support', to: '/community',
            children: [
                { key: 'iu.support.notice', ko: '공지사항', en: 'Notice', to: '/notice' },
                { key: 'iu.support.qna', ko: 'Q&A', en: 'Q&A', link: 'newWindow', to: '/community/qna' },
                { key: 'iu.support.guide', ko: '가이드', en: 'Guide', to: '/guide' },
            ],
        },
        { key: 'iu.price', ko: '요금 정책', en: 'Price policy', to: '/pricesPolicy' },
    ],
    'institution-admin': [
        { key: 'ia.dashboard', ko: '대시보드', en: 'Dashboard', to: '/insttDashBoard' },
        {
            key: 'ia.instt', ko: '기관 관리', en: 'Institution management', to: '/insttManage',
            children: [
                { key: 'ia.instt.basic', ko: '기본 설정', en: 'Basic settings', to: '/insttManage', viewId: '531' },
                {
                    key: 'ia.instt.subscription', ko: '구독', en: 'Subscription', to: '/insttManage/subscription', viewId: '532',
                    children: [
                        { key: 'ia.instt.subscription.manage', ko: '구독 관리', en: 'Subscription management', to: '/insttManage/subscription', viewId: '5321' },
                        { key: 'ia.instt.subscription.usage', ko: '실시간 사용량', en: 'Live usage', to: '/insttManage/usage', viewId: '5322' },
                    ],
                },
                { key: 'ia.instt.payment', ko: '결제 내역', en: 'Payment history', to: '/insttManage/payment', viewId: '533' },
                { key: 'ia.instt.notice', ko: '공지사항 관리', en: 'Notice management', to: '/insttManage/notice', viewId: '534' },
                { key: 'ia.instt.ip', ko: 'IP 접근 제한', en: 'IP access restriction', to: '/insttManage/ipAccess', viewId: '535', menuId: 'IP_ACCESS' },
            ],
        },
        {
            key: 'ia.members', ko: '구성원 관리', en: 'Member management', to: '/manageConstituent',
            children: [
                { key: 'ia.members.status', ko: '사용자 현황', en: 'User status', to: '/manageConstituent', viewId: '541' },
                { key: 'ia.members.add', ko: '사용자 추가', en: 'Add user', to: '/manageConstituent/add', viewId: '542' },
                { key: 'ia.members.groups', ko: '그룹 관리', en: 'Group management', to: '/manageGroup', viewId: '543' },
            ],
        },
        {
            key: 'ia.contents', ko: '콘텐츠 관리', en: 'Content management', to: '/manageContents',
            children: [
                { key: 'ia.contents.status', ko: '콘텐츠 현황', en: 'Content status', to: '/manageContents', viewId: '551' },
                { key: 'ia.contents.maps', ko: '지도', en: 'Maps', to: '/manageContents/maps', viewId: '552' },
                { key: 'ia.contents.themed', ko: '테마지도', en: 'Themed maps', to: '/manageContents/themedMaps', viewId: '553', menuId: 'SVC_THEMED_MAP' },
                { key: 'ia.contents.layers', ko: '레이어', en: 'Layers', to: '/manageContents/layers', viewId: '554' },
                {
                    key: 'ia.contents.gallery', ko: '지도 갤러리', en: 'Map gallery', to: '/manageContents/gallery', viewId: '555', menuId: 'GALLERY',
                    children: [
                        { key: 'ia.contents.gallery.share', ko: '공유 관리', en: 'Share management', to: '/manageContents/shares', viewId: '5531' },
                        { key: 'ia.contents.gallery.manage', ko: '지도 갤러리 관리', en: 'Map gallery management', to: '/manageContents/gallery', viewId: '5532' },
                    ],
                },
                { key: 'ia.contents.datamng', ko: '데이터 관리', en: 'Data management', link: 'newWindow', to: '/datamng', wavusOnly: true },
            ],
        },
        {
            key: 'ia.lab', ko: '서비스 랩 관리', en: 'Service-lab management', to: '/manageElection', electionOnly: true,
            children: [
                { key: 'ia.lab.election', ko: '선거 관리', en: 'Election management', link: 'iframe', to: '/manageElection', viewId: '561', electionOnly: true },
            ],
        },
        {
            key: 'ia.help', ko: '도움말', en: 'Help',
            children: [
                { key: 'ia.help.manual', ko: '관리자 매뉴얼 다운로드', en: 'Admin manual download', link: 'download', to: '/api/manual/admin' },
                { key: 'ia.help.inquiry', ko: '온라인 문의', en: 'Online inquiry', to: '/manageInquiry' },
            ],
        },
    ],
};
class Menus1732150000001 {
    name = 'Menus1732150000001';
    async up(q) {
        await q.query(`
      CREATE TABLE menu (
        menu_key        varchar(60) PRIMARY KEY,
        system_type     varchar(20) NOT NULL
                        CHECK (system_type IN ('provider-admin', 'provider-user', 'institution-admin', 'institution-user')),
        upper_menu_key  varchar(60) REFERENCES menu (menu_key) ON DELETE CASCADE,
        menu_nm         varchar(100) NOT NULL,
        menu_eng_nm     varchar(100) NOT NULL,
        link_ty         varchar(20) NOT NULL DEFAULT 'router'
                        CHECK (link_ty IN ('router', 'builder', 'newWindow', 'iframe', 'alert', 'download')),
        router_link     varchar(200),
        sort_ordr       integer NOT NULL,
        view_id         varchar(10),
        menu_id         varchar(40),
        wavus_only_at   boolean NOT NULL DEFAULT false,
        openbiz_hidden_at boolean NOT NULL DEFAULT false,
        election_only_at  boolean NOT NULL DEFAULT false,
        add_on_at       boolean NOT NULL DEFAULT false,
        use_at          char(1) NOT NULL DEFAULT 'Y' CHECK (use_at IN ('Y', 'N'))
      )`);
        await q.query(`CREATE INDEX menu_system_idx ON menu (system_type, sort_ordr)`);
        await q.query(`
      CREATE TABLE menu_access (
        instt_code  varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        menu_id     varchar(40) NOT NULL,
        access_at   char(1) NOT NULL CHECK (access_at IN ('Y', 'N')),
        updusr_id   varchar(30),
        updt_dt     timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (instt_code, menu_id)
      )`);
        for (const [system, items] of Object.entries(TREES))
            await insertItems(q, system, items, null);
    }
    async down(q) {
        await q.query(`DROP TABLE IF EXISTS menu_access`);
        await q.query(`DROP TABLE IF EXISTS menu`);
    }
}
exports.Menus1732150000001 = Menus1732150000001;
async function insertItems(q, system, items, parent) {
    let order = 0;
    for (const m of items) {
        order += 1;
        await q.query(`INSERT INTO menu (menu_key, system_type, upper_menu_key, menu_nm, menu_eng_nm, link_ty, router_link, sort_ordr,
                         view_id, menu_id, wavus_only_at, openbiz_hidden_at, election_only_at, add_on_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`, [
            m.key, system, parent, m.ko, m.en, m.link ?? 'router', m.to ?? null, order, m.viewId ?? null, m.menuId ?? null,
            Boolean(m.wavusOnly), Boolean(m.openbizHidden), Boolean(m.electionOnly), Boolean(m.addOn),
        ]);
        if (m.children)
            await insertItems(q, system, m.children, m.key);
    }
}
//# sourceMappingURL=1732150000001-menus.js.map