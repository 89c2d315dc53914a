import { canCreateContent } from '@nuri/domain';
import { useApi, type SignedInSession } from '@nuri/shell';
import { Tabs, useDialogs, useToast } from '@nuri/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadMoreFooter } from '../gallery/LoadMoreFooter';
import { contentPath, fetchMyContents, NO_CONTENTS_FILTERS } from '../gallery/mypage/mypage-contents-api';
import '../gallery/gallery.css';
import { useContentNameGate } from '../names/use-content-name-gate';
import {
  addMembers,
  createGroup,
  deleteGroup,
  fetchGroup,
  fetchGroups,
  leaveGroup,
  removeMembers,
  renameGroup,
  searchConstituents,
  type GroupRelation,
  type GroupSummary,
} from './groups-api';
import './groups.css';

const GROUPS_KEY = ['web', 'groups'] as const;
const RELATIONS: readonly GroupRelation[] = ['owned', 'member'];

/**
 * The my page's groups (/myPage?active=myGroups, spec 001 §7): the groups I made (create,
 * rename, add and remove members of my institution, delete) and the groups I belong to
 * (leave), each with the contents shared with it.
 */
export function MyGroups({ session }: { session: SignedInSession }) {
  const { t } = useTranslation();
  const [relation, setRelation] = useState<GroupRelation>('owned');
  return (
    <div className="mypage-contents my-groups">
      <Tabs
        label={t('web.groups.tabs')}
        selectedId={relation}
        onChange={(id) => setRelation(RELATIONS.find((known) => known === id) ?? 'owned')}
        tabs={RELATIONS.map((id) => ({
          id,
          label: t(`web.groups.${id}`),
          content:
            relation === id ? (
              <div className="my-groups__tab">
                {id === 'owned' && canCreateContent(session.userSeCode) && <CreateGroupForm />}
                <GroupList relation={id} session={session} />
              </div>
            ) : null,
        }))}
      />
    </div>
  );
}

function CreateGroupForm() {
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

function GroupList({ relation, session }: { relation: GroupRelation; session: SignedInSession }) {
  const { t } = useTranslation();
  const api = useApi();
  const list = useInfiniteQuery({
    queryKey: [...GROUPS_KEY, relation],
    queryFn: ({ pageParam }) => fetchGroups(api, relation, pageParam),
    initialPageParam: 1,
    getNextPageParam: (page, pages) => (page.last ? undefined : pages.length + 1),
  });
  const groups = list.data?.pages.flatMap((page) => page.content) ?? [];
  if (list.isError && !list.data) return <p role="alert">{t('web.groups.loadError')}</p>;
  if (!list.data) return <p role="status">{t('common.loading')}</p>;
  if (groups.length === 0) return <p className="gallery__empty">{t(`web.groups.empty.${relation}`)}</p>;
  return (
    <>
      <ul className="mypage-contents__list" aria-label={t(`web.groups.${relation}`)}>
        {groups.map((group) => (
          <GroupItem key={group.groupSn} group={group} relation={relation} session={session} />
        ))}
      </ul>
      <LoadMoreFooter
        hasMore={list.hasNextPage}
        busy={list.isFetching}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}

type Panel = 'rename' | 'members' | 'contents' | null;

function GroupItem({
  group,
  relation,
  session,
}: {
  group: GroupSummary;
  relation: GroupRelation;
  session: SignedInSession;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  const refresh = () => queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
  const remove = useMutation({
    mutationFn: () =>
      relation === 'owned' ? deleteGroup(api, group.groupSn) : leaveGroup(api, group.groupSn),
    onSuccess: () => {
      toast.show(
        t(relation === 'owned' ? 'web.groups.deleted' : 'web.groups.left', { name: group.groupNm }),
        { tone: 'success' },
      );
      void refresh();
    },
  });
  const ask = async () => {
    const ok = await dialogs.confirm({
      type: relation === 'owned' ? 'delete' : 'confirm',
      message: t(relation === 'owned' ? 'web.groups.deleteConfirm' : 'web.groups.leaveConfirm', {
        name: group.groupNm,
      }),
      confirmLabel: t(relation === 'owned' ? 'web.groups.delete' : 'web.groups.leave'),
    });
    if (ok) remove.mutate();
  };
  return (
    <li className="my-groups__item" aria-labelledby={titleId}>
      <div className="my-groups__head">
        <div className="mypage-contents__body">
          <strong id={titleId}>{group.groupNm}</strong>
          <p className="mypage-contents__meta">
            {t('web.groups.memberCnt', { count: group.memberCnt })}
            {' · '}
            {t('web.groups.owner')} {group.ownerNm ?? group.ownerId}
            {group.groupDc && <> · {group.groupDc}</>}
          </p>
        </div>
        <div className="mypage-contents__actions">
          {relation === 'owned' && (
            <>
              <button
                type="button"
                className="button--secondary"
                aria-expanded={panel === 'rename'}
                onClick={() => toggle('rename')}
              >
                {t('web.groups.rename')}
              </button>
              <button
                type="button"
                className="button--secondary"
                aria-expanded={panel === 'members'}
                onClick={() => toggle('members')}
              >
                {t('web.groups.members')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button--secondary"
            aria-expanded={panel === 'contents'}
            onClick={() => toggle('contents')}
          >
            {t('web.groups.contents')}
          </button>
          <button
            type="button"
            className="button--secondary"
            disabled={remove.isPending}
            onClick={() => void ask()}
          >
            {t(relation === 'owned' ? 'web.groups.delete' : 'web.groups.leave')}
          </button>
        </div>
      </div>
      {panel === 'rename' && <RenameForm group={group} onDone={() => setPanel(null)} />}
      {panel === 'members' && session.insttCode && (
        <MembersPanel groupSn={group.groupSn} insttCode={session.insttCode} />
      )}
      {panel === 'contents' && <GroupContents group={group} />}
    </li>
  );
}

function RenameForm({ group, onDone }: { group: GroupSummary; onDone: () => void }) {
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

function MembersPanel({ groupSn, insttCode }: { groupSn: number; insttCode: string }) {
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
function GroupContents({ group }: { group: GroupSummary }) {
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
