"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MIGRATIONS = void 0;
const _1732150000000_init_1 = require("./1732150000000-init");
const _1732150000001_menus_1 = require("./1732150000001-menus");
const _1732150000002_accounts_1 = require("./1732150000002-accounts");
const _1732150000003_institutions_1 = require("./1732150000003-institutions");
const _1732150000004_layers_1 = require("./1732150000004-layers");
/** Every migration, in order. Listed explicitly so sources (tests) and builds load the same set. */
exports.MIGRATIONS = [_1732150000000_init_1.Init1732150000000, _1732150000001_menus_1.Menus1732150000001, _1732150000002_accounts_1.Accounts1732150000002, _1732150000003_institutions_1.Institutions1732150000003, _1732150000004_layers_1.Layers1732150000004];
//# sourceMappingURL=index.js.map