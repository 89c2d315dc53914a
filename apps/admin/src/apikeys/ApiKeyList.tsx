import { API_KEY_SCOPES, type ApiKeyScope } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import {
  DataGrid,
  type GridColumn,
  type GridPageRequest,
  pageOfRows,
  Select,
  useDialogs,
  useGridRefresh,
  useToast,
} from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import {
  API_KEY_STATES,
  isScope,
  listAllKeys,
  matchesFilters,
  scopeLabelKey,
  toKeyRow,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyRow,
  type ApiKeyState,
  type KeyFilters,
} from './apikeys-api';
import { apiKeyQueryKeys, useInstitutionNames } from './queries';
import { CreateKeyModal } from './CreateKeyModal';
import { RenameKeyModal } from './RenameKeyModal';
import { SecretDialog } from './SecretDialog';

export interface ApiKeyListProps {
  /** The institution admin's institution; null: the provider admin's view of every institution. */
  insttCode: string | null;
}

const SEARCH_FIELDS = ['keyNm', 'keyPrefix', 'insttText'] as const;

/**
 * The keys of an institution (or of all, for the provider admin): state, scope and institution
 * filters, name or prefix search, issue (then the copy-once secret), rename and revoke.
 */
export function ApiKeyList({ insttCode }: ApiKeyListProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const provider = insttCode === null;
  const institutions = useInstitutionNames(provider);
  const [filters, setFilters] = useState<KeyFilters>({ insttCode, state: null, scope: null });
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<ApiKeyCreated | null>(null);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const names = useMemo(
    () => new Map((institutions.data ?? []).map((i) => [i.insttCode, i.insttNm])),
    [institutions.data],
  );

  // The grid's rows are under apiKeyQueryKeys.all too: one invalidation reloads them with the rest.
  const reload = useGridRefresh(apiKeyQueryKeys.all);

  const fetchPage = useCallback(
    async (request: GridPageRequest) => {
      const keys = await queryClient.fetchQuery({
        queryKey: apiKeyQueryKeys.keys(filters.insttCode),
        queryFn: () => listAllKeys(api, filters.insttCode),
        staleTime: 10_000,
      });
      const now = new Date();
      const rows = keys
        .map((key) => toKeyRow(key, t, names, now))
        .filter((row) => matchesFilters(row, filters));
      return pageOfRows(rows, request, SEARCH_FIELDS);
    },
    [api, filters, names, queryClient, t],
  );

  const revoke = useMutation({
    mutationFn: (key: ApiKey) =>
      api.unwrap(api.DELETE('/api/apikeys/{keyId}', { params: { path: { keyId: key.keyId } } })),
    onSuccess: (_result, key) => {
      toast.show(t('apiKeys.revoked', { name: key.keyNm }), { tone: 'success' });
      reload();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const askRevoke = async (row: ApiKeyRow) => {
    if (row.state === 'revoked') {
      await dialogs.alert({ type: 'info', message: t('apikey.alreadyRevoked') });
      return;
    }
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('apiKeys.revokeConfirm', { name: row.keyNm }),
      confirmLabel: t('apiKeys.revoke'),
    });
    if (agreed) revoke.mutate(row.key);
  };

  const columns = useMemo<GridColumn<ApiKeyRow>[]>(
    () => [
      ...(provider ? [{ id: 'instt', field: 'insttText', title: t('apiKeys.col.instt') } as const] : []),
      { id: 'name', field: 'keyNm', title: t('apiKeys.col.name') },
      { id: 'prefix', field: 'keyPrefix', title: t('apiKeys.col.prefix'), colWidth: 130 },
      { id: 'scopes', field: 'scopesText', title: t('apiKeys.col.scopes') },
      {
        id: 'expire',
        field: 'expireText',
        title: t('apiKeys.col.expire'),
        textAlign: 'center',
        colWidth: 110,
      },
      { id: 'ip', field: 'ipText', title: t('apiKeys.col.ipAllowList'), mobileHide: true },
      {
        id: 'state',
        field: 'stateHtml',
        title: t('apiKeys.col.state'),
        type: 'templateHTML',
        textAlign: 'center',
        colWidth: 90,
      },
      {
        id: 'created',
        field: 'registText',
        title: t('apiKeys.col.created'),
        textAlign: 'center',
        mobileHide: true,
      },
      { id: 'lastUsed', field: 'lastUsedText', title: t('apiKeys.col.lastUsed'), textAlign: 'center' },
      {
        id: 'rename',
        title: t('apiKeys.col.rename'),
        type: 'button',
        text: t('apiKeys.rename'),
        textAlign: 'center',
      },
      {
        id: 'revoke',
        title: t('apiKeys.col.revoke'),
        type: 'button',
        text: t('apiKeys.revoke'),
        textAlign: 'center',
      },
    ],
    [provider, t],
  );


  return (
    <div className="apikeys-list">
      <div className="apikeys-toolbar">
        <fieldset className="provider-filters">
          <legend className="provider-sr-only">{t('apiKeys.filters')}</legend>
          {provider && (
            <Select
              native
              label={t('apiKeys.filter.instt')}
              placeholder={t('common.all')}
              options={(institutions.data ?? []).map((i) => ({
                value: i.insttCode,
                label: `${i.insttNm} (${i.insttCode})`,
              }))}
              value={filters.insttCode}
              onChange={(value) => setFilters((f) => ({ ...f, insttCode: value || null }))}
            />
          )}
          <Select
            native
            label={t('apiKeys.filter.state')}
            placeholder={t('common.all')}
            options={API_KEY_STATES.map((state) => ({ value: state, label: t(`apiKeys.state.${state}`) }))}
            value={filters.state}
            onChange={(value) =>
              setFilters((f) => ({
                ...f,
                state: API_KEY_STATES.find((s): s is ApiKeyState => s === value) ?? null,
              }))
            }
          />
          <Select
            native
            label={t('apiKeys.filter.scope')}
            placeholder={t('common.all')}
            options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: t(scopeLabelKey(scope)) }))}
            value={filters.scope}
            onChange={(value) =>
              setFilters((f) => ({
                ...f,
                scope: value && isScope(value) ? (value satisfies ApiKeyScope) : null,
              }))
            }
          />
        </fieldset>
        <button type="button" onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </button>
      </div>
      <DataGrid<ApiKeyRow>
        label={t('apiKeys.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...apiKeyQueryKeys.all, 'grid', filters, names.size]}
        rowKey={(row) => row.key.keyId}
        emptyText={t('apiKeys.empty')}
        onButtonClick={(row, column) => {
          if (column.id === 'rename') setRenaming(row.key);
          else void askRevoke(row);
        }}
      />
      <CreateKeyModal
        open={creating}
        insttCode={insttCode}
        defaultInsttCode={filters.insttCode}
        institutions={institutions.data ?? []}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setIssued(created);
          reload();
        }}
      />
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
      <RenameKeyModal
        apiKey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null);
          reload();
        }}
      />
    </div>
  );
}
