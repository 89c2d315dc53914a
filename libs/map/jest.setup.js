// jsdom (some specs' environment) has no TextEncoder; OpenLayers' WebGL layers (the heatmap)
// create one when their module loads.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
