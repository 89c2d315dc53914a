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
exports.Menu = void 0;
const typeorm_1 = require("typeorm");
/** One item of a system's menu tree (seeded by migration). */
let Menu = class Menu {
    menuKey;
    systemType;
    upperMenuKey;
    menuNm;
    menuEngNm;
    linkTy;
    routerLink;
    sortOrdr;
    viewId;
    menuId;
    wavusOnlyAt;
    openbizHiddenAt;
    electionOnlyAt;
    addOnAt;
    useAt;
};
exports.Menu = Menu;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'menu_key', type: 'varchar', length: 60 }),
    __metadata("design:type", String)
], Menu.prototype, "menuKey", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'system_type', type: 'varchar', length: 20 }),
    __metadata("design:type", String)
], Menu.prototype, "systemType", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'upper_menu_key', type: 'varchar', length: 60, nullable: true }),
    __metadata("design:type", Object)
], Menu.prototype, "upperMenuKey", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'menu_nm', type: 'varchar', length: 100 }),
    __metadata("design:type", String)
], Menu.prototype, "menuNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'menu_eng_nm', type: 'varchar', length: 100 }),
    __metadata("design:type", String)
], Menu.prototype, "menuEngNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'link_ty', type: 'varchar', length: 20 }),
    __metadata("design:type", String)
], Menu.prototype, "linkTy", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'router_link', type: 'varchar', length: 200, nullable: true }),
    __metadata("design:type", Object)
], Menu.prototype, "routerLink", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'sort_ordr', type: 'integer' }),
    __metadata("design:type", Number)
], Menu.prototype, "sortOrdr", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'view_id', type: 'varchar', length: 10, nullable: true }),
    __metadata("design:type", Object)
], Menu.prototype, "viewId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'menu_id', type: 'varchar', length: 40, nullable: true }),
    __metadata("design:type", Object)
], Menu.prototype, "menuId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'wavus_only_at', type: 'boolean' }),
    __metadata("design:type", Boolean)
], Menu.prototype, "wavusOnlyAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'openbiz_hidden_at', type: 'boolean' }),
    __metadata("design:type", Boolean)
], Menu.prototype, "openbizHiddenAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'election_only_at', type: 'boolean' }),
    __metadata("design:type", Boolean)
], Menu.prototype, "electionOnlyAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'add_on_at', type: 'boolean' }),
    __metadata("design:type", Boolean)
], Menu.prototype, "addOnAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'use_at', type: 'char', length: 1 }),
    __metadata("design:type", String)
], Menu.prototype, "useAt", void 0);
exports.Menu = Menu = __decorate([
    (0, typeorm_1.Entity)({ name: 'menu' })
], Menu);
//# sourceMappingURL=menu.entity.js.map