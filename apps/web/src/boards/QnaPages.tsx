import { IdRoute, useApi, useSession, useSystemScope } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  boardKeys,
  displayDay,
  fetchAnswers,
  fetchQna,
  fetchQnaList,
  pageCount,
  type Qna,
} from './boards-api';
import { BoardContentField, hasText } from './BoardContentField';
import { BoardTable, Pages } from './Pages';
import './boards.css';

/** /community/qna (and /:insttCode/community/qna: the institution's members' questions): newest first. */
export function QnaListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { insttCode } = useSystemScope();
  const session = useSession();
  const titleId = useId();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useQuery({
    queryKey: boardKeys.qnaList(insttCode, pageIndex),
    queryFn: () => fetchQnaList(api, insttCode, pageIndex),
  });
  const page = list.data;
  return (
    <section className="boards" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('web.boards.qna.title')}</h1>
      <div className="boards__toolbar">
        {session.userId ? (
          <Link className="button" to="new">
            {t('web.boards.qna.ask')}
          </Link>
        ) : (
          <span>{t('web.boards.qna.loginToAsk')}</span>
        )}
        <Link to="../inquiry" relative="path">
          {t('web.boards.inquiry.title')}
        </Link>
      </div>
      <BoardTable
        isError={list.isError}
        page={page}
        pageIndex={pageIndex}
        onPage={setPageIndex}
        label={t('web.boards.qna.listLabel')}
        columns={[
          t('web.boards.col.title'),
          t('web.boards.col.writer'),
          t('web.boards.qna.answers'),
          t('web.boards.col.date'),
        ]}
        emptyText={t('web.boards.qna.empty')}
        rowKey={(q) => q.qnaId}
        cells={(q) => [
          <Link to={String(q.qnaId)}>{q.qnaSj}</Link>,
          q.registerNm,
          q.answerCnt,
          displayDay(q.registDt),
        ]}
      />
    </section>
  );
}

/** /community/qna/new (members): asks a question; also the edit form of one's own question. */
export function QnaFormPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <section className="boards" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('web.boards.qna.ask')}</h1>
      {session.userId ? (
        <QnaForm onSaved={(q) => navigate(`../${q.qnaId}`, { relative: 'path' })} />
      ) : (
        <p role="alert">{t('web.boards.qna.loginToAsk')}</p>
      )}
    </section>
  );
}

function QnaForm({ initial, onSaved }: { initial?: Qna; onSaved: (q: Qna) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const [qnaSj, setSj] = useState(initial?.qnaSj ?? '');
  // The stored text is the server's sanitised HTML: the editor takes it as it is.
  const [qnaCn, setCn] = useState(initial?.qnaCn ?? '');
  const [contentError, setContentError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      initial
        ? api.unwrap(
            api.PUT('/api/qna/{qnaId}', {
              params: { path: { qnaId: initial.qnaId } },
              body: { qnaSj, qnaCn },
            }),
          )
        : api.unwrap(api.POST('/api/qna', { body: { qnaSj, qnaCn } })),
    onSuccess: (q) => {
      void client.invalidateQueries({ queryKey: ['web', 'boards', 'qna'] });
      onSaved(q);
    },
  });
  return (
    <form
      className="boards__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!hasText(qnaCn)) {
          setContentError(t('web.boards.contentRequired'));
          return;
        }
        setContentError(null);
        save.mutate();
      }}
    >
      <label>
        {t('web.boards.col.title')}
        <input required maxLength={200} value={qnaSj} onChange={(e) => setSj(e.target.value)} />
      </label>
      <BoardContentField value={qnaCn} onChange={setCn} error={contentError} />
      <button type="submit" disabled={save.isPending}>
        {t('web.boards.save')}
      </button>
    </form>
  );
}

/** /community/qna/:qnaId: the question, its answers (newest first) and, for members, the answer form. */
export function QnaDetailPage() {
  return <IdRoute param="qnaId" render={(id) => <QnaDetail qnaId={id} />} />;
}

function QnaDetail({ qnaId }: { qnaId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [answerPage, setAnswerPage] = useState(1);
  const [answerCn, setAnswerCn] = useState('');
  const detail = useQuery({
    queryKey: boardKeys.qna(qnaId),
    queryFn: () => fetchQna(api, qnaId),
    retry: false,
  });
  const answers = useQuery({
    queryKey: boardKeys.answers(qnaId, answerPage),
    queryFn: () => fetchAnswers(api, qnaId, answerPage),
    enabled: detail.isSuccess,
  });
  const counted = useRef(false);
  useEffect(() => {
    if (!detail.isSuccess || counted.current) return;
    counted.current = true;
    api
      .unwrap(api.POST('/api/qna/{qnaId}/view-count', { params: { path: { qnaId } } }))
      .then((q) => client.setQueryData(boardKeys.qna(qnaId), q))
      .catch(() => undefined);
  }, [api, client, qnaId, detail.isSuccess]);
  const refresh = () => client.invalidateQueries({ queryKey: ['web', 'boards', 'qna'] });

  const addAnswer = useMutation({
    mutationFn: () =>
      api.unwrap(api.POST('/api/qna/{qnaId}/answers', { params: { path: { qnaId } }, body: { answerCn } })),
    onSuccess: () => {
      setAnswerCn('');
      setAnswerPage(1);
      void refresh();
    },
  });
  const removeAnswer = useMutation({
    mutationFn: (answerId: number) =>
      api.unwrap(
        api.DELETE('/api/qna/{qnaId}/answers/{answerId}', { params: { path: { qnaId, answerId } } }),
      ),
    onSuccess: () => {
      toast.show(t('web.boards.deleted'), { tone: 'success' });
      void refresh();
    },
  });
  const removeQuestion = useMutation({
    mutationFn: () => api.unwrap(api.DELETE('/api/qna/{qnaId}', { params: { path: { qnaId } } })),
    onSuccess: () => {
      toast.show(t('web.boards.deleted'), { tone: 'success' });
      void refresh();
      navigate('..', { relative: 'path' });
    },
  });
  const confirmThen = async (run: () => void) => {
    if (
      await dialogs.confirm({
        type: 'delete',
        message: t('web.boards.deleteConfirm'),
        confirmLabel: t('web.boards.delete'),
      })
    )
      run();
  };

  const q = detail.data;
  return (
    <article className="boards boards-detail" aria-labelledby={titleId}>
      <Link to=".." relative="path" className="boards-detail__back">
        {t('web.boards.back')}
      </Link>
      {detail.isError && <h1 id={titleId}>{t('web.boards.qna.notFound')}</h1>}
      {!q && !detail.isError && <p role="status">{t('common.loading')}</p>}
      {q && editing && (
        <>
          <h1 id={titleId}>{t('web.boards.qna.edit')}</h1>
          <QnaForm
            initial={q}
            onSaved={(saved) => {
              client.setQueryData(boardKeys.qna(qnaId), saved);
              setEditing(false);
            }}
          />
        </>
      )}
      {q && !editing && (
        <>
          <h1 id={titleId}>{q.qnaSj}</h1>
          <p className="boards-detail__meta">
            {t('web.boards.qna.meta', { writer: q.registerNm, date: displayDay(q.registDt), views: q.rdcnt })}
          </p>
          <div className="boards-detail__content" dangerouslySetInnerHTML={{ __html: q.qnaCn }} />
          {session.userId === q.registerId && (
            <div className="boards__actions">
              <button type="button" className="button--secondary" onClick={() => setEditing(true)}>
                {t('web.boards.edit')}
              </button>
              <button
                type="button"
                className="button--secondary"
                onClick={() => void confirmThen(() => removeQuestion.mutate())}
              >
                {t('web.boards.delete')}
              </button>
            </div>
          )}
          <section className="boards-answer" aria-label={t('web.boards.qna.answers')}>
            <h2>{t('web.boards.qna.answersCount', { count: q.answerCnt })}</h2>
            {answers.data?.content.length === 0 && <p>{t('web.boards.qna.noAnswers')}</p>}
            <ul className="boards__thread">
              {answers.data?.content.map((a) => (
                <li key={a.answerId}>
                  <p className="boards-detail__meta">
                    {a.registerNm} · {displayDay(a.registDt)}
                  </p>
                  <div className="boards-detail__content" dangerouslySetInnerHTML={{ __html: a.answerCn }} />
                  {session.userId === a.registerId && (
                    <button
                      type="button"
                      className="button--secondary"
                      onClick={() => void confirmThen(() => removeAnswer.mutate(a.answerId))}
                    >
                      {t('web.boards.delete')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {answers.data && (
              <Pages
                count={pageCount(answers.data.totalElements)}
                current={answerPage}
                onChange={setAnswerPage}
              />
            )}
            {session.userId ? (
              <form
                className="boards__form"
                onSubmit={(e) => {
                  e.preventDefault();
                  addAnswer.mutate();
                }}
              >
                <label>
                  {t('web.boards.qna.answerLabel')}
                  <textarea
                    required
                    rows={4}
                    maxLength={10000}
                    value={answerCn}
                    onChange={(e) => setAnswerCn(e.target.value)}
                  />
                </label>
                <button type="submit" disabled={addAnswer.isPending}>
                  {t('web.boards.qna.answerSubmit')}
                </button>
              </form>
            ) : (
              <p>{t('web.boards.qna.loginToAnswer')}</p>
            )}
          </section>
        </>
      )}
    </article>
  );
}
