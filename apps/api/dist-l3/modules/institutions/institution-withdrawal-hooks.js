"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.InstitutionWithdrawalHooks = void 0;
const common_1 = require("@nestjs/common");
/**
 * Features whose rows follow their owners register here (e.g. contents moving their insttCode
 * to openBiz so members keep their own contents; invitations being cancelled). Hooks run in
 * registration order, in the same transaction as the withdrawal.
 */
let InstitutionWithdrawalHooks = class InstitutionWithdrawalHooks {
    hooks = new Map();
    register(name, hook) {
        if (this.hooks.has(name))
            throw new Error(`a withdrawal hook named ${name} is already registered`);
        this.hooks.set(name, hook);
    }
    async run(tx, withdrawal) {
        for (const hook of this.hooks.values())
            await hook(tx, withdrawal);
    }
};
exports.InstitutionWithdrawalHooks = InstitutionWithdrawalHooks;
exports.InstitutionWithdrawalHooks = InstitutionWithdrawalHooks = __decorate([
    (0, common_1.Injectable)()
], InstitutionWithdrawalHooks);
//# sourceMappingURL=institution-withdrawal-hooks.js.map