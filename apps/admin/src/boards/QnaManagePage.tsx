import { useApi } from '@nuri/shell';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider/provider.css';
import { deleteComment, deleteQna, displayDateTime, listComments, listQna, type Comment, type Qna } from './boards-api';
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
  const { filter, list, refilter, setPage } = useMngList('qna', { pageIndex: 1, searchNm: '' }, (f) =>
    listQna(api, f.pageIndex, f.searchNm),
  );
  const confirmDelete = useMngDelete<Qna>(
    (q) => deleteQna(api, q.qnaId),
    (q) => t('boardMng.qna.deleteConfirm', { title: q.qnaSj }),
  );
  return (
    <>
      <MngSearch label={t('boardMng.searchText')} onSearch={(searchNm) => refilter({ searchNm })} />
      <MngTable
        label={t('boardMng.qna.tabQna')}
        headers={[
          t('boardMng.col.title'),
          t('boardMng.col.writer'),
          t('boardMng.qna.instt'),
          t('boardMng.qna.answers'),
          t('boardMng.col.date'),
          t('boardMng.col.actions'),
        ]}
        list={list}
        emptyText={t('boardMng.qna.empty')}
        pageIndex={filter.pageIndex}
        onPage={setPage}
      >
        {(page) =>
          page.content.map((q) => (
            <tr key={q.qnaId}>
              <td>{q.qnaSj}</td>
              <td>
                {q.registerNm} ({q.registerId})
              </td>
              <td>{q.insttCode ?? ''}</td>
              <td>{q.answerCnt}</td>
              <td>{displayDateTime(q.registDt)}</td>
              <td>
                <button
                  type="button"
                  className="button--secondary"
                  aria-label={`${t('boardMng.delete')} ${q.qnaSj}`}
                  onClick={() => void confirmDelete(q)}
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

function CommentList() {
  const { t } = useTranslation();
  const api = useApi();
  const { filter, list, refilter, setPage } = useMngList('comments', { pageIndex: 1, searchNm: '' }, (f) =>
    listComments(api, f.pageIndex, f.searchNm),
  );
  const confirmDelete = useMngDelete<Comment>(
    (c) => deleteComment(api, c.commentId),
    (c) => t('boardMng.qna.deleteConfirm', { title: c.commentCn.slice(0, 30) }),
  );
  return (
    <>
      <MngSearch label={t('boardMng.searchText')} onSearch={(searchNm) => refilter({ searchNm })} />
      <MngTable
        label={t('boardMng.qna.tabComments')}
        headers={[
          t('boardMng.qna.comment'),
          t('boardMng.qna.target'),
          t('boardMng.col.writer'),
          t('boardMng.col.date'),
          t('boardMng.col.actions'),
        ]}
        list={list}
        emptyText={t('boardMng.qna.noComments')}
        pageIndex={filter.pageIndex}
        onPage={setPage}
      >
        {(page) =>
          page.content.map((c) => (
            <tr key={c.commentId}>
              <td className="board-mng__text">{c.commentCn}</td>
              <td>
                {t(`boardMng.qna.targetType.${c.cntntsTyCode}`)} {c.cntntsId}
              </td>
              <td>{c.registerNm}</td>
              <td>{displayDateTime(c.registDt)}</td>
              <td>
                <button
                  type="button"
                  className="button--secondary"
                  aria-label={`${t('boardMng.delete')} ${c.commentCn.slice(0, 30)}`}
                  onClick={() => void confirmDelete(c)}
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
