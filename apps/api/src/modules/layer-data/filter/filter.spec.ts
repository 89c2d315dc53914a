import { DomainError } from '../../../common/errors/domain-error';
import { columnKind, type LayerColumn } from '../layer-table';
import { parseFilter } from './filter-parser';
import { filterCondition } from './filter.queries';

const column = (name: string, udtName: string, type = udtName): LayerColumn => ({
  name,
  type,
  udtName,
  nullable: true,
  isKey: name === 'gid',
  geometryType: udtName === 'geometry' ? 'MultiPolygon' : null,
  srid: udtName === 'geometry' ? 5186 : null,
  kind: columnKind(udtName),
});
const COLUMNS = [
  column('gid', 'int4', 'integer'),
  column('geom', 'geometry'),
  column('name', 'text'),
  column('pop', 'int4', 'integer'),
  column('code', 'varchar'),
  column('open', 'bool', 'boolean'),
  column('시설 구분', 'text'),
];

const compile = (text: string) => filterCondition(parseFilter(text), COLUMNS, 't');

function errorOf(text: string): { key: string; params: Record<string, string | number> } {
  try {
    compile(text);
  } catch (e) {
    if (e instanceof DomainError) return { key: e.messageKey, params: e.params };
    throw e;
  }
  throw new Error(`no error for ${text}`);
}

describe('attribute filter', () => {
  it('compiles comparisons into parameters with the catalog names', () => {
    expect(compile("name = '종로구' AND pop >= 1000")).toEqual({
      sql: '((t."name" = $1) AND (t."pop" >= $2::numeric))',
      params: ['종로구', 1000],
    });
  });

  it('gives AND precedence over OR and honours parentheses and NOT', () => {
    expect(compile("pop = 1 OR name = 'b' AND pop < 3").sql).toBe(
      '((t."pop" = $1::numeric) OR ((t."name" = $2) AND (t."pop" < $3::numeric)))',
    );
    expect(compile("NOT (pop = 1 OR name <> 'x')").sql).toBe('(NOT ((t."pop" = $1::numeric) OR (t."name" <> $2)))');
  });

  it('supports IN, LIKE, ILIKE, BETWEEN, IS NULL with their negations', () => {
    expect(compile('code NOT IN (1, 2)')).toEqual({ sql: '(t."code" NOT IN ($1, $2))', params: ['1', '2'] });
    expect(compile("name like '%구'").sql).toBe('(t."name"::text LIKE $1::text)');
    expect(compile("name NOT ILIKE 'a%'").sql).toBe('(t."name"::text NOT ILIKE $1::text)');
    expect(compile('pop BETWEEN -1 AND 2.5e3')).toEqual({ sql: '(t."pop" BETWEEN $1::numeric AND $2::numeric)', params: [-1, 2500] });
    expect(compile('name IS NOT NULL AND code is null').sql).toBe('((t."name" IS NOT NULL) AND (t."code" IS NULL))');
    expect(compile('open = TRUE')).toEqual({ sql: '(t."open" = $1::boolean)', params: [true] });
  });

  it('reads quoted names and strings with doubled quotes, and folds case when one column matches', () => {
    expect(compile(`"시설 구분" = 'it''s'`)).toEqual({ sql: '(t."시설 구분" = $1)', params: ["it's"] });
    expect(compile("NAME = 'x'").sql).toBe('(t."name" = $1)');
  });

  it('refuses SQL and names the position', () => {
    expect(errorOf("name = 'x' OR 1=1")).toEqual({ key: 'layer.filter.unexpectedToken', params: { position: 15, token: '1' } });
    expect(errorOf("name = 'x' OR 1=1 --")).toEqual({ key: 'layer.filter.unexpectedChar', params: { position: 19, char: '-' } });
    expect(errorOf('name; DROP TABLE x')).toEqual({ key: 'layer.filter.unexpectedChar', params: { position: 5, char: ';' } });
    expect(errorOf("name = 'x")).toEqual({ key: 'layer.filter.unterminatedString', params: { position: 8 } });
    expect(errorOf("name = 'x' /* c */")).toMatchObject({ key: 'layer.filter.unexpectedChar', params: { position: 12 } });
    expect(errorOf('pop >= ')).toEqual({ key: 'layer.filter.unexpectedEnd', params: { position: 8 } });
    expect(errorOf("name = 'a' name = 'b'")).toMatchObject({ key: 'layer.filter.unexpectedToken', params: { position: 12 } });
  });

  it('refuses unknown and geometry columns and values of the wrong kind', () => {
    expect(errorOf("nmae = 'x'")).toEqual({ key: 'layer.filter.unknownColumn', params: { position: 1, column: 'nmae' } });
    expect(errorOf('geom IS NULL')).toMatchObject({ key: 'layer.filter.geometryColumn' });
    expect(errorOf("pop = 'many'")).toEqual({ key: 'layer.filter.valueType', params: { position: 7, column: 'pop', type: 'integer' } });
    expect(errorOf('open = 1')).toMatchObject({ key: 'layer.filter.valueType' });
    expect(errorOf('pop LIKE 5')).toMatchObject({ key: 'layer.filter.unexpectedToken', params: { position: 10 } });
  });

  it('limits the size of a filter', () => {
    const many = Array.from({ length: 101 }, (_, i) => `pop = ${i}`).join(' OR ');
    expect(errorOf(many)).toMatchObject({ key: 'layer.filter.tooComplex' });
    expect(errorOf(`${'NOT '.repeat(25)}pop = 1`)).toMatchObject({ key: 'layer.filter.tooComplex' });
  });
});
