import { SHARE_SCOPES, type ShareContentType, type ShareScope } from '@nuri/domain';
import { Modal, Tabs } from '@nuri/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { savedBroad, type ShareSelection } from './share-selection';
import { ShareCheckList } from './ShareCheckList';
import { TargetSearch } from './TargetSearch';
import { TAB_IDS, useShareWizard } from './use-share-wizard';
import './sharing.css';

export interface ShareWizardProps {
  contentType: ShareContentType;
  /** userMapId, webappTmplatId or lyrId. */
  contentId: string;
  /** The content's owner, when it is not me (an admin managing shares; a layer's delete carries it). */
  ownerId?: string;
  onClose: () => void;
  /** false: the share button hands the selection to `onEmit` and closes, without saving. */
  applyImmediately?: boolean;
  onEmit?: (selection: ShareSelection) => void;
}

const STEP_KEYS = { 1: 'share.step.scope', 2: 'share.step.check', 3: 'share.step.done' } as const;

/**
 * The sharing wizard of maps, themed apps and layers (spec 001 §2, §4, §5), in a modal:
 * 1 choose the scope (users, groups, my institution, everyone; everyone hidden for layers, only
 * everyone in openBiz) starting from the saved shares; 2 check the users and groups (skipped
 * for institution and everyone, which need the consent box); 3 done, with 'back to start'.
 */
export function ShareWizard(props: ShareWizardProps) {
  const { ownerId, onClose, applyImmediately = true } = props;
  const { t } = useTranslation();
  const consentId = useId();
  const wizard = useShareWizard(props);
  const { session, isLayer, shareApi, tabs, step, setStep, scope, saved } = wizard;
  const { selected, consent, setConsent, busy } = wizard;
  const { plan, users, groups, broad, steps, toggle, setEditFlag, next, shareUserGroup, shareBroad } = wizard;
  const { unshare, backToStart, changeTab, insttCode, groupInsttCode } = wizard;

  const broadPanel = (which: 0 | 1): ReactNode => {
    const current = saved ? savedBroad(saved, which) : undefined;
    const all = which === SHARE_SCOPES.ALL;
    return (
      <div className="share-broad">
        <p>
          {all
            ? t('sharing.all.description')
            : t('sharing.instt.description', { insttNm: session.insttNm ?? insttCode })}
        </p>
        {current && applyImmediately && (
          <p className="share-broad__current">
            {t(all ? 'sharing.all.current' : 'sharing.instt.current')}{' '}
            <button
              type="button"
              className="button--secondary"
              disabled={busy}
              onClick={() => void unshare(current)}
            >
              {t('sharing.unshare')}
            </button>
          </p>
        )}
        <p className="share-broad__consent">
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />{' '}
          <label htmlFor={consentId}>{t(all ? 'sharing.consent.all' : 'sharing.consent.instt')}</label>
        </p>
      </div>
    );
  };

  const targetPanel = (kind: 'user' | 'group') => (
    <TargetSearch
      kind={kind}
      shareApi={shareApi}
      insttCode={insttCode}
      groupInsttCode={groupInsttCode}
      excludeUserId={ownerId}
      selected={selected}
      onToggle={toggle}
      onEditFlag={isLayer ? setEditFlag : undefined}
    />
  );

  const tabLabel = (tab: ShareScope) => {
    if (tab === SHARE_SCOPES.USER) return t('share.tab.user', { count: users.length });
    if (tab === SHARE_SCOPES.GROUP) return t('share.tab.group', { count: groups.length });
    return t(tab === SHARE_SCOPES.INSTT ? 'share.tab.instt' : 'share.tab.all');
  };

  const panelOf = (tab: ShareScope): ReactNode => {
    if (tab === SHARE_SCOPES.USER) return targetPanel('user');
    if (tab === SHARE_SCOPES.GROUP) return targetPanel('group');
    return broadPanel(tab === SHARE_SCOPES.ALL ? 0 : 1);
  };

  let body: ReactNode;
  let footer: ReactNode;
  if (tabs.length === 0) {
    body = <p>{t('sharing.cannotShare')}</p>;
    footer = (
      <button type="button" onClick={onClose}>
        {t('button.close')}
      </button>
    );
  } else if (saved === null) {
    body = <p role="status">{t('sharing.loading')}</p>;
  } else if (step === 1) {
    body = (
      <Tabs
        label={t('sharing.scopeTabs')}
        selectedId={TAB_IDS[scope]}
        onChange={changeTab}
        tabs={tabs.map((tab) => ({ id: TAB_IDS[tab], label: tabLabel(tab), content: panelOf(tab) }))}
      />
    );
    footer = broad ? (
      <button type="button" disabled={busy} onClick={() => void shareBroad()}>
        {t(scope === SHARE_SCOPES.ALL ? 'share.button.all' : 'share.button.instt')}
      </button>
    ) : (
      <button type="button" disabled={busy} onClick={() => void next()}>
        {t('button.next')}
      </button>
    );
  } else if (step === 2) {
    body = (
      <div className="share-check">
        <ShareCheckList caption={t('sharing.check.users')} rows={users} withId />
        <ShareCheckList caption={t('sharing.check.groups')} rows={groups} />
        {applyImmediately && plan.toRemove.length > 0 && (
          <p className="share-check__removed">
            {t('sharing.check.removed', { count: plan.toRemove.length })}
          </p>
        )}
      </div>
    );
    footer = (
      <>
        <button type="button" className="button--secondary" disabled={busy} onClick={() => setStep(1)}>
          {t('button.previous')}
        </button>
        <button type="button" disabled={busy} onClick={shareUserGroup}>
          {t('share.button.userGroup')}
        </button>
      </>
    );
  } else {
    body = (
      <p className="share-done" role="status">
        {t('share.done')}
      </p>
    );
    footer = (
      <>
        <button
          type="button"
          className="button--secondary"
          disabled={busy}
          onClick={() => void backToStart()}
        >
          {t('share.button.toStart')}
        </button>
        <button type="button" onClick={onClose}>
          {t('button.close')}
        </button>
      </>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('sharing.title')}
      footer={footer}
      maxWidth={720}
      className="share-wizard"
    >
      {tabs.length > 0 && (
        <ol className="share-steps" aria-label={t('sharing.steps')}>
          {steps.map((n, index) => (
            <li
              key={n}
              aria-current={n === step ? 'step' : undefined}
              className={n === step ? 'share-steps__step share-steps__step--current' : 'share-steps__step'}
            >
              <span className="share-steps__number">{index + 1}</span> {t(STEP_KEYS[n])}
            </li>
          ))}
        </ol>
      )}
      {body}
    </Modal>
  );
}
