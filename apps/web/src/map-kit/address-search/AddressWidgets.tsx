import type { MapController } from '@nuri/map';
import { AddressPopup } from './AddressPopup';
import { AddressSearch } from './AddressSearch';
import { DistrictSearch } from './DistrictSearch';
import { useAddressOverlay } from './use-address-overlay';

export type AddressOverlay = ReturnType<typeof useAddressOverlay>;

interface PanelProps {
  districts?: boolean;
  /** After a result is shown (a phone layout closes its sheet so the map is seen). */
  onShown?: () => void;
}

/** The search widgets alone, marking on an overlay the screen keeps (the builder's tabs come and go). */
export function AddressSearchPanel({ overlay, districts = true, onShown }: PanelProps & { overlay: AddressOverlay }) {
  return (
    <div className="addr-widgets">
      <AddressSearch
        onPick={(m) => {
          overlay.showPlace(m);
          onShown?.();
        }}
      />
      {districts && (
        <DistrictSearch
          onPick={(m) => {
            overlay.showDistrict(m);
            onShown?.();
          }}
        />
      )}
    </div>
  );
}

/** The marker's popup of an overlay (keep it mounted as long as the map). */
export function AddressMarks({ overlay }: { overlay: AddressOverlay }) {
  // OpenLayers moves the popup's element into the map's overlay layer: a wrapper React keeps in
  // place lets siblings (the legend, notices) come and go without React looking for the popup.
  return (
    <div className="addr-marks">
      <AddressPopup place={overlay.place} popupRef={overlay.popupRef} onClose={overlay.clearPlace} />
    </div>
  );
}

/**
 * The address and district search widgets for one map (simple map, themed apps): results
 * marked on the controller's map, the place with a popup, the district highlighted.
 */
export function AddressWidgets({ controller, districts = true, onShown }: PanelProps & { controller: MapController | null }) {
  const overlay = useAddressOverlay(controller);
  return (
    <>
      <AddressSearchPanel overlay={overlay} districts={districts} onShown={onShown} />
      <AddressMarks overlay={overlay} />
    </>
  );
}
