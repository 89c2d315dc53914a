"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.mountStaticApps = mountStaticApps;
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const express_1 = __importDefault(require("express"));
/**
 * Serves the built apps from the API's own origin, as nginx does in production: the admin
 * app under /admin and the web app at /. Unknown paths fall back to each app's index.html
 * (client-side routes); /api is never touched.
 */
function mountStaticApps(app, dirs) {
    const mounted = [];
    const server = app.getHttpAdapter().getInstance();
    const admin = node_path_1.default.join(dirs.admin, 'index.html');
    const web = node_path_1.default.join(dirs.web, 'index.html');
    if (node_fs_1.default.existsSync(admin)) {
        server.use('/admin', express_1.default.static(dirs.admin, { index: false, maxAge: '1h' }));
        server.get(/^\/admin(\/.*)?$/, spaFallback(admin));
        mounted.push('/admin');
    }
    if (node_fs_1.default.existsSync(web)) {
        server.use(express_1.default.static(dirs.web, { index: false, maxAge: '1h' }));
        server.get(/^\/(?!api(\/|$)|admin(\/|$)).*/, spaFallback(web));
        mounted.push('/');
    }
    return mounted;
}
function spaFallback(indexFile) {
    return (req, res, next) => {
        // Asset-looking paths that were not found stay 404 instead of returning HTML.
        if (node_path_1.default.extname(req.path) && !req.path.endsWith('.html'))
            return next();
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(indexFile);
    };
}
//# sourceMappingURL=static-apps.js.map