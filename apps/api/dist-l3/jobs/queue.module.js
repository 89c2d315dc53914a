"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.QueueModule = void 0;
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const app_config_1 = require("../config/app-config");
const queues_1 = require("./queues");
const queues = Object.values(queues_1.QUEUES).map((name) => ({ name }));
/** BullMQ connection and queue registration, shared by the API (producers) and the worker. */
let QueueModule = class QueueModule {
};
exports.QueueModule = QueueModule;
exports.QueueModule = QueueModule = __decorate([
    (0, common_1.Module)({
        imports: [
            bullmq_1.BullModule.forRootAsync({
                inject: [app_config_1.AppConfig],
                useFactory: (c) => {
                    const url = new URL(c.values.REDIS_URL);
                    return {
                        prefix: c.values.QUEUE_PREFIX,
                        connection: {
                            host: url.hostname,
                            port: Number(url.port || 6379),
                            username: url.username || undefined,
                            password: url.password ? decodeURIComponent(url.password) : undefined,
                            db: Number(url.pathname.replace('/', '') || 0),
                            tls: url.protocol === 'rediss:' ? {} : undefined,
                        },
                        defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: 1000, removeOnFail: 5000 },
                    };
                },
            }),
            bullmq_1.BullModule.registerQueue(...queues),
        ],
        exports: [bullmq_1.BullModule],
    })
], QueueModule);
//# sourceMappingURL=queue.module.js.map