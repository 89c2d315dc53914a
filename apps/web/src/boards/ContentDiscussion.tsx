import { useApi, useSession } from '@nuri/shell';
import { Icon, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  boardKeys,
  COMMENT_MAX,
  displayDay,
  fetchComments,
  fetchNoticeComments,
  fetchReviews,
  fetchReviewSummary,
  pageCount,
} from './boards-api';
import { Pages } from './Pages';
import './boards.css';

const SCORES = [5, 4, 3, 2, 1] as const;

/**
 * Reviews (score 1–5 and a text, one per member) and comments of one map or themed app, for its
 * gallery page. Texts are shown as text. Members write; authors delete theirs.
 */
export function ContentDiscussion({ cntntsId }: { cntntsId: string }) {
  return (
    <div className="boards-discussion">
      <Reviews cntntsId={cntntsId} />
      <Comments target={{ cntntsId }} />
    </div>
  );
}

function Reviews({ cntntsId }: { cntntsId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const headingId = useId();
  const [pageIndex, setPageIndex] = useState(1);
  const [score, setScore] = useState(5);
  const [reviewCn, setReviewCn] = useState('');
  const summary = useQuery({
    queryKey: [...boardKeys.reviewSummary(cntntsId), session.userId],
    queryFn: () => fetchReviewSummary(api, cntntsId),
    enabled: session.loaded,
  });
  const list = useQuery({ queryKey: boardKeys.reviews(cntntsId, pageIndex), queryFn: () => fetchReviews(api, cntntsId, pageIndex) });
  const refresh = () => client.invalidateQueries({ queryKey: ['web', 'boards', 'reviews', cntntsId] });
  const add = useMutation({
    mutationFn: () => api.unwrap(api.POST('/api/review', { body: { cntntsId, score, reviewCn } })),
    onSuccess: () => {
      setReviewCn('');
      setPageIndex(1);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (reviewId: number) => api.unwrap(api.DELETE('/api/review/{reviewId}', { params: { path: { reviewId } } })),
    onSuccess: () => void refresh(),
  });
  const s = summary.data;
  return (
    <section className="boards-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('web.boards.review.title')}</h2>
      {s && (
        <p className="boards-reviews__summary">
          {s.reviewCnt > 0
            ? t('web.boards.review.summary', { avg: s.scoreAvg ?? 0, count: s.reviewCnt })
            : t('web.boards.review.none')}
        </p>
      )}
      {session.userId && s && !s.myReview && (
        <form
          className="boards__form boards__form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <label>
            {t('web.boards.review.score')}
            <select value={score} onChange={(e) => setScore(Number(e.target.value))}>
              {SCORES.map((n) => (
                <option key={n} value={n}>
                  {t('web.boards.review.stars', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('web.boards.review.text')}
            <input required maxLength={COMMENT_MAX} value={reviewCn} onChange={(e) => setReviewCn(e.target.value)} />
          </label>
          <button type="submit" disabled={add.isPending}>
            {t('web.boards.review.submit')}
          </button>
        </form>
      )}
      {!session.userId && <p>{t('web.boards.loginToWrite')}</p>}
      <ul className="boards__thread" aria-label={t('web.boards.review.listLabel')}>
        {list.data?.content.map((r) => (
          <li key={r.reviewId}>
            <p className="boards-detail__meta">
              <span role="img" className="boards__stars" aria-label={t('web.boards.review.stars', { count: r.score })}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Icon key={n} name="star" size={14} filled={n <= r.score} />
                ))}
              </span>{' '}
              {r.registerNm} · {displayDay(r.registDt)}
            </p>
            <p className="boards__text">{r.reviewCn}</p>
            {session.userId === r.registerId && (
              <button
                type="button"
                className="button--secondary"
                onClick={() =>
                  void dialogs
                    .confirm({ type: 'delete', message: t('web.boards.deleteConfirm'), confirmLabel: t('web.boards.delete') })
                    .then((ok) => ok && remove.mutate(r.reviewId))
                }
              >
                {t('web.boards.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pages count={pageCount(list.data.totalElements)} current={pageIndex} onChange={setPageIndex} />}
    </section>
  );
}

/** Where comments are: a content (map, app, layer) or a notice. */
export type CommentTarget = { cntntsId: string } | { nttId: number };

/** The comments of a content or a notice: newest first, members write, authors delete theirs. */
export function Comments({ target }: { target: CommentTarget }) {
  const key = 'nttId' in target ? `NTT:${target.nttId}` : target.cntntsId;
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const dialogs = useDialogs();
  const toast = useToast();
  const client = useQueryClient();
  const headingId = useId();
  const [pageIndex, setPageIndex] = useState(1);
  const [text, setText] = useState('');
  const list = useQuery({
    queryKey: boardKeys.comments(key, pageIndex),
    queryFn: () =>
      'nttId' in target ? fetchNoticeComments(api, target.nttId, pageIndex) : fetchComments(api, target.cntntsId, pageIndex),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['web', 'boards', 'comments', key] });
  const add = useMutation({
    mutationFn: () =>
      'nttId' in target
        ? api.unwrap(api.POST('/api/notice/comments', { body: { nttId: target.nttId, commentCn: text } }))
        : api.unwrap(api.POST('/api/comments', { body: { cntntsId: target.cntntsId, commentCn: text } })),
    onSuccess: () => {
      setText('');
      setPageIndex(1);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (commentId: number) =>
      'nttId' in target
        ? api.unwrap(api.DELETE('/api/notice/comments/{commentId}', { params: { path: { commentId } } }))
        : api.unwrap(api.DELETE('/api/comments/{commentId}', { params: { path: { commentId } } })),
    onSuccess: () => {
      toast.show(t('web.boards.deleted'), { tone: 'success' });
      void refresh();
    },
  });
  return (
    <section className="boards-comments" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('web.boards.comment.title', { count: list.data?.totalElements ?? 0 })}</h2>
      {session.userId ? (
        <form
          className="boards__form boards__form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <label>
            {t('web.boards.comment.label')}
            <textarea required rows={2} maxLength={COMMENT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="submit" disabled={add.isPending}>
            {t('web.boards.comment.submit')}
          </button>
        </form>
      ) : (
        <p>{t('web.boards.loginToWrite')}</p>
      )}
      {list.isError && <p role="alert">{t('web.boards.loadFailed')}</p>}
      {list.data?.content.length === 0 && <p>{t('web.boards.comment.empty')}</p>}
      <ul className="boards__thread" aria-label={t('web.boards.comment.listLabel')}>
        {list.data?.content.map((c) => (
          <li key={c.commentId}>
            <p className="boards-detail__meta">
              {c.registerNm} · {displayDay(c.registDt)}
            </p>
            <p className="boards__text">{c.commentCn}</p>
            {session.userId === c.registerId && (
              <button
                type="button"
                className="button--secondary"
                onClick={() =>
                  void dialogs
                    .confirm({ type: 'delete', message: t('web.boards.deleteConfirm'), confirmLabel: t('web.boards.delete') })
                    .then((ok) => ok && remove.mutate(c.commentId))
                }
              >
                {t('web.boards.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pages count={pageCount(list.data.totalElements)} current={pageIndex} onChange={setPageIndex} />}
    </section>
  );
}
