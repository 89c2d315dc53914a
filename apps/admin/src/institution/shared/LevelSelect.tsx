import { Select } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { levelOptions, toMemberLevel, type MemberLevel } from './levels';

/** The kit's select over the member levels (labels from the catalogue); always one chosen. */
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
      <Select
        label={t('insttAdmin.level.label')}
        options={levelOptions(t)}
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
