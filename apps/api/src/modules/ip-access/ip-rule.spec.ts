import { isIpRuleProblem, parseIpRule } from './ip-rule';

const cidr = (text: string): string => {
  const rule = parseIpRule(text);
  if (isIpRuleProblem(rule)) throw new Error(`${text}: ${rule.key}`);
  return rule.cidr;
};
const problem = (text: string) => {
  const rule = parseIpRule(text);
  return isIpRuleProblem(rule) ? rule : null;
};

describe('parseIpRule', () => {
  it('reads single IPv4 and IPv6 addresses as host networks', () => {
    expect(cidr('203.0.113.7')).toBe('203.0.113.7/32');
    expect(cidr(' 10.0.0.1 ')).toBe('10.0.0.1/32');
    expect(cidr('2001:DB8::1')).toBe('2001:db8::1/128');
    expect(cidr('::1')).toBe('::1/128');
  });

  it('reads CIDR networks over the whole prefix range', () => {
    expect(cidr('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(cidr('0.0.0.0/0')).toBe('0.0.0.0/0');
    expect(cidr('192.168.1.0/24')).toBe('192.168.1.0/24');
    expect(cidr('2001:db8::/32')).toBe('2001:db8::/32');
    expect(cidr('::/0')).toBe('::/0');
    expect(cidr('2001:0db8:0000:0000:0000:0000:0000:0000/32')).toBe('2001:db8::/32');
  });

  it('writes IPv6 in RFC 5952 form', () => {
    expect(cidr('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1/128');
    expect(cidr('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1/128');
    expect(cidr('fe80::/10')).toBe('fe80::/10');
  });

  it('turns IPv4-mapped IPv6 entries into IPv4', () => {
    expect(cidr('::ffff:10.0.0.1')).toBe('10.0.0.1/32');
    expect(cidr('::ffff:10.0.0.0/104')).toBe('10.0.0.0/8');
    expect(cidr('::ffff:0a00:0001')).toBe('10.0.0.1/32');
  });

  it('refuses host bits under the prefix and names the network', () => {
    expect(problem('10.1.2.3/8')).toEqual({ key: 'ipAccess.hostBitsSet', params: { network: '10.0.0.0/8' } });
    expect(problem('2001:db8::1/32')).toEqual({
      key: 'ipAccess.hostBitsSet',
      params: { network: '2001:db8::/32' },
    });
  });

  it('refuses prefixes out of range', () => {
    expect(problem('10.0.0.0/33')).toEqual({ key: 'ipAccess.prefixOutOfRange', params: { max: 32 } });
    expect(problem('2001:db8::/129')).toEqual({ key: 'ipAccess.prefixOutOfRange', params: { max: 128 } });
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'localhost',
      '10.0.0',
      '10.0.0.256',
      '010.0.0.1',
      '10.0.0.0/',
      '10.0.0.0/-1',
      '10.0.0.0/8/8',
      '10.0.0.0/ 8',
      'fe80::1%eth0',
      '2001:db8::g',
      '1.2.3.4/0x8',
    ]) {
      expect([bad, problem(bad)?.key]).toEqual([bad, 'ipAccess.invalidAddress']);
    }
  });
});
