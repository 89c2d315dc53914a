import { canCreateContent } from '@nuri/domain';
import { useApi, type SignedInSession } from '@nuri/shell';
import { Tabs, useDialogs, useToast } from '@nuri/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '../gallery/LoadMoreFooter';
import '../gallery/gallery.css';
import { GroupContents, MembersPanel } from './GroupPanels';
import { CreateGroupForm, RenameForm } from './GroupForms';
import {
  deleteGroup,
  fetchGroups,
  GROUPS_KEY,
  leaveGroup,
  type GroupRelation,
  type GroupSummary,
} from './groups-api';
import './groups.css';

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
