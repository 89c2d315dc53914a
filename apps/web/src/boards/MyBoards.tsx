import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { boardKeys, BOARD_PAGE_SIZE, displayDay, pageCount, type Activity } from './boards-api';
import { Pages } from './Pages';
import './boards.css';

/** The my-page sections of the boards (?active=…). */
export const MY_BOARD_SECTIONS = ['myActivity', 'myComments', 'myQna'] as const;
export type MyBoardSection = (typeof MY_BOARD_SECTIONS)[number];
export const MY_BOARD_SECTION_LABELS = {
  myActivity: 'web.boards.my.activity',
  myComments: 'web.boards.my.comments',
  myQna: 'web.boards.my.qna',
} as const satisfies Record<MyBoardSection, string>;

/** Where an activity row leads, relative to the system's root ('' or '/:insttCode'). */
function linkOf(a: Pick<Activity, 'activityTy' | 'cntntsTyCode' | 'targetId'>, root: string): string | null {
  switch (a.activityTy) {
    case 'INQUIRY':
      return `${root}/community/inquiry/${a.targetId}`;
    case 'QNA':
    case 'QNA_ANSWER':
      return `${root}/community/qna/${a.targetId}`;
    default:
      return a.cntntsTyCode === 'NTT' ? `${root}/notice/${a.targetId}` : null;
  }
}

/** One my-page board section: my activity, my comments or my Q&A questions (newest first). */
export function MyBoards({ section, root }: { section: MyBoardSection; root: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [pageIndex, setPageIndex] = useState(1);
  const query = { pageIndex, pageSize: BOARD_PAGE_SIZE };
  const list = useQuery({
    queryKey: boardKeys.activity(section, pageIndex),
    queryFn: async (): Promise<{ rows: Activity[]; total: number }> => {
      if (section === 'myComments') {
        const page = await api.unwrap(api.GET('/api/mypage/comments', { params: { query } }));
        return {
          total: page.totalElements,
          rows: page.content.map((c) => ({
            activityTy: 'COMMENT',
            activityId: c.commentId,
            activitySj: c.commentCn,
            cntntsTyCode: c.cntntsTyCode,
            targetId: c.cntntsId,
            registDt: c.registDt,
          })),
        };
      }
      if (section === 'myQna') {
        const page = await api.unwrap(api.GET('/api/mypage/qna', { params: { query } }));
        return {
          total: page.totalElements,
          rows: page.content.map((q) => ({
            activityTy: 'QNA',
            activityId: q.qnaId,
            activitySj: q.qnaSj,
            cntntsTyCode: null,
            targetId: String(q.qnaId),
            registDt: q.registDt,
          })),
        };
      }
      const page = await api.unwrap(api.GET('/api/mypage/activity', { params: { query } }));
      return { total: page.totalElements, rows: page.content };
    },
  });
  if (list.isError) return <p role="alert">{t('web.boards.loadFailed')}</p>;
  if (!list.data) return <p role="status">{t('common.loading')}</p>;
  return (
    <div className="boards">
      <table className="boards__table" aria-label={t(MY_BOARD_SECTION_LABELS[section])}>
        <thead>
          <tr>
            <th scope="col">{t('web.boards.my.kind')}</th>
            <th scope="col">{t('web.boards.col.title')}</th>
            <th scope="col">{t('web.boards.col.date')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.rows.length === 0 && (
            <tr>
              <td colSpan={3}>{t('web.boards.my.empty')}</td>
            </tr>
          )}
          {list.data.rows.map((a) => {
            const to = linkOf(a, root);
            return (
              <tr key={`${a.activityTy}-${a.activityId}`}>
                <td>{t(`web.boards.my.type.${a.activityTy}`)}</td>
                <td>{to ? <Link to={to}>{a.activitySj}</Link> : a.activitySj}</td>
                <td>{displayDay(a.registDt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pages count={pageCount(list.data.total)} current={pageIndex} onChange={setPageIndex} />
    </div>
  );
}
