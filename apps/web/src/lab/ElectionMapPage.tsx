import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style, Text } from 'ol/style';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenSized } from '../map-kit/zoom';
import { LabWindow, useLabInsttCode } from './LabWindow';
import { districtColor, withAlpha } from './election-colors';
import { fetchDistricts, fetchElections, fetchResults, labKeys } from './lab-api';
import { useLabLayer, useLabMap } from './use-lab-map';

const n = (v: number) => v.toLocaleString('ko-KR');

/** /serviceLab/electionMap (new window): Seoul's 25 districts coloured by winner, turnout and a district detail panel. */
export default function ElectionMapPage() {
  return (
    <LabWindow appCode="ELECTION_MAP">
      <ElectionMap />
    </LabWindow>
  );
}

function ElectionMap() {
  const { t } = useTranslation();
  const api = useApi();
  const insttCode = useLabInsttCode();
  const selectId = useId();
  const [sgId, setSgId] = useState<number | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const { ref, controller } = useLabMap();

  const districts = useQuery({ queryKey: labKeys.districts, queryFn: () => fetchDistricts(api), staleTime: Infinity });
  const elections = useQuery({ queryKey: labKeys.elections(insttCode), queryFn: () => fetchElections(api, insttCode) });
  useEffect(() => {
    if (sgId === null && elections.data?.length) setSgId(elections.data[0].sgId);
  }, [sgId, elections.data]);
  const results = useQuery({
    queryKey: labKeys.results(sgId ?? 0),
    queryFn: () => fetchResults(api, sgId ?? 0, insttCode),
    enabled: sgId !== null,
  });

  const byCode = useMemo(() => new Map((results.data?.districts ?? []).map((d) => [d.signguCode, d])), [results.data]);
  const candidates = useMemo(() => results.data?.candidates ?? [], [results.data]);
  const state = useRef({ byCode, candidates, picked });
  state.current = { byCode, candidates, picked };

  const layer = useLabLayer(controller, 'election', () => {
    return new VectorLayer({
      source: new VectorSource(),
      style: (feature) => {
        const code = feature.get('signguCode') as string;
        const { byCode: results, candidates: cands, picked: current } = state.current;
        const color = districtColor(results.get(code), cands);
        const selected = code === current;
        return new Style({
          fill: new Fill({ color: withAlpha(color, selected ? 0.95 : 0.75) }),
          stroke: new Stroke({ color: selected ? '#212529' : '#ffffff', width: selected ? 3 : 1.5 }),
          text: new Text({ text: feature.get('signguNm') as string, font: '12px sans-serif', fill: new Fill({ color: '#212529' }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
          zIndex: selected ? 2 : 1,
        });
      },
    });
  });

  // The districts once; the view fits them.
  useEffect(() => {
    const source = layer?.getSource();
    if (!source || !controller || !districts.data) return;
    source.clear();
    const features = new GeoJSON().readFeatures(districts.data, {
      dataProjection: 'EPSG:4326',
      featureProjection: controller.map.getView().getProjection(),
    });
    source.addFeatures(features);
    const extent = source.getExtent();
    if (!extent) return;
    whenSized(controller, () => controller.map.getView().fit(extent, { padding: [30, 30, 30, 30] }));
  }, [layer, controller, districts.data]);

  // Restyle when the results or the pick change.
  useEffect(() => {
    layer?.changed();
  }, [layer, byCode, candidates, picked]);

  useEffect(() => {
    if (!controller || !layer) return undefined;
    return controller.onClick(({ pixel }) => {
      let code: string | null = null;
      controller.map.forEachFeatureAtPixel(pixel, (f) => {
        code = (f.get('signguCode') as string) ?? null;
        return true;
      }, { layerFilter: (l) => l === layer });
      setPicked(code);
    });
  }, [controller, layer]);

  const detail = picked ? byCode.get(picked) : undefined;
  const pickedNm = picked
    ? (districts.data?.features.find((f) => (f.properties as { signguCode?: string }).signguCode === picked)?.properties as { signguNm?: string } | undefined)
        ?.signguNm
    : undefined;
  const candidateOf = (id: number) => candidates.find((c) => c.cndddtId === id);

  return (
    <div className="lab-body">
      <aside className="lab-side">
        <label htmlFor={selectId}>{t('web.lab.election.choose')}</label>
        <select id={selectId} value={sgId ?? ''} onChange={(e) => { setSgId(Number(e.target.value)); setPicked(null); }}>
          {(elections.data ?? []).map((e) => (
            <option key={e.sgId} value={e.sgId}>
              {e.sgNm} ({e.voteDe})
            </option>
          ))}
        </select>
        {elections.data && elections.data.length === 0 && <p>{t('web.lab.election.none')}</p>}
        {(elections.isPending || results.isFetching) && <p role="status">{t('common.loading')}</p>}
        {results.data && (
          <>
            <p data-testid="election-turnout">
              <strong>{t('web.lab.election.turnout', { rate: results.data.turnoutRate })}</strong>{' '}
              <span className="lab-muted">
                {t('web.lab.election.electors', { count: n(results.data.electorCnt) })} · {t('web.lab.election.votes', { count: n(results.data.voteCnt) })}
              </span>
            </p>
            <h2>{t('web.lab.election.legend')}</h2>
            <ul className="lab-list" data-testid="election-legend">
              {candidates.map((c) => (
                <li key={c.cndddtId}>
                  <span className="lab-swatch" style={{ background: c.color }} />
                  <strong>
                    {c.giho}. {c.cndddtNm}
                  </strong>{' '}
                  ({c.partyNm}) — {t('web.lab.election.won', { count: c.wonCnt })}
                  <br />
                  <span className="lab-muted">{t('web.lab.election.total', { votes: n(c.voteCnt), rate: c.voteRate })}</span>
                </li>
              ))}
            </ul>
            {picked ? (
              <section className="lab-detail" aria-label={t('web.lab.election.detail', { name: pickedNm ?? picked })} data-testid="election-detail">
                <div className="lab-row">
                  <h2>{t('web.lab.election.detail', { name: pickedNm ?? picked })}</h2>
                  <button type="button" onClick={() => setPicked(null)}>
                    {t('web.lab.election.closeDetail')}
                  </button>
                </div>
                {detail ? (
                  <>
                    <p>
                      {t('web.lab.election.turnout', { rate: detail.turnoutRate })} ·{' '}
                      {t('web.lab.election.electors', { count: n(detail.electorCnt) })} · {t('web.lab.election.votes', { count: n(detail.voteCnt) })}
                    </p>
                    <ul className="lab-bars">
                      {detail.votes.map((v) => {
                        const c = candidateOf(v.cndddtId);
                        return (
                          <li key={v.cndddtId} data-winner={v.cndddtId === detail.winnerCndddtId ? 'Y' : 'N'}>
                            {c?.cndddtNm} ({c?.partyNm}) {n(v.voteCnt)} ({v.voteRate}%)
                            {v.cndddtId === detail.winnerCndddtId && ` · ${t('web.lab.election.winner')}`}
                            <div className="lab-bar">
                              <span style={{ width: `${v.voteRate}%`, background: c?.color }} />
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                    {detail.winnerCndddtId === null && <p>{t('web.lab.election.tie')}</p>}
                  </>
                ) : (
                  <p>{t('web.lab.election.noResult')}</p>
                )}
              </section>
            ) : (
              <p className="lab-muted">{t('web.lab.election.detailHint')}</p>
            )}
            <h2>{t('web.lab.election.districts')}</h2>
            <ul className="lab-list" data-testid="election-districts">
              {(districts.data?.features ?? []).map((f) => {
                const p = f.properties as { signguCode: string; signguNm: string };
                const r = byCode.get(p.signguCode);
                const color = districtColor(r, candidates);
                return (
                  <li key={p.signguCode} aria-current={picked === p.signguCode} data-color={color}>
                    <button type="button" className="lab-list__pick" onClick={() => setPicked(p.signguCode)}>
                      <span className="lab-swatch" style={{ background: color }} />
                      {p.signguNm} <span className="lab-muted">{r ? t('web.lab.election.turnout', { rate: r.turnoutRate }) : t('web.lab.election.noResult')}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </aside>
      <main className="lab-map-wrap" data-testid="election-map">
        <div ref={ref} className="lab-map" />
      </main>
    </div>
  );
}
