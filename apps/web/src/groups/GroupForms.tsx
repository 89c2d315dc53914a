import { useApi } from '@nuri/shell';
import { useToast } from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentNameGate } from '../names/use-content-name-gate';
import { createGroup, GROUPS_KEY, renameGroup, type GroupSummary } from './groups-api';

/** "Create a group": a name (the names rule applies) and a description. */
export function CreateGroupForm() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const gate = useContentNameGate();
  const queryClient = useQueryClient();
  const [groupNm, setGroupNm] = useState('');
  const [groupDc, setGroupDc] = useState('');
  const create = useMutation({
    mutationFn: async () => {
      const name = groupNm.trim();
      const pass = await gate(name);
      if (!pass) return null;
      return createGroup(api, { groupNm: name, groupDc: groupDc.trim() }, pass.headers);
    },
    onSuccess: (group) => {
      if (!group) return;
      toast.show(t('web.groups.created', { name: group.groupNm }), { tone: 'success' });
      setGroupNm('');
      setGroupDc('');
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (groupNm.trim()) create.mutate();
  };
  return (
    <form className="mypage-contents__filters" aria-label={t('web.groups.create')} onSubmit={submit}>
      <GroupFields groupNm={groupNm} groupDc={groupDc} onName={setGroupNm} onDescription={setGroupDc} />
      <button type="submit" disabled={create.isPending}>
        {t('web.groups.create')}
      </button>
    </form>
  );
}

/** A group's name and description fields (creating and renaming). */
function GroupFields(props: {
  groupNm: string;
  groupDc: string;
  onName: (value: string) => void;
  onDescription: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('web.groups.name')}
        <input
          required
          maxLength={100}
          value={props.groupNm}
          onChange={(e) => props.onName(e.target.value)}
        />
      </label>
      <label>
        {t('web.groups.description')}
        <input maxLength={1000} value={props.groupDc} onChange={(e) => props.onDescription(e.target.value)} />
      </label>
    </>
  );
}

/** Renames a group or changes its description. */
export function RenameForm({ group, onDone }: { group: GroupSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const gate = useContentNameGate();
  const queryClient = useQueryClient();
  const [groupNm, setGroupNm] = useState(group.groupNm);
  const [groupDc, setGroupDc] = useState(group.groupDc ?? '');
  const save = useMutation({
    mutationFn: async () => {
      const name = groupNm.trim();
      const pass = await gate(name);
      if (!pass) return false;
      await renameGroup(api, group.groupSn, { groupNm: name, groupDc: groupDc.trim() }, pass.headers);
      return true;
    },
    onSuccess: (saved) => {
      if (!saved) return;
      toast.show(t('web.groups.renamed'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      onDone();
    },
  });
  return (
    <form
      className="mypage-contents__filters my-groups__panel"
      aria-label={t('web.groups.rename')}
      onSubmit={(e) => {
        e.preventDefault();
        if (groupNm.trim()) save.mutate();
      }}
    >
      <GroupFields groupNm={groupNm} groupDc={groupDc} onName={setGroupNm} onDescription={setGroupDc} />
      <button type="submit" disabled={save.isPending}>
        {t('button.save')}
      </button>
    </form>
  );
}
