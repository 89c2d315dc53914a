import { envelope, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { LayerUploadWidget } from './LayerUploadWidget';
import { fakeLayerApi, layer } from './test/fake-layer-api';

const UPLOAD = 'POST /api/layers/upload';
const JOB = 'GET /api/jobs/import-L1';
const DETAIL = 'GET /api/layers/L1';

function renderWidget(fetch: typeof globalThis.fetch) {
  const onUploaded = jest.fn();
  const onClose = jest.fn();
  const view = renderWithServices(<LayerUploadWidget onUploaded={onUploaded} onClose={onClose} />, {
    fetch,
    messages: APP_MESSAGES,
  });
  // The picker's accept list is checked by the widget too: let the test choose any file.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, onUploaded, onClose, user };
}

const file = (name: string, content: BlobPart = 'data', size?: number) => {
  const f = new File([content], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

const MB = 1024 * 1024;
const fileInput = () => screen.getByLabelText('파일 선택');
const submit = (user: ReturnType<typeof userEvent.setup>, name = '업로드') =>
  user.click(screen.getByRole('button', { name }));

/** The refusal dialog titled by the widget ('layer upload'), closed after reading. */
async function refusal(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const dialog = await screen.findByRole('alertdialog', { name: '레이어 업로드' });
  const text = within(dialog).getByText(/./, { selector: '.modal__message' }).textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
  return text;
}

/** The multipart fields the widget appends (spied on, still appended to the form that goes out). */
function recordFormFields() {
  const spy = jest.spyOn(FormData.prototype, 'append');
  return {
    fields: () =>
      spy.mock.calls.map(([name, value]) => [
        name,
        value instanceof Blob ? `file:${(value as File).name}` : String(value),
      ]),
  };
}

describe('LayerUploadWidget', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the spec’s upload types in order, each with its own files and options', async () => {
    const { user, onClose } = renderWidget(fakeLayerApi({}).fetch);

    const tabs = screen.getByRole('tablist', { name: '업로드 유형' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['SHP', '지오코딩', 'DXF(CAD)', 'GeoTIFF', '이미지', '웹(URL)', '직접 생성']);
    // shp: a zip or its parts, encoding (CP949/EUC-KR/UTF-8) and the SRID for files without .prj.
    expect(fileInput()).toHaveAttribute('accept', '.zip,.shp,.shx,.dbf,.prj,.cpg');
    expect(fileInput()).toHaveAttribute('multiple');
    const encodings = within(screen.getByLabelText('문자 인코딩')).getAllByRole('option');
    expect(encodings.map((o) => o.textContent)).toEqual([
      '자동 (.cpg 파일 또는 자동 감지)',
      'CP949',
      'EUC-KR',
      'UTF-8',
    ]);
    expect(screen.getByLabelText('좌표계')).toHaveDisplayValue('파일의 좌표계 사용');
    await user.upload(fileInput(), [file('roads.shp'), file('roads.shx'), file('roads.dbf')]);
    expect(
      screen.getByText('.prj 파일이 없어 좌표계를 알 수 없습니다. 좌표계를 선택해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('좌표계')).toHaveDisplayValue('좌표계를 선택해 주세요');

    await user.click(screen.getByRole('tab', { name: '지오코딩' }));
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls,.csv,.txt');
    expect(fileInput()).not.toHaveAttribute('multiple');
    expect(screen.getByRole('radio', { name: '컬럼 이름으로 자동 찾기' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '직접 선택' }));
    expect(screen.getByLabelText('X(경도) 컬럼')).toBeInTheDocument();
    expect(screen.getByLabelText('좌표계')).toHaveDisplayValue('자동 (경도/위도 EPSG:4326, X/Y EPSG:5186)');

    await user.click(screen.getByRole('tab', { name: 'DXF(CAD)' }));
    expect(fileInput()).toHaveAttribute('accept', '.dxf');
    expect(screen.getByLabelText('도형 유형')).toHaveDisplayValue('가장 많은 유형 (자동)');

    await user.click(screen.getByRole('tab', { name: 'GeoTIFF' }));
    expect(fileInput()).toHaveAttribute('accept', '.tif,.tiff');
    expect(screen.getByText(/\(최대 50MB\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '이미지' }));
    expect(fileInput()).toHaveAttribute('accept', '.png,.jpg,.jpeg,.wld,.pgw,.pngw,.jgw,.jpgw,.jpegw');
    expect(screen.getByText(/\(최대 3MB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '영역 직접 입력' }));
    expect(screen.getByLabelText('최소 X')).toBeInTheDocument();
    expect(screen.getByLabelText('최대 Y')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '웹(URL)' }));
    expect(screen.queryByLabelText('파일 선택')).not.toBeInTheDocument();
    const services = within(screen.getByLabelText('서비스 유형')).getAllByRole('option');
    expect(services.map((o) => o.textContent)).toEqual(['주소에서 판단', 'WMS', 'WFS', 'WMTS', 'XYZ']);
    expect(screen.getByLabelText('서비스 주소(URL)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '직접 생성' }));
    expect(screen.getByLabelText('도형 유형')).toHaveDisplayValue('도형 유형을 선택해 주세요');
    await user.click(screen.getByRole('button', { name: '컬럼 추가' }));
    expect(screen.getByLabelText('1번 컬럼 이름')).toBeInTheDocument();
    expect(screen.getByLabelText('1번 컬럼 형식')).toHaveDisplayValue('문자');
    expect(screen.getByRole('button', { name: '레이어 만들기' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks English on request, refusals included', async () => {
    renderWithServices(<LayerUploadWidget onUploaded={jest.fn()} />, {
      fetch: fakeLayerApi({}).fetch,
      messages: APP_MESSAGES,
      language: 'en',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'Layer upload' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Upload type' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['SHP', 'Geocoding', 'DXF (CAD)', 'GeoTIFF', 'Image', 'Web (URL)', 'Create directly']);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Layer upload' });
    expect(dialog).toHaveTextContent('Choose a file to upload.');
  });

  it('refuses before sending, with the API’s own words', async () => {
    const api = fakeLayerApi({});
    const { user } = renderWidget(api.fetch);

    await submit(user);
    expect(await refusal(user)).toBe('업로드할 파일을 선택해 주세요.');

    await user.upload(fileInput(), [file('roads.txt')]);
    await submit(user);
    expect(await refusal(user)).toBe('zip, shp, shx, dbf, prj, cpg 파일만 업로드할 수 있습니다.');

    await user.upload(fileInput(), [file('roads.shp'), file('roads.shx'), file('roads.prj')]);
    await submit(user);
    expect(await refusal(user)).toBe('SHP 파일에 필요한 .dbf 파일이 없습니다.');

    await user.upload(fileInput(), [file('roads.zip'), file('roads.prj')]);
    await submit(user);
    expect(await refusal(user)).toBe('압축 파일은 다른 파일 없이 하나만 올려 주세요.');

    await user.upload(fileInput(), [file('roads.shp'), file('roads.shx'), file('roads.dbf')]);
    await submit(user);
    expect(await refusal(user)).toBe('좌표계를 알 수 없습니다. 좌표계(EPSG 코드)를 선택해 주세요.');

    await user.click(screen.getByRole('tab', { name: 'GeoTIFF' }));
    await user.upload(fileInput(), [file('dem.tif', 'II*', 50 * MB + 1)]);
    await submit(user);
    expect(await refusal(user)).toBe('업로드 용량은 50MB로 제한됩니다. (현재 용량: 50.01MB)');

    await user.click(screen.getByRole('tab', { name: '이미지' }));
    await user.upload(fileInput(), [file('dem.png', 'png', 3 * MB + 1024 * 1024)]);
    await submit(user);
    expect(await refusal(user)).toBe('업로드 용량은 3MB로 제한됩니다. (현재 용량: 4MB)');
    await user.upload(fileInput(), [file('dem.png', 'png')]);
    await submit(user);
    expect(await refusal(user)).toBe(
      '이미지의 위치를 정할 월드 파일(.wld, .pgw, .jgw)을 함께 올리거나 영역(extent)을 입력해 주세요.',
    );
    await user.click(screen.getByRole('radio', { name: '영역 직접 입력' }));
    await user.type(screen.getByLabelText('최소 X'), '200000');
    await user.type(screen.getByLabelText('최소 Y'), '560000');
    await user.type(screen.getByLabelText('최대 X'), '100000');
    await user.type(screen.getByLabelText('최대 Y'), '570000');
    await submit(user);
    expect(await refusal(user)).toBe('영역은 최소X,최소Y,최대X,최대Y 형식으로 입력해 주세요.');

    await user.click(screen.getByRole('tab', { name: '웹(URL)' }));
    await user.type(screen.getByLabelText('서비스 주소(URL)'), 'ftp://example.com/wms');
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));
    expect(await refusal(user)).toBe('URL은 http 또는 https 주소로 입력해 주세요.');

    await user.click(screen.getByRole('tab', { name: '직접 생성' }));
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));
    expect(await refusal(user)).toBe('레이어 이름을 입력해 주세요.');
    await user.type(screen.getByLabelText('레이어 이름 (필수)'), '점검 지점');
    await user.selectOptions(screen.getByLabelText('도형 유형'), '점');
    await user.click(screen.getByRole('button', { name: '컬럼 추가' }));
    await user.type(screen.getByLabelText('1번 컬럼 이름'), 'Geom');
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));
    expect(await refusal(user)).toMatch(/^컬럼 이름 'Geom'은\(는\) 사용할 수 없습니다\./);

    expect(api.sent('POST', '/api/layers/upload')).toHaveLength(0);
    expect(screen.getByText('업로드하지 못했습니다.')).toBeInTheDocument();
  });

  it('reads the header of a CSV table: finds the coordinate columns or refuses a table without them', async () => {
    const api = fakeLayerApi({});
    const { user } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: '지오코딩' }));

    await user.upload(fileInput(), [
      file('facilities.csv', '시설명,구분,X좌표,Y좌표\n시청,청사,198000,551000\n'),
    ]);
    expect(await screen.findByText('찾은 좌표 컬럼: X X좌표, Y Y좌표')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '직접 선택' }));
    const x = screen.getByLabelText('X(경도) 컬럼');
    expect(
      within(x)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['컬럼 선택', '시설명', '구분', 'X좌표', 'Y좌표']);

    await user.click(screen.getByRole('radio', { name: '컬럼 이름으로 자동 찾기' }));
    await user.upload(fileInput(), [file('names.csv', '이름,주소\n시청,중구\n')]);
    await waitFor(() => expect(screen.queryByText(/찾은 좌표 컬럼/)).not.toBeInTheDocument());
    await submit(user);
    expect(await refusal(user)).toBe(
      '좌표 컬럼을 찾을 수 없습니다. X/Y(X좌표/Y좌표) 또는 경도/위도 컬럼을 넣거나 좌표 컬럼을 선택해 주세요. (컬럼: 이름, 주소)',
    );
    expect(api.sent('POST', '/api/layers/upload')).toHaveLength(0);
  });

  it('uploads a shapefile, follows the import job on a progress bar and hands over the layer', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: () =>
        envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] }),
      [JOB]: [
        { jobId: 'import-L1', lyrId: 'L1', state: 'active', progress: 40, error: null },
        { jobId: 'import-L1', lyrId: 'L1', state: 'completed', progress: 100, error: null },
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
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
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
