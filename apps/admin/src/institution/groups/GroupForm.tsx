import { checkName } from '@nuri/domain';
import { DataSelector, TextField } from '@nuri/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberSearch, type GroupMemberPick } from './groups-api';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

export interface GroupFormValues {
  groupNm: string;
  groupDc: string;
  members: GroupMemberPick[];
}

export interface GroupFormProps {
  /** The form element's id, for the modal footer's submit button. */
  id: string;
  insttCode: string;
  initial: GroupFormValues;
  onSubmit: (values: GroupFormValues) => void;
}

/** Name, description and members (picked from the institution's members; no duplicates). */
export function GroupForm({ id, insttCode, initial, onSubmit }: GroupFormProps) {
  const { t } = useTranslation();
  const search = useMemberSearch(insttCode);
  const [groupNm, setGroupNm] = useState(initial.groupNm);
  const [groupDc, setGroupDc] = useState(initial.groupDc);
  const [members, setMembers] = useState<GroupMemberPick[]>(initial.members);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = groupNm.trim();
    const check = checkName(name);
    const problem = !name
      ? t('insttAdmin.form.required', { field: t('insttAdmin.groups.groupNm') })
      : check.ok
        ? null
        : t(check.messageKey, { ...check.params });
    setError(problem);
    if (!problem) onSubmit({ groupNm: name, groupDc: groupDc.trim(), members });
  };

  // The selector has a search form of its own: it sits next to this form, never inside it.
  return (
    <div className="instt-form">
      <form id={id} className="instt-form" noValidate onSubmit={submit}>
        <TextField
          label={t('insttAdmin.groups.groupNm')}
          value={groupNm}
          onChange={(value) => {
            setGroupNm(value);
            setError(null);
          }}
          error={error}
          maxLength={NAME_MAX}
          required
        />
        <TextField
          label={t('insttAdmin.groups.groupDc')}
          value={groupDc}
          onChange={setGroupDc}
          maxLength={DESCRIPTION_MAX}
          multiline
        />
      </form>
      <DataSelector<GroupMemberPick>
        label={t('insttAdmin.groups.members')}
        search={search}
        keyFields={['userId']}
        itemLabel={(member) =>
          t('insttAdmin.groups.memberItem', { name: member.userNm, userId: member.userId })
        }
        defaultSelected={initial.members}
        onChange={setMembers}
      />
    </div>
  );
}
