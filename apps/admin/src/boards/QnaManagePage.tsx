import { useApi } from '@nuri/shell';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider/provider.css';
import {
  deleteComment,
  deleteQna,
  displayDateTime,
  listComments,
  listQna,
  type Comment,
  type Qna,
} from './boards-api';
import { MngSearch, MngTable, useMngDelete, useMngList } from './MngList';
import './boards.css';

type Tab = 'qna' | 'comments';

/** Q&A and comment moderation of the provider admin (73, /admin/manageQna): delete questions (with their answers) and comments. */
export function ProviderQnaPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [tab, setTab] = useState<Tab>('qna');
  return (
    <section className="instt-admin" aria-labelledby={titleId}>
      <header className="instt-admin__header">
        <h1 id={titleId}>{t('boardMng.qna.title')}</h1>
        <p className="instt-admin__intro">{t('boardMng.qna.intro')}</p>
      </header>
      <div role="tablist" className="board-mng__tabs" aria-label={t('boardMng.qna.title')}>
        {(['qna', 'comments'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(k === 'qna' ? 'boardMng.qna.tabQna' : 'boardMng.qna.tabComments')}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'qna' ? <QnaList /> : <CommentList />}</div>
    </section>
  );
}

function QnaList() {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <ModerationList<Qna>
      name="qna"
      label={t('boardMng.qna.tabQna')}
      emptyText={t('boardMng.qna.empty')}
      load={(f) => listQna(api, f.pageIndex, f.searchNm)}
      remove={(q) => deleteQna(api, q.qnaId)}
      rowKey={(q) => q.qnaId}
      title={(q) => q.qnaSj}
      columns={[
        [t('boardMng.col.title'), (q) => q.qnaSj],
        [t('boardMng.col.writer'), (q) => `${q.registerNm} (${q.registerId})`],
        [t('boardMng.qna.instt'), (q) => q.insttCode ?? ''],
        [t('boardMng.qna.answers'), (q) => q.answerCnt],
        [t('boardMng.col.date'), (q) => displayDateTime(q.registDt)],
      ]}
    />
  );
}

function CommentList() {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <ModerationList<Comment>
      name="comments"
      label={t('boardMng.qna.tabComments')}
      emptyText={t('boardMng.qna.noComments')}
      load={(f) => listComments(api, f.pageIndex, f.searchNm)}
      remove={(c) => deleteComment(api, c.commentId)}
      rowKey={(c) => c.commentId}
      title={(c) => c.commentCn.slice(0, 30)}
      columns={[
        [t('boardMng.qna.comment'), (c) => <span className="board-mng__text">{c.commentCn}</span>],
        [t('boardMng.qna.target'), (c) => `${t(`boardMng.qna.targetType.${c.cntntsTyCode}`)} ${c.cntntsId}`],
        [t('boardMng.col.writer'), (c) => c.registerNm],
        [t('boardMng.col.date'), (c) => displayDateTime(c.registDt)],
      ]}
    />
  );
}

/** A searchable, paged list whose rows the operator may delete (after a confirmation). */
function ModerationList<T>({
  name,
  label,
  emptyText,
  load,
  remove,
  rowKey,
  title,
  columns,
}: {
  name: string;
  label: string;
  emptyText: string;
  load: (filter: { pageIndex: number; searchNm: string }) => Promise<{ content: T[]; totalElements: number }>;
  remove: (row: T) => Promise<unknown>;
  rowKey: (row: T) => string | number;
  /** The row's name in the confirmation and on its delete button. */
  title: (row: T) => string;
  columns: [header: string, cell: (row: T) => ReactNode][];
}) {
  const { t } = useTranslation();
  const { filter, list, refilter, setPage } = useMngList(name, { pageIndex: 1, searchNm: '' }, load);
  const confirmDelete = useMngDelete<T>(remove, (row) =>
    t('boardMng.qna.deleteConfirm', { title: title(row) }),
  );
  return (
    <>
      <MngSearch label={t('boardMng.searchText')} onSearch={(searchNm) => refilter({ searchNm })} />
      <MngTable
        label={label}
        headers={[...columns.map(([header]) => header), t('boardMng.col.actions')]}
        list={list}
        emptyText={emptyText}
        pageIndex={filter.pageIndex}
        onPage={setPage}
      >
        {(page) =>
          page.content.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(([header, cell]) => (
                <td key={header}>{cell(row)}</td>
              ))}
              <td>
                <button
                  type="button"
                  className="button--secondary"
                  aria-label={`${t('boardMng.delete')} ${title(row)}`}
                  onClick={() => void confirmDelete(row)}
                >
                  {t('boardMng.delete')}
                </button>
              </td>
            </tr>
          ))
        }
      </MngTable>
    </>
  );
}
