import { XMLParser } from 'fast-xml-parser';
import type { WebServiceType } from '../dto/imports.dto';

export interface SubLayer {
  name: string;
  title: string | null;
}

export interface Capabilities {
  version: string | null;
  title: string | null;
  subLayers: SubLayer[];
}

type Node = Record<string, unknown>;

// GDAL's WMS/WFS/WMTS drivers read capabilities only by fetching them themselves, which would
// bypass the outbound address checks: the document is fetched safely and read here instead.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** The sub-layers a capabilities document offers, or null when it is not one of the service's. */
export function readCapabilities(type: Exclude<WebServiceType, 'xyz'>, xml: string): Capabilities | null {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  switch (type) {
    case 'wms': {
      const root = asNode(doc.WMS_Capabilities) ?? asNode(doc.WMT_MS_Capabilities);
      if (!root) return null;
      const layers: SubLayer[] = [];
      collectWmsLayers(asNode(root.Capability)?.Layer, layers);
      return { version: attr(root, 'version'), title: text(asNode(root.Service)?.Title), subLayers: layers };
    }
    case 'wfs': {
      const root = asNode(doc.WFS_Capabilities);
      if (!root) return null;
      const types = list(asNode(root.FeatureTypeList)?.FeatureType);
      const subLayers = types
        .map((t) => ({ name: text(t.Name) ?? '', title: text(t.Title) }))
        .filter((l) => l.name);
      return {
        version: attr(root, 'version'),
        title: text(asNode(root.ServiceIdentification)?.Title ?? asNode(root.Service)?.Title),
        subLayers,
      };
    }
    case 'wmts': {
      const root = asNode(doc.Capabilities);
      if (!root) return null;
      const layers = list(asNode(root.Contents)?.Layer);
      const subLayers = layers
        .map((l) => ({ name: text(l.Identifier) ?? '', title: text(l.Title) }))
        .filter((l) => l.name);
      return {
        version: attr(root, 'version'),
        title: text(asNode(root.ServiceIdentification)?.Title),
        subLayers,
      };
    }
  }
}

/** WMS layers nest; every one with a Name can be requested. */
function collectWmsLayers(value: unknown, out: SubLayer[]): void {
  for (const layer of list(value)) {
    const name = text(layer.Name);
    if (name) out.push({ name, title: text(layer.Title) });
    collectWmsLayers(layer.Layer, out);
  }
}

function asNode(value: unknown): Node | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;
}

function list(value: unknown): Node[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map(asNode).filter((n): n is Node => n !== null);
}

/** Element text: plain, or '#text' beside attributes; the first of repeated (e.g. per-language) titles. */
function text(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim() || null;
  if (typeof first === 'number') return String(first);
  const node = asNode(first);
  const inner = node?.['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() || null : null;
}

function attr(node: Node, name: string): string | null {
  const value = node[`@${name}`];
  return typeof value === 'string' ? value : null;
}
