/** A content name saved with a restricted word after the caller's confirmation. */
export class RestrictedNameUseDto {
  useSn!: number;
  /** The request field: lyrNm, userMapSj, webappTmplatSj, mapGaleSj, cntntsSj or groupNm. */
  field!: string;
  /** Method and route, e.g. "PUT /api/layers/:lyrId". */
  route!: string;
  /** The name as saved. */
  nameValue!: string;
  /** The restricted word it contains. */
  word!: string;
  userId!: string;
  insttCode!: string | null;
  /** ISO date-time. */
  registDt!: string;
}
