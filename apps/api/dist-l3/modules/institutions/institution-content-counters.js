"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.InstitutionContentCounters = exports.CONTENT_COUNT_NAMES = void 0;
const common_1 = require("@nestjs/common");
/** The counts of GET /instt/{insttCode}/contents/count. */
exports.CONTENT_COUNT_NAMES = ['lyrCnt', 'mapCnt', 'appCnt', 'memberCnt', 'groupCnt'];
/**
 * Registry of content counters: each feature that owns a kind of content registers its counter
 * (e.g. layers: `counters.register('lyrCnt', (code) => …)` in its onModuleInit). A kind nobody
 * registered counts 0, which is right while the feature does not exist. memberCnt and groupCnt
 * are registered by the institutions module.
 */
let InstitutionContentCounters = class InstitutionContentCounters {
    counters = new Map();
    /** One counter per kind: a second registration is a wiring mistake and fails at boot. */
    register(name, counter) {
        if (this.counters.has(name))
            throw new Error(`a content counter for ${name} is already registered`);
        this.counters.set(name, counter);
    }
    async countAll(insttCode) {
        const values = await Promise.all(exports.CONTENT_COUNT_NAMES.map((name) => this.counters.get(name)?.(insttCode) ?? Promise.resolve(0)));
        return Object.fromEntries(exports.CONTENT_COUNT_NAMES.map((name, i) => [name, values[i]]));
    }
};
exports.InstitutionContentCounters = InstitutionContentCounters;
exports.InstitutionContentCounters = InstitutionContentCounters = __decorate([
    (0, common_1.Injectable)()
], InstitutionContentCounters);
//# sourceMappingURL=institution-content-counters.js.map