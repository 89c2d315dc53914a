import { checkWebappDetailSetting, simpleWebappSetting, webappTabMapIds } from './webapps';

const section = (tabName: unknown, tabSn: unknown, userMapId: unknown) => ({
  tabName,
  tabSn,
  tabContent: { contentValue: { userMapId } },
});
const plain = (tabName: unknown, userMapId: unknown) => ({ tabName, webmap: { userMapId } });
const fields = (type: Parameters<typeof checkWebappDetailSetting>[0], setting: unknown) =>
  checkWebappDetailSetting(type, setting).problems.map((p) => p.field);

describe('checkWebappDetailSetting', () => {
  it('accepts section tabs for JOR and SES and returns their maps with field paths', () => {
    const check = checkWebappDetailSetting('JOR', {
      sectionTab: { mainTab: [section('공원', 1, 'm1'), section('시설', 2, 'm2')] },
    });
    expect(check.problems).toEqual([]);
    expect(check.maps).toEqual([
      { userMapId: 'm1', field: 'detailSetting.sectionTab.mainTab[0].tabContent.contentValue.userMapId' },
      { userMapId: 'm2', field: 'detailSetting.sectionTab.mainTab[1].tabContent.contentValue.userMapId' },
    ]);
    expect(fields('SES', { sectionTab: { mainTab: [section('a', 3, 'm')] } })).toEqual([]);
  });

  it('accepts plain tabs for other types', () => {
    const check = checkWebappDetailSetting('TAB', { mainTab: [plain('a', 'm1'), plain('b', 'm1')] });
    expect(check.problems).toEqual([]);
    expect(check.maps.map((m) => m.field)).toEqual([
      'detailSetting.mainTab[0].webmap.userMapId',
      'detailSetting.mainTab[1].webmap.userMapId',
    ]);
  });

  it('reports the shape by type', () => {
    expect(fields('JOR', null)).toEqual(['detailSetting']);
    expect(fields('JOR', { mainTab: [plain('a', 'm')] })).toEqual(['detailSetting.sectionTab']);
    expect(fields('TAB', { sectionTab: { mainTab: [section('a', 1, 'm')] } })).toEqual([
      'detailSetting.mainTab',
    ]);
    expect(fields('SES', { sectionTab: { mainTab: 'x' } })).toEqual(['detailSetting.sectionTab.mainTab']);
  });

  it('limits tabs to 1–10 (SIMPLE: one)', () => {
    expect(fields('TAB', { mainTab: [] })).toEqual(['detailSetting.mainTab']);
    const ten = Array.from({ length: 10 }, (_, i) => plain(`t${i}`, 'm'));
    expect(fields('TAB', { mainTab: ten })).toEqual([]);
    expect(fields('TAB', { mainTab: [...ten, plain('x', 'm')] })).toEqual(['detailSetting.mainTab']);
    expect(fields('SIMPLE', { mainTab: [plain('a', 'm'), plain('b', 'm')] })).toEqual([
      'detailSetting.mainTab',
    ]);
    expect(fields('SIMPLE', { mainTab: [plain('a', 'm')] })).toEqual([]);
  });

  it('checks names, numbers and map ids of each tab', () => {
    const P = 'detailSetting.sectionTab.mainTab';
    expect(
      fields('JOR', {
        sectionTab: {
          mainTab: [
            section('', 1, 'm'),
            section('x'.repeat(51), 2, ''),
            section('ok', 2, 'm'),
            section('ok', 0, 'm'),
            'tab',
          ],
        },
      }),
    ).toEqual([
      `${P}[0].tabName`,
      `${P}[1].tabName`,
      `${P}[1].tabContent.contentValue.userMapId`,
      `${P}[2].tabSn`,
      `${P}[3].tabSn`,
      `${P}[4]`,
    ]);
    expect(fields('JOR', { sectionTab: { mainTab: [section('x'.repeat(50), 1, 'm')] } })).toEqual([]);
    expect(fields('TAB', { mainTab: [{ tabName: 'a' }] })).toEqual([
      'detailSetting.mainTab[0].webmap.userMapId',
    ]);
  });
});

describe('webappTabMapIds and simpleWebappSetting', () => {
  it('reads the maps of a stored setting and builds the simple app setting', () => {
    expect(
      webappTabMapIds('SES', { sectionTab: { mainTab: [section('a', 1, 'm2'), section('b', 2, 'm1')] } }),
    ).toEqual(['m2', 'm1']);
    expect(webappTabMapIds('TAB', 'broken')).toEqual([]);
    expect(simpleWebappSetting(`  ${'긴'.repeat(60)} `, 'm')).toEqual({
      mainTab: [{ tabName: '긴'.repeat(50), webmap: { userMapId: 'm' } }],
    });
  });
});
