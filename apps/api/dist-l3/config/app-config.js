"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppConfig = void 0;
const node_path_1 = __importDefault(require("node:path"));
const config_schema_1 = require("./config.schema");
/** Typed, validated configuration shared by the HTTP API and the worker. */
class AppConfig {
    values;
    repoRoot;
    constructor(env = process.env) {
        this.values = (0, config_schema_1.parseConfig)(env);
        this.repoRoot = findRepoRoot();
    }
    get isProduction() {
        return this.values.NODE_ENV === 'production';
    }
    get devTools() {
        return this.values.DEV_TOOLS && !this.isProduction;
    }
    /** Access-token signing secret; a fixed value outside production so several processes agree. */
    get jwtSecret() {
        return this.values.JWT_SECRET ?? 'development-only-jwt-secret-not-for-production-use';
    }
    /** AES-256-GCM key for secrets at rest; a fixed value outside production. */
    get encryptionKey() {
        return Buffer.from(this.values.ENCRYPTION_KEY ?? 'ZGV2ZWxvcG1lbnQtb25seS1lbmNyeXB0aW9uLWtleSE=', 'base64');
    }
    get webDistDir() {
        return this.values.WEB_DIST_DIR ?? node_path_1.default.join(this.repoRoot, 'apps/web/dist');
    }
    get adminDistDir() {
        return this.values.ADMIN_DIST_DIR ?? node_path_1.default.join(this.repoRoot, 'apps/admin/dist');
    }
    get storageDir() {
        return node_path_1.default.resolve(this.repoRoot, this.values.STORAGE_DIR);
    }
    gdalTool(name) {
        return this.values.GDAL_BIN_DIR ? node_path_1.default.join(this.values.GDAL_BIN_DIR, name) : name;
    }
}
exports.AppConfig = AppConfig;
// apps/api/{src,dist}/config → repository root, both from sources (tests) and from the build.
function findRepoRoot() {
    return node_path_1.default.resolve(__dirname, '../../../..');
}
//# sourceMappingURL=app-config.js.map