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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.GdalCli = exports.GdalError = void 0;
const node_child_process_1 = require("node:child_process");
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../../config/app-config");
/** A GDAL command that failed; stderr holds GDAL's own message (never shown to users as is). */
class GdalError extends Error {
    tool;
    exitCode;
    stderr;
    constructor(tool, exitCode, stderr) {
        super(`${tool} failed (${exitCode ?? 'killed'}): ${stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 500)}`);
        this.tool = tool;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.name = 'GdalError';
    }
}
exports.GdalError = GdalError;
const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_STDERR = 64 * 1024;
/**
 * Runs the GDAL command-line tools (ARCHITECTURE.md §3) as child processes with argument arrays,
 * never through a shell, with a time limit. The password reaches GDAL through PGPASSWORD, so it
 * never shows in a process listing.
 */
let GdalCli = class GdalCli {
    config;
    constructor(config) {
        this.config = config;
    }
    bin(tool) {
        const dir = this.config.values.GDAL_BIN_DIR;
        return dir ? node_path_1.default.join(dir, tool) : tool;
    }
    run(tool, args, options = {}) {
        const maxStdout = options.maxStdoutBytes ?? 16 * 1024 * 1024;
        return new Promise((resolve, reject) => {
            const child = (0, node_child_process_1.spawn)(this.bin(tool), args, {
                stdio: ['ignore', 'pipe', 'pipe'],
                // No side-car .aux.xml files next to sources or results.
                env: { ...process.env, GDAL_PAM_ENABLED: 'NO', CPL_DEBUG: 'OFF', ...options.env },
            });
            let stdout = '';
            let stderr = '';
            child.stdout.setEncoding('utf8');
            child.stderr.setEncoding('utf8');
            child.stdout.on('data', (text) => {
                if (stdout.length < maxStdout)
                    stdout += text;
                options.onStdout?.(text);
            });
            child.stderr.on('data', (text) => {
                if (stderr.length < MAX_STDERR)
                    stderr += text;
            });
            const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
            child.on('error', (e) => {
                clearTimeout(timer);
                reject(new GdalError(tool, null, e.message));
            });
            child.on('close', (code) => {
                clearTimeout(timer);
                if (code === 0)
                    resolve({ stdout, stderr });
                else
                    reject(new GdalError(tool, code, stderr));
            });
        });
    }
    /** The application database as a GDAL PostgreSQL source. */
    pgSource(applicationName) {
        const url = new URL(this.config.values.DATABASE_URL);
        const parts = {
            dbname: decodeURIComponent(url.pathname.replace(/^\//, '')),
            host: url.hostname.replace(/^\[|\]$/g, ''),
            port: url.port || '5432',
        };
        if (url.username)
            parts.user = decodeURIComponent(url.username);
        const env = {};
        if (url.password)
            env.PGPASSWORD = decodeURIComponent(url.password);
        const sslmode = url.searchParams.get('sslmode');
        if (sslmode)
            env.PGSSLMODE = sslmode;
        if (applicationName)
            env.PGAPPNAME = applicationName;
        const source = Object.entries(parts)
            .map(([k, v]) => `${k}='${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
            .join(' ');
        return { source: `PG:${source}`, env };
    }
};
exports.GdalCli = GdalCli;
exports.GdalCli = GdalCli = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [app_config_1.AppConfig])
], GdalCli);
//# sourceMappingURL=gdal-cli.js.map