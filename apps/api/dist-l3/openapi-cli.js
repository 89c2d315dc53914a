"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const node_fs_1 = __importDefault(require("node:fs"));
const core_1 = require("@nestjs/core");
const app_module_1 = require("./app.module");
const swagger_1 = require("./swagger");
/**
 * Writes the OpenAPI document to the path given as the first argument without touching the
 * database or Redis (preview mode instantiates no providers). Used by `npm run generate`.
 */
async function main() {
    const out = process.argv[2];
    if (!out)
        throw new Error('usage: node openapi-cli.js <output.json>');
    const app = await core_1.NestFactory.create(app_module_1.AppModule, { preview: true, logger: false });
    app.setGlobalPrefix('api');
    const document = await (0, swagger_1.buildOpenApiDocument)(app);
    node_fs_1.default.writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
    await app.close();
}
main().catch((e) => {
    console.error(e);
    process.exit(1);
});
//# sourceMappingURL=openapi-cli.js.map