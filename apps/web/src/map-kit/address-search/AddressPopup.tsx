import { useTranslation } from 'react-i18next';
import type { PlaceMark } from './use-address-overlay';

/** The popup over the marker of the place found (its element is the map overlay's). */
export function AddressPopup({ place, popupRef, onClose }: { place: PlaceMark | null; popupRef: (el: HTMLDivElement | null) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div ref={popupRef} className="addr-popup" data-testid="address-popup" hidden={!place} data-lon={place?.x} data-lat={place?.y}>
      {place && (
        <>
          <button type="button" className="addr-popup__close" aria-label={t('web.address.closePopup')} onClick={onClose}>
            ✕
          </button>
          <strong className="addr-popup__title">{place.title}</strong>
          {place.subtitle && <span className="addr-popup__sub">{place.subtitle}</span>}
        </>
      )}
    </div>
  );
}
