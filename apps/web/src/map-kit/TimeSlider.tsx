import { quietErrors } from '@nuri/api-client';
import { addSteps, formatTimeWindow, stepsBetween, stepStart, TIME_SPEEDS, type TimeSetting, type TimeSpeed } from '@nuri/domain';
import { useApi, type AppApiClient } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasTimeSlider, allLayers, type TocLayerNode, type TocNode } from './toc-state';
import './overlay-card.css';
import './time-slider.css';

/** The range of a layer's date/time column (GET /api/tiles/{lyrId}/time-extent). */
export interface TimeExtent {
  column: string;
  type: string;
  min: string | null;
  max: string | null;
  count: number;
}

export const timeExtentKey = (lyrId: string, column: string, userMapId: string | null | undefined) => ['timeExtent', lyrId, column, userMapId ?? null] as const;

/** GET /api/tiles/{lyrId}/time-extent (through the map the layer is seen in, when given); errors are shown in place. */
export async function fetchTimeExtent(api: AppApiClient, lyrId: string, column: string, userMapId?: string | null): Promise<TimeExtent> {
  const extent: TimeExtent = await api.unwrap(
    api.GET('/api/tiles/{lyrId}/time-extent', {
      params: { path: { lyrId }, query: { timeColumn: column, ...(userMapId ? { userMapId } : {}) } },
      ...quietErrors(),
    }),
  );
  return extent;
}

/** The slider's steps over the data: the first step's start and how many steps there are. */
export function stepsOf(extent: TimeExtent, time: Pick<TimeSetting, 'step'>): { first: Date; count: number } | null {
  if (!extent.min || !extent.max) return null;
  const first = stepStart(new Date(extent.min), time.step);
  const last = stepStart(new Date(extent.max), time.step);
  return { first, count: stepsBetween(first, last, time.step) + 1 };
}

/** The window's first and last step numbers (0-based), within the data's steps. */
export function windowSteps(time: TimeSetting, first: Date, count: number): [number, number] {
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  if (!time.from || !time.to) return [0, time.mode === 'instant' ? 0 : count - 1];
  const start = clamp(stepsBetween(first, stepStart(new Date(time.from), time.step), time.step));
  if (time.mode === 'instant') return [start, start];
  const end = clamp(stepsBetween(first, stepStart(new Date(new Date(time.to).getTime() - 1), time.step), time.step));
  return [start, Math.max(start, end)];
}

/** The setting with the window of steps [start, end]. */
export function withWindow(time: TimeSetting, first: Date, start: number, end: number): TimeSetting {
  const from = addSteps(first, time.step, start);
  const to = addSteps(first, time.step, end + 1);
  return { ...time, from: from.toISOString(), to: to.toISOString() };
}

export interface TimeSliderProps {
  node: TocLayerNode & { time: TimeSetting };
  /** The web map the layer is seen through (viewers), for the extent's access. */
  userMapId?: string | null;
  onChange: (time: TimeSetting) => void;
}

/**
 * The time slider bar of one layer (issue 24): its window in Korean dates, one thumb (instant) or
 * two (range: start and end), play/pause stepping the window forward at a chosen speed. The
 * range inputs are keyboard operable (arrows, Home, End); the window is announced politely.
 */
export function TimeSlider({ node, userMapId, onChange }: TimeSliderProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const id = useId();
  const time = node.time;
  const lang = i18n.language?.startsWith('en') ? 'en' : 'ko';
  const extent = useQuery({
    queryKey: timeExtentKey(node.layer.lyrId, time.column, userMapId),
    queryFn: () => fetchTimeExtent(api, node.layer.lyrId, time.column, userMapId),
    staleTime: 60_000,
    retry: false,
  });
  const steps = useMemo(() => (extent.data ? stepsOf(extent.data, { step: time.step }) : null), [extent.data, time.step]);
  const [start, end] = steps ? windowSteps(time, steps.first, steps.count) : [0, 0];
  const [playing, setPlaying] = useState(false);
  // The latest callback, so a parent's new function does not restart the play timer.
  const change = useRef(onChange);
  change.current = onChange;

  // A setting without a window (or one outside the data) starts at the data's first step.
  useEffect(() => {
    if (!steps) return;
    const next = withWindow(time, steps.first, start, time.mode === 'instant' ? start : end);
    if (next.from !== time.from || next.to !== time.to) change.current(next);
  }, [steps, time, start, end]);

  // Playing: the window moves one step forward every 1/speed seconds and stops at the data's end.
  useEffect(() => {
    if (!playing || !steps) return;
    if (end >= steps.count - 1) {
      setPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => change.current(withWindow(time, steps.first, start + 1, end + 1)), 1000 / time.speed);
    return () => window.clearTimeout(timer);
  }, [playing, steps, time, start, end]);

  const label = t('web.time.bar', { name: node.tocNm });
  const current = steps && time.from && time.to ? formatTimeWindow(new Date(time.from), new Date(time.to), time.step, lang) : '';
  const play = () => {
    if (!steps) return;
    // At the end, play starts again from the first step (keeping a range's width).
    if (!playing && end >= steps.count - 1) onChange(withWindow(time, steps.first, 0, end - start));
    setPlaying(!playing);
  };
  const setStart = (i: number) => {
    if (!steps) return;
    onChange(time.mode === 'instant' ? withWindow(time, steps.first, i, i) : withWindow(time, steps.first, Math.min(i, end), end));
  };
  const setEnd = (i: number) => steps && onChange(withWindow(time, steps.first, start, Math.max(i, start)));
  const valueText = (i: number) => (steps ? formatTimeWindow(addSteps(steps.first, time.step, i), addSteps(steps.first, time.step, i + 1), time.step, lang) : '');

  return (
    <section className="map-overlay-card time-slider" aria-label={label} data-testid="time-slider">
      <div className="time-slider__head">
        <h3 className="time-slider__title">{label}</h3>
        <output className="time-slider__now" aria-live="polite" htmlFor={`${id}-start`}>
          {current}
        </output>
      </div>
      {extent.isPending ? (
        <p className="time-slider__status" role="status">
          {t('web.time.loading')}
        </p>
      ) : extent.isError ? (
        <p className="time-slider__status time-slider__status--error" role="alert">
          {t('web.time.failed')}
        </p>
      ) : !steps ? (
        <p className="time-slider__status">{t('web.time.empty', { column: time.column })}</p>
      ) : (
        <div className="time-slider__controls">
          <button type="button" className="time-slider__play" aria-pressed={playing} onClick={play} disabled={steps.count < 2}>
            {playing ? t('web.time.pause') : t('web.time.play')}
          </button>
          <div className="time-slider__ranges">
            <label htmlFor={`${id}-start`} className={time.mode === 'instant' ? 'visually-hidden' : 'time-slider__label'}>
              {time.mode === 'instant' ? label : t('web.time.start')}
            </label>
            <input
              id={`${id}-start`}
              type="range"
              min={0}
              max={steps.count - 1}
              step={1}
              value={start}
              aria-valuetext={valueText(start)}
              onChange={(e) => setStart(Number(e.target.value))}
            />
            {time.mode === 'range' && (
              <>
                <label htmlFor={`${id}-end`} className="time-slider__label">
                  {t('web.time.end')}
                </label>
                <input
                  id={`${id}-end`}
                  type="range"
                  min={0}
                  max={steps.count - 1}
                  step={1}
                  value={end}
                  aria-valuetext={valueText(end)}
                  onChange={(e) => setEnd(Number(e.target.value))}
                />
              </>
            )}
          </div>
          <label className="time-slider__speed">
            <span>{t('web.time.speed')}</span>
            <select value={String(time.speed)} onChange={(e) => onChange({ ...time, speed: Number(e.target.value) as TimeSpeed })}>
              {TIME_SPEEDS.map((s) => (
                <option key={s} value={String(s)}>
                  {t('web.time.speedValue', { speed: s })}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </section>
  );
}

/** The time slider bars of a map's visible layers that have one (bottom of the map). */
export function TimeSliders({ nodes, userMapId, onChange }: { nodes: readonly TocNode[]; userMapId?: string | null; onChange: (key: string, time: TimeSetting) => void }) {
  // Clustered and heatmap points are drawn from all features (not tiles): no bar for them.
  const shown = allLayers(nodes).filter(
    (n): n is TocLayerNode & { time: TimeSetting } => n.time !== null && n.visible && n.layer.viewable && hasTimeSlider(n) && !n.cluster && !n.style.heatmap?.enabled,
  );
  if (shown.length === 0) return null;
  return (
    <div className="time-sliders">
      {shown.map((n) => (
        <TimeSlider key={n.key} node={n} userMapId={userMapId} onChange={(time) => onChange(n.key, time)} />
      ))}
    </div>
  );
}
