import { ApiError } from '@nuri/api-client';
import {
  isAdminCode,
  isOpenBizInstitution,
  SHARE_SCOPES,
  shareScopeTabs,
  shareWizardSteps,
  type ShareContentType,
  type ShareScope,
} from '@nuri/domain';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../account/session-context';
import { Modal, Tabs, useDialogs } from '@nuri/ui';
import { useApi } from '../api/api-context';
import { createShareApi, type ShareEntry } from './share-api';
import {
  hasChanges,
  planShares,
  savedBroad,
  selectionFromSaved,
  toShareList,
  type SelectedTarget,
  type ShareSelection,
} from './share-selection';
import { TargetSearch } from './TargetSearch';
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

type Step = 1 | 2 | 3;
const TAB_IDS: Record<ShareScope, string> = { 3: 'user', 2: 'group', 1: 'instt', 0: 'all' };
const SCOPE_OF_TAB: Record<string, ShareScope> = { user: 3, group: 2, instt: 1, all: 0 };
const STEP_KEYS = { 1: 'share.step.scope', 2: 'share.step.check', 3: 'share.step.done' } as const;

/**
 * The sharing wizard of maps, themed apps and layers (spec 001 §2, §4, §5), in a modal:
 * 1 choose the scope (users, groups, my institution, everyone; everyone hidden for layers, only
 * everyone in openBiz) starting from the saved shares; 2 check the users and groups (skipped
 * for institution and everyone, which need the consent box); 3 done, with 'back to start'.
 */
export function ShareWizard({
  contentType,
  contentId,
  ownerId,
  onClose,
  applyImmediately = true,
  onEmit,
}: ShareWizardProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const session = useSession();
  const consentId = useId();
  const isLayer = contentType === 'layer';
  const shareApi = useMemo(
    () => createShareApi(api, { contentType, contentId, ownerId }),
    [api, contentType, contentId, ownerId],
  );

  const tabs = useMemo(
    () =>
      session.userSeCode === null
        ? []
        : shareScopeTabs({
            userSeCode: session.userSeCode,
            contentType,
            isOpenBiz: isOpenBizInstitution(session.insttCode),
          }),
    [session.userSeCode, session.insttCode, contentType],
  );
  const firstTab = tabs[0] ?? SHARE_SCOPES.USER;

  const [step, setStep] = useState<Step>(1);
  const [scope, setScope] = useState<ShareScope>(firstTab);
  const [saved, setSaved] = useState<ShareEntry[] | null>(contentId ? null : []);
  const [selected, setSelected] = useState<SelectedTarget[]>([]);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);

  /** The saved shares, and the selection back to them. */
  const load = useCallback(async () => {
    if (!contentId) {
      setSaved([]);
      setSelected([]);
      return;
    }
    try {
      const list = await shareApi.list();
      setSaved(list);
      setSelected(selectionFromSaved(list));
    } catch {
      // The API client has shown the server's message; the wizard starts from nothing.
      setSaved([]);
      setSelected([]);
    }
  }, [contentId, shareApi]);

  useEffect(() => {
    void load();
  }, [load]);

  const plan = planShares(saved ?? [], selected, isLayer);
  const users = selected.filter((target) => target.pblonsipScopeSeCode === SHARE_SCOPES.USER);
  const groups = selected.filter((target) => target.pblonsipScopeSeCode === SHARE_SCOPES.GROUP);
  const broad = scope === SHARE_SCOPES.INSTT || scope === SHARE_SCOPES.ALL;
  const steps = shareWizardSteps(scope);

  const toggle = (target: SelectedTarget, checked: boolean) =>
    setSelected((current) => {
      const rest = current.filter(
        (s) =>
          !(
            s.pblonsipScopeSeCode === target.pblonsipScopeSeCode &&
            s.pblonsipRefrnId === target.pblonsipRefrnId
          ),
      );
      return checked ? [...rest, target] : rest;
    });
  const setEditFlag = (target: SelectedTarget, editPosblAt: 0 | 1) =>
    setSelected((current) =>
      current.map((s) =>
        s.pblonsipScopeSeCode === target.pblonsipScopeSeCode && s.pblonsipRefrnId === target.pblonsipRefrnId
          ? { ...s, editPosblAt }
          : s,
      ),
    );

  const next = async () => {
    if (!hasChanges(plan)) {
      await dialogs.alert({
        type: 'info',
        title: t('share.title.selectionLookup'),
        message: t('share.noChanges'),
      });
      return;
    }
    setStep(2);
  };

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setStep(3);
    } catch (error) {
      // The API client has shown the server's text (e.g. 409 'already shared to the selected targets').
      if (!(error instanceof ApiError))
        void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    } finally {
      setBusy(false);
    }
  };

  const shareUserGroup = () => {
    if (!applyImmediately) {
      onEmit?.({ scope: SHARE_SCOPES.USER, targets: selected });
      onClose();
      return;
    }
    void run(async () => {
      if (plan.toRemove.length > 0) await shareApi.remove(plan.toRemove.map((entry) => entry.pblonsipOrdr));
      // POST …/shares adds and keeps the others, so only the additions are sent.
      if (plan.toAdd.length > 0) await shareApi.saveUserGroup(toShareList(plan.toAdd, isLayer));
    });
  };

  const shareBroad = async () => {
    if (!consent) {
      await dialogs.alert({
        type: 'failure',
        title: t('share.title.validityCheck'),
        message: t('share.consentRequired'),
      });
      return;
    }
    if (!applyImmediately) {
      onEmit?.({ scope, targets: [] });
      onClose();
      return;
    }
    void run(() => (scope === SHARE_SCOPES.ALL ? shareApi.shareEveryone() : shareApi.shareInstitution()));
  };

  const unshare = async (entry: ShareEntry) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('sharing.unshareConfirm'),
      confirmLabel: t('sharing.unshare'),
    });
    if (!agreed) return;
    setBusy(true);
    try {
      await shareApi.remove([entry.pblonsipOrdr]);
      await load();
      void dialogs.alert({ type: 'success', message: t('sharing.unshared') });
    } catch (error) {
      if (!(error instanceof ApiError))
        void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    } finally {
      setBusy(false);
    }
  };

  const backToStart = async () => {
    setBusy(true);
    await load();
    setBusy(false);
    setConsent(false);
    setScope(firstTab);
    setStep(1);
  };

  const changeTab = (id: string) => {
    setScope(SCOPE_OF_TAB[id] ?? firstTab);
    setConsent(false);
  };

  const insttCode = session.insttCode ?? '';
  const managingOther = Boolean(ownerId && ownerId !== session.userId);
  const groupInsttCode =
    managingOther && session.userSeCode !== null && isAdminCode(session.userSeCode) ? insttCode : undefined;

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
        <CheckList caption={t('sharing.check.users')} rows={users} withId />
        <CheckList caption={t('sharing.check.groups')} rows={groups} />
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

function CheckList({
  caption,
  rows,
  withId = false,
}: {
  caption: string;
  rows: readonly SelectedTarget[];
  withId?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className="share-check__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sharing.col.name')}</th>
          {withId && <th scope="col">{t('sharing.col.id')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={withId ? 2 : 1}>{t('share.noDataAdded')}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.pblonsipRefrnId}>
              <td>{row.name}</td>
              {withId && <td>{row.pblonsipRefrnId}</td>}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
