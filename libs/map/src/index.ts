// @nuri/map: OpenLayers + proj4 for the map builder and the simple map (no React here).
//   projections / resolutions / view — Korean projections, provider grids, views that switch grid
//   source-registry — one factory per lyrStleCode (T wmts, F wfs, Z xyz, I tile image, A arc tile,
//                      U tms, H hybrid overlay, V our MVT, anything else wms)
//   own-layers / raster-style — our layers: authorised vector tiles, clustered points, COG rasters
//                      (stretch, colour ramps and hillshade from style.raster)
//   style-renderer — LayerStyle (@nuri/domain) → OpenLayers style functions
//   map-controller (+ map-types, map-inspect) — one map: base map, TOC layers, tools, feature
//                      lookup, describe() for tests
//   editing/ — one layer's feature editing session (draw, move, reshape, holes, parts, snapping,
//                      undo/redo, the save batch with versions)
//   tools / measure / geolocation / export / coordinates — the widget bar's pieces
//   print — the map drawn offscreen at a paper's resolution (the print dialog)
export * from './projections';
export * from './resolutions';
export * from './view';
export * from './style-renderer';
export * from './offline-style';
export * from './source-registry';
export * from './own-layers';
export * from './measure';
export * from './geolocation';
export * from './tools';
export * from './export';
export * from './print';
export * from './map-controller';
export * from './coordinates';
export * from './raster-style';
export * from './editing';
