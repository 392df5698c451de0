import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './env';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });
  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16 ,::1, fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });
  it('refuses anything else at start, naming the setting', () => {
    for (const bad of ['true', '0', '11', 'proxy.local', '10.0.0.1/33', '10.0.0/8', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});

describe('mail settings', () => {
  it('accepts only smtp:// or smtps:// for SMTP_URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toContain('smtps://');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
