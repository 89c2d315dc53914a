import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** Seoul City Hall, where the point layers below put their one feature. */
export const CITY_HALL = { lon: 126.978, lat: 37.5665 };

/**
 * A READY point layer of `owner` written straight into the database (a `layers` table in
 * EPSG:5186 with one point at City Hall, `name` text, and its lyr row as a custom layer, so
 * features can be added through the API), optionally shared with everyone (entry order 1).
 */
export async function pointLayer(
  db: DataSource,
  owner: { userId: string; insttCode: string },
  o: { everyone: boolean; prefix: string; lyrNm?: string },
): Promise<{ lyrId: string; table: string }> {
  const tag = randomBytes(6).toString('hex');
  const table = `t_${o.prefix}_${tag}`;
  const lyrId = `L-${o.prefix}-${tag}`;
  await db.query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), "name" text)`);
  await db.query(
    `INSERT INTO layers."${table}" (geom, "name") VALUES (ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 5186), '시청')`,
    [CITY_HALL.lon, CITY_HALL.lat],
  );
  await db.query(
    `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
     VALUES ($1, $2, '1', 'custom', $3, $4, $5, 'geom', 'POINT', 5186, 1)`,
    [lyrId, o.lyrNm ?? '시설', owner.insttCode, owner.userId, table],
  );
  if (o.everyone)
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       VALUES ('LYR', $1, 1, 0, $2, $2)`,
      [lyrId, owner.userId],
    );
  return { lyrId, table };
}
