import { ApiError } from '@nuri/api-client';
import {
  isAdminCode,
  isOpenBizInstitution,
  SHARE_SCOPES,
  shareScopeTabs,
  shareWizardSteps,
  type ShareScope,
} from '@nuri/domain';
import { useDialogs } from '@nuri/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../account/session-context';
import { useApi } from '../api/api-context';
import { createShareApi, type ShareEntry } from './share-api';
import {
  hasChanges,
  planShares,
  selectionFromSaved,
  toShareList,
  type SelectedTarget,
} from './share-selection';
import type { ShareWizardProps } from './ShareWizard';

export type Step = 1 | 2 | 3;
export const TAB_IDS: Record<ShareScope, string> = { 3: 'user', 2: 'group', 1: 'instt', 0: 'all' };
const SCOPE_OF_TAB: Record<string, ShareScope> = { user: 3, group: 2, instt: 1, all: 0 };

/**
 * The sharing wizard's data and actions (the view is ShareWizard): the scopes the caller may
 * use, the saved shares and the selection, the plan of what to add and remove, and the saves.
 */
export function useShareWizard({
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

  return {
    session,
    isLayer,
    shareApi,
    tabs,
    step,
    setStep,
    scope,
    saved,
    selected,
    consent,
    setConsent,
    busy,
    plan,
    users,
    groups,
    broad,
    steps,
    toggle,
    setEditFlag,
    next,
    shareUserGroup,
    shareBroad,
    unshare,
    backToStart,
    changeTab,
    insttCode,
    groupInsttCode,
  };
}
