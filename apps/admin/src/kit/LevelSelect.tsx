import { CODE_GROUPS, CodeSelect } from '@nuri/shell';
import { useTranslation } from 'react-i18next';
import { MEMBER_LEVELS, toMemberLevel, type MemberLevel } from './levels';

/** The kit's select over the member levels (labels from the common codes, USER_SE); always one chosen. */
export function LevelSelect({
  value,
  onChange,
}: {
  value: MemberLevel;
  onChange: (level: MemberLevel) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="instt-field">
      <CodeSelect
        groupCode={CODE_GROUPS.USER_SE}
        only={MEMBER_LEVELS}
        label={t('insttAdmin.level.label')}
        value={String(value)}
        required
        onChange={(next) => {
          const level = toMemberLevel(next);
          if (level !== null) onChange(level);
        }}
      />
    </div>
  );
}
