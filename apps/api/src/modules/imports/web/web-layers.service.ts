import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LYR_TY_SE_CODES, type LyrTySeCode } from '@nuri/domain';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user';
import { DomainError } from '../../../common/errors/domain-error';
import { OutboundRequestError } from '../../../common/net/outbound-error';
import { assertOutboundHost, parseOutboundUrl, safeFetch } from '../../../common/net/safe-fetch';
import { AppConfig } from '../../../config/app-config';
import { Layer } from '../../layers';
import type {
  UploadAcceptedDto,
  UploadLayerDto,
  WebCapabilitiesDto,
  WebServiceType,
} from '../dto/imports.dto';
import { readCapabilities, type SubLayer } from './capabilities';

/** Layer style codes of remote layers (spec 001 §3): T wmts, F wfs, Z xyz; anything else is wms (W here). */
export const WEB_LYR_STLE_CODES: Readonly<Record<WebServiceType, string>> = {
  wms: 'W',
  wfs: 'F',
  wmts: 'T',
  xyz: 'Z',
};
const GEOMETRY_CODES: Readonly<Record<'point' | 'line' | 'polygon', LyrTySeCode>> = {
  point: '1',
  line: '2',
  polygon: '3',
};
const SERVICE_PARAMS = ['service', 'request', 'version'];

interface DescribedService extends WebCapabilitiesDto {
  /** The address stored as the layer's mapUrl. */
  mapUrl: string;
  capabilitiesUrl: string | null;
}

/**
 * Remote layers (WMS, WFS, WMTS, XYZ): the address is checked (http/https, public hosts only
 * unless ALLOW_PRIVATE_URLS), the capabilities are fetched through the safe fetch and their
 * sub-layers listed; the layer is stored ready at once.
 */
@Injectable()
export class WebLayersService {
  constructor(
    private readonly config: AppConfig,
    @InjectRepository(Layer) private readonly layers: Repository<Layer>,
  ) {}

  /** The service and its sub-layers, without storing anything (the upload widget lists them). */
  async capabilities(url: string, serviceType?: WebServiceType): Promise<WebCapabilitiesDto> {
    const s = await this.describe(url, serviceType);
    return {
      serviceType: s.serviceType,
      lyrStleCode: s.lyrStleCode,
      version: s.version,
      title: s.title,
      subLayers: s.subLayers,
    };
  }

  async register(
    caller: AuthUser,
    dto: UploadLayerDto,
    holdDataSeCode: '1' | '9',
  ): Promise<UploadAcceptedDto> {
    if (!dto.url) throw new DomainError('BAD_REQUEST', 'upload.web.urlRequired');
    const service = await this.describe(dto.url, dto.serviceType);
    const selected = this.select(service, dto.layerNames);
    let lyrTySeCode: LyrTySeCode = LYR_TY_SE_CODES.TIFF;
    if (service.serviceType === 'wfs') {
      if (!dto.geometryType) throw new DomainError('BAD_REQUEST', 'upload.geometryTypeRequired');
      lyrTySeCode = GEOMETRY_CODES[dto.geometryType];
    }
    const lyrId = randomUUID();
    const mapUrlParamtr: Record<string, unknown> = {
      serviceType: service.serviceType,
      version: service.version,
      capabilitiesUrl: service.capabilitiesUrl,
      layers: selected.map((l) => l.name).join(','),
      subLayers: service.subLayers.map((l) => ({ name: l.name, title: l.title })),
    };
    // save() takes the JSON column as the entity types it (insert() cannot type unknown JSON values).
    await this.layers.save(
      this.layers.create({
        lyrId,
        lyrNm:
          dto.lyrNm ??
          service.title ??
          selected[0]?.title ??
          new URL(sampleTileUrl(service.mapUrl)).host,
        lyrDc: dto.lyrDc ?? null,
        lyrTySeCode,
        holdDataSeCode,
        uploadTy: 'web',
        lyrStleCode: service.lyrStleCode,
        mapUrl: service.mapUrl,
        mapUrlParamtr,
        insttCode: caller.insttCode,
        registerId: caller.userId,
        lyrSttusCode: 'READY',
      }),
    );
    return { lyrId, jobId: null, lyrSttusCode: 'READY', subLayers: service.subLayers };
  }

  private async describe(raw: string, given?: WebServiceType): Promise<DescribedService> {
    const serviceType = given ?? guessServiceType(raw);
    const lyrStleCode = WEB_LYR_STLE_CODES[serviceType];
    const allowPrivate = this.config.values.ALLOW_PRIVATE_URLS;
    try {
      if (serviceType === 'xyz') {
        if (!['{z}', '{x}'].every((p) => raw.includes(p)) || !/\{-?y\}/.test(raw))
          throw new DomainError('BAD_REQUEST', 'upload.web.xyzTemplateInvalid');
        // The template's placeholders stand in for numbers while the address is checked.
        await assertOutboundHost(parseOutboundUrl(sampleTileUrl(raw)), { allowPrivate });
        return {
          serviceType,
          lyrStleCode,
          version: null,
          title: null,
          subLayers: [],
          mapUrl: raw,
          capabilitiesUrl: null,
        };
      }
      const url = parseOutboundUrl(raw);
      const restful = serviceType === 'wmts' && /\.xml$/i.test(url.pathname);
      const base = new URL(url);
      for (const key of [...base.searchParams.keys()])
        if (SERVICE_PARAMS.includes(key.toLowerCase())) base.searchParams.delete(key);
      const capabilitiesUrl = restful ? url : new URL(base);
      if (!restful) {
        capabilitiesUrl.searchParams.set('SERVICE', serviceType.toUpperCase());
        capabilitiesUrl.searchParams.set('REQUEST', 'GetCapabilities');
      }
      const response = await safeFetch(capabilitiesUrl.toString(), { allowPrivate });
      if (response.status !== 200) throw new OutboundRequestError('status', `HTTP ${response.status}`);
      const capabilities = readCapabilities(serviceType, response.body.toString('utf8'));
      if (!capabilities)
        throw new DomainError('BAD_REQUEST', 'upload.web.capabilitiesInvalid', {
          serviceType: serviceType.toUpperCase(),
        });
      if (!capabilities.subLayers.length) throw new DomainError('BAD_REQUEST', 'upload.web.noLayers');
      return {
        serviceType,
        lyrStleCode,
        ...capabilities,
        mapUrl: restful ? url.toString() : base.toString(),
        capabilitiesUrl: capabilitiesUrl.toString(),
      };
    } catch (e) {
      throw e instanceof OutboundRequestError ? outboundError(e) : e;
    }
  }

  /** The sub-layers asked for (each must exist), else all of a WMS and the first of a WFS or WMTS. */
  private select(service: DescribedService, layerNames: string | undefined): SubLayer[] {
    if (service.serviceType === 'xyz') return [];
    const names = (layerNames ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!names.length)
      return service.serviceType === 'wms' ? service.subLayers : service.subLayers.slice(0, 1);
    return names.map((name) => {
      const found = service.subLayers.find((l) => l.name === name);
      if (!found) throw new DomainError('BAD_REQUEST', 'upload.web.layerNotFound', { name });
      return found;
    });
  }
}

/** xyz when the address is a tile template, else the SERVICE parameter, else WMTS for a capabilities file, else WMS. */
export function guessServiceType(raw: string): WebServiceType {
  if (raw.includes('{z}')) return 'xyz';
  const service = /[?&]service=([a-z]+)/i.exec(raw)?.[1]?.toLowerCase();
  if (service === 'wfs' || service === 'wmts' || service === 'wms') return service;
  return /WMTSCapabilities\.xml(\?|$)/i.test(raw) ? 'wmts' : 'wms';
}

function outboundError(e: OutboundRequestError): DomainError {
  switch (e.failure) {
    case 'protocol':
    case 'credentials':
      return new DomainError('BAD_REQUEST', 'upload.web.urlInvalid');
    case 'refusedAddress':
      return new DomainError('BAD_REQUEST', 'upload.web.urlRefused', { host: e.detail });
    default:
      return new DomainError('BAD_REQUEST', 'upload.web.fetchFailed', { reason: e.detail });
  }
}

/** A tile address from a template: {s} (sub-domain) as 'a', the other placeholders as 0. */
function sampleTileUrl(template: string): string {
  return template.replace(/\{s\}/g, 'a').replace(/\{[^}]*\}/g, '0');
}
