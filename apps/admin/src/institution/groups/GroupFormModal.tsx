import { clearable } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { Modal, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../../kit/error-text';
import { LookupError } from '../../kit/LookupError';
import { insttKeys } from '../../kit/query-keys';
import { GroupForm, type GroupFormValues } from './GroupForm';
import { addedIds, type GroupDetail } from './groups-api';

export interface GroupFormModalProps {
  insttCode: string;
  /** The group to edit; null creates one. */
  groupSn: number | null;
  onClose: () => void;
  /** Saved: the modal closes and the list reloads. */
  onSaved: () => void;
  /** Partly saved before a failure: the list reloads, the modal stays. */
  onChanged: () => void;
}

const EMPTY: GroupFormValues = { groupNm: '', groupDc: '', members: [] };

/** Creates a group (POST /api/groups) or edits one (PUT, then members added and removed). */
export function GroupFormModal({ insttCode, groupSn, onClose, onSaved, onChanged }: GroupFormModalProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const formId = useId();

  const detail = useQuery({
    queryKey: insttKeys.group(insttCode, groupSn ?? 0),
    queryFn: () =>
      api.unwrap(api.GET('/api/groups/{groupSn}', { params: { path: { groupSn: groupSn ?? 0 } } })),
    enabled: groupSn !== null,
    gcTime: 0,
  });

  const save = useMutation({
    mutationFn: async (values: GroupFormValues) => {
      const userIdList = values.members.map((member) => member.userId);
      if (groupSn === null) {
        return api.unwrap(
          api.POST('/api/groups', { body: { groupNm: values.groupNm, groupDc: values.groupDc, userIdList } }),
        );
      }
      const before = detail.data ? toValues(detail.data) : EMPTY;
      const path = { params: { path: { groupSn } } };
      let saved = await api.unwrap(
        api.PUT('/api/groups/{groupSn}', {
          ...path,
          body: { groupNm: values.groupNm, groupDc: values.groupDc },
          // An emptied description is sent as null: the group's description is cleared.
          ...clearable('groupDc'),
        }),
      );
      const added = addedIds(before.members, values.members);
      const removed = addedIds(values.members, before.members);
      if (added.length > 0)
        saved = await api.unwrap(
          api.POST('/api/groups/{groupSn}/members', { ...path, body: { userIdList: added } }),
        );
      if (removed.length > 0)
        saved = await api.unwrap(
          api.DELETE('/api/groups/{groupSn}/members', { ...path, body: { userIdList: removed } }),
        );
      return saved;
    },
    onSuccess: (saved) => {
      const key = groupSn === null ? 'insttAdmin.groups.created' : 'insttAdmin.groups.updated';
      toast.show(t(key, { name: saved.groupNm }), { tone: 'success' });
      onSaved();
    },
    onError: (error) => {
      // A partly saved edit still changed the list behind the modal.
      if (groupSn !== null) onChanged();
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  let body;
  if (groupSn === null)
    body = (
      <GroupForm
        id={formId}
        insttCode={insttCode}
        initial={EMPTY}
        onSubmit={(values) => save.mutate(values)}
      />
    );
  else if (detail.isPending) body = <p role="status">{t('common.loading')}</p>;
  else if (detail.isError) {
    body = (
      <LookupError
        title={t('insttAdmin.groups.detailLookup')}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    body = (
      <GroupForm
        id={formId}
        insttCode={insttCode}
        initial={toValues(detail.data)}
        onSubmit={(values) => save.mutate(values)}
      />
    );
  }

  const ready = groupSn === null || detail.isSuccess;
  return (
    <Modal
      open
      onClose={onClose}
      title={groupSn === null ? t('insttAdmin.groups.createTitle') : t('insttAdmin.groups.editTitle')}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button type="submit" form={formId} disabled={!ready || save.isPending}>
            {save.isPending ? t('insttAdmin.form.saving') : t('button.save')}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

function toValues(group: GroupDetail): GroupFormValues {
  return {
    groupNm: group.groupNm,
    groupDc: group.groupDc ?? '',
    members: group.memberList.map(({ userId, userNm }) => ({ userId, userNm })),
  };
}
