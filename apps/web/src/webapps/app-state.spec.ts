import { checkWebappDetailSetting, WEBAPP_MAX_TABS } from '@nuri/domain';
import { appTabs, builderProblems, builderReducer, buildSavePayload, newBuilderState, placeOfField, stateFromDetail, type BuilderState } from './app-state';

function withMaps(state: BuilderState, ...ids: string[]): BuilderState {
  let s = state;
  ids.forEach((id, i) => {
    if (i > 0) s = builderReducer(s, { type: 'addTab', tabName: `탭 ${i + 1}` });
    s = builderReducer(s, { type: 'setTabMap', key: s.tabs[i].key, map: { userMapId: id, userMapSj: `지도 ${id}` } });
  });
  return s;
}

describe('themed app builder state', () => {
  const start = () => builderReducer(newBuilderState('탭 1'), { type: 'setTitle', title: '  하천 지도  ' });

  it('a new app: plain tabs with one unnamed-map tab', () => {
    const s = newBuilderState('탭 1');
    expect(s.type).toBe('TAB');
    expect(s.tabs).toEqual([{ key: 'tab-1', tabName: '탭 1', map: null }]);
  });

  it('adds tabs up to 10, removes them down to one, and moves them up and down', () => {
    let s = start();
    for (let i = 2; i <= WEBAPP_MAX_TABS + 2; i++) s = builderReducer(s, { type: 'addTab', tabName: `탭 ${i}` });
    expect(s.tabs).toHaveLength(WEBAPP_MAX_TABS);
    expect(new Set(s.tabs.map((t) => t.key)).size).toBe(WEBAPP_MAX_TABS);

    s = builderReducer(s, { type: 'moveTab', key: s.tabs[2].key, delta: -1 });
    expect(s.tabs.slice(0, 3).map((t) => t.tabName)).toEqual(['탭 1', '탭 3', '탭 2']);
    s = builderReducer(s, { type: 'moveTab', key: s.tabs[0].key, delta: 1 });
    expect(s.tabs.slice(0, 3).map((t) => t.tabName)).toEqual(['탭 3', '탭 1', '탭 2']);
    // Past either end: nothing moves.
    expect(builderReducer(s, { type: 'moveTab', key: s.tabs[0].key, delta: -1 })).toBe(s);
    expect(builderReducer(s, { type: 'moveTab', key: s.tabs[9].key, delta: 1 })).toBe(s);

    s = builderReducer(s, { type: 'removeTab', key: s.tabs[1].key });
    expect(s.tabs.map((t) => t.tabName).slice(0, 2)).toEqual(['탭 3', '탭 2']);
    while (s.tabs.length > 1) s = builderReducer(s, { type: 'removeTab', key: s.tabs[0].key });
    expect(builderReducer(s, { type: 'removeTab', key: s.tabs[0].key })).toBe(s);
    // A new tab after removals never reuses a key.
    const added = builderReducer(s, { type: 'addTab', tabName: 'new' });
    expect(added.tabs[1].key).not.toBe(added.tabs[0].key);
  });

  it('the type decides the detailSetting shape: section tabs for JOR and SES, plain tabs otherwise', () => {
    const s = builderReducer(withMaps(start(), 'M1', 'M2'), { type: 'renameTab', key: 'tab-2', tabName: ' 홍수 위험 ' });

    const plain = buildSavePayload(s);
    expect(plain).toEqual({
      webappTmplatSj: '하천 지도',
      webappTmplatTyCode: 'TAB',
      webappTmplatInfo: { widgets: { addressSearchAt: 'N' } },
      detailSetting: { mainTab: [{ tabName: '탭 1', webmap: { userMapId: 'M1' } }, { tabName: '홍수 위험', webmap: { userMapId: 'M2' } }] },
    });

    const jor = buildSavePayload(builderReducer(builderReducer(s, { type: 'setType', appType: 'JOR' }), { type: 'setDescription', description: '  설명  ' }));
    expect(jor).toEqual({
      webappTmplatSj: '하천 지도',
      webappTmplatCn: '설명',
      webappTmplatTyCode: 'JOR',
      webappTmplatInfo: { widgets: { addressSearchAt: 'N' } },
      detailSetting: {
        sectionTab: {
          mainTab: [
            { tabName: '탭 1', tabSn: 1, tabContent: { contentValue: { userMapId: 'M1' } } },
            { tabName: '홍수 위험', tabSn: 2, tabContent: { contentValue: { userMapId: 'M2' } } },
          ],
        },
      },
    });
    // What the builder sends passes the domain's check for its type.
    expect(checkWebappDetailSetting('JOR', jor.detailSetting).problems).toEqual([]);
    expect(checkWebappDetailSetting('TAB', plain.detailSetting).problems).toEqual([]);
    expect(buildSavePayload(builderReducer(s, { type: 'setType', appType: 'SES' })).detailSetting).toHaveProperty('sectionTab.mainTab');
  });

  it('the simple app keeps one tab: switching to it drops the others and no tab can be added', () => {
    const s = builderReducer(withMaps(start(), 'M1', 'M2', 'M3'), { type: 'setType', appType: 'SIMPLE' });
    expect(s.tabs.map((t) => t.map?.userMapId)).toEqual(['M1']);
    expect(builderReducer(s, { type: 'addTab', tabName: 'x' })).toBe(s);
    expect(buildSavePayload(s).detailSetting).toEqual({ mainTab: [{ tabName: '탭 1', webmap: { userMapId: 'M1' } }] });
    expect(checkWebappDetailSetting('SIMPLE', buildSavePayload(s).detailSetting).problems).toEqual([]);
  });

  it('checks a title, a tab name and a map on every tab before sending', () => {
    const s = builderReducer(builderReducer(newBuilderState('탭 1'), { type: 'addTab', tabName: '  ' }), { type: 'setTabMap', key: 'tab-1', map: { userMapId: 'M1', userMapSj: 'a' } });
    expect(builderProblems(s)).toEqual({ title: 'required', tabs: { 'tab-2': { name: 'required', map: 'required' } } });
    expect(builderProblems(withMaps(start(), 'M1'))).toBeNull();
  });

  it('reads the tabs of a saved app: section tabs by tabSn, plain tabs as stored, map titles from the detail', () => {
    const section = {
      sectionTab: {
        mainTab: [
          { tabName: '둘', tabSn: 2, tabContent: { contentValue: { userMapId: 'B' } } },
          { tabName: '하나', tabSn: 1, tabContent: { contentValue: { userMapId: 'A' } } },
        ],
      },
    };
    expect(appTabs('SES', section)).toEqual([
      { tabName: '하나', userMapId: 'A' },
      { tabName: '둘', userMapId: 'B' },
    ]);
    expect(appTabs('TAB', { mainTab: [{ tabName: 'x', webmap: { userMapId: 'X' } }, { tabName: 'broken' }] })).toEqual([{ tabName: 'x', userMapId: 'X' }]);
    expect(appTabs('TAB', null)).toEqual([]);

    const restored = stateFromDetail({ webappTmplatSj: '앱', webappTmplatCn: null, webappTmplatTyCode: 'JOR', detailSetting: section, maps: [{ userMapId: 'A', userMapSj: '지도 A' }] });
    expect(restored.type).toBe('JOR');
    expect(restored.tabs.map((t) => [t.tabName, t.map])).toEqual([
      ['하나', { userMapId: 'A', userMapSj: '지도 A' }],
      ['둘', { userMapId: 'B', userMapSj: null }],
    ]);
    // Saving it again gives the same setting (numbered in the shown order).
    expect(buildSavePayload(restored).detailSetting).toEqual({
      sectionTab: {
        mainTab: [
          { tabName: '하나', tabSn: 1, tabContent: { contentValue: { userMapId: 'A' } } },
          { tabName: '둘', tabSn: 2, tabContent: { contentValue: { userMapId: 'B' } } },
        ],
      },
    });
  });

  it('places the server field paths on the builder fields', () => {
    expect(placeOfField('webappTmplatSj')).toEqual({ kind: 'title' });
    expect(placeOfField('detailSetting.mainTab[1].webmap.userMapId')).toEqual({ kind: 'tab', index: 1, part: 'map' });
    expect(placeOfField('detailSetting.sectionTab.mainTab[0].tabName')).toEqual({ kind: 'tab', index: 0, part: 'name' });
    expect(placeOfField('detailSetting.sectionTab.mainTab')).toEqual({ kind: 'tabs' });
    expect(placeOfField('somethingElse')).toEqual({ kind: 'other' });
  });
});
