import { screen, waitFor, within } from '@testing-library/react';
import { fakeLayerApi, layer } from './test/fake-layer-api';
import {
  DETAIL,
  file,
  fileInput,
  MB,
  refusal,
  renderWidget,
  submit,
  UPLOAD,
} from './test/upload-widget-harness';
import { envelope, renderWithServices } from '@nuri/shell/testing';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { LayerUploadWidget } from './LayerUploadWidget';

describe('LayerUploadWidget: types, options and checks before sending', () => {
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
    // A table with an address column and no coordinates: geocoding by address, the column preselected.
    await user.upload(fileInput(), [file('names.csv', '이름,비고,소재지\n시청,청사,서울 중구 세종대로 110\n')]);
    expect(await screen.findByText("'소재지' 컬럼을 주소 컬럼으로 찾았습니다. 다르면 바꿔 주세요.")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '주소 컬럼으로 위치 찾기(지오코딩)' })).toBeChecked();
    expect(screen.getByLabelText('주소 컬럼')).toHaveValue('소재지');
    // Neither coordinates nor an address: refused before sending.
    await user.upload(fileInput(), [file('plain.csv', '이름,비고\n시청,중구\n')]);
    await waitFor(() => expect(screen.getByRole('radio', { name: '좌표 컬럼(X/Y, 경도/위도)' })).toBeChecked());
    await submit(user);
    expect(await refusal(user)).toBe(
      '좌표 컬럼이나 주소 컬럼을 찾을 수 없습니다. X/Y(X좌표/Y좌표)·경도/위도 컬럼 또는 주소(도로명주소·지번주소·소재지) 컬럼을 넣거나 위치 컬럼을 선택해 주세요. (컬럼: 이름, 비고)',
    );
    expect(api.sent('POST', '/api/layers/upload')).toHaveLength(0);
  });

  it('applies the names rule to the layer name: banned refused, restricted sent after the confirmation', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: () => envelope(201, { lyrId: 'L1', jobId: null, lyrSttusCode: 'READY', subLayers: [] }),
      [DETAIL]: layer('L1', '무료 지점', { uploadTy: 'custom', lyrTySeCode: '1', featureCnt: 0 }),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.click(screen.getByRole('tab', { name: '직접 생성' }));
    const name = screen.getByLabelText('레이어 이름 (필수)');
    await user.type(name, 'system 지점');
    await user.selectOptions(screen.getByLabelText('도형 유형'), '점');
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));
    const refused = await screen.findByRole('alertdialog');
    expect(refused).toHaveTextContent("'system'은(는) 이름에 사용할 수 없는 단어입니다.");
    await user.click(within(refused).getByRole('button'));
    expect(api.sent('POST', '/api/layers/upload')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '무료 지점');
    await user.click(screen.getByRole('button', { name: '레이어 만들기' }));
    await user.click(await screen.findByRole('button', { name: '확인하고 사용' }));
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ lyrNm: '무료 지점' })),
    );
    const [sent] = api.sent('POST', '/api/layers/upload');
    expect(sent.headers.get('X-Restricted-Word-Confirm')).toBe('Y');
  });
});
