import { AppLink, systemPath, useSystemScope } from '@nuri/shell';
import { Tabs } from '@nuri/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../account.css';
import { JoinForm } from './JoinForm';
import type { JoinKind } from './join-rules';
import type { SignedUp } from './use-join-form';

/** /join: individual sign-up (joins the openBiz institution) or institution sign-up, then the welcome. */
export function JoinPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [kind, setKind] = useState<JoinKind>('member');
  const [done, setDone] = useState<SignedUp | null>(null);
  return (
    <section className="panel account-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('button.signUp')}</h1>
      {done ? (
        <JoinDone signedUp={done} institution={kind === 'institution'} />
      ) : (
        <Tabs
          label={t('web.account.join.kind')}
          selectedId={kind}
          onChange={(id) => setKind(id === 'institution' ? 'institution' : 'member')}
          tabs={[
            { id: 'member', label: t('web.account.join.memberTab'), content: <JoinForm kind="member" onDone={setDone} /> },
            {
              id: 'institution',
              label: t('web.account.join.institutionTab'),
              content: <JoinForm kind="institution" onDone={setDone} />,
            },
          ]}
        />
      )}
    </section>
  );
}

function JoinDone({ signedUp, institution }: { signedUp: SignedUp; institution: boolean }) {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="join-done" role="status">
      <h2 ref={ref} tabIndex={-1}>
        {t('web.account.join.done')}
      </h2>
      <p>{t('web.account.join.doneBody', { userId: signedUp.userId })}</p>
      {institution && <p>{t('web.account.join.doneInstitution', { insttCode: signedUp.insttCode })}</p>}
      <AppLink href={systemPath(scope, '/login')} className="account-page__button">
        {t('button.login')}
      </AppLink>
    </div>
  );
}
