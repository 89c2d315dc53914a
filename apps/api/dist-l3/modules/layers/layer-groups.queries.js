"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GROUP_ITEM_IDS_SQL = exports.DELETE_GROUP_ITEMS_SQL = exports.INSERT_GROUP_ITEMS_SQL = void 0;
exports.groupLayersQuery = groupLayersQuery;
const layers_queries_1 = require("./layers.queries");
// SQL of layer groups (parameterised).
/** $1 group id, $2 layer ids in order: the group's items, numbered from 1. */
exports.INSERT_GROUP_ITEMS_SQL = `INSERT INTO lyr_grp_item (grp_lyr_id, lyr_id, sort_ordr)
  SELECT $1, x.lyr_id, x.ordr::int FROM unnest($2::varchar[]) WITH ORDINALITY AS x(lyr_id, ordr)`;
/** $1 group id. */
exports.DELETE_GROUP_ITEMS_SQL = `DELETE FROM lyr_grp_item WHERE grp_lyr_id = $1`;
/** $1 group id: ids of its layers. */
exports.GROUP_ITEM_IDS_SQL = `SELECT lyr_id AS "lyrId" FROM lyr_grp_item WHERE grp_lyr_id = $1`;
/** The layer rows of a group, in order. */
function groupLayersQuery(db, grpLyrId) {
    const q = db
        .createQueryBuilder()
        .from('lyr_grp_item', 'gi')
        .innerJoin('lyr', 'l', 'l.lyr_id = gi.lyr_id')
        .leftJoin('users', 'u', 'u.user_id = l.register_id');
    return (0, layers_queries_1.selectLayerRow)(q).where('gi.grp_lyr_id = :grpLyrId', { grpLyrId }).orderBy('gi.sort_ordr', 'ASC');
}
//# sourceMappingURL=layer-groups.queries.js.map