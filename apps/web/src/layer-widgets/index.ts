// The map builder's layer widgets (spec 001 §2), mounted in its side panel.
export { LayerSearchWidget, type LayerSearchWidgetProps } from './LayerSearchWidget';
export { LayerUploadWidget, type LayerUploadWidgetProps } from './LayerUploadWidget';
export type { LayerDetail, LayerSummary } from './layer-widgets-api';
