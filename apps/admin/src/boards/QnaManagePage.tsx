import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider/provider.css';
import { deleteComment, deleteQna, displayDateTime, listComments, listQna, pageCount, type Comment, type Qna } from './boards-api';
import { MngPages } from './MngPages';
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

function useModeration<T>(remove: (row: T) => Promise<unknown>, label: (row: T) => string) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.show(t('boardMng.deleted'), { tone: 'success' });
      void client.invalidateQueries({ queryKey: ['boardMng'] });
    },
  });
  return async (row: T) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('boardMng.qna.deleteConfirm', { title: label(row) }),
      confirmLabel: t('boardMng.delete'),
    });
    if (agreed) mutation.mutate(row);
  };
}

function SearchBar({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      className="board-mng__toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label>
        {t('boardMng.searchText')} <input value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="button--secondary">
        {t('boardMng.search')}
      </button>
    </form>
  );
}

function QnaList() {
  const { t } = useTranslation();
  const api = useApi();
  const [pageIndex, setPageIndex] = useState(1);
  const [searchNm, setSearchNm] = useState('');
  const list = useQuery({ queryKey: ['boardMng', 'qna', pageIndex, searchNm], queryFn: () => listQna(api, pageIndex, searchNm) });
  const confirmDelete = useModeration<Qna>((q) => deleteQna(api, q.qnaId), (q) => q.qnaSj);
  const page = list.data;
  return (
    <>
      <SearchBar
        onSearch={(s) => {
          setSearchNm(s);
          setPageIndex(1);
        }}
      />
      <table className="board-mng__table" aria-label={t('boardMng.qna.tabQna')}>
        <thead>
          <tr>
            <th scope="col">{t('boardMng.col.title')}</th>
            <th scope="col">{t('boardMng.col.writer')}</th>
            <th scope="col">{t('boardMng.qna.instt')}</th>
            <th scope="col">{t('boardMng.qna.answers')}</th>
            <th scope="col">{t('boardMng.col.date')}</th>
            <th scope="col">{t('boardMng.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {!page && (
            <tr>
              <td colSpan={6}>{list.isError ? t('boardMng.loadFailed') : t('boardMng.loading')}</td>
            </tr>
          )}
          {page?.content.length === 0 && (
            <tr>
              <td colSpan={6}>{t('boardMng.qna.empty')}</td>
            </tr>
          )}
          {page?.content.map((q) => (
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
          ))}
        </tbody>
      </table>
      {page && <MngPages count={pageCount(page.totalElements)} current={pageIndex} onChange={setPageIndex} />}
    </>
  );
}

function CommentList() {
  const { t } = useTranslation();
  const api = useApi();
  const [pageIndex, setPageIndex] = useState(1);
  const [searchNm, setSearchNm] = useState('');
  const list = useQuery({
    queryKey: ['boardMng', 'comments', pageIndex, searchNm],
    queryFn: () => listComments(api, pageIndex, searchNm),
  });
  const confirmDelete = useModeration<Comment>((c) => deleteComment(api, c.commentId), (c) => c.commentCn.slice(0, 30));
  const page = list.data;
  return (
    <>
      <SearchBar
        onSearch={(s) => {
          setSearchNm(s);
          setPageIndex(1);
        }}
      />
      <table className="board-mng__table" aria-label={t('boardMng.qna.tabComments')}>
        <thead>
          <tr>
            <th scope="col">{t('boardMng.qna.comment')}</th>
            <th scope="col">{t('boardMng.qna.target')}</th>
            <th scope="col">{t('boardMng.col.writer')}</th>
            <th scope="col">{t('boardMng.col.date')}</th>
            <th scope="col">{t('boardMng.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {!page && (
            <tr>
              <td colSpan={5}>{list.isError ? t('boardMng.loadFailed') : t('boardMng.loading')}</td>
            </tr>
          )}
          {page?.content.length === 0 && (
            <tr>
              <td colSpan={5}>{t('boardMng.qna.noComments')}</td>
            </tr>
          )}
          {page?.content.map((c) => (
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
          ))}
        </tbody>
      </table>
      {page && <MngPages count={pageCount(page.totalElements)} current={pageIndex} onChange={setPageIndex} />}
    </>
  );
}
