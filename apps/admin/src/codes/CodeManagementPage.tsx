import {
  codeGroupsQueryKey,
  COMMON_CODES_QUERY_KEY,
  fetchCodeGroups,
  fetchCommonCodes,
  commonCodesQueryKey,
  updateCodeGroup,
  updateCommonCode,
  useApi,
  type CommonCode,
  type CommonCodeGroup,
  type CommonCodeGroupChange,
} from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import { alreadyShown } from '../kit/error-text';
import { changeOf, draftOf, isProblem, type CodeDraft } from './code-drafts';
import './codes.css';

/**
 * Common code management (/admin/manageCodes, provider admins): the code groups, and the codes
 * of the chosen group in a grid whose Korean and English names, order and use are edited in
 * place and saved together. Every select of both apps shows the saved labels.
 */
export function CodeManagementPage() {
  const { t } = useTranslation();
  return (
    <section className="instt-admin" aria-labelledby="code-mng-title">
      <header className="instt-admin__header">
        <h1 id="code-mng-title">{t('codeMng.title')}</h1>
        <p className="instt-admin__intro">{t('codeMng.intro')}</p>
      </header>
      <CodeManagement />
    </section>
  );
}

function groupName(group: CommonCodeGroup, language: string): string {
  return language.startsWith('en') ? group.groupNmEn : group.groupNmKo;
}

function CodeManagement() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const groups = useQuery({ queryKey: codeGroupsQueryKey, queryFn: () => fetchCodeGroups(api) });

  const choose = async (groupCode: string) => {
    if (groupCode === selected) return;
    if (dirty && !(await dialogs.confirm({ message: t('codeMng.discard') }))) return;
    setDirty(false);
    setSelected(groupCode);
  };
  const group = groups.data?.find((g) => g.groupCode === selected) ?? null;

  return (
    <div className="code-mng">
      <nav className="code-mng__groups" aria-label={t('codeMng.groups')}>
        <h2>{t('codeMng.groups')}</h2>
        {groups.isLoading && <p role="status">{t('codeMng.groupsLoading')}</p>}
        <ul>
          {(groups.data ?? []).map((g) => (
            <li key={g.groupCode}>
              <button
                type="button"
                className="code-mng__group"
                aria-current={g.groupCode === selected ? 'true' : undefined}
                onClick={() => void choose(g.groupCode)}
              >
                {t('codeMng.groupLabel', { name: groupName(g, i18n.language), code: g.groupCode })}
                {g.useAt === 'N' && <span className="code-mng__unused"> · {t('codeMng.groupUnused')}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="code-mng__codes">
        {group ? (
          <CodesEditor key={group.groupCode} group={group} onDirty={setDirty} />
        ) : (
          <p>{t('codeMng.chooseGroup')}</p>
        )}
      </div>
    </div>
  );
}

interface GroupDraft {
  groupNmKo: string;
  groupNmEn: string;
  useAt: 'Y' | 'N';
}

function CodesEditor({ group, onDirty }: { group: CommonCodeGroup; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const ids = { ko: useId(), en: useId(), use: useId(), caption: useId() };
  const codes = useQuery({
    queryKey: commonCodesQueryKey(group.groupCode),
    queryFn: () => fetchCommonCodes(api, group.groupCode),
    // The editor always starts from the database's values.
    staleTime: 0,
  });
  const [drafts, setDrafts] = useState<Record<string, CodeDraft>>({});
  const [groupDraft, setGroupDraft] = useState<GroupDraft>({
    groupNmKo: group.groupNmKo,
    groupNmEn: group.groupNmEn,
    useAt: group.useAt,
  });

  const saved = useMemo(() => codes.data ?? [], [codes.data]);
  useEffect(() => {
    setDrafts(Object.fromEntries(saved.map((c) => [c.code, draftOf(c)])));
  }, [saved]);

  const groupChange = useMemo((): CommonCodeGroupChange | null => {
    const change: CommonCodeGroupChange = {};
    const ko = groupDraft.groupNmKo.trim();
    const en = groupDraft.groupNmEn.trim();
    if (ko && ko !== group.groupNmKo) change.groupNmKo = ko;
    if (en && en !== group.groupNmEn) change.groupNmEn = en;
    if (groupDraft.useAt !== group.useAt) change.useAt = groupDraft.useAt;
    return Object.keys(change).length > 0 ? change : null;
  }, [groupDraft, group]);

  const rowChanges = useMemo(
    () =>
      saved
        .map((c) => ({ saved: c, change: drafts[c.code] ? changeOf(c, drafts[c.code]) : null }))
        .filter((r) => r.change !== null),
    [saved, drafts],
  );
  const dirty = rowChanges.length > 0 || groupChange !== null;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const save = useMutation({
    mutationFn: async () => {
      let count = 0;
      if (groupChange) {
        await updateCodeGroup(api, group.groupCode, groupChange);
        count++;
      }
      for (const { saved: row, change } of rowChanges) {
        if (change && !isProblem(change)) {
          await updateCommonCode(api, group.groupCode, row.code, change);
          count++;
        }
      }
      return count;
    },
    onSuccess: (count) => toast.show(t('codeMng.saved', { count }), { tone: 'success' }),
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
    // Every select of this app reads the new labels (the API's cache is cleared by the edit).
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMMON_CODES_QUERY_KEY }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) {
      void dialogs.alert({ type: 'info', message: t('codeMng.noChanges') });
      return;
    }
    if (!groupDraft.groupNmKo.trim() || !groupDraft.groupNmEn.trim()) {
      void dialogs.alert({ type: 'failure', message: t('codeMng.nameRequired', { code: group.groupCode }) });
      return;
    }
    const problem = rowChanges.map((r) => r.change).find(isProblem);
    if (problem) {
      const key = problem.kind === 'name' ? 'codeMng.nameRequired' : 'codeMng.ordrInvalid';
      void dialogs.alert({ type: 'failure', message: t(key, { code: problem.code }) });
      return;
    }
    save.mutate();
  };

  const reset = () => {
    setDrafts(Object.fromEntries(saved.map((c) => [c.code, draftOf(c)])));
    setGroupDraft({ groupNmKo: group.groupNmKo, groupNmEn: group.groupNmEn, useAt: group.useAt });
  };

  const edit = (code: string, patch: Partial<CodeDraft>) =>
    setDrafts((all) => ({ ...all, [code]: { ...all[code], ...patch } }));
  const name = groupName(group, i18n.language);
  const changedCodes = new Set(rowChanges.map((r) => r.saved.code));

  return (
    <form className="code-mng__form" noValidate onSubmit={submit}>
      <h2>{t('codeMng.groupLabel', { name, code: group.groupCode })}</h2>
      <div className="code-mng__group-fields">
        <label htmlFor={ids.ko}>{t('codeMng.groupNmKo')}</label>
        <input
          id={ids.ko}
          type="text"
          maxLength={100}
          value={groupDraft.groupNmKo}
          onChange={(e) => setGroupDraft({ ...groupDraft, groupNmKo: e.target.value })}
        />
        <label htmlFor={ids.en}>{t('codeMng.groupNmEn')}</label>
        <input
          id={ids.en}
          type="text"
          maxLength={100}
          value={groupDraft.groupNmEn}
          onChange={(e) => setGroupDraft({ ...groupDraft, groupNmEn: e.target.value })}
        />
        <label className="code-mng__check">
          <input
            id={ids.use}
            type="checkbox"
            checked={groupDraft.useAt === 'Y'}
            onChange={(e) => setGroupDraft({ ...groupDraft, useAt: e.target.checked ? 'Y' : 'N' })}
          />{' '}
          {t('codeMng.groupUseAt')}
        </label>
      </div>
      {codes.isLoading ? (
        <p role="status">{t('codeMng.codesLoading')}</p>
      ) : saved.length === 0 ? (
        <p>{t('codeMng.empty')}</p>
      ) : (
        <table className="code-mng__grid" aria-labelledby={ids.caption}>
          <caption id={ids.caption}>{t('codeMng.codes', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('codeMng.col.code')}</th>
              <th scope="col">{t('codeMng.col.codeNmKo')}</th>
              <th scope="col">{t('codeMng.col.codeNmEn')}</th>
              <th scope="col">{t('codeMng.col.codeOrdr')}</th>
              <th scope="col">{t('codeMng.col.useAt')}</th>
            </tr>
          </thead>
          <tbody>
            {saved.map((c: CommonCode) => {
              const draft = drafts[c.code] ?? draftOf(c);
              return (
                <tr key={c.code} className={changedCodes.has(c.code) ? 'code-mng__row--changed' : undefined}>
                  <th scope="row">
                    {c.code}
                    {changedCodes.has(c.code) && <span className="code-mng__changed"> · {t('codeMng.changed')}</span>}
                  </th>
                  <td>
                    <input
                      type="text"
                      maxLength={100}
                      aria-label={t('codeMng.cell.codeNmKo', { code: c.code })}
                      value={draft.codeNmKo}
                      onChange={(e) => edit(c.code, { codeNmKo: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="text"
                      maxLength={100}
                      aria-label={t('codeMng.cell.codeNmEn', { code: c.code })}
                      value={draft.codeNmEn}
                      onChange={(e) => edit(c.code, { codeNmEn: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      max={9999}
                      step={1}
                      className="code-mng__ordr"
                      aria-label={t('codeMng.cell.codeOrdr', { code: c.code })}
                      value={draft.codeOrdr}
                      onChange={(e) => edit(c.code, { codeOrdr: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('codeMng.cell.useAt', { code: c.code })}
                      checked={draft.useAt === 'Y'}
                      onChange={(e) => edit(c.code, { useAt: e.target.checked ? 'Y' : 'N' })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="code-mng__actions">
        <button type="button" className="button--secondary" disabled={!dirty || save.isPending} onClick={reset}>
          {t('codeMng.reset')}
        </button>
        <button type="submit" disabled={save.isPending}>
          {t('codeMng.save')}
        </button>
      </div>
    </form>
  );
}
