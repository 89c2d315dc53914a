"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.WebLayersService = exports.WEB_LYR_STLE_CODES = void 0;
exports.guessServiceType = guessServiceType;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../../common/errors/domain-error");
const outbound_error_1 = require("../../../common/net/outbound-error");
const safe_fetch_1 = require("../../../common/net/safe-fetch");
const app_config_1 = require("../../../config/app-config");
const layer_entity_1 = require("../../layers/entities/layer.entity");
const capabilities_1 = require("./capabilities");
/** Layer style codes of remote layers (spec 001 §3): T wmts, F wfs, Z xyz; anything else is wms (W here). */
exports.WEB_LYR_STLE_CODES = {
    wms: 'W',
    wfs: 'F',
    wmts: 'T',
    xyz: 'Z',
};
const GEOMETRY_CODES = {
    point: '1',
    line: '2',
    polygon: '3',
};
const SERVICE_PARAMS = ['service', 'request', 'version'];
/**
 * Remote layers (WMS, WFS, WMTS, XYZ): the address is checked (http/https, public hosts only
 * unless ALLOW_PRIVATE_URLS), the capabilities are fetched through the safe fetch and their
 * sub-layers listed; the layer is stored ready at once.
 */
let WebLayersService = class WebLayersService {
    config;
    layers;
    constructor(config, layers) {
        this.config = config;
        this.layers = layers;
    }
    /** The service and its sub-layers, without storing anything (the upload widget lists them). */
    async capabilities(url, serviceType) {
        const s = await this.describe(url, serviceType);
        return {
            serviceType: s.serviceType,
            lyrStleCode: s.lyrStleCode,
            version: s.version,
            title: s.title,
            subLayers: s.subLayers,
        };
    }
    async register(caller, dto, holdDataSeCode) {
        if (!dto.url)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.urlRequired');
        const service = await this.describe(dto.url, dto.serviceType);
        const selected = this.select(service, dto.layerNames);
        let lyrTySeCode = domain_1.LYR_TY_SE_CODES.TIFF;
        if (service.serviceType === 'wfs') {
            if (!dto.geometryType)
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.geometryTypeRequired');
            lyrTySeCode = GEOMETRY_CODES[dto.geometryType];
        }
        const lyrId = (0, node_crypto_1.randomUUID)();
        const mapUrlParamtr = {
            serviceType: service.serviceType,
            version: service.version,
            capabilitiesUrl: service.capabilitiesUrl,
            layers: selected.map((l) => l.name).join(','),
            subLayers: service.subLayers.map((l) => ({ name: l.name, title: l.title })),
        };
        // save() takes the JSON column as the entity types it (insert() cannot type unknown JSON values).
        await this.layers.save(this.layers.create({
            lyrId,
            lyrNm: dto.lyrNm ??
                service.title ??
                selected[0]?.title ??
                new URL(service.mapUrl.replace(/\{[^}]*\}/g, '0')).host,
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
        }));
        return { lyrId, jobId: null, lyrSttusCode: 'READY', subLayers: service.subLayers };
    }
    async describe(raw, given) {
        const serviceType = given ?? guessServiceType(raw);
        const lyrStleCode = exports.WEB_LYR_STLE_CODES[serviceType];
        const allowPrivate = this.config.values.ALLOW_PRIVATE_URLS;
        try {
            if (serviceType === 'xyz') {
                if (!['{z}', '{x}'].every((p) => raw.includes(p)) || !/\{-?y\}/.test(raw))
                    throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.xyzTemplateInvalid');
                // The template's placeholders stand in for numbers while the address is checked.
                await (0, safe_fetch_1.assertOutboundHost)((0, safe_fetch_1.parseOutboundUrl)(raw.replace(/\{[^}]*\}/g, '0')), { allowPrivate });
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
            const url = (0, safe_fetch_1.parseOutboundUrl)(raw);
            const restful = serviceType === 'wmts' && /\.xml$/i.test(url.pathname);
            const base = new URL(url);
            for (const key of [...base.searchParams.keys()])
                if (SERVICE_PARAMS.includes(key.toLowerCase()))
                    base.searchParams.delete(key);
            const capabilitiesUrl = restful ? url : new URL(base);
            if (!restful) {
                capabilitiesUrl.searchParams.set('SERVICE', serviceType.toUpperCase());
                capabilitiesUrl.searchParams.set('REQUEST', 'GetCapabilities');
            }
            const response = await (0, safe_fetch_1.safeFetch)(capabilitiesUrl.toString(), { allowPrivate });
            if (response.status !== 200)
                throw new outbound_error_1.OutboundRequestError('status', `HTTP ${response.status}`);
            const capabilities = (0, capabilities_1.readCapabilities)(serviceType, response.body.toString('utf8'));
            if (!capabilities)
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.capabilitiesInvalid', {
                    serviceType: serviceType.toUpperCase(),
                });
            if (!capabilities.subLayers.length)
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.noLayers');
            return {
                serviceType,
                lyrStleCode,
                ...capabilities,
                mapUrl: restful ? url.toString() : base.toString(),
                capabilitiesUrl: capabilitiesUrl.toString(),
            };
        }
        catch (e) {
            throw e instanceof outbound_error_1.OutboundRequestError ? outboundError(e) : e;
        }
    }
    /** The sub-layers asked for (each must exist), else all of a WMS and the first of a WFS or WMTS. */
    select(service, layerNames) {
        if (service.serviceType === 'xyz')
            return [];
        const names = (layerNames ?? '')
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
        if (!names.length)
            return service.serviceType === 'wms' ? service.subLayers : service.subLayers.slice(0, 1);
        return names.map((name) => {
            const found = service.subLayers.find((l) => l.name === name);
            if (!found)
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.layerNotFound', { name });
            return found;
        });
    }
};
exports.WebLayersService = WebLayersService;
exports.WebLayersService = WebLayersService = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectRepository)(layer_entity_1.Layer)),
    __metadata("design:paramtypes", [app_config_1.AppConfig,
        typeorm_2.Repository])
], WebLayersService);
/** xyz when the address is a tile template, else the SERVICE parameter, else WMTS for a capabilities file, else WMS. */
function guessServiceType(raw) {
    if (raw.includes('{z}'))
        return 'xyz';
    const service = /[?&]service=([a-z]+)/i.exec(raw)?.[1]?.toLowerCase();
    if (service === 'wfs' || service === 'wmts' || service === 'wms')
        return service;
    return /WMTSCapabilities\.xml(\?|$)/i.test(raw) ? 'wmts' : 'wms';
}
function outboundError(e) {
    switch (e.failure) {
        case 'protocol':
        case 'credentials':
            return new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.urlInvalid');
        case 'refusedAddress':
            return new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.urlRefused', { host: e.detail });
        default:
            return new domain_error_1.DomainError('BAD_REQUEST', 'upload.web.fetchFailed', { reason: e.detail });
    }
}
//# sourceMappingURL=web-layers.service.js.map