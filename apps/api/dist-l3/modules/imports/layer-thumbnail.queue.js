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
exports.LayerThumbnailQueue = void 0;
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const bullmq_2 = require("bullmq");
const queues_1 = require("../../jobs/queues");
/** Asks the worker to draw a layer's thumbnail again (e.g. after its features were edited). */
let LayerThumbnailQueue = class LayerThumbnailQueue {
    queue;
    constructor(queue) {
        this.queue = queue;
    }
    /** One job per data version: asking twice for the same version draws once. */
    async redraw(lyrId, dataVersion) {
        const jobId = (0, queues_1.thumbnailJobId)(lyrId, dataVersion);
        const data = { lyrId };
        await this.queue.add(queues_1.JOBS.thumbnail.layer, data, {
            jobId,
            attempts: 2,
            removeOnComplete: { age: 24 * 3600 },
            removeOnFail: { age: 7 * 24 * 3600 },
        });
        return jobId;
    }
};
exports.LayerThumbnailQueue = LayerThumbnailQueue;
exports.LayerThumbnailQueue = LayerThumbnailQueue = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, bullmq_1.InjectQueue)(queues_1.QUEUES.thumbnail)),
    __metadata("design:paramtypes", [bullmq_2.Queue])
], LayerThumbnailQueue);
//# sourceMappingURL=layer-thumbnail.queue.js.map