import { checkIpList } from './ip-list';

describe('checkIpList', () => {
  it('takes one address or CIDR a line, skips blank lines and repeats', () => {
    expect(checkIpList('203.0.113.7\n\n 10.0.0.0/8 \r\n203.0.113.7\n2001:db8::/32')).toEqual({
      ok: true,
      entries: ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'],
    });
    expect(checkIpList('   ')).toEqual({ ok: true, entries: [] });
  });

  it('names each refused line with its problem', () => {
    expect(checkIpList('203.0.113.7\nnot-an-ip\n10.0.0.1/8\n1.2.3.4/40')).toEqual({
      ok: false,
      tooMany: false,
      problems: [
        { line: 2, key: 'ipAccess.invalidAddress', params: {} },
        { line: 3, key: 'ipAccess.hostBitsSet', params: { network: '10.0.0.0/8' } },
        { line: 4, key: 'ipAccess.prefixOutOfRange', params: { max: 32 } },
      ],
    });
  });

  it('refuses more entries than a key may hold', () => {
    const lines = Array.from({ length: 3 }, (_, i) => `10.0.0.${i}`).join('\n');
    expect(checkIpList(lines, 2)).toEqual({ ok: false, tooMany: true });
    expect(checkIpList(lines, 3)).toMatchObject({ ok: true });
  });
});
