import { ConfigError, parseConfig } from './config.schema';

describe('configuration', () => {
  it('fills documented defaults', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.NODE_ENV).toBe('development');
    expect(c.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/nuri');
    expect(c.CORS_ORIGINS).toEqual(['http://localhost:5173', 'http://localhost:5174']);
    expect(c.MIGRATE_ON_START).toBe(true);
    expect(c.DEV_TOOLS).toBe(false);
  });

  it('sizes the per-address rate limits for shared office addresses in production and raises them in development and test', () => {
    const prod = { NODE_ENV: 'production', SEED_ADMIN_PASSWORD: 'Long-enough-1', JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') };
    expect(parseConfig(prod)).toMatchObject({
      LOGIN_RATE_LIMIT_PER_ADDRESS: 300,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: 10,
      SIGNUP_RATE_LIMIT_PER_ADDRESS: 300,
      CODE_SEND_RATE_LIMIT_PER_ADDRESS: 300,
      CODE_SEND_RATE_LIMIT_PER_TARGET: 5,
      CODE_CHECK_RATE_LIMIT_PER_ADDRESS: 600,
      PASSWORD_CHECK_RATE_LIMIT_PER_ADDRESS: 300,
      PASSWORD_CHECK_RATE_LIMIT_PER_ACCOUNT: 10,
    });
    for (const NODE_ENV of ['development', 'test']) {
      expect(parseConfig({ NODE_ENV })).toMatchObject({
        LOGIN_RATE_LIMIT_PER_ADDRESS: 3000,
        LOGIN_RATE_LIMIT_PER_ACCOUNT: 10,
        SIGNUP_RATE_LIMIT_PER_ADDRESS: 3000,
        CODE_SEND_RATE_LIMIT_PER_ADDRESS: 3000,
        CODE_SEND_RATE_LIMIT_PER_TARGET: 300,
        CODE_CHECK_RATE_LIMIT_PER_ADDRESS: 6000,
      });
    }
    // A value given wins in every mode; a bad one stops the start.
    expect(parseConfig({ NODE_ENV: 'test', SIGNUP_RATE_LIMIT_PER_ADDRESS: '10' }).SIGNUP_RATE_LIMIT_PER_ADDRESS).toBe(10);
    expect(parseConfig({ ...prod, LOGIN_RATE_LIMIT_PER_ADDRESS: '50' }).LOGIN_RATE_LIMIT_PER_ADDRESS).toBe(50);
    expect(() => parseConfig({ CODE_SEND_RATE_LIMIT_PER_TARGET: '0' })).toThrow(/CODE_SEND_RATE_LIMIT_PER_TARGET/);
  });

  it('converts types', () => {
    const c = parseConfig({ PORT: '8080', DEV_TOOLS: 'yes', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(c.PORT).toBe(8080);
    expect(c.DEV_TOOLS).toBe(true);
    expect(c.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses bad values and names every bad variable', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', REDIS_URL: 'nope', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = (error as ConfigError).problems.map((p) => p.split(':')[0]).sort();
    expect(names).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'REDIS_URL']);
  });

  it('refuses development tools and a missing admin password in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true', SEED_ADMIN_PASSWORD: 'Long-enough-1' })).toThrow(
      /DEV_TOOLS/,
    );
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SEED_ADMIN_PASSWORD/);
    const prod = {
      NODE_ENV: 'production',
      SEED_ADMIN_PASSWORD: 'Long-enough-1',
      JWT_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(parseConfig(prod).DEV_TOOLS).toBe(false);
    expect(() => parseConfig({ ...prod, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
    expect(() => parseConfig({ ...prod, ENCRYPTION_KEY: undefined })).toThrow(/ENCRYPTION_KEY/);
    expect(() => parseConfig({ ...prod, ALLOW_PLAINTEXT_PASSWORDS: 'true' })).toThrow(/ALLOW_PLAINTEXT_PASSWORDS/);
  });

  it('checks the size of the encryption key and the length of the JWT secret', () => {
    expect(() => parseConfig({ ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/ENCRYPTION_KEY/);
    expect(() => parseConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, and refuses trusting everyone', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
