import { useApi } from '@nuri/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contentPath, fetchMyContents, NO_CONTENTS_FILTERS } from '../gallery/mypage/mypage-contents-api';
import {
  addMembers,
  fetchGroup,
  GROUPS_KEY,
  removeMembers,
  searchConstituents,
  type GroupSummary,
} from './groups-api';

/** A group's members: remove them, find members of the institution and add them. */
export function MembersPanel({ groupSn, insttCode }: { groupSn: number; insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const detailKey = [...GROUPS_KEY, 'detail', groupSn];
  const detail = useQuery({ queryKey: detailKey, queryFn: () => fetchGroup(api, groupSn) });
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const found = useQuery({
    queryKey: [...GROUPS_KEY, 'constituents', insttCode, query],
    queryFn: () => searchConstituents(api, insttCode, query ?? ''),
    enabled: query !== null,
  });
  const change = useMutation({
    mutationFn: ({ userId, add }: { userId: string; add: boolean }) =>
      add ? addMembers(api, groupSn, [userId]) : removeMembers(api, groupSn, [userId]),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  });
  const members = detail.data?.memberList ?? [];
  const isMember = (userId: string) => members.some((m) => m.userId === userId);
  return (
    <div className="my-groups__panel">
      <h3>{t('web.groups.members')}</h3>
      {!detail.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : members.length === 0 ? (
        <p className="gallery__empty">{t('web.groups.noMembers')}</p>
      ) : (
        <ul className="my-groups__members" aria-label={t('web.groups.memberList')}>
          {members.map((m) => (
            <li key={m.userId}>
              <span>
                {m.userNm} ({m.userId}) · {m.userSeCodeNm}
              </span>
              <button
                type="button"
                className="button--secondary"
                disabled={change.isPending}
                onClick={() => change.mutate({ userId: m.userId, add: false })}
              >
                {t('web.groups.removeMember', { name: m.userNm })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mypage-contents__filters"
        aria-label={t('web.groups.memberSearch')}
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(search.trim());
        }}
      >
        <label>
          {t('web.groups.memberName')}
          <input maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit">{t('web.groups.memberSearch')}</button>
      </form>
      {found.data && (
        <ul className="my-groups__members" aria-label={t('web.groups.candidates')}>
          {found.data.length === 0 && <li className="gallery__empty">{t('web.groups.noCandidates')}</li>}
          {found.data.map((c) => (
            <li key={c.userId}>
              <span>
                {c.userNm} ({c.userId}) · {c.userSeCodeNm}
              </span>
              <button
                type="button"
                className="button--secondary"
                disabled={change.isPending || isMember(c.userId)}
                onClick={() => change.mutate({ userId: c.userId, add: true })}
              >
                {isMember(c.userId)
                  ? t('web.groups.alreadyMember')
                  : t('web.groups.addMember', { name: c.userNm })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The contents shared with the group: mine (owned groups) or others' that reach me through it. */
export function GroupContents({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const api = useApi();
  const filters = { ...NO_CONTENTS_FILTERS, groupNm: group.groupNm };
  const mine = useQuery({
    queryKey: ['web', 'mypage', 'contents', 'group', group.groupSn, 'mine'],
    queryFn: () => fetchMyContents(api, 'mine', filters, 1),
  });
  const shared = useQuery({
    queryKey: ['web', 'mypage', 'contents', 'group', group.groupSn, 'shared'],
    queryFn: () => fetchMyContents(api, 'shared', { ...filters, sharedVia: 'group' }, 1),
  });
  if (!mine.data || !shared.data) return <p role="status">{t('common.loading')}</p>;
  const items = [...mine.data.content, ...shared.data.content];
  return (
    <div className="my-groups__panel">
      <h3>{t('web.groups.contents')}</h3>
      {items.length === 0 ? (
        <p className="gallery__empty">{t('web.groups.noContents')}</p>
      ) : (
        <ul className="my-groups__members" aria-label={t('web.groups.contentsOf', { name: group.groupNm })}>
          {items.map((item) => {
            const path = contentPath(item);
            return (
              <li key={`${item.contentsType}:${item.contentsId}`}>
                <span>
                  {item.contentsSj} · {t(`web.mypage.contents.type.${item.contentsType}`)} ·{' '}
                  {item.registerNm ?? item.registerId}
                </span>
                {path && (
                  <Link className="gallery-link-button gallery-link-button--secondary" to={path}>
                    {t('web.mypage.contents.open')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
