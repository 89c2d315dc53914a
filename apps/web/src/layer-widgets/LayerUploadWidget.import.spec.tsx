import { screen, waitFor, within } from '@testing-library/react';
import { fakeLayerApi, layer } from './test/fake-layer-api';
import {
  DETAIL,
  file,
  fileInput,
  recordFormFields,
  refusal,
  renderWidget,
  submit,
  JOB,
  UPLOAD,
} from './test/upload-widget-harness';
import { envelope } from '@nuri/shell/testing';

describe('LayerUploadWidget: sending and the import job', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads a shapefile, follows the import job on a progress bar and hands over the layer', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: () =>
        envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] }),
      [JOB]: [
        { jobId: 'import-L1', lyrId: 'L1', state: 'active', stage: 'converting', progress: 40, error: null },
        { jobId: 'import-L1', lyrId: 'L1', state: 'completed', stage: 'ready', progress: 100, error: null },
      ],
      [DETAIL]: layer('L1', '서울 자치구'),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    const form = recordFormFields();

    await user.upload(fileInput(), [file('seoul_districts.zip', 'PK')]);
    await user.type(screen.getByLabelText('레이어 이름'), '서울 자치구');
    await user.selectOptions(screen.getByLabelText('문자 인코딩'), 'CP949');
    await submit(user);

    const bar = await screen.findByRole('progressbar', { name: '업로드 진행률' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('레이어로 변환하는 중입니다... (40%)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '지오코딩' })).toBeDisabled();

    expect(
      await screen.findByText("'서울 자치구' 레이어를 만들었습니다.", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ lyrId: 'L1', lyrNm: '서울 자치구' }));
    expect(api.sent('GET', '/api/jobs/import-L1')).toHaveLength(2);
    const [sent] = api.sent('POST', '/api/layers/upload');
    expect(sent.headers.get('Content-Type') ?? '').not.toContain('json');
    expect(form.fields()).toEqual([
      ['uploadType', 'shp'],
      ['lyrNm', '서울 자치구'],
      ['encoding', 'CP949'],
      ['files', 'file:seoul_districts.zip'],
    ]);
    // A fresh form for the next upload.
    expect(screen.getByLabelText('레이어 이름')).toHaveValue('');
  });

  it('shows the import report once the layer is ready: features imported, rows skipped with reasons, the rows behind a disclosure', async () => {
    const importReport = {
      rowsRead: 1205,
      importedCnt: 3,
      skippedCnt: 1202,
      skippedRows: [
        { row: 3, reason: 'empty' as const, x: '', y: '550001' },
        { row: 4, reason: 'notNumeric' as const, x: 'abc', y: '550002' },
        { row: 6, reason: 'outOfRange' as const, x: '1e30', y: '550004' },
      ],
    };
    const api = fakeLayerApi({
      [UPLOAD]: () => envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] }),
      [JOB]: { jobId: 'import-L1', lyrId: 'L1', state: 'completed', progress: 100, error: null, report: importReport },
      [DETAIL]: layer('L1', '시설', { uploadTy: 'geocoding', featureCnt: 3, importReport }),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: '지오코딩' }));
    await user.upload(fileInput(), [file('facilities.csv', '이름,X,Y\n가,1,2\n')]);
    await submit(user);

    const report = await screen.findByRole('region', { name: '가져오기 결과' }, { timeout: 3000 });
    expect(within(report).getByText(/피처 3건을 가져왔습니다\./)).toBeInTheDocument();
    expect(within(report).getByText('(읽은 행 1,205건)')).toBeInTheDocument();
    expect(
      within(report).getByText(
        '행 1,202건을 건너뛰었습니다: 좌표가 비어 있음 1건, 좌표가 숫자가 아님 1건, 좌표가 범위를 벗어남 1건 목록은 처음 3건만 보여 줍니다.',
      ),
    ).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ importReport }));
    // The rows are folded until asked for.
    const rows = within(report).getByRole('table', { hidden: true });
    expect(rows.closest('details')).not.toHaveAttribute('open');
    await user.click(within(report).getByText('건너뛴 행 보기 (3건)'));
    expect(rows.closest('details')).toHaveAttribute('open');
    expect(
      within(rows)
        .getAllByRole('row')
        .map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent)),
    ).toEqual([
      ['행', '사유', 'X', 'Y'],
      ['3', '좌표가 비어 있음', '', '550001'],
      ['4', '좌표가 숫자가 아님', 'abc', '550002'],
      ['6', '좌표가 범위를 벗어남', '1e30', '550004'],
    ]);
  });

  it('sends an address table with its confirmed address column and the unmatched choice, and shows the geocoding counts', async () => {
    const importReport = {
      rowsRead: 9,
      importedCnt: 6,
      skippedCnt: 3,
      skippedRows: [{ row: 8, reason: 'addressUnmatched' as const, x: null, y: null }],
      geocoding: { addressColumn: '소재지', unmatchedRows: 'skip' as const, matchedCnt: 4, ambiguousCnt: 2, unmatchedCnt: 3, keptWithoutGeometryCnt: 0 },
    };
    const api = fakeLayerApi({
      [UPLOAD]: () => envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] }),
      [JOB]: [
        { jobId: 'import-L1', lyrId: 'L1', state: 'active', stage: 'geocoding', progress: 50, error: null },
        { jobId: 'import-L1', lyrId: 'L1', state: 'completed', stage: 'ready', progress: 100, error: null, report: importReport },
      ],
      [DETAIL]: layer('L1', '시설', { uploadTy: 'geocoding', featureCnt: 6, importReport }),
    });
    const { user } = renderWidget(api.fetch);
    const form = recordFormFields();
    await user.click(screen.getByRole('tab', { name: '지오코딩' }));
    await user.upload(fileInput(), [file('facilities.csv', '이름,주소,소재지\n가,서울,서울 중구 세종대로 110\n')]);
    // The first address column found is proposed; the user picks another one and skips unmatched rows.
    await waitFor(() => expect(screen.getByLabelText('주소 컬럼')).toHaveValue('주소'));
    await user.selectOptions(screen.getByLabelText('주소 컬럼'), '소재지');
    await user.click(screen.getByRole('radio', { name: '레이어에서 빼기(보고서에는 남김)' }));
    await submit(user);

    // The geocoding stage is a step of its own on the bar.
    const bar = await screen.findByRole('progressbar', { name: '업로드 진행률' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '주소 변환 50%'));
    expect(screen.getByText('주소로 위치를 찾는 중입니다... (50%)')).toBeInTheDocument();
    const report = await screen.findByRole('region', { name: '가져오기 결과' }, { timeout: 3000 });
    expect(within(report).getByText('일치 4건, 복수 후보 2건(첫 후보 위치 사용), 찾지 못함 3건')).toBeInTheDocument();
    expect(within(report).getByText('찾지 못한 행은 레이어에 넣지 않았습니다(보고서에 남김).')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: '주소 변환 보고서 내려받기 (CSV)' })).toBeEnabled();
    expect(form.fields()).toEqual([
      ['uploadType', 'geocoding'],
      ['addressColumn', '소재지'],
      ['unmatchedRows', 'skip'],
      ['files', 'file:facilities.csv'],
    ]);
  });

  it('reports nothing skipped as just the features imported', async () => {
    const importReport = { rowsRead: 25, importedCnt: 25, skippedCnt: 0, skippedRows: [] };
    const api = fakeLayerApi({
      [UPLOAD]: () => envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] }),
      [JOB]: { jobId: 'import-L1', lyrId: 'L1', state: 'completed', progress: 100, error: null, report: importReport },
      [DETAIL]: layer('L1', '서울 자치구', { importReport }),
    });
    const { user } = renderWidget(api.fetch);
    await user.upload(fileInput(), [file('seoul_districts.zip', 'PK')]);
    await submit(user);
    const report = await screen.findByRole('region', { name: '가져오기 결과' }, { timeout: 3000 });
    expect(report).toHaveTextContent('피처 25건을 가져왔습니다. (읽은 행 25건)');
    expect(within(report).queryByText(/건너뛰었습니다/)).toBeNull();
    expect(within(report).queryByRole('table', { hidden: true })).toBeNull();
  });

  it('shows the server’s text when the import job fails, titled by the widget', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: () =>
        envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] }),
      [JOB]: {
        jobId: 'import-L1',
        lyrId: 'L1',
        state: 'failed',
        progress: 30,
        error: '파일에 가져올 데이터가 없습니다.',
      },
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: 'DXF(CAD)' }));
    await user.upload(fileInput(), [file('roads.dxf', '0\nSECTION')]);
    await submit(user);

    expect(await refusal(user)).toBe('파일에 가져올 데이터가 없습니다.');
    expect(
      screen.getByText('파일에 가져올 데이터가 없습니다.', { selector: '.layer-upload__failed' }),
    ).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(api.sent('GET', '/api/layers/L1')).toHaveLength(0);
    // The form can be sent again.
    expect(screen.getByRole('button', { name: '업로드' })).toBeEnabled();
  });

  it('shows a refused upload in the error alert with the server’s text and keeps it beside the form', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: () =>
        envelope(
          415,
          "'dem.tif' 파일의 내용이 GeoTIFF 형식이 아닙니다. 파일 이름이 아니라 내용으로 확인합니다.",
        ),
    });
    const { user } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: 'GeoTIFF' }));
    await user.upload(fileInput(), [file('dem.tif', 'not a tiff')]);
    await submit(user);

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("'dem.tif' 파일의 내용이 GeoTIFF 형식이 아닙니다.");
    expect(
      screen.getByText(/파일 이름이 아니라 내용으로 확인합니다/, { selector: '.layer-upload__failed' }),
    ).toBeInTheDocument();
  });

  it('registers a web layer from the sub-layers its capabilities list', async () => {
    const api = fakeLayerApi({
      'POST /api/layers/upload/capabilities': {
        serviceType: 'wms',
        lyrStleCode: 'W',
        version: '1.3.0',
        title: '국토정보 WMS',
        subLayers: [
          { name: 'lt_c_uq111', title: '도시지역' },
          { name: 'lt_c_uq112', title: '관리지역' },
        ],
      },
      [UPLOAD]: () => envelope(201, { lyrId: 'L1', jobId: null, lyrSttusCode: 'READY', subLayers: [] }),
      [DETAIL]: layer('L1', '도시지역', { uploadTy: 'web', lyrTySeCode: '0', lyrStleCode: 'W' }),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: '웹(URL)' }));
    await user.type(screen.getByLabelText('서비스 주소(URL)'), 'https://maps.example.kr/wms');
    await user.click(screen.getByRole('button', { name: '레이어 목록 불러오기' }));

    const list = await screen.findByRole('group', { name: '국토정보 WMS의 레이어' });
    await user.click(within(list).getByRole('checkbox', { name: '관리지역 (lt_c_uq112)' }));
    await user.click(within(list).getByRole('checkbox', { name: '도시지역 (lt_c_uq111)' }));
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ lyrId: 'L1' })));
    const [capabilities] = api.sent('POST', '/api/layers/upload/capabilities');
    expect(await capabilities.json()).toEqual({ url: 'https://maps.example.kr/wms' });
    const [sent] = api.sent('POST', '/api/layers/upload');
    expect(await sent.json()).toEqual({
      uploadType: 'web',
      url: 'https://maps.example.kr/wms',
      serviceType: 'wms',
      layerNames: 'lt_c_uq112,lt_c_uq111',
    });
    expect(api.sent('GET', '/api/jobs/import-L1')).toHaveLength(0);
  });

  it('creates a custom layer with its geometry type and columns', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: () => envelope(201, { lyrId: 'L1', jobId: null, lyrSttusCode: 'READY', subLayers: [] }),
      [DETAIL]: layer('L1', '점검 지점', { uploadTy: 'custom', lyrTySeCode: '1', featureCnt: 0 }),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: '직접 생성' }));
    await user.type(screen.getByLabelText('레이어 이름 (필수)'), '점검 지점');
    await user.type(screen.getByLabelText('설명'), '현장 점검');
    await user.selectOptions(screen.getByLabelText('도형 유형'), '점');
    await user.click(screen.getByRole('button', { name: '컬럼 추가' }));
    await user.type(screen.getByLabelText('1번 컬럼 이름'), '점검일');
    await user.selectOptions(screen.getByLabelText('1번 컬럼 형식'), '날짜');
    await user.click(screen.getByRole('button', { name: '컬럼 추가' }));
    await user.type(screen.getByLabelText('2번 컬럼 이름'), 'memo');
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));

    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ lyrNm: '점검 지점' })),
    );
    const [sent] = api.sent('POST', '/api/layers/upload');
    expect(await sent.json()).toEqual({
      uploadType: 'custom',
      lyrNm: '점검 지점',
      lyrDc: '현장 점검',
      geometryType: 'point',
      columns: [
        { name: '점검일', type: 'date' },
        { name: 'memo', type: 'text' },
      ],
    });
  });
});
