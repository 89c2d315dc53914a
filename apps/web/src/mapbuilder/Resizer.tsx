import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface ResizerProps {
  /** 'x': a vertical bar that changes a width (side panel); 'y': a horizontal bar that changes a height (docked table). */
  axis: 'x' | 'y';
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The panel grows when the pointer moves towards positive x/y (side panel) or negative y (a panel under the map). */
  invert?: boolean;
}

const KEY_STEP = 24;

/** A size kept between min and max. */
export function useClampedSize(initial: number, min: number, max: number) {
  const [size, setSize] = useState(initial);
  const set = useCallback((v: number) => setSize(Math.round(Math.max(min, Math.min(max, v)))), [min, max]);
  return [Math.max(min, Math.min(max, size)), set] as const;
}

/**
 * A drag handle between two panes (an ARIA window splitter): drag it with a pointer, or focus it
 * and use the arrow keys (Home/End for the smallest and largest size).
 */
export function Resizer({ axis, label, value, min, max, onChange, invert = false }: ResizerProps) {
  const start = useRef<{ at: number; value: number } | null>(null);
  const sign = invert ? -1 : 1;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { at: axis === 'x' ? e.clientX : e.clientY, value };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const delta = (axis === 'x' ? e.clientX : e.clientY) - start.current.at;
    onChange(start.current.value + sign * delta);
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const grow = axis === 'x' ? 'ArrowRight' : invert ? 'ArrowUp' : 'ArrowDown';
    const shrink = axis === 'x' ? 'ArrowLeft' : invert ? 'ArrowDown' : 'ArrowUp';
    if (e.key === grow) onChange(value + KEY_STEP);
    else if (e.key === shrink) onChange(value - KEY_STEP);
    else if (e.key === 'Home') onChange(min);
    else if (e.key === 'End') onChange(max);
    else return;
    e.preventDefault();
  };
  return (
    <div
      className={`mb-resizer mb-resizer--${axis}`}
      role="separator"
      aria-orientation={axis === 'x' ? 'vertical' : 'horizontal'}
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
