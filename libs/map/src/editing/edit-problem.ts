import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import { fromLonLat } from 'ol/proj';

/** A refused save's reason shown on the map beside the place it names (lon/lat). */
export class ProblemMarker {
  private overlay: Overlay | null = null;

  constructor(private readonly map: OlMap) {}

  show(lonLat: [number, number] | null, text = ''): void {
    if (this.overlay) this.map.removeOverlay(this.overlay);
    this.overlay = null;
    if (!lonLat) return;
    const element = document.createElement('div');
    element.className = 'nuri-edit-problem';
    element.textContent = text;
    this.overlay = new Overlay({ element, offset: [0, -12], positioning: 'bottom-center', stopEvent: false });
    this.overlay.setPosition(fromLonLat(lonLat, this.map.getView().getProjection()));
    this.map.addOverlay(this.overlay);
  }

  clear(): void {
    this.show(null);
  }
}
