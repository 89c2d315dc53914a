"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MemberRemovalHandlers = void 0;
const common_1 = require("@nestjs/common");
/**
 * Features that own per-member data inside an institution register a handler here (in their
 * module's onModuleInit) and the constituents service runs them all when a member is removed.
 * The rule they follow: contents (maps, themed apps, layers, gallery requests) stay with the
 * institution and their ownership passes to `successorId`, the institution's master; personal
 * things that make no sense without the member (group memberships) are dropped.
 */
let MemberRemovalHandlers = class MemberRemovalHandlers {
    handlers = new Map();
    register(handler) {
        if (this.handlers.has(handler.name))
            throw new Error(`member removal handler '${handler.name}' registered twice`);
        this.handlers.set(handler.name, handler);
    }
    /** Names of the registered handlers, in registration order. */
    names() {
        return [...this.handlers.keys()];
    }
    async runAll(removal) {
        for (const handler of this.handlers.values())
            await handler.handle(removal);
    }
};
exports.MemberRemovalHandlers = MemberRemovalHandlers;
exports.MemberRemovalHandlers = MemberRemovalHandlers = __decorate([
    (0, common_1.Injectable)()
], MemberRemovalHandlers);
//# sourceMappingURL=member-removal.registry.js.map