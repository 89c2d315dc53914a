import { isProviderAdminCode } from '@nuri/domain';
import {
  PasswordChangeForm,
  useAccount,
  useApi,
  type PasswordChange,
  type SignedInSession,
} from '@nuri/shell';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { MY_BOARD_SECTION_LABELS, MyBoards, type MyBoardSection } from '../../boards/MyBoards';
import '../account.css';
import { RequireSignIn } from '../RequireSignIn';
import { useMyInfo } from './my-info';
import { MyInfoForm } from './MyInfoForm';
import { WithdrawalSection } from './WithdrawalSection';

// The contents and groups sections load when opened (they keep the first visit's bundle small).
const MyContents = lazy(() =>
  import('../../gallery/mypage/MyContents').then((m) => ({ default: m.MyContents })),
);
const MyGroups = lazy(() => import('../../groups/MyGroups').then((m) => ({ default: m.MyGroups })));

/** The my-page sections; ?active= names the one shown (myInfoManager by default). */
export const MY_PAGE_SECTIONS = [
  'myInfoManager',
  'myContents',
  'myGroups',
  'myActivity',
  'myComments',
  'myQna',
] as const;

const SECTION_LABELS = {
  myInfoManager: 'web.account.myPage.myInfoManager',
  myContents: 'web.mypage.contents.section',
  myGroups: 'web.groups.section',
  ...MY_BOARD_SECTION_LABELS,
} as const;
const isBoardSection = (s: string): s is MyBoardSection => s in MY_BOARD_SECTION_LABELS;

/** /myPage?active=myInfoManager: my info, password change and withdrawal; ?active=myContents: my contents; ?active=myGroups: my groups. */
export function MyPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { pathname } = useLocation();
  const { insttCode } = useParams();
  const [params] = useSearchParams();
  const active = MY_PAGE_SECTIONS.find((section) => section === params.get('active')) ?? 'myInfoManager';
  return (
    <section className="panel account-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('button.myPage')}</h1>
      <nav aria-label={t('web.account.myPage.nav')} className="my-page__nav">
        <ul>
          {MY_PAGE_SECTIONS.map((section) => (
            <li key={section}>
              <Link
                to={`${pathname}?active=${section}`}
                aria-current={section === active ? 'page' : undefined}
              >
                {t(SECTION_LABELS[section])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RequireSignIn>
        {(session) => (
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            {active === 'myContents' && !isProviderAdminCode(session.userSeCode) ? (
              <MyContents session={session} insttCode={insttCode ?? null} />
            ) : active === 'myGroups' && !isProviderAdminCode(session.userSeCode) ? (
              <MyGroups session={session} />
            ) : isBoardSection(active) && !isProviderAdminCode(session.userSeCode) ? (
              <MyBoards key={active} section={active} root={insttCode ? `/${insttCode}` : ''} />
            ) : (
              <InfoManager session={session} />
            )}
          </Suspense>
        )}
      </RequireSignIn>
    </section>
  );
}

function InfoManager({ session }: { session: SignedInSession }) {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const info = useMyInfo(session.userId);
  // A platform admin has no my page (spec 001 §2, §6).
  if (isProviderAdminCode(session.userSeCode)) return <p>{t('web.account.myPage.notForAdmin')}</p>;
  if (info.isPending) return <p role="status">{t('common.loading')}</p>;
  if (info.isError) {
    return (
      <p role="alert">
        {t('web.account.myPage.loadError')}{' '}
        <button type="button" className="button--secondary" onClick={() => void info.refetch()}>
          {t('web.account.retry')}
        </button>
      </p>
    );
  }
  const change = async ({ oldPassword, newPassword }: PasswordChange) => {
    await api.unwrap(api.PUT('/api/users/password', { body: { oldPassword, newPassword } }));
  };
  return (
    <div className="my-page__sections">
      <MyInfoForm key={info.data.userId} info={info.data} />
      <PasswordChangeForm
        userId={session.userId}
        userNm={info.data.userNm}
        encrypt={account.encryptPassword}
        onSubmit={change}
      />
      <WithdrawalSection />
    </div>
  );
}
