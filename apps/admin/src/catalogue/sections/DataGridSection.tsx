import type { YesNo } from '@nuri/domain';
import {
  createInMemoryFetchPage,
  DataGrid,
  type GridCellEvents,
  type GridColumn,
  type GridFetchPage,
  type GridPage,
  type GridRow,
} from '@nuri/ui';
import { useState } from 'react';
import type { CatalogueSection } from '../section';

interface LayerRow extends GridRow {
  lyrId: string;
  lyrNm: string;
  registerNm: string;
  registDt: string;
}

interface ShowcaseRow extends LayerRow {
  noticeHtml: string;
  importantAt: YesNo;
  useAt: YesNo;
  authorCode: string;
  memo: string;
}

const GEOMETRY_TYPES = ['POINT', 'LINESTRING', 'MULTIPOLYGON', 'RASTER'];
const REGISTERS = ['김민지', '박서준', '이도윤', '최서연'];

/** 250 layers, newest first (레이어 250 … 레이어 1): one data set behind every paging style. */
const LAYERS: LayerRow[] = Array.from({ length: 250 }, (_, i) => {
  const n = 250 - i;
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    uid: `L${n}`,
    lyrId: `L${n}`,
    lyrNm: `레이어 ${n}`,
    geometryType: GEOMETRY_TYPES[n % GEOMETRY_TYPES.length],
    publish: n % 3 !== 0,
    upperExpsrAt: n > 247 ? 'Y' : 'N',
    registerNm: REGISTERS[n % REGISTERS.length],
    registDt: `2025-${String((n % 12) + 1).padStart(2, '0')}-${day}`,
  };
});

const LAYER_COLUMNS: GridColumn<LayerRow>[] = [
  { id: 'lyrNm', field: 'lyrNm', title: '레이어명', order: 1 },
  { id: 'geometry', title: '유형', type: 'geometry', order: 2, textAlign: 'center', colWidth: 96 },
  { id: 'state', title: '발행 상태', type: 'isPublish', order: 3, textAlign: 'center', colWidth: 112 },
  { id: 'registerNm', field: 'registerNm', title: '등록자', order: 4, mobileHide: true },
  { id: 'registDt', field: 'registDt', title: '등록일', order: 5, mobileHide: true, textAlign: 'center' },
];

// Slow enough to see the loading state between pages.
const fetchLayers = createInMemoryFetchPage(LAYERS, { searchFields: ['lyrNm', 'registerNm'], delayMs: 150 });
const fetchNothing = createInMemoryFetchPage<LayerRow>([], { delayMs: 150 });
const fetchForever: GridFetchPage<LayerRow> = () => new Promise<GridPage<LayerRow>>(() => undefined);

const AUTHORITIES = [
  { value: '14', label: '기관 관리자' },
  { value: '11', label: '기관 사용자' },
];

const SHOWCASE_COLUMNS: GridColumn<ShowcaseRow>[] = [
  { id: 'lyrNm', field: 'lyrNm', title: '레이어명 (string)' },
  { id: 'notice', field: 'noticeHtml', title: '안내 (templateHTML)', type: 'templateHTML', mobileHide: true },
  { id: 'file', title: '첨부 (file)', type: 'file' },
  { id: 'detail', title: '상세 (button)', type: 'button', text: '보기' },
  { id: 'author', field: 'authorCode', title: '권한 (select)', type: 'select', items: AUTHORITIES },
  { id: 'useAt', field: 'useAt', title: '사용 (checkbox)', type: 'checkbox', textAlign: 'center' },
  { id: 'important', field: 'importantAt', title: '중요 (important)', type: 'important', textAlign: 'center' },
  { id: 'state', title: '발행 상태 (isPublish)', type: 'isPublish' },
  { id: 'geometry', title: '유형 (geometry)', type: 'geometry' },
  { id: 'publish', title: '발행 (publishButton)', type: 'publishButton' },
  { id: 'sld', title: '스타일 (sldFileUpload)', type: 'sldFileUpload' },
  { id: 'memo', field: 'memo', title: '메모 (input)', type: 'input', colWidth: '12rem' },
];

const SHOWCASE_ROWS: ShowcaseRow[] = [
  {
    ...LAYERS[0],
    noticeHtml: '<strong>신규</strong> 레이어<script>alert("x")</script>',
    importantAt: 'Y',
    useAt: 'Y',
    authorCode: '14',
    memo: '',
    atchmnflId: 'F-250',
  },
  {
    ...LAYERS[1],
    noticeHtml: '<em>작성자 본인</em> 행: 권한·사용 변경 불가',
    importantAt: 'N',
    useAt: 'Y',
    authorCode: '14',
    memo: '작성자',
    isCreatman: true,
    publish: false,
  },
  {
    ...LAYERS[3],
    noticeHtml: '<a href="#data-grid" onclick="alert(1)">목록 위로</a>',
    importantAt: 'N',
    useAt: 'N',
    authorCode: '11',
    memo: '',
    publish: true,
  },
];
const fetchShowcase = createInMemoryFetchPage(SHOWCASE_ROWS, { searchFields: ['lyrNm'] });

function ShowcaseGrid() {
  const [lastEvent, setLastEvent] = useState('없음');
  const events: GridCellEvents<ShowcaseRow> = {
    onButtonClick: (row, column) => setLastEvent(`${row.lyrNm}: ${column.title} 클릭`),
    onSelectChange: (row, _column, value) => setLastEvent(`${row.lyrNm}: 권한 ${value}`),
    onCheckboxChange: (row, _column, checked) => setLastEvent(`${row.lyrNm}: 사용 ${checked ? 'Y' : 'N'}`),
    onPublishClick: (row) => setLastEvent(`${row.lyrNm}: 발행 요청`),
    onFileChosen: (row, _column, file) => setLastEvent(`${row.lyrNm}: ${file.name} 선택`),
    onInputEdit: (row, _column, value) => setLastEvent(`${row.lyrNm}: 메모 "${value}"`),
    onFileDownload: (row) => setLastEvent(`${row.lyrNm}: 첨부 ${row.atchmnflId ?? ''} 내려받기`),
  };
  return (
    <>
      <DataGrid label="전체 열 유형 그리드" columns={SHOWCASE_COLUMNS} fetchPage={fetchShowcase} showPageSize={false} {...events} />
      <p className="catalogue__state" role="status">
        마지막 셀 이벤트: {lastEvent}
      </p>
    </>
  );
}

function DataGridDemo() {
  return (
    <>
      <h3 className="catalogue__state">번호 페이지 (pagination) · 250건</h3>
      <DataGrid label="번호 페이지 그리드" columns={LAYER_COLUMNS} fetchPage={fetchLayers} pageType="pagination" />

      <h3 className="catalogue__state">더 보기 버튼 (loadMoreButton) · 같은 250건, 50건씩</h3>
      <DataGrid label="더 보기 그리드" columns={LAYER_COLUMNS} fetchPage={fetchLayers} pageType="loadMoreButton" pageSize={50} />

      <h3 className="catalogue__state">무한 스크롤 (infiniteScroll) · 같은 250건, 50건씩</h3>
      <DataGrid label="무한 스크롤 그리드" columns={LAYER_COLUMNS} fetchPage={fetchLayers} pageType="infiniteScroll" pageSize={50} />

      <h3 className="catalogue__state">모든 열 유형 · 작성자 행(isCreatman), 최근 행(upperExpsrAt), 발행/재발행</h3>
      <ShowcaseGrid />

      <h3 className="catalogue__state">빈 그리드</h3>
      <DataGrid label="빈 그리드" columns={LAYER_COLUMNS} fetchPage={fetchNothing} />

      <h3 className="catalogue__state">불러오는 중</h3>
      <DataGrid label="로딩 중 그리드" columns={LAYER_COLUMNS} fetchPage={fetchForever} searchable={false} />
    </>
  );
}

export const section: CatalogueSection = {
  id: 'data-grid',
  title: '데이터 그리드',
  order: 10,
  Component: DataGridDemo,
};
