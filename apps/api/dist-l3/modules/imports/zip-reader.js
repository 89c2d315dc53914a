"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZIP_MAX_UNCOMPRESSED_BYTES = exports.ZIP_MAX_ENTRIES = void 0;
exports.listZip = listZip;
exports.extractZipEntries = extractZipEntries;
exports.isSafeEntryName = isSafeEntryName;
const node_fs_1 = require("node:fs");
const promises_1 = require("node:stream/promises");
const domain_1 = require("@nuri/domain");
const yauzl_1 = require("yauzl");
const domain_error_1 = require("../../common/errors/domain-error");
/** Limits of one uploaded zip (zip bombs): entries listed, and bytes once unpacked. */
exports.ZIP_MAX_ENTRIES = 100;
exports.ZIP_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;
/**
 * Lists a zip's entries without unpacking anything, refusing what could write outside the
 * target folder (absolute paths, '..'), encrypted entries, too many entries and too many bytes
 * once unpacked (sizes are the declared ones; unpacking checks the real ones against them).
 */
async function listZip(file) {
    const { zip, entries } = await openChecked(file);
    zip.close();
    return entries.map(({ name, size, directory }) => ({ name, size, directory }));
}
/** Unpacks the named entries to the given paths; the rest of the zip stays packed. */
async function extractZipEntries(file, targets) {
    const { zip, entries } = await openChecked(file);
    try {
        for (const e of entries) {
            const to = targets.get(e.name);
            if (!to)
                continue;
            const stream = await zip.openReadStreamPromise(e.entry);
            // yauzl compares the bytes actually unpacked with the declared size and fails on a lie.
            await (0, promises_1.pipeline)(stream, (0, node_fs_1.createWriteStream)(to, { flags: 'wx' }));
        }
    }
    catch (e) {
        if (e instanceof domain_error_1.DomainError)
            throw e;
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.zip.unreadable');
    }
    finally {
        zip.close();
    }
}
async function openChecked(file) {
    let zip;
    try {
        zip = await (0, yauzl_1.openPromise)(file, {
            lazyEntries: true,
            autoClose: false,
            decodeStrings: false,
            validateEntrySizes: true,
        });
    }
    catch {
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.zip.unreadable');
    }
    try {
        if (zip.entryCount > exports.ZIP_MAX_ENTRIES) {
            throw new domain_error_1.DomainError('PAYLOAD_TOO_LARGE', 'upload.zip.tooManyEntries', { max: exports.ZIP_MAX_ENTRIES });
        }
        const entries = [];
        let total = 0;
        for await (const entry of zip.eachEntry()) {
            const name = decodeEntryName(entry);
            if (!isSafeEntryName(name))
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.zip.unsafePath', { entry: name.slice(0, 200) });
            if (entry.isEncrypted())
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.zip.encrypted');
            total += entry.uncompressedSize;
            if (total > exports.ZIP_MAX_UNCOMPRESSED_BYTES) {
                throw new domain_error_1.DomainError('PAYLOAD_TOO_LARGE', 'upload.zip.tooLarge', {
                    limit: (0, domain_1.formatFileSize)(exports.ZIP_MAX_UNCOMPRESSED_BYTES),
                });
            }
            entries.push({ name, size: entry.uncompressedSize, directory: name.endsWith('/'), entry });
        }
        return { zip, entries };
    }
    catch (e) {
        zip.close();
        if (e instanceof domain_error_1.DomainError)
            throw e;
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.zip.unreadable');
    }
}
const UTF8_FLAG = 0x800;
/** Entry names: UTF-8 when flagged or valid, else CP949 (Korean Windows zip tools), else Latin-1. */
function decodeEntryName(entry) {
    const raw = entry.fileNameRaw;
    if (entry.generalPurposeBitFlag & UTF8_FLAG)
        return raw.toString('utf8');
    for (const encoding of ['utf-8', 'euc-kr']) {
        try {
            return new TextDecoder(encoding, { fatal: true }).decode(raw);
        }
        catch {
            // next encoding
        }
    }
    return raw.toString('latin1');
}
/** Relative, inside the folder: no leading slash or drive letter, no '..' step, no NUL. */
function isSafeEntryName(name) {
    if (!name || name.includes('\0'))
        return false;
    const normalised = name.replace(/\\/g, '/');
    if (normalised.startsWith('/') || /^[a-zA-Z]:/.test(normalised))
        return false;
    return !normalised.split('/').some((step) => step === '..');
}
//# sourceMappingURL=zip-reader.js.map