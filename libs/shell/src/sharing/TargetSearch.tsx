import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@nuri/ui';
import type { ShareApi } from './share-api';
import type { SelectedTarget } from './share-selection';

/** Rows per page of the user and group searches (spec 001 §9: paged by pageIndex and pageSize). */
export const SHARE_SEARCH_PAGE_SIZE = 10;

export interface TargetSearchProps {
  kind: 'user' | 'group';
  shareApi: ShareApi;
  /** The institution whose members are searched (mine). */
  insttCode: string;
  /** Admins managing another member's content: every group of the institution. */
  groupInsttCode?: string;
  /** Left out of the user results (the content's owner, besides me). */
  excludeUserId?: string;
  selected: readonly SelectedTarget[];
  onToggle: (target: SelectedTarget, checked: boolean) => void;
  onEditFlag?: (target: SelectedTarget, editPosblAt: 0 | 1) => void;
}

interface Found {
  id: string;
  name: string;
  label: string;
}

/**
 * One scope tab of step 1: a name search over my institution's members (me excluded) or my
 * groups, paged, with a checkbox per result; then the chosen targets, each removable (and, for
 * layers, with an 'edit allowed' box).
 */
export function TargetSearch({
  kind,
  shareApi,
  insttCode,
  groupInsttCode,
  excludeUserId,
  selected,
  onToggle,
  onEditFlag,
}: TargetSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ name: '', pageIndex: 1 });
  const scope = kind === 'user' ? 3 : 2;

  const results = useQuery({
    queryKey: [
      'sharing',
      kind,
      kind === 'user' ? insttCode : (groupInsttCode ?? ''),
      query.name,
      query.pageIndex,
    ],
    queryFn: async () => {
      if (kind === 'user') {
        const page = await shareApi.searchUsers({
          insttCode,
          userNm: query.name,
          pageIndex: query.pageIndex,
          pageSize: SHARE_SEARCH_PAGE_SIZE,
        });
        const rows = page.content
          .filter((user) => user.userId !== excludeUserId)
          .map<Found>((user) => ({
            id: user.userId,
            name: user.userNm,
            label: t('sharing.user.label', { name: user.userNm, id: user.userId }),
          }));
        return { rows, total: page.totalElements };
      }
      const page = await shareApi.searchGroups({
        groupNm: query.name,
        pageIndex: query.pageIndex,
        pageSize: SHARE_SEARCH_PAGE_SIZE,
        insttCode: groupInsttCode,
      });
      const rows = page.content.map<Found>((group) => ({
        id: String(group.groupSn),
        name: group.groupNm,
        label: t('sharing.group.label', { name: group.groupNm, count: group.memberCnt ?? 0 }),
      }));
      return { rows, total: page.totalElements };
    },
    retry: false,
    staleTime: 30_000,
  });

  const mine = selected.filter((target) => target.pblonsipScopeSeCode === scope);
  const isChosen = (id: string) => mine.some((target) => target.pblonsipRefrnId === id);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / SHARE_SEARCH_PAGE_SIZE));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ name: text.trim(), pageIndex: 1 });
  };

  const resultsLabel = t(kind === 'user' ? 'sharing.user.results' : 'sharing.group.results');
  const selectedLabel = t(kind === 'user' ? 'sharing.user.selected' : 'sharing.group.selected');

  return (
    <div className="share-targets">
      <form className="share-targets__search" role="search" onSubmit={submit}>
        <label htmlFor={inputId}>{t(kind === 'user' ? 'sharing.user.search' : 'sharing.group.search')}</label>
        <input id={inputId} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit">{t('sharing.search')}</button>
      </form>
      <section className="share-targets__results" aria-label={resultsLabel}>
        {results.isLoading ? (
          <p role="status">{t('common.loading')}</p>
        ) : (results.data?.rows.length ?? 0) === 0 ? (
          <p className="share-targets__empty">{t('sharing.noResults')}</p>
        ) : (
          <ul className="share-targets__list">
            {results.data?.rows.map((row) => (
              <li key={row.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={isChosen(row.id)}
                    onChange={(e) =>
                      onToggle(
                        {
                          pblonsipScopeSeCode: scope,
                          pblonsipRefrnId: row.id,
                          name: row.name,
                          editPosblAt: 0,
                        },
                        e.target.checked,
                      )
                    }
                  />{' '}
                  {row.label}
                </label>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="share-targets__pager">
            <button
              type="button"
              className="button--secondary"
              disabled={query.pageIndex <= 1}
              onClick={() => setQuery({ ...query, pageIndex: query.pageIndex - 1 })}
            >
              {t('sharing.prevPage')}
            </button>
            <span>{t('sharing.page', { page: query.pageIndex, total: pages })}</span>
            <button
              type="button"
              className="button--secondary"
              disabled={query.pageIndex >= pages}
              onClick={() => setQuery({ ...query, pageIndex: query.pageIndex + 1 })}
            >
              {t('sharing.nextPage')}
            </button>
          </div>
        )}
      </section>
      <section className="share-targets__selected" aria-label={selectedLabel}>
        <h3>{selectedLabel}</h3>
        {mine.length === 0 ? (
          <p className="share-targets__empty">{t('sharing.noneSelected')}</p>
        ) : (
          <ul className="share-targets__chips">
            {mine.map((target) => (
              <li key={target.pblonsipRefrnId}>
                <span>
                  {kind === 'user'
                    ? t('sharing.user.label', { name: target.name, id: target.pblonsipRefrnId })
                    : target.name}
                </span>
                {onEditFlag && (
                  <label className="share-targets__edit">
                    <input
                      type="checkbox"
                      aria-label={t('sharing.editAllowedOf', { name: target.name })}
                      checked={target.editPosblAt === 1}
                      onChange={(e) => onEditFlag(target, e.target.checked ? 1 : 0)}
                    />{' '}
                    <span aria-hidden="true">{t('sharing.editAllowed')}</span>
                  </label>
                )}
                <button
                  type="button"
                  className="share-targets__remove"
                  aria-label={t('sharing.deselect', { name: target.name })}
                  onClick={() => onToggle(target, false)}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
