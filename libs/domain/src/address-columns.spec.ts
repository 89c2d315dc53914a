import { findAddressColumn } from './coordinates';

describe('findAddressColumn (geocoding uploads with an address column)', () => {
  it.each([
    [['시설명', '주소', '구분'], '주소'],
    [['시설명', '지번주소', '도로명주소'], '도로명주소'],
    [['명칭', '지번 주소'], '지번 주소'],
    [['\uFEFF소재지', '전화'], '\uFEFF소재지'],
    [['사업장명', '사업장 주소'], '사업장 주소'],
    [['name', 'Address'], 'Address'],
  ])('%j proposes %s', (headers, name) => {
    expect(findAddressColumn(headers)?.name).toBe(name);
  });

  it('proposes nothing without an address-like header', () => {
    expect(findAddressColumn(['시설명', '구분', '전화번호'])).toBeNull();
  });
});
