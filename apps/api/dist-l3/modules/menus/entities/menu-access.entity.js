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
Object.defineProperty(exports, "__esModule", { value: true });
exports.MenuAccess = void 0;
const typeorm_1 = require("typeorm");
/** Whether an institution may use the menu items carrying a menuId (no row means yes). */
let MenuAccess = class MenuAccess {
    insttCode;
    menuId;
    accessAt;
    updusrId;
    updtDt;
};
exports.MenuAccess = MenuAccess;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'instt_code', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], MenuAccess.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'menu_id', type: 'varchar', length: 40 }),
    __metadata("design:type", String)
], MenuAccess.prototype, "menuId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'access_at', type: 'char', length: 1 }),
    __metadata("design:type", String)
], MenuAccess.prototype, "accessAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'updusr_id', type: 'varchar', length: 30, nullable: true }),
    __metadata("design:type", Object)
], MenuAccess.prototype, "updusrId", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updt_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], MenuAccess.prototype, "updtDt", void 0);
exports.MenuAccess = MenuAccess = __decorate([
    (0, typeorm_1.Entity)({ name: 'menu_access' })
], MenuAccess);
//# sourceMappingURL=menu-access.entity.js.map