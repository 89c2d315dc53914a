import { isInstitutionAdminCode, isProviderAdminCode } from '@nuri/domain';
import { isSignedIn, useApi, useSession } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addCandidate,
  createElection,
  deleteCandidate,
  deleteElection,
  deleteResult,
  manageElections,
  manageResults,
  saveResult,
  updateElection,
  type ElectionSave,
} from './election-manage-api';
import { fetchDistricts, labKeys, type Candidate, type DistrictResult, type Election } from './lab-api';
import './lab.css';

/**
 * Election management (561): the page the institution admin's /manageElection menu shows in an
 * embedded frame (/:insttCode/serviceLab/electionManage). Elections, candidates and results
 * per district; the API answers only the configured institution's admins and provider admins.
 */
export default function ElectionManagePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.loaded) return <p role="status">{t('common.loading')}</p>;
  const admin = isSignedIn(session) && (isInstitutionAdminCode(session.userSeCode) || isProviderAdminCode(session.userSeCode));
  if (!admin) return <p role="alert" className="lab-window__notice">{t('web.lab.manage.loginRequired')}</p>;
  return <ElectionManage />;
}

const today = () => new Date().toISOString().slice(0, 10);

function ElectionManage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const dialogs = useDialogs();
  const listId = useId();
  const [sgId, setSgId] = useState<number | null>(null);
  const elections = useQuery({ queryKey: labKeys.manage, queryFn: () => manageElections(api), retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: labKeys.manage });

  const create = useMutation({
    mutationFn: (body: ElectionSave) => createElection(api, body),
    onSuccess: (e) => {
      setSgId(e.sgId);
      toast.show(t('web.lab.manage.saved'), { tone: 'success' });
      void refresh();
    },
  });

  const selected = elections.data?.find((e) => e.sgId === sgId) ?? null;

  const askRemove = async (e: Election) => {
    if (!(await dialogs.confirm({ type: 'delete', message: t('web.lab.manage.confirmDelete', { name: e.sgNm }) }))) return;
    await deleteElection(api, e.sgId);
    setSgId(null);
    toast.show(t('web.lab.manage.deleted'), { tone: 'success' });
    void refresh();
  };

  return (
    <div className="lab-manage" data-testid="election-manage">
      <section aria-labelledby={listId}>
        <h1 id={listId}>{t('web.lab.manage.title')}</h1>
        <p className="lab-muted">{t('web.lab.manage.intro')}</p>
        {elections.isPending && <p role="status">{t('common.loading')}</p>}
        {elections.isError && <p role="alert">{t('web.lab.manage.forbidden')}</p>}
        {elections.data && elections.data.length === 0 && <p>{t('web.lab.manage.empty')}</p>}
        <ul className="lab-list">
          {(elections.data ?? []).map((e) => (
            <li key={e.sgId} aria-current={e.sgId === sgId}>
              <button type="button" className="lab-list__pick" onClick={() => setSgId(e.sgId)}>
                <strong>{e.sgNm}</strong>
                <br />
                <span className="lab-muted">
                  {e.voteDe} · {e.othbcAt === 'Y' ? t('web.lab.manage.public') : t('web.lab.manage.draft')}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {elections.data && (
          <>
            <h2>{t('web.lab.manage.newElection')}</h2>
            <ElectionForm key="new" onSave={(body) => create.mutate(body)} busy={create.isPending} />
          </>
        )}
      </section>
      {selected ? (
        <ElectionEditor key={selected.sgId} election={selected} onChanged={() => void refresh()} onRemove={() => void askRemove(selected)} />
      ) : (
        elections.data && <p className="lab-muted">{t('web.lab.manage.pick')}</p>
      )}
    </div>
  );
}

function ElectionForm({ election, onSave, busy }: { election?: Election; onSave: (body: ElectionSave) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [sgNm, setSgNm] = useState(election?.sgNm ?? '');
  const [voteDe, setVoteDe] = useState(election?.voteDe ?? today());
  const [othbcAt, setOthbcAt] = useState<'Y' | 'N'>(election?.othbcAt ?? 'N');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ sgNm: sgNm.trim(), voteDe, othbcAt });
  };
  return (
    <form onSubmit={submit}>
      <label>
        {t('web.lab.manage.sgNm')} <input value={sgNm} required maxLength={100} onChange={(e) => setSgNm(e.target.value)} />
      </label>
      <label>
        {t('web.lab.manage.voteDe')} <input type="date" value={voteDe} required onChange={(e) => setVoteDe(e.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={othbcAt === 'Y'} onChange={(e) => setOthbcAt(e.target.checked ? 'Y' : 'N')} /> {t('web.lab.manage.othbcAt')}
      </label>
      <button type="submit" disabled={busy || !sgNm.trim()}>
        {t('web.lab.manage.save')}
      </button>
    </form>
  );
}

function ElectionEditor({ election, onChanged, onRemove }: { election: Election; onChanged: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const results = useQuery({ queryKey: labKeys.manageResults(election.sgId), queryFn: () => manageResults(api, election.sgId) });
  const districts = useQuery({ queryKey: labKeys.districts, queryFn: () => fetchDistricts(api), staleTime: Infinity });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: labKeys.manageResults(election.sgId) });
    onChanged();
  };
  const saved = () => {
    toast.show(t('web.lab.manage.saved'), { tone: 'success' });
    reload();
  };

  const update = useMutation({ mutationFn: (body: ElectionSave) => updateElection(api, election.sgId, body), onSuccess: saved });
  const candidates = results.data?.candidates ?? [];
  const byCode = new Map((results.data?.districts ?? []).map((d) => [d.signguCode, d]));

  return (
    <section aria-labelledby={headingId}>
      <div className="lab-row">
        <h2 id={headingId}>{election.sgNm}</h2>
        <button type="button" onClick={onRemove}>
          {t('web.lab.manage.delete')}
        </button>
      </div>
      <ElectionForm election={election} onSave={(body) => update.mutate(body)} busy={update.isPending} />
      <h3>{t('web.lab.manage.candidates')}</h3>
      <CandidateEditor sgId={election.sgId} candidates={candidates} onChanged={saved} />
      <h3>{t('web.lab.manage.results')}</h3>
      {results.isPending && <p role="status">{t('common.loading')}</p>}
      {candidates.length > 0 && districts.data && (
        <table className="lab-table" data-testid="election-manage-results">
          <thead>
            <tr>
              <th scope="col">{t('web.lab.manage.district')}</th>
              <th scope="col">{t('web.lab.manage.electorCnt')}</th>
              <th scope="col">{t('web.lab.manage.voteCnt')}</th>
              {candidates.map((c) => (
                <th scope="col" key={c.cndddtId}>
                  <span className="lab-swatch" style={{ background: c.color }} />
                  {c.giho}. {c.cndddtNm}
                </th>
              ))}
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {districts.data.features.map((f) => {
              const p = f.properties as { signguCode: string; signguNm: string };
              return (
                <ResultRow
                  key={`${p.signguCode}-${candidates.map((c) => c.cndddtId).join('.')}`}
                  sgId={election.sgId}
                  signguCode={p.signguCode}
                  signguNm={p.signguNm}
                  candidates={candidates}
                  result={byCode.get(p.signguCode)}
                  onSaved={saved}
                />
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CandidateEditor({ sgId, candidates, onChanged }: { sgId: number; candidates: readonly Candidate[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [giho, setGiho] = useState(candidates.length + 1);
  const [cndddtNm, setName] = useState('');
  const [partyNm, setParty] = useState('');
  const [color, setColor] = useState('#1f6fd1');
  useEffect(() => setGiho(candidates.length + 1), [candidates.length]);
  const add = useMutation({
    mutationFn: () => addCandidate(api, sgId, { giho, cndddtNm: cndddtNm.trim(), partyNm: partyNm.trim(), color }),
    onSuccess: () => {
      setName('');
      setParty('');
      onChanged();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteCandidate(api, sgId, id), onSuccess: onChanged });
  return (
    <>
      {candidates.length === 0 && <p className="lab-muted">{t('web.lab.manage.noCandidates')}</p>}
      <ul className="lab-list">
        {candidates.map((c) => (
          <li key={c.cndddtId} className="lab-row">
            <span className="lab-swatch" style={{ background: c.color }} />
            {c.giho}. {c.cndddtNm} ({c.partyNm})
            <button type="button" onClick={() => remove.mutate(c.cndddtId)}>
              {t('web.lab.manage.delete')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="lab-row"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <label>
          {t('web.lab.manage.giho')} <input type="number" min={1} max={99} value={giho} onChange={(e) => setGiho(Number(e.target.value))} />
        </label>
        <label>
          {t('web.lab.manage.cndddtNm')} <input value={cndddtNm} required maxLength={40} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t('web.lab.manage.partyNm')} <input value={partyNm} required maxLength={40} onChange={(e) => setParty(e.target.value)} />
        </label>
        <label>
          {t('web.lab.manage.color')} <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </label>
        <button type="submit" disabled={add.isPending || !cndddtNm.trim() || !partyNm.trim()}>
          {t('web.lab.manage.addCandidate')}
        </button>
      </form>
    </>
  );
}

function ResultRow(props: {
  sgId: number;
  signguCode: string;
  signguNm: string;
  candidates: readonly Candidate[];
  result: DistrictResult | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { sgId, signguCode, signguNm, candidates, result, onSaved } = props;
  const [electorCnt, setElectors] = useState(result?.electorCnt ?? 0);
  const [voteCnt, setVotes] = useState(result?.voteCnt ?? 0);
  const [votes, setCandidateVotes] = useState<Record<number, number>>(() =>
    Object.fromEntries(candidates.map((c) => [c.cndddtId, result?.votes.find((v) => v.cndddtId === c.cndddtId)?.voteCnt ?? 0])),
  );
  const save = useMutation({
    mutationFn: () =>
      saveResult(api, sgId, signguCode, { electorCnt, voteCnt, votes: candidates.map((c) => ({ cndddtId: c.cndddtId, voteCnt: votes[c.cndddtId] ?? 0 })) }),
    onSuccess: onSaved,
  });
  const remove = useMutation({ mutationFn: () => deleteResult(api, sgId, signguCode), onSuccess: onSaved });
  const num = (v: string) => Math.max(0, Math.floor(Number(v) || 0));
  return (
    <tr data-district={signguCode}>
      <th scope="row">{signguNm}</th>
      <td>
        <input type="number" min={0} aria-label={`${signguNm} ${t('web.lab.manage.electorCnt')}`} value={electorCnt} onChange={(e) => setElectors(num(e.target.value))} />
      </td>
      <td>
        <input type="number" min={0} aria-label={`${signguNm} ${t('web.lab.manage.voteCnt')}`} value={voteCnt} onChange={(e) => setVotes(num(e.target.value))} />
      </td>
      {candidates.map((c) => (
        <td key={c.cndddtId}>
          <input
            type="number"
            min={0}
            aria-label={`${signguNm} ${c.cndddtNm}`}
            value={votes[c.cndddtId] ?? 0}
            onChange={(e) => setCandidateVotes((v) => ({ ...v, [c.cndddtId]: num(e.target.value) }))}
          />
        </td>
      ))}
      <td className="lab-row">
        <button type="button" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('web.lab.manage.saveResult')}
        </button>
        {result && (
          <button type="button" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('web.lab.manage.removeResult')}
          </button>
        )}
      </td>
    </tr>
  );
}
