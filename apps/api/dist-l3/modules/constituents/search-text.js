"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.containsPattern = containsPattern;
/** A LIKE/ILIKE pattern that matches `text` anywhere, its wildcards taken literally (backslash is PostgreSQL's default escape). */
function containsPattern(text) {
    return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
//# sourceMappingURL=search-text.js.map