import { useState } from 'react';
import type { BaseMapItem } from '../map-kit/map-types';

/**
 * A base map's picture in the picker: its uploaded thumbnail, else the preview the API renders
 * (the map's own tiles over Seoul, or a drawing from the offline data); a drawn swatch only if
 * both fail to load.
 */
export function BaseMapThumb({ baseMap }: { baseMap: Pick<BaseMapItem, 'thumbnailUrl' | 'previewUrl' | 'bcrnMapClCode'> }) {
  const sources = [baseMap.thumbnailUrl, baseMap.previewUrl].filter((s): s is string => !!s);
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  if (!src)
    return (
      <span
        className={`mb-basemaps__thumb mb-basemaps__thumb--drawn${baseMap.bcrnMapClCode === '03' ? ' mb-basemaps__thumb--image' : ''}`}
        aria-hidden="true"
      />
    );
  return <img src={src} alt="" className="mb-basemaps__thumb" loading="lazy" onError={() => setFailed((n) => n + 1)} />;
}
