import { LAND_BUNDLE_FORMATS, LAND_BUNDLE_MAX_PARCELS, type LandBundleFormat } from '@nuri/domain';
import { isSignedIn, useApi, useSession } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addParcel, formatArea, removeParcel, totalArea } from './land-bundle-state';
import { LabWindow, useLabInsttCode } from './LabWindow';
import {
  createBundle,
  deleteBundle,
  downloadBundle,
  fetchBundle,
  fetchBundles,
  labKeys,
  saveBlob,
  searchParcels,
  updateBundle,
  type Parcel,
} from './lab-api';
import { useLabLayer, useLabMap } from './use-lab-map';

const PAGE = 20;

/** /serviceLab/landBundle (new window): parcel search by jibun address, bundles saved per user with total area, GeoJSON/CSV download. */
export default function LandBundlePage() {
  return (
    <LabWindow appCode="LAND_BUNDLE">
      <LandBundle />
    </LabWindow>
  );
}

function parcelFeatures(parcels: readonly Parcel[], projection: string): Feature[] {
  return new GeoJSON().readFeatures(
    { type: 'FeatureCollection', features: parcels.map((p) => ({ type: 'Feature', id: p.pnu, properties: { pnu: p.pnu }, geometry: p.geometry })) },
    { dataProjection: 'EPSG:4326', featureProjection: projection },
  );
}

function LandBundle() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const insttCode = useLabInsttCode();
  const { pathname, search: locationSearch } = useLocation();
  const searchId = useId();
  const bundleId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState(PAGE);
  const [parcels, setParcels] = useState<Parcel[]>([]);
  const [name, setName] = useState('');
  const [savedId, setSavedId] = useState<number | null>(null);
  const { ref, controller } = useLabMap();
  const signedIn = isSignedIn(session);

  const results = useQuery({
    queryKey: labKeys.parcels(query, pageSize),
    queryFn: () => searchParcels(api, query, pageSize, insttCode),
    enabled: query.length > 0,
    placeholderData: (previous) => previous,
  });
  const bundles = useQuery({ queryKey: labKeys.bundles, queryFn: () => fetchBundles(api), enabled: signedIn });

  const resultLayer = useLabLayer(
    controller,
    'land-results',
    () => new VectorLayer({ source: new VectorSource(), style: new Style({ stroke: new Stroke({ color: '#1c7ed6', width: 1.5 }), fill: new Fill({ color: 'rgba(28,126,214,0.08)' }) }) }),
    0,
  );
  const bundleLayer = useLabLayer(
    controller,
    'land-bundle',
    () => new VectorLayer({ source: new VectorSource(), style: new Style({ stroke: new Stroke({ color: '#d9480f', width: 2 }), fill: new Fill({ color: 'rgba(253,126,20,0.45)' }) }) }),
    1,
  );

  useEffect(() => {
    const source = resultLayer?.getSource();
    if (!source || !controller) return;
    source.clear();
    const list = results.data?.content ?? [];
    source.addFeatures(parcelFeatures(list, controller.map.getView().getProjection().getCode()));
    const extent = source.getExtent();
    if (list.length && extent) controller.map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 19, duration: 300 });
  }, [resultLayer, controller, results.data]);

  useEffect(() => {
    const source = bundleLayer?.getSource();
    if (!source || !controller) return;
    source.clear();
    source.addFeatures(parcelFeatures(parcels, controller.map.getView().getProjection().getCode()));
  }, [bundleLayer, controller, parcels]);

  // A click on a found parcel adds it to the bundle.
  useEffect(() => {
    if (!controller || !resultLayer) return undefined;
    return controller.onClick(({ pixel }) => {
      let pnu: string | null = null;
      controller.map.forEachFeatureAtPixel(pixel, (f) => {
        pnu = (f.get('pnu') as string) ?? null;
        return true;
      }, { layerFilter: (l) => l === resultLayer });
      const parcel = pnu ? results.data?.content.find((p) => p.pnu === pnu) : undefined;
      if (parcel) setParcels((list) => addParcel(list, parcel));
    });
  }, [controller, resultLayer, results.data]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setPageSize(PAGE);
    setQuery(text.trim());
  };

  const reset = () => {
    setParcels([]);
    setName('');
    setSavedId(null);
  };

  const open = async (id: number) => {
    const bundle = await queryClient.fetchQuery({ queryKey: ['lab', 'land', 'bundle', id], queryFn: () => fetchBundle(api, id), staleTime: 0 });
    setParcels(bundle.parcels);
    setName(bundle.bundleNm);
    setSavedId(bundle.bundleId);
    if (controller && bundle.parcels.length) {
      const extent = new VectorSource({ features: parcelFeatures(bundle.parcels, controller.map.getView().getProjection().getCode()) }).getExtent();
      if (extent) controller.map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 19, duration: 300 });
    }
  };

  const save = useMutation({
    mutationFn: async (asNew: boolean) => {
      const body = { bundleNm: name.trim(), pnuList: parcels.map((p) => p.pnu) };
      return savedId !== null && !asNew ? updateBundle(api, savedId, body) : createBundle(api, body, insttCode);
    },
    onSuccess: (bundle) => {
      setSavedId(bundle.bundleId);
      setName(bundle.bundleNm);
      toast.show(t('web.lab.land.saved'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: labKeys.bundles });
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteBundle(api, id),
    onSuccess: () => {
      reset();
      toast.show(t('web.lab.land.deleted'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: labKeys.bundles });
    },
  });

  const download = useMutation({
    mutationFn: ({ id, format }: { id: number; format: LandBundleFormat }) => downloadBundle(api, id, format),
    onSuccess: (blob, { format }) => saveBlob(blob, `${name.trim() || 'land-bundle'}.${format}`),
  });

  const askSave = (asNew: boolean) => {
    if (!name.trim()) {
      void dialogs.alert({ type: 'failure', message: t('web.lab.land.nameRequired') });
      return;
    }
    save.mutate(asNew);
  };

  const askRemove = async () => {
    if (savedId === null) return;
    if (await dialogs.confirm({ type: 'delete', message: t('web.lab.land.confirmDelete', { name }) })) remove.mutate(savedId);
  };

  const found = results.data;
  const inBundle = new Set(parcels.map((p) => p.pnu));
  return (
    <div className="lab-body">
      <aside className="lab-side">
        <form onSubmit={onSearch} aria-labelledby={searchId}>
          <h2 id={searchId}>{t('web.lab.land.search')}</h2>
          <div className="lab-row">
            <input
              type="search"
              aria-label={t('web.lab.land.search')}
              placeholder={t('web.lab.land.searchPlaceholder')}
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" disabled={!text.trim()}>
              {t('web.lab.land.searchButton')}
            </button>
          </div>
        </form>
        {results.isFetching && <p role="status">{t('common.loading')}</p>}
        {found && (
          <>
            <p role="status">{found.totalElements > 0 ? t('web.lab.land.results', { count: found.totalElements }) : t('web.lab.land.noResults')}</p>
            <ul className="lab-list" data-testid="land-results">
              {found.content.map((p) => (
                <li key={p.pnu}>
                  <div>{p.jibunAddr}</div>
                  <div className="lab-row lab-muted">
                    {p.lndcgrNm} · {p.prposAreaNm} · {formatArea(p.lndpclAr)}㎡
                    <button
                      type="button"
                      disabled={inBundle.has(p.pnu) || parcels.length >= LAND_BUNDLE_MAX_PARCELS}
                      onClick={() => setParcels((list) => addParcel(list, p))}
                      aria-label={`${t('web.lab.land.add')}: ${p.jibunAddr}`}
                    >
                      {inBundle.has(p.pnu) ? t('web.lab.land.added') : t('web.lab.land.add')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {!found.last && (
              <button type="button" onClick={() => setPageSize((s) => s + PAGE)}>
                {t('web.lab.land.more')}
              </button>
            )}
          </>
        )}

        <section className="lab-detail" aria-labelledby={bundleId} data-testid="land-bundle">
          <div className="lab-row">
            <h2 id={bundleId}>{t('web.lab.land.bundle')}</h2>
            <button type="button" onClick={reset}>
              {t('web.lab.land.newBundle')}
            </button>
          </div>
          <label>
            {t('web.lab.land.bundleNm')}
            <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </label>
          {parcels.length === 0 ? (
            <p className="lab-muted">{t('web.lab.land.emptyBundle')}</p>
          ) : (
            <table className="lab-table">
              <thead>
                <tr>
                  <th scope="col">{t('web.lab.land.col.addr')}</th>
                  <th scope="col">{t('web.lab.land.col.lndcgr')}</th>
                  <th scope="col" className="num">
                    {t('web.lab.land.col.area')}
                  </th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {parcels.map((p) => (
                  <tr key={p.pnu}>
                    <td>{p.jibunAddr}</td>
                    <td>{p.lndcgrNm}</td>
                    <td className="num">{formatArea(p.lndpclAr)}</td>
                    <td>
                      <button type="button" onClick={() => setParcels((list) => removeParcel(list, p.pnu))} aria-label={`${t('web.lab.land.remove')}: ${p.jibunAddr}`}>
                        {t('web.lab.land.remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p data-testid="land-total">
            <strong>{t('web.lab.land.totalAr', { count: parcels.length, area: formatArea(totalArea(parcels)) })}</strong>
          </p>
          {signedIn ? (
            <div className="lab-row">
              <button type="button" disabled={parcels.length === 0 || save.isPending} onClick={() => askSave(false)}>
                {t('web.lab.land.save')}
              </button>
              {savedId !== null && (
                <>
                  <button type="button" disabled={parcels.length === 0 || save.isPending} onClick={() => askSave(true)}>
                    {t('web.lab.land.saveAsNew')}
                  </button>
                  <button type="button" onClick={() => void askRemove()}>
                    {t('web.lab.land.delete')}
                  </button>
                  {LAND_BUNDLE_FORMATS.map((format) => (
                    <button key={format} type="button" onClick={() => download.mutate({ id: savedId, format })}>
                      {t('web.lab.land.download', { format: format === 'csv' ? 'CSV' : 'GeoJSON' })}
                    </button>
                  ))}
                </>
              )}
            </div>
          ) : (
            <p>
              <a href={`/login?returnUrl=${encodeURIComponent(`${pathname}${locationSearch}`)}`}>{t('web.lab.land.loginToSave')}</a>
            </p>
          )}
        </section>

        {signedIn && (
          <section className="lab-detail">
            <h2>{t('web.lab.land.myBundles')}</h2>
            {bundles.data && bundles.data.content.length === 0 && <p className="lab-muted">{t('web.lab.land.noBundles')}</p>}
            <ul className="lab-list" data-testid="land-bundles">
              {(bundles.data?.content ?? []).map((b) => (
                <li key={b.bundleId} aria-current={b.bundleId === savedId}>
                  <button type="button" className="lab-list__pick" onClick={() => void open(b.bundleId)}>
                    <strong>{b.bundleNm}</strong>
                    <br />
                    <span className="lab-muted">{t('web.lab.land.totalAr', { count: b.parcelCnt, area: formatArea(b.totalAr) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </aside>
      <main className="lab-map-wrap" data-testid="land-map">
        <div ref={ref} className="lab-map" />
      </main>
    </div>
  );
}
