import { columnInput, editableColumns, fromInputText, missingRequired, toInputText, type LayerColumn } from './attribute-inputs';
import { refusedShapePlace, shapeCentre } from './problem-place';

const col = (name: string, type: string, kind: LayerColumn['kind'], extra: Partial<LayerColumn> = {}): LayerColumn => ({
  name,
  type,
  kind,
  nullable: true,
  isKey: false,
  isGeometry: false,
  geometryType: null,
  srid: null,
  ...extra,
});

describe('attribute form inputs', () => {
  it('maps column types to inputs: numbers (whole or not), yes/no, dates, text with its length; NOT NULL is required', () => {
    expect(columnInput(col('pop', 'integer', 'numeric'))).toEqual({ control: 'number', integer: true, required: false });
    expect(columnInput(col('area', 'double precision', 'numeric', { nullable: false }))).toEqual({ control: 'number', integer: false, required: true });
    expect(columnInput(col('open', 'boolean', 'boolean')).control).toBe('boolean');
    expect(columnInput(col('day', 'date', 'temporal')).control).toBe('date');
    expect(columnInput(col('at', 'timestamp without time zone', 'temporal')).control).toBe('datetime');
    expect(columnInput(col('name', 'character varying(50)', 'text'))).toEqual({ control: 'text', integer: false, maxLength: 50, required: false });
  });

  it('shows stored values and reads typed ones back (empty is null)', () => {
    const num = columnInput(col('pop', 'integer', 'numeric'));
    const yes = columnInput(col('open', 'boolean', 'boolean'));
    expect([toInputText(12, num), toInputText(null, num), toInputText(true, yes), toInputText('2024-05-01T10:20:30', columnInput(col('at', 'timestamp', 'temporal')))]).toEqual([
      '12',
      '',
      'true',
      '2024-05-01T10:20',
    ]);
    expect([fromInputText('12.5', num), fromInputText(' ', num), fromInputText('false', yes), fromInputText('x', num)]).toEqual([12.5, null, false, 'x']);
  });

  it('leaves out the key and the geometry, and names the first empty required column', () => {
    const columns = [col('gid', 'integer', 'numeric', { isKey: true }), col('geom', 'geometry', 'geometry', { isGeometry: true }), col('name', 'text', 'text', { nullable: false })];
    expect(editableColumns(columns).map((c) => c.name)).toEqual(['name']);
    expect(missingRequired(columns, {})).toBe('name');
    expect(missingRequired(columns, { name: '가' })).toBeNull();
  });

  it('finds where to show a refused shape: the middle of the change it names', () => {
    expect(shapeCentre({ type: 'Polygon', coordinates: [[[127, 37.5], [127.2, 37.5], [127.2, 37.7], [127, 37.5]]] })).toEqual([127.1, 37.6]);
    expect(shapeCentre({ type: 'Point', coordinates: [126.9, 37.4] })).toEqual([126.9, 37.4]);
    expect(shapeCentre(undefined)).toBeNull();
    const changes = [{ geometry: { type: 'Point', coordinates: [1, 2] } }, { geometry: { type: 'LineString', coordinates: [[3, 4], [5, 6]] } }];
    expect(refusedShapePlace('changes.1.geometry', changes)).toEqual([4, 5]);
    expect(refusedShapePlace('geometry', changes)).toBeNull();
  });
});
