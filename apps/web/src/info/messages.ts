// UI strings of about, guide, community and service lab pages (issue 10).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const infoKo = {
  // About (/userGuide)
  'web.about.title': '누리지도 서비스 소개',
  'web.about.lead':
    '누리지도는 공공기관과 기업이 데이터를 지도로 만들고, 구성원과 함께 관리하고, 필요한 사람에게 공유하는 지도 제작·공유 구독 서비스입니다. 설치할 프로그램 없이 웹 브라우저만으로 레이어를 올리고 웹 지도와 테마 지도 앱을 만들 수 있습니다.',
  'web.about.features': '누리지도로 할 수 있는 일',
  'web.about.feature.layers.title': '데이터 레이어',
  'web.about.feature.layers.body':
    'Shapefile, GeoJSON, CSV(좌표·주소) 파일을 올리면 지도 레이어가 됩니다. 속성을 표로 보고 고치며, 색과 기호를 정해 보기 좋게 꾸밉니다.',
  'web.about.feature.maps.title': '웹 지도',
  'web.about.feature.maps.body':
    '여러 레이어와 배경지도를 겹쳐 하나의 웹 지도로 저장합니다. 간편 모드로 빠르게 보고, 일반 모드에서 범례와 팝업까지 세밀하게 다듬습니다.',
  'web.about.feature.apps.title': '테마 지도 앱',
  'web.about.feature.apps.body':
    '웹 지도를 바탕으로 제목, 설명, 검색과 목록을 갖춘 테마 지도 앱을 만들어 누구나 주소 하나로 볼 수 있게 합니다.',
  'web.about.feature.share.title': '공유와 갤러리',
  'web.about.feature.share.body':
    '만든 콘텐츠를 사용자, 그룹, 기관 전체 또는 모두에게 공유하고, 검토를 거쳐 지도 갤러리에 게시해 다른 기관과 시민에게 알립니다.',
  'web.about.systems': '네 가지 화면',
  'web.about.systemsLead': '누리지도는 쓰는 사람에 따라 네 가지 화면으로 나뉩니다.',
  'web.about.system.providerUser.title': '누리지도 사이트',
  'web.about.system.providerUser.body':
    '누구나 들어오는 첫 화면입니다. 서비스 소개, 지도 갤러리, 요금 정책, 공지사항과 가이드를 볼 수 있고 회원가입을 합니다.',
  'web.about.system.institutionUser.title': '기관 사이트',
  'web.about.system.institutionUser.body':
    '기관 구성원이 쓰는 화면(/기관코드)입니다. 레이어와 지도, 테마 지도 앱을 만들고 기관 안에서 공유하며, 기관 공지사항을 봅니다.',
  'web.about.system.institutionAdmin.title': '기관 관리자 화면',
  'web.about.system.institutionAdmin.body':
    '기관 관리자가 쓰는 화면(/admin/기관코드)입니다. 대시보드, 구성원과 그룹, 콘텐츠, 구독과 결제, 공지사항, IP 접근 제한을 관리합니다.',
  'web.about.system.providerAdmin.title': '운영자 화면',
  'web.about.system.providerAdmin.body':
    '누리지도 운영자가 쓰는 화면(/admin)입니다. 기관과 구독, 결제, 배경지도, 갤러리 게시, 전체 공지사항과 쿠폰을 관리합니다.',
  'web.about.plans': '요금제',
  'web.about.plansBody':
    '기관은 기본 요금제 또는 교육용 요금제를 구독하고, 필요한 만큼 사용자와 저장 용량을 더합니다. 요금과 계산 방법은 요금 정책에서 확인하십시오.',
  'web.about.plansLink': '요금 정책 보기',
  'web.about.start': '시작하기',
  'web.about.startJoin': '회원가입',
  'web.about.startGuide': '이용 가이드',
  'web.about.startGallery': '지도 갤러리 둘러보기',

  // Guide (/guide)
  'web.guide.title': '누리지도 이용 가이드',
  'web.guide.lead':
    '누리지도의 주요 화면을 순서대로 안내합니다. 그림은 실제 누리지도 화면이며, 데모 기관 누리시청 (데모)의 자료로 찍었습니다.',
  'web.guide.toc': '목차',
  'web.guide.audience.all': '모든 이용자',
  'web.guide.audience.member': '기관 구성원',
  'web.guide.audience.admin': '기관 관리자',
  'web.guide.stepNo': '{no}단계',
  'web.guide.step.home.title': '누리지도 둘러보기',
  'web.guide.step.home.body':
    '첫 화면 위쪽 메뉴에서 서비스 소개, 서비스 랩, 갤러리, 고객지원, 요금 정책으로 이동합니다. 오른쪽 위에서 로그인하거나 회원가입하고, 언어를 바꿀 수 있습니다.',
  'web.guide.step.join.title': '회원가입',
  'web.guide.step.join.body':
    '회원가입에서 개인 회원 또는 기관 회원을 고릅니다. 이용약관과 개인정보처리방침을 읽고 동의한 뒤 아이디, 이름, 이메일, 비밀번호를 입력하고 이메일 인증을 마치면 가입됩니다. 기관 회원으로 가입하면 기관이 만들어지고 가입한 사람이 기관 관리자가 됩니다.',
  'web.guide.step.login.title': '로그인',
  'web.guide.step.login.body':
    '아이디와 비밀번호로 로그인합니다. 기관 구성원은 로그인하면 기관 사이트로 이동합니다. 비밀번호를 잊었다면 아이디/비밀번호 찾기에서 이메일 인증으로 다시 설정합니다.',
  'web.guide.step.institution.title': '기관 사이트',
  'web.guide.step.institution.body':
    '기관 사이트(/기관코드)에는 기관의 메뉴와 공지사항이 있습니다. 지도 메뉴에서 간편 모드 또는 일반 모드를 고르고, 서비스 랩에서 테마지도 서비스를 엽니다.',
  'web.guide.step.builder.title': '웹 지도 만들기',
  'web.guide.step.builder.body':
    '지도 빌더에서 배경지도를 고르고, 레이어 목록에서 레이어를 더해 웹 지도를 만듭니다. 레이어마다 색과 기호, 라벨, 팝업을 정하고 저장하면 내 지도가 됩니다. 저장한 지도는 공유 버튼으로 사용자, 그룹, 기관에 공유합니다.',
  'web.guide.step.appBuilder.title': '테마 지도 앱 만들기',
  'web.guide.step.appBuilder.body':
    '앱 빌더에서 바탕이 될 웹 지도와 화면 틀을 고르고 제목, 설명, 검색할 항목을 정합니다. 저장한 앱은 주소 하나로 열리며, 전체 공개로 공유하면 누구나 볼 수 있습니다.',
  'web.guide.step.gallery.title': '지도 갤러리',
  'web.guide.step.gallery.body':
    '갤러리에는 검토를 거쳐 공개된 지도와 앱이 모여 있습니다. 종류와 검색어로 찾고, 카드를 눌러 자세히 보거나 바로 엽니다. 내 콘텐츠를 갤러리에 올리려면 게시를 요청하고 관리자의 승인을 기다립니다.',
  'web.guide.step.myPage.title': '마이페이지',
  'web.guide.step.myPage.body':
    '마이페이지에서 내 정보와 비밀번호를 바꾸고, 내가 만든 콘텐츠와 활동을 확인합니다. 회원 탈퇴도 여기에서 비밀번호를 확인한 뒤 할 수 있습니다.',
  'web.guide.step.adminDashboard.title': '기관 관리자 대시보드',
  'web.guide.step.adminDashboard.body':
    '기관 관리자는 관리자 화면(/admin/기관코드)에 이메일 인증으로 로그인합니다. 대시보드에서 콘텐츠 수, 구성원, 주간 사용자, 월별 생성 수를 차트로 봅니다.',
  'web.guide.step.adminNotices.title': '기관 공지사항 관리',
  'web.guide.step.adminNotices.body':
    '기관 관리 > 공지사항 관리에서 구성원에게 알릴 공지를 등록합니다. 파일을 첨부하고, 기간을 정해 팝업으로 띄울 수 있습니다. 관리자 화면의 도움말에서 관리자 매뉴얼(PDF)을 내려받을 수 있습니다.',
  'web.guide.more': '더 궁금한 점은 고객지원에서 공지사항과 Q&A를 확인하거나 온라인으로 문의해 주십시오.',
  'web.guide.toCommunity': '고객지원으로 가기',

  // Community (/community)
  'web.community.title': '고객지원',
  'web.community.lead': '누리지도 이용에 필요한 소식과 도움말을 한곳에 모았습니다.',
  'web.community.notices': '공지사항',
  'web.community.noticesMore': '공지사항 전체 보기',
  'web.community.noticesEmpty': '등록된 공지사항이 없습니다.',
  'web.community.noticesFailed': '공지사항을 불러오지 못했습니다.',
  'web.community.qna': 'Q&A',
  'web.community.qnaBody': '다른 이용자와 묻고 답하며 사용 경험을 나눕니다. 새 창에서 열립니다.',
  'web.community.qnaLink': 'Q&A 열기',
  'web.community.guide': '이용 가이드',
  'web.community.guideBody': '회원가입부터 지도와 테마 지도 앱 만들기까지 실제 화면으로 안내합니다.',
  'web.community.guideLink': '가이드 보기',
  'web.community.inquiry': '온라인 문의',
  'web.community.inquiryBody':
    '서비스 이용, 요금, 오류에 대해 운영팀에 직접 문의합니다. 회원이 아니어도 비밀번호를 정해 문의를 남기고 답변을 확인할 수 있습니다.',
  'web.community.inquiryLink': '문의하기',
  'web.community.about': '서비스 소개',
  'web.community.aboutBody': '누리지도가 어떤 서비스인지, 어떤 요금제가 있는지 알아봅니다.',
  'web.community.aboutLink': '서비스 소개 보기',
  'web.community.newWindow': '(새 창)',
} satisfies Record<string, string>;

export const infoEn: Record<keyof typeof infoKo, string> = {
  'web.about.title': 'About Nuri Map',
  'web.about.lead':
    'Nuri Map is a map-publishing subscription service: public institutions and businesses turn their data into maps, manage them with their members and share them with whoever needs them — in the browser, with nothing to install.',
  'web.about.features': 'What you can do',
  'web.about.feature.layers.title': 'Data layers',
  'web.about.feature.layers.body':
    'Upload Shapefile, GeoJSON or CSV (coordinates or addresses) files as map layers, edit their attributes in a table and style them with colours and symbols.',
  'web.about.feature.maps.title': 'Web maps',
  'web.about.feature.maps.body':
    'Combine layers over a base map into a saved web map: a quick look in simple mode, legends and popups in normal mode.',
  'web.about.feature.apps.title': 'Themed map apps',
  'web.about.feature.apps.body':
    'Turn a web map into a themed app with a title, description, search and lists that anyone can open from one address.',
  'web.about.feature.share.title': 'Sharing and gallery',
  'web.about.feature.share.body':
    'Share contents with a user, a group, the institution or everyone, and publish them to the moderated map gallery.',
  'web.about.systems': 'Four systems',
  'web.about.systemsLead': 'Nuri Map has four sets of screens, by who uses them.',
  'web.about.system.providerUser.title': 'Nuri Map site',
  'web.about.system.providerUser.body':
    'The public front page: about, map gallery, price policy, notices and the guide; sign-up starts here.',
  'web.about.system.institutionUser.title': 'Institution site',
  'web.about.system.institutionUser.body':
    "Members' screens (/institution code): build layers, maps and themed apps, share them within the institution, read its notices.",
  'web.about.system.institutionAdmin.title': 'Institution admin',
  'web.about.system.institutionAdmin.body':
    'Institution admins (/admin/institution code): dashboard, members and groups, contents, subscription and payments, notices and IP restrictions.',
  'web.about.system.providerAdmin.title': 'Operator admin',
  'web.about.system.providerAdmin.body':
    "The operator's screens (/admin): institutions, subscriptions, payments, base maps, gallery moderation, notices and coupons.",
  'web.about.plans': 'Plans',
  'web.about.plansBody':
    'Institutions subscribe to the basic or an education plan and add users and storage as needed. See the price policy for fees and how they are computed.',
  'web.about.plansLink': 'See the price policy',
  'web.about.start': 'Get started',
  'web.about.startJoin': 'Sign up',
  'web.about.startGuide': 'User guide',
  'web.about.startGallery': 'Browse the map gallery',

  'web.guide.title': 'Nuri Map user guide',
  'web.guide.lead':
    "The main screens of Nuri Map, step by step. The pictures are real Nuri Map screens, taken with the demo institution's data.",
  'web.guide.toc': 'Contents',
  'web.guide.audience.all': 'Everyone',
  'web.guide.audience.member': 'Institution members',
  'web.guide.audience.admin': 'Institution admins',
  'web.guide.stepNo': 'Step {no}',
  'web.guide.step.home.title': 'Find your way around',
  'web.guide.step.home.body':
    'The top menu leads to About, Service lab, Gallery, Customer support and Price policy. Log in, sign up or change the language at the top right.',
  'web.guide.step.join.title': 'Sign up',
  'web.guide.step.join.body':
    'Choose an individual or an institution account, agree to the terms of use and the privacy policy, enter your id, name, e-mail and password and confirm your e-mail. Signing up an institution creates it with you as its admin.',
  'web.guide.step.login.title': 'Log in',
  'web.guide.step.login.body':
    'Log in with your id and password; institution members land on their institution site. Forgot your password? Reset it by e-mail under Find id/password.',
  'web.guide.step.institution.title': 'Institution site',
  'web.guide.step.institution.body':
    "The institution site (/institution code) has the institution's menus and notices. Choose simple or normal mode under Map, and the themed map service under Service lab.",
  'web.guide.step.builder.title': 'Build a web map',
  'web.guide.step.builder.body':
    'In the map builder choose a base map, add layers from the layer list, set colours, symbols, labels and popups, and save it as your map. Share it with users, groups or the institution with the share button.',
  'web.guide.step.appBuilder.title': 'Build a themed map app',
  'web.guide.step.appBuilder.body':
    'In the app builder choose the web map and a layout, then the title, description and searchable fields. A saved app opens from one address; shared with everyone, anyone can see it.',
  'web.guide.step.gallery.title': 'Map gallery',
  'web.guide.step.gallery.body':
    'The gallery gathers the maps and apps published after review. Filter by type and search, open a card for details. To publish yours, request it and wait for the approval.',
  'web.guide.step.myPage.title': 'My page',
  'web.guide.step.myPage.body':
    'Change your details and password, and see your contents and activity. You can also leave the service here after confirming your password.',
  'web.guide.step.adminDashboard.title': 'Institution admin dashboard',
  'web.guide.step.adminDashboard.body':
    'Institution admins log in to the admin screens (/admin/institution code) with an e-mailed code. The dashboard charts contents, members, weekly users and monthly creations.',
  'web.guide.step.adminNotices.title': 'Institution notices',
  'web.guide.step.adminNotices.body':
    'Under Institution management > Notices, post notices for your members, attach files and show them as popups for a period. Help in the admin screens downloads the admin manual (PDF).',
  'web.guide.more': 'For more, see the notices and Q&A in Customer support, or send an online inquiry.',
  'web.guide.toCommunity': 'Go to customer support',

  'web.community.title': 'Customer support',
  'web.community.lead': 'News and help for using Nuri Map, in one place.',
  'web.community.notices': 'Notices',
  'web.community.noticesMore': 'All notices',
  'web.community.noticesEmpty': 'There are no notices.',
  'web.community.noticesFailed': 'The notices could not be loaded.',
  'web.community.qna': 'Q&A',
  'web.community.qnaBody': 'Ask and answer with other users. Opens in a new window.',
  'web.community.qnaLink': 'Open Q&A',
  'web.community.guide': 'User guide',
  'web.community.guideBody': 'From sign-up to maps and themed apps, with real screens.',
  'web.community.guideLink': 'Read the guide',
  'web.community.inquiry': 'Online inquiry',
  'web.community.inquiryBody':
    'Ask the operators about the service, fees or errors. Without an account, set a password to leave an inquiry and read the answer.',
  'web.community.inquiryLink': 'Send an inquiry',
  'web.community.about': 'About',
  'web.community.aboutBody': 'What Nuri Map is and which plans there are.',
  'web.community.aboutLink': 'About Nuri Map',
  'web.community.newWindow': '(new window)',
};
