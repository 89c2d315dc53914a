import { type SortDirection } from '@nuri/domain';
import { CODE_GROUPS, CodeSelect } from '@nuri/shell';
import { Select, type SelectOption } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import {
  INSTT_SORT_COLUMNS,
  INSTT_STATUS_LIST,
  type InsttListFilters,
  type InsttSortColumn,
} from './institution-api';

const SORT_KEYS = {
  creatDt: 'provider.instt.col.created',
  insttNm: 'provider.instt.col.name',
  insttCode: 'provider.instt.col.code',
  planCode: 'provider.instt.col.plan',
  insttSttusCode: 'provider.instt.col.status',
  memberCnt: 'provider.instt.col.members',
} as const satisfies Record<InsttSortColumn, string>;

const isSortColumn = (value: string | null): value is InsttSortColumn =>
  (INSTT_SORT_COLUMNS as readonly (string | null)[]).includes(value);

export interface InstitutionFiltersProps {
  value: InsttListFilters;
  onChange: (next: InsttListFilters) => void;
}

/** Status, deleted flag, sort column and direction of the institution list. */
export function InstitutionFilters({ value, onChange }: InstitutionFiltersProps) {
  const { t } = useTranslation();
  const deletedOptions: SelectOption[] = [
    { value: 'N', label: t('provider.instt.filter.active') },
    { value: 'Y', label: t('provider.instt.filter.deletedOnly') },
  ];
  const sortOptions: SelectOption[] = INSTT_SORT_COLUMNS.map((column) => ({
    value: column,
    label: t(SORT_KEYS[column]),
  }));
  const directionOptions: SelectOption[] = [
    { value: 'DESC', label: t('provider.instt.direction.desc') },
    { value: 'ASC', label: t('provider.instt.direction.asc') },
  ];

  return (
    <fieldset className="provider-filters">
      <legend className="provider-sr-only">{t('provider.instt.filters')}</legend>
      <CodeSelect
        native
        groupCode={CODE_GROUPS.INSTT_STTUS}
        only={INSTT_STATUS_LIST}
        label={t('provider.instt.filter.status')}
        placeholder={t('common.all')}
        value={value.insttSttusCode}
        onChange={(next) =>
          onChange({ ...value, insttSttusCode: INSTT_STATUS_LIST.find((code) => code === next) ?? null })
        }
      />
      <Select
        native
        label={t('provider.instt.filter.deleted')}
        placeholder={t('common.all')}
        options={deletedOptions}
        value={value.deleteAt}
        onChange={(next) => onChange({ ...value, deleteAt: next === 'Y' || next === 'N' ? next : null })}
      />
      <Select
        native
        required
        label={t('provider.instt.filter.sort')}
        options={sortOptions}
        value={value.sort}
        onChange={(next) => onChange({ ...value, sort: isSortColumn(next) ? next : value.sort })}
      />
      <Select
        native
        required
        label={t('provider.instt.filter.direction')}
        options={directionOptions}
        value={value.direction}
        onChange={(next) =>
          onChange({ ...value, direction: next === 'ASC' ? 'ASC' : ('DESC' satisfies SortDirection) })
        }
      />
    </fieldset>
  );
}
