import { useApi, type AppApiClient } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usageSimple } from '../billing/billing-api';
import { insttFigures } from '../dashboard/dashboard-api';
import { Figures } from '../dashboard/Figures';
import '../dashboard/dashboard.css';
import { AdminPage } from '../kit/AdminPage';
import { displayDate, displayDateTime } from '../kit/dates';
import { QueryState } from '../layout/QueryState';
import './contents.css';

type Kind = 'LYR' | 'MAP' | 'APP';

interface RecentItem {
  kind: Kind;
  id: string;
  title: string;
  owner: string;
  updtDt: string;
}

const RECENT = 10;

/**
 * The institution's most recently changed contents of every kind: the newest page of each list
 * (layers of the institution, its maps, its themed apps), merged by change time.
 */
async function recentContents(api: AppApiClient, insttCode: string): Promise<RecentItem[]> {
  const paging = { pageIndex: 1, pageSize: RECENT, direction: 'DESC' as const };
  const owner = (id: string, name: string | null) => (name ? `${name} (${id})` : id);
  const [layers, maps, apps] = await Promise.all([
    api.unwrap(api.GET('/api/layers', { params: { query: { ...paging, insttCode, sort: 'updtDt' } } })),
    api.unwrap(api.GET('/api/webmap', { params: { query: { ...paging, scope: 'instt' } } })),
    api.unwrap(
      api.GET('/api/webapp/tmplat', {
        params: { query: { ...paging, scope: 'all-visible', insttCode, containsSimpleTemplatAt: 'Y' } },
      }),
    ),
  ]);
  const items: RecentItem[] = [
    ...layers.content.map((l) => ({
      kind: 'LYR' as const,
      id: l.lyrId,
      title: l.lyrNm,
      owner: owner(l.registerId, l.registerNm),
      updtDt: l.updtDt ?? l.registDt,
    })),
    ...maps.content.map((m) => ({
      kind: 'MAP' as const,
      id: m.userMapId,
      title: m.userMapSj,
      owner: owner(m.registerId, m.registerNm),
      updtDt: m.updtDt,
    })),
    ...apps.content.map((a) => ({
      kind: 'APP' as const,
      id: a.webappTmplatId,
      title: a.webappTmplatSj,
      owner: owner(a.registerId, a.registerNm),
      updtDt: a.updtDt,
    })),
  ];
  return items.sort((a, b) => b.updtDt.localeCompare(a.updtDt)).slice(0, RECENT);
}

/**
 * Content status (551, /admin/:insttCode/manageContents): contents by kind and by member,
 * storage used against the plan, the recent contents and the institution gallery's states.
 */
export function ContentStatusPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('contentMng.status.title')} intro={t('contentMng.status.intro')}>
      {(insttCode) => <ContentStatus insttCode={insttCode} />}
    </AdminPage>
  );
}

function ContentStatus({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const ids = { kinds: useId(), storage: useId(), members: useId(), recent: useId(), gallery: useId() };
  const figures = useQuery({
    queryKey: ['dashboard', insttCode],
    queryFn: () => insttFigures(api, insttCode),
  });
  const usage = useQuery({
    queryKey: ['billing', 'usage', insttCode],
    queryFn: () => usageSimple(api, insttCode),
  });
  const members = useQuery({
    queryKey: ['dashboard', insttCode, 'contents-by-member'],
    queryFn: () =>
      api.unwrap(
        api.GET('/api/dashboard/instt/{insttCode}/contents-by-member', { params: { path: { insttCode } } }),
      ),
  });
  const recent = useQuery({
    queryKey: ['contents', 'recent', insttCode],
    queryFn: () => recentContents(api, insttCode),
  });
  const state = {
    className: 'content-status__state',
    loadingText: t('contentMng.status.loading'),
    errorText: t('contentMng.status.error'),
  };

  return (
    <div className="content-status">
      <section className="instt-admin__section" aria-labelledby={ids.kinds}>
        <h2 id={ids.kinds}>{t('contentMng.status.kinds')}</h2>
        <QueryState query={figures} {...state}>
          {(data) => (
            <Figures
              label={t('contentMng.status.kinds')}
              items={[
                { key: 'lyr', label: t('contentMng.kind.LYR'), value: data.lyrCnt },
                { key: 'map', label: t('contentMng.kind.MAP'), value: data.mapCnt },
                { key: 'app', label: t('contentMng.kind.APP'), value: data.appCnt },
              ]}
            />
          )}
        </QueryState>
      </section>

      <section className="instt-admin__section" aria-labelledby={ids.storage}>
        <h2 id={ids.storage}>{t('contentMng.status.storage')}</h2>
        <QueryState query={usage} {...state}>
          {(data) => {
            const ratio = data.includedGb > 0 ? Math.min(1, data.volumeGb / data.includedGb) : 0;
            return (
              <div className="content-status__storage">
                <p>
                  {t('contentMng.status.storageUsed', {
                    used: data.volumeGb.toFixed(2),
                    included: data.includedGb,
                  })}
                </p>
                <meter
                  aria-label={t('contentMng.status.storageLabel')}
                  min={0}
                  max={1}
                  low={0.8}
                  high={0.95}
                  optimum={0}
                  value={ratio}
                />
                <p className="instt-admin__note">
                  {t('contentMng.status.storageMeasured', { time: displayDateTime(data.measuredAt) })}
                </p>
              </div>
            );
          }}
        </QueryState>
      </section>

      <section className="instt-admin__section" aria-labelledby={ids.members}>
        <h2 id={ids.members}>{t('contentMng.status.members')}</h2>
        <QueryState query={members} {...state}>
          {(rows) =>
            rows.length === 0 ? (
              <p>{t('contentMng.status.noMembers')}</p>
            ) : (
              <div className="content-status__table-wrap">
                <table className="content-status__table" aria-labelledby={ids.members}>
                  <thead>
                    <tr>
                      <th scope="col">{t('contentMng.status.member')}</th>
                      <th scope="col">{t('contentMng.kind.LYR')}</th>
                      <th scope="col">{t('contentMng.kind.MAP')}</th>
                      <th scope="col">{t('contentMng.kind.APP')}</th>
                      <th scope="col">{t('contentMng.status.total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.userId}>
                        <th scope="row">{r.userNm ? `${r.userNm} (${r.userId})` : r.userId}</th>
                        <td>{r.lyrCnt.toLocaleString()}</td>
                        <td>{r.mapCnt.toLocaleString()}</td>
                        <td>{r.appCnt.toLocaleString()}</td>
                        <td>{(r.lyrCnt + r.mapCnt + r.appCnt).toLocaleString()}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </section>

      <section className="instt-admin__section" aria-labelledby={ids.recent}>
        <h2 id={ids.recent}>{t('contentMng.status.recent')}</h2>
        <QueryState query={recent} {...state}>
          {(items) =>
            items.length === 0 ? (
              <p>{t('contentMng.status.noRecent')}</p>
            ) : (
              <ul className="content-status__recent" aria-labelledby={ids.recent}>
                {items.map((item) => (
                  <li key={`${item.kind}:${item.id}`}>
                    <span className={`content-status__kind content-status__kind--${item.kind.toLowerCase()}`}>
                      {t(`contentMng.kind.${item.kind}`)}
                    </span>
                    <span className="content-status__title">{item.title}</span>
                    <span className="content-status__meta">
                      {item.owner} · {displayDate(item.updtDt)}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>

      <section className="instt-admin__section" aria-labelledby={ids.gallery}>
        <h2 id={ids.gallery}>{t('contentMng.status.gallery')}</h2>
        <QueryState query={figures} {...state}>
          {(data) => (
            <Figures
              label={t('contentMng.status.gallery')}
              items={[
                { key: 'approved', label: t('contentMng.gallery.02'), value: data.gallery.approvedCnt },
                { key: 'requested', label: t('contentMng.gallery.01'), value: data.gallery.requestedCnt },
                { key: 'rejected', label: t('contentMng.gallery.03'), value: data.gallery.rejectedCnt },
                { key: 'views', label: t('contentMng.col.views'), value: data.gallery.viewCnt },
              ]}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
