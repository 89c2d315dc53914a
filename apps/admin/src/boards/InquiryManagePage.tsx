import { useApi } from '@nuri/shell';
import { Modal, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider/provider.css';
import { AdminPage } from '../kit/AdminPage';
import {
  answerInquiry,
  deleteInquiry,
  displayDateTime,
  getInquiry,
  listInquiries,
  MNG_PAGE_SIZE,
  pageCount,
  postInquiry,
  type InquiryFilter,
  type InquirySummary,
} from './boards-api';
import { MngPages } from './MngPages';
import './boards.css';

/** Online inquiry management of the provider admin (72, /admin/manageInquiry): answer (mailed to the author) and delete. */
export function ProviderInquiryPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="instt-admin" aria-labelledby={titleId}>
      <header className="instt-admin__header">
        <h1 id={titleId}>{t('boardMng.inquiry.title')}</h1>
        <p className="instt-admin__intro">{t('boardMng.inquiry.intro')}</p>
      </header>
      <InquiryScreen insttCode={null} />
    </section>
  );
}

/** Help → online inquiry of the institution admin (/admin/:insttCode/manageInquiry): ask the operator, read the answers. */
export function InstitutionInquiryPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('boardMng.inquiry.insttTitle')} intro={t('boardMng.inquiry.insttIntro')}>
      {(insttCode) => <InquiryScreen insttCode={insttCode} />}
    </AdminPage>
  );
}

function InquiryScreen({ insttCode }: { insttCode: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const client = useQueryClient();
  const provider = insttCode === null;
  const [filter, setFilter] = useState<InquiryFilter>({ pageIndex: 1, processAt: '', searchNm: '', insttCode });
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const list = useQuery({ queryKey: ['boardMng', 'inquiry', filter], queryFn: () => listInquiries(api, filter) });
  const refresh = () => client.invalidateQueries({ queryKey: ['boardMng', 'inquiry'] });
  const remove = useMutation({
    mutationFn: (row: InquirySummary) => deleteInquiry(api, row.inqryId),
    onSuccess: () => {
      toast.show(t('boardMng.deleted'), { tone: 'success' });
      void refresh();
    },
  });
  const confirmDelete = async (row: InquirySummary) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('boardMng.inquiry.deleteConfirm', { title: row.inqrySj }),
      confirmLabel: t('boardMng.delete'),
    });
    if (agreed) remove.mutate(row);
  };
  const page = list.data;
  return (
    <div className="board-mng">
      <form
        className="board-mng__toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter((f) => ({ ...f, searchNm: search, pageIndex: 1 }));
        }}
      >
        <label>
          {t('boardMng.inquiry.state')}{' '}
          <select
            value={filter.processAt}
            onChange={(e) => setFilter((f) => ({ ...f, processAt: e.target.value as InquiryFilter['processAt'], pageIndex: 1 }))}
          >
            <option value="">{t('boardMng.all')}</option>
            <option value="N">{t('boardMng.inquiry.waiting')}</option>
            <option value="Y">{t('boardMng.inquiry.answered')}</option>
          </select>
        </label>
        <label>
          {t('boardMng.searchTitle')} <input value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className="button--secondary">
          {t('boardMng.search')}
        </button>
        {!provider && (
          <button type="button" onClick={() => setWriting(true)}>
            {t('boardMng.inquiry.write')}
          </button>
        )}
      </form>
      <table className="board-mng__table" aria-label={t('boardMng.inquiry.listLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('boardMng.col.no')}</th>
            <th scope="col">{t('boardMng.col.title')}</th>
            <th scope="col">{t('boardMng.col.writer')}</th>
            <th scope="col">{t('boardMng.inquiry.kind')}</th>
            <th scope="col">{t('boardMng.inquiry.state')}</th>
            <th scope="col">{t('boardMng.col.date')}</th>
            <th scope="col">{t('boardMng.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.isError && (
            <tr>
              <td colSpan={7} role="alert">
                {t('boardMng.loadFailed')}
              </td>
            </tr>
          )}
          {!page && !list.isError && (
            <tr>
              <td colSpan={7}>{t('boardMng.loading')}</td>
            </tr>
          )}
          {page && page.content.length === 0 && (
            <tr>
              <td colSpan={7}>{t('boardMng.inquiry.empty')}</td>
            </tr>
          )}
          {page?.content.map((row, i) => (
            <tr key={row.inqryId}>
              <td>{page.totalElements - (filter.pageIndex - 1) * MNG_PAGE_SIZE - i}</td>
              <td>{row.inqrySj}</td>
              <td>{row.writerNm}</td>
              <td>{t(row.memberAt === 'Y' ? 'boardMng.inquiry.member' : 'boardMng.inquiry.guest')}</td>
              <td>
                <span className={`board-mng__state board-mng__state--${row.processAt}`}>
                  {t(row.processAt === 'Y' ? 'boardMng.inquiry.answered' : 'boardMng.inquiry.waiting')}
                </span>
              </td>
              <td>{displayDateTime(row.registDt)}</td>
              <td>
                <button
                  type="button"
                  className="button--secondary"
                  aria-label={`${t(provider ? 'boardMng.inquiry.answer' : 'boardMng.inquiry.view')} ${row.inqrySj}`}
                  onClick={() => setOpened(row.inqryId)}
                >
                  {t(provider ? 'boardMng.inquiry.answer' : 'boardMng.inquiry.view')}
                </button>{' '}
                {provider && (
                  <button
                    type="button"
                    className="button--secondary"
                    aria-label={`${t('boardMng.delete')} ${row.inqrySj}`}
                    onClick={() => void confirmDelete(row)}
                  >
                    {t('boardMng.delete')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page && (
        <MngPages
          count={pageCount(page.totalElements)}
          current={filter.pageIndex}
          onChange={(p) => setFilter((f) => ({ ...f, pageIndex: p }))}
        />
      )}
      {opened !== null && <InquiryModal inqryId={opened} canAnswer={provider} onClose={() => setOpened(null)} onSaved={refresh} />}
      {writing && <WriteModal onClose={() => setWriting(false)} onSaved={refresh} />}
    </div>
  );
}

function InquiryModal({
  inqryId,
  canAnswer,
  onClose,
  onSaved,
}: {
  inqryId: number;
  canAnswer: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const formId = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const detail = useQuery({ queryKey: ['boardMng', 'inquiry', 'detail', inqryId], queryFn: () => getInquiry(api, inqryId) });
  const inquiry = detail.data;
  const text = answer ?? inquiry?.answerCn?.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '') ?? '';
  const save = useMutation({
    mutationFn: () => answerInquiry(api, inqryId, text),
    onSuccess: () => {
      toast.show(t('boardMng.inquiry.answerSaved'), { tone: 'success' });
      onSaved();
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) save.mutate();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={inquiry?.inqrySj ?? t('boardMng.loading')}
      maxWidth={720}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.close')}
          </button>
          {canAnswer && (
            <button type="submit" form={formId} disabled={save.isPending || !inquiry}>
              {t('boardMng.inquiry.saveAnswer')}
            </button>
          )}
        </>
      }
    >
      {!inquiry && <p role="status">{t('boardMng.loading')}</p>}
      {inquiry && (
        <div className="board-mng__detail">
          <dl className="board-mng__facts">
            <dt>{t('boardMng.col.writer')}</dt>
            <dd>
              {inquiry.writerNm} ({inquiry.emailaddr})
            </dd>
            <dt>{t('boardMng.col.date')}</dt>
            <dd>{displayDateTime(inquiry.registDt)}</dd>
          </dl>
          {/* Sanitized by the server (allow-list). */}
          <div className="board-mng__content" dangerouslySetInnerHTML={{ __html: inquiry.inqryCn }} />
          {canAnswer ? (
            <form id={formId} className="instt-form" onSubmit={submit}>
              <label>
                {t('boardMng.inquiry.answerLabel')}
                <textarea required rows={8} maxLength={10000} value={text} onChange={(e) => setAnswer(e.target.value)} />
              </label>
              <p className="instt-admin__intro">{t('boardMng.inquiry.answerHint')}</p>
            </form>
          ) : (
            <section aria-label={t('boardMng.inquiry.answerLabel')}>
              <h2>{t('boardMng.inquiry.answerLabel')}</h2>
              {inquiry.answerCn ? (
                <div className="board-mng__content" dangerouslySetInnerHTML={{ __html: inquiry.answerCn }} />
              ) : (
                <p>{t('boardMng.inquiry.noAnswer')}</p>
              )}
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}

function WriteModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const formId = useId();
  const [sj, setSj] = useState('');
  const [cn, setCn] = useState('');
  const save = useMutation({
    mutationFn: () => postInquiry(api, sj, cn),
    onSuccess: () => {
      toast.show(t('boardMng.inquiry.sent'), { tone: 'success' });
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('boardMng.inquiry.write')}
      maxWidth={720}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button type="submit" form={formId} disabled={save.isPending}>
            {t('boardMng.inquiry.send')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="instt-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <label>
          {t('boardMng.col.title')}
          <input required maxLength={200} value={sj} onChange={(e) => setSj(e.target.value)} />
        </label>
        <label>
          {t('boardMng.content')}
          <textarea required rows={8} maxLength={10000} value={cn} onChange={(e) => setCn(e.target.value)} />
        </label>
      </form>
    </Modal>
  );
}
