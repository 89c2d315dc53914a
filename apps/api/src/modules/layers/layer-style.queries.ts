// SQL of layer styles (parameterised). Each change bumps data_version (caches key on it).

/** $1 layer id, $2 style JSON text, $3 time. */
export const SET_STYLE_JSON_SQL = `UPDATE lyr SET style_json = $2::jsonb, data_version = data_version + 1, updt_dt = $3 WHERE lyr_id = $1`;

/** $1 layer id, $2 SLD text or null, $3 time. */
export const SET_SLD_SQL = `UPDATE lyr SET sld_cn = $2, data_version = data_version + 1, updt_dt = $3 WHERE lyr_id = $1`;
