// The map builder's editing panels: controlled components the builder page mounts per TOC layer.
export { AttributeTable, type AttributeTableProps } from './AttributeTable';
export { LabelPanel, type LabelPanelProps } from './LabelPanel';
export { PopupPanel, type PopupPanelProps } from './PopupPanel';
export { StylePanel, type StylePanelProps } from './StylePanel';
export { geometryKindOf, type GeometryKind } from './SymbolEditor';
export { RasterStylePanel, type RasterBand, type RasterStylePanelProps } from './RasterStylePanel';
export { LayerVersionsPanel, type LayerVersionsPanelProps } from './LayerVersionsPanel';
export { LayerDataPanel, type LayerDataPanelProps } from './LayerDataPanel';
export { TimePanel, timeColumns, type TimePanelProps } from './TimePanel';
