import { rateLimitText } from '@nuri/api-client';
import { IdRoute, useAccount, useApi, useSession } from '@nuri/shell';
import { useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  boardKeys,
  createInquiry,
  deleteInquiry,
  displayDay,
  fetchInquiries,
  fetchInquiry,
  fetchInquirySummary,
  INQUIRY_PASSWORD_MAX,
  INQUIRY_PASSWORD_MIN,
  openInquiry,
  type Inquiry,
} from './boards-api';
import { BoardContentField, hasText } from './BoardContentField';
import { CaptchaField } from './CaptchaField';
import { BoardTable } from './Pages';
import { useCaptchaGate } from './use-captcha-gate';
import './boards.css';

/** /community/inquiry: titles of every inquiry, newest first, with the answered state; mine only for members. */
export function InquiryListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const titleId = useId();
  const [pageIndex, setPageIndex] = useState(1);
  const [mine, setMine] = useState(false);
  const list = useQuery({
    queryKey: boardKeys.inquiries(pageIndex, mine),
    queryFn: () => fetchInquiries(api, pageIndex, mine),
    enabled: session.loaded,
  });
  const page = list.data;
  return (
    <section className="boards" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('web.boards.inquiry.title')}</h1>
      <p>{t('web.boards.inquiry.intro')}</p>
      <div className="boards__toolbar">
        {session.userId && (
          <label>
            <input
              type="checkbox"
              checked={mine}
              onChange={(e) => {
                setMine(e.target.checked);
                setPageIndex(1);
              }}
            />{' '}
            {t('web.boards.inquiry.mineOnly')}
          </label>
        )}
        <Link className="button" to="new">
          {t('web.boards.inquiry.write')}
        </Link>
      </div>
      <BoardTable
        isError={list.isError}
        page={page}
        pageIndex={pageIndex}
        onPage={setPageIndex}
        label={t('web.boards.inquiry.listLabel')}
        columns={[
          t('web.boards.col.title'),
          t('web.boards.col.writer'),
          t('web.boards.col.state'),
          t('web.boards.col.date'),
        ]}
        emptyText={t('web.boards.inquiry.empty')}
        rowKey={(row) => row.inqryId}
        cells={(row) => [
          <>
            <Link to={String(row.inqryId)}>{row.inqrySj}</Link>
            {row.memberAt === 'N' && !row.readableAt && (
              <span className="boards__lock"> {t('web.boards.inquiry.locked')}</span>
            )}
          </>,
          row.writerNm,
          <span className={`boards__state boards__state--${row.processAt}`}>
            {t(row.processAt === 'Y' ? 'web.boards.inquiry.answered' : 'web.boards.inquiry.waiting')}
          </span>,
          displayDay(row.registDt),
        ]}
      />
    </section>
  );
}

/** /community/inquiry/new: members write as themselves; guests give a name, an e-mail and a password. */
export function InquiryFormPage() {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const titleId = useId();
  const gate = useCaptchaGate();
  const [form, setForm] = useState({ inqrySj: '', inqryCn: '', writerNm: '', emailaddr: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const guest = !session.userId;
  const save = useMutation({
    mutationFn: async () => {
      const base = { inqrySj: form.inqrySj, inqryCn: form.inqryCn, ...gate.fields() };
      if (!guest) return createInquiry(api, base);
      return createInquiry(api, {
        ...base,
        writerNm: form.writerNm,
        emailaddr: form.emailaddr,
        password: await account.encryptPassword(form.password),
      });
    },
    onSuccess: (created) => {
      gate.settled();
      void client.invalidateQueries({ queryKey: ['web', 'boards', 'inquiry'] });
      navigate(`../${created.inqryId}`, { relative: 'path', state: { inquiry: created } });
    },
    onError: (error) => {
      gate.settled(error);
      setProblem(rateLimitText(error));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const length = [...form.password].length;
    if (guest && (length < INQUIRY_PASSWORD_MIN || length > INQUIRY_PASSWORD_MAX)) {
      setProblem(t('web.boards.inquiry.passwordRule'));
      return;
    }
    setProblem(null);
    if (!hasText(form.inqryCn)) {
      setContentError(t('web.boards.contentRequired'));
      return;
    }
    setContentError(null);
    save.mutate();
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return (
    <section className="boards" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('web.boards.inquiry.write')}</h1>
      {!session.loaded && <p role="status">{t('common.loading')}</p>}
      <form className="boards__form" onSubmit={submit} hidden={!session.loaded}>
        {guest && (
          <>
            <p>{t('web.boards.inquiry.guestIntro')}</p>
            <label>
              {t('web.boards.inquiry.writerNm')}
              <input required maxLength={50} autoComplete="name" {...field('writerNm')} />
            </label>
            <label>
              {t('web.boards.inquiry.emailaddr')}
              <input required type="email" maxLength={254} autoComplete="email" {...field('emailaddr')} />
            </label>
            <label>
              {t('web.boards.inquiry.password')}
              <input
                required
                type="password"
                minLength={INQUIRY_PASSWORD_MIN}
                maxLength={INQUIRY_PASSWORD_MAX}
                autoComplete="new-password"
                {...field('password')}
              />
            </label>
          </>
        )}
        <label>
          {t('web.boards.col.title')}
          <input required maxLength={200} {...field('inqrySj')} />
        </label>
        <BoardContentField
          value={form.inqryCn}
          onChange={(inqryCn) => setForm((f) => ({ ...f, inqryCn }))}
          error={contentError}
        />
        {gate.required && <CaptchaField round={gate.round} value={gate.value} onChange={gate.setValue} />}
        {problem && <p role="alert">{problem}</p>}
        <div className="boards__actions">
          <Link to=".." relative="path" className="button button--secondary">
            {t('web.boards.cancel')}
          </Link>
          <button type="submit" disabled={save.isPending}>
            {t('web.boards.inquiry.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** /community/inquiry/:inqryId: the author and admins see it; a guest's inquiry opens with its password. */
export function InquiryDetailPage() {
  return <IdRoute param="inqryId" render={(id) => <InquiryDetail inqryId={id} />} />;
}

function InquiryDetail({ inqryId }: { inqryId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const location = useLocation();
  const titleId = useId();
  const [opened, setOpened] = useState<Inquiry | null>(
    (location.state as { inquiry?: Inquiry } | null)?.inquiry?.inqryId === inqryId
      ? (location.state as { inquiry: Inquiry }).inquiry
      : null,
  );
  const [password, setPassword] = useState<string | null>(null);
  const summary = useQuery({
    queryKey: boardKeys.inquirySummary(inqryId),
    queryFn: () => fetchInquirySummary(api, inqryId),
    enabled: session.loaded && !opened,
    retry: false,
  });
  const readable = summary.data?.readableAt === true;
  const detail = useQuery({
    queryKey: boardKeys.inquiry(inqryId),
    queryFn: () => fetchInquiry(api, inqryId),
    enabled: readable && !opened,
    retry: false,
  });
  const inquiry = opened ?? detail.data ?? null;

  let body;
  if (inquiry) {
    body = <InquiryView inquiry={inquiry} titleId={titleId} password={password} />;
  } else if (summary.isError) {
    body = <h1 id={titleId}>{t('web.boards.inquiry.notFound')}</h1>;
  } else if (summary.data && !readable) {
    body =
      summary.data.memberAt === 'N' ? (
        <PasswordForm
          inqryId={inqryId}
          title={summary.data.inqrySj}
          titleId={titleId}
          onOpened={(found, plain) => {
            setOpened(found);
            setPassword(plain);
          }}
        />
      ) : (
        <>
          <h1 id={titleId}>{summary.data.inqrySj}</h1>
          <p role="alert">{t('web.boards.inquiry.membersOnly')}</p>
        </>
      );
  } else {
    body = <p role="status">{t('common.loading')}</p>;
  }
  return (
    <article className="boards boards-detail" aria-labelledby={titleId}>
      <Link to=".." relative="path" className="boards-detail__back">
        {t('web.boards.back')}
      </Link>
      {body}
    </article>
  );
}

function PasswordForm({
  inqryId,
  title,
  titleId,
  onOpened,
}: {
  inqryId: number;
  title: string;
  titleId: string;
  onOpened: (inquiry: Inquiry, password: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const inputId = useId();
  const gate = useCaptchaGate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: async () =>
      openInquiry(api, inqryId, { password: await account.encryptPassword(password), ...gate.fields() }),
    onSuccess: (found) => {
      gate.settled();
      onOpened(found, password);
    },
    onError: (error) => {
      gate.settled(error);
      setProblem(rateLimitText(error));
    },
  });
  return (
    <>
      <h1 id={titleId}>{title}</h1>
      <form
        className="boards__form"
        onSubmit={(e) => {
          e.preventDefault();
          open.mutate();
        }}
      >
        <p>{t('web.boards.inquiry.passwordPrompt')}</p>
        <label htmlFor={inputId}>{t('web.boards.inquiry.password')}</label>
        <input
          id={inputId}
          type="password"
          required
          maxLength={INQUIRY_PASSWORD_MAX}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {gate.required && <CaptchaField round={gate.round} value={gate.value} onChange={gate.setValue} />}
        {problem && <p role="alert">{problem}</p>}
        <button type="submit" disabled={open.isPending}>
          {t('web.boards.inquiry.open')}
        </button>
      </form>
    </>
  );
}

function InquiryView({
  inquiry,
  titleId,
  password,
}: {
  inquiry: Inquiry;
  titleId: string;
  password: string | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const mayDelete = password !== null || (session.userId !== null && session.userId === inquiry.registerId);
  const remove = useMutation({
    mutationFn: async () =>
      deleteInquiry(
        api,
        inquiry.inqryId,
        password !== null ? { password: await account.encryptPassword(password) } : {},
      ),
    onSuccess: () => {
      toast.show(t('web.boards.deleted'), { tone: 'success' });
      void client.invalidateQueries({ queryKey: ['web', 'boards', 'inquiry'] });
      navigate('..', { relative: 'path' });
    },
  });
  return (
    <>
      <h1 id={titleId}>{inquiry.inqrySj}</h1>
      <p className="boards-detail__meta">
        {t('web.boards.inquiry.meta', { writer: inquiry.writerNm, date: displayDay(inquiry.registDt) })}{' '}
        <span className={`boards__state boards__state--${inquiry.processAt}`}>
          {t(inquiry.processAt === 'Y' ? 'web.boards.inquiry.answered' : 'web.boards.inquiry.waiting')}
        </span>
      </p>
      {/* Sanitized by the server with the notices' allow-list (apps/api boards/board-text.ts). */}
      <div className="boards-detail__content" dangerouslySetInnerHTML={{ __html: inquiry.inqryCn }} />
      <section className="boards-answer" aria-label={t('web.boards.inquiry.answer')}>
        <h2>{t('web.boards.inquiry.answer')}</h2>
        {inquiry.answerCn ? (
          <>
            <p className="boards-detail__meta">{displayDay(inquiry.answerDt)}</p>
            <div className="boards-detail__content" dangerouslySetInnerHTML={{ __html: inquiry.answerCn }} />
          </>
        ) : (
          <p>{t('web.boards.inquiry.noAnswer')}</p>
        )}
      </section>
      {mayDelete && (
        <button
          type="button"
          className="button--secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('web.boards.delete')}
        </button>
      )}
    </>
  );
}
