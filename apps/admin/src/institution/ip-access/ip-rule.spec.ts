import { addLocksOut, checkIpRule } from './ip-rule';

describe('checkIpRule', () => {
  it.each([
    '203.0.113.7',
    '10.0.0.0/8',
    '0.0.0.0/0',
    '192.168.1.0/24',
    '2001:db8::/32',
    '::1',
    '::ffff:10.0.0.1',
  ])('accepts %s', (text) => {
    expect(checkIpRule(text).ok).toBe(true);
  });

  it.each([
    '',
    'abc',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3',
    '1.2.3.4/x',
    '1.2.3.4/8/9',
    '2001:db8::1::2',
    'fe80::1%eth0',
  ])('refuses %s as no address', (text) => {
    expect(checkIpRule(text)).toEqual({ ok: false, key: 'ipAccess.invalidAddress', params: {} });
  });

  it('refuses prefixes beyond the family and host bits under the prefix, naming the network meant', () => {
    expect(checkIpRule('10.0.0.0/33')).toEqual({
      ok: false,
      key: 'ipAccess.prefixOutOfRange',
      params: { max: 32 },
    });
    expect(checkIpRule('2001:db8::/129')).toEqual({
      ok: false,
      key: 'ipAccess.prefixOutOfRange',
      params: { max: 128 },
    });
    expect(checkIpRule('10.1.2.3/8')).toEqual({
      ok: false,
      key: 'ipAccess.hostBitsSet',
      params: { network: '10.0.0.0/8' },
    });
  });
});

describe('addLocksOut', () => {
  it('never warns once the list has entries (adding only lets more in)', () => {
    expect(addLocksOut(2, '203.0.113.7', '10.0.0.0/8')).toBe(false);
  });

  it('warns when the first entry leaves the caller out', () => {
    expect(addLocksOut(0, '203.0.113.7', '10.0.0.0/8')).toBe(true);
    expect(addLocksOut(0, '203.0.113.7', '203.0.113.8')).toBe(true);
    expect(addLocksOut(0, '::1', '127.0.0.1')).toBe(true);
  });

  it('does not warn when the first entry covers the caller', () => {
    expect(addLocksOut(0, '203.0.113.7', '203.0.113.0/24')).toBe(false);
    expect(addLocksOut(0, '127.0.0.1', '127.0.0.1')).toBe(false);
  });

  it('leaves IPv6 entries and an unknown caller to the API', () => {
    expect(addLocksOut(0, '203.0.113.7', '2001:db8::/32')).toBeNull();
    expect(addLocksOut(0, null, '10.0.0.0/8')).toBeNull();
  });
});
