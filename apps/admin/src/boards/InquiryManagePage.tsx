import { useApi } from '@nuri/shell';
import { FormDialog, Modal, SelectField, TextField, useToast } from '@nuri/ui';
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
  postInquiry,
  type InquiryFilter,
  type InquirySummary,
} from './boards-api';
import { MNG_KEY, MngSearch, MngTable, useMngDelete, useMngList } from './MngList';
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
  const client = useQueryClient();
  const provider = insttCode === null;
  const { filter, list, refilter, setPage } = useMngList<InquiryFilter, InquirySummary>(
    'inquiry',
    { pageIndex: 1, processAt: '', searchNm: '', insttCode },
    (f) => listInquiries(api, f),
  );
  const [opened, setOpened] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: [...MNG_KEY, 'inquiry'] });
  const confirmDelete = useMngDelete<InquirySummary>(
    (row) => deleteInquiry(api, row.inqryId),
    (row) => t('boardMng.inquiry.deleteConfirm', { title: row.inqrySj }),
  );
  const action = provider ? 'boardMng.inquiry.answer' : 'boardMng.inquiry.view';
  return (
    <div className="board-mng">
      <MngSearch
        label={t('boardMng.searchTitle')}
        onSearch={(searchNm) => refilter({ searchNm })}
        filters={
          <SelectField
            label={t('boardMng.inquiry.state')}
            value={filter.processAt}
            onChange={(value) => refilter({ processAt: value === 'Y' || value === 'N' ? value : '' })}
            options={[
              { value: '', label: t('boardMng.all') },
              { value: 'N', label: t('boardMng.inquiry.waiting') },
              { value: 'Y', label: t('boardMng.inquiry.answered') },
            ]}
          />
        }
        actions={
          !provider && (
            <button type="button" onClick={() => setWriting(true)}>
              {t('boardMng.inquiry.write')}
            </button>
          )
        }
      />
      <MngTable
        label={t('boardMng.inquiry.listLabel')}
        headers={[
          t('boardMng.col.no'),
          t('boardMng.col.title'),
          t('boardMng.col.writer'),
          t('boardMng.inquiry.kind'),
          t('boardMng.inquiry.state'),
          t('boardMng.col.date'),
          t('boardMng.col.actions'),
        ]}
        list={list}
        emptyText={t('boardMng.inquiry.empty')}
        pageIndex={filter.pageIndex}
        onPage={setPage}
      >
        {(page) =>
          page.content.map((row, i) => (
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
                  aria-label={`${t(action)} ${row.inqrySj}`}
                  onClick={() => setOpened(row.inqryId)}
                >
                  {t(action)}
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
          ))
        }
      </MngTable>
      {opened !== null && (
        <InquiryModal
          inqryId={opened}
          canAnswer={provider}
          onClose={() => setOpened(null)}
          onSaved={refresh}
        />
      )}
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
  const detail = useQuery({
    queryKey: ['boardMng', 'inquiry', 'detail', inqryId],
    queryFn: () => getInquiry(api, inqryId),
  });
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
                <textarea
                  required
                  rows={8}
                  maxLength={10000}
                  value={text}
                  onChange={(e) => setAnswer(e.target.value)}
                />
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
    <FormDialog
      title={t('boardMng.inquiry.write')}
      maxWidth={720}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      pending={save.isPending}
      submitLabel={t('boardMng.inquiry.send')}
      formClassName="instt-form"
    >
      <TextField label={t('boardMng.col.title')} value={sj} onChange={setSj} required maxLength={200} />
      <TextField
        label={t('boardMng.content')}
        value={cn}
        onChange={setCn}
        required
        maxLength={10000}
        multiline
        rows={8}
      />
    </FormDialog>
  );
}
