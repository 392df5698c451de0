import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATOR_LINK_FIELD, scrubLine, scrubText } from './logging';

describe('log scrubbing', () => {
  it('removes hashes, tokens, bearer credentials, URL secrets and e-mail addresses from text', () => {
    const text =
      'insert failed params: $argon2id$v=19$m=19456,t=2,p=1$abc$def, ada@example.com, ' +
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig GET /cb?code=abc&state=def&x=1 /?token=t0k';
    const out = scrubText(text);
    for (const secret of ['$argon2id', 'ada@example.com', 'eyJhbGci', 'code=abc', 'state=def', 'token=t0k'])
      expect(out).not.toContain(secret);
    expect(out).toContain('x=1');
  });

  it('blanks secret fields at any depth and keeps the operator link as written', () => {
    const line = JSON.stringify({
      msg: 'request failed for bob@example.org',
      req: { headers: { authorization: 'Bearer x', cookie: 'a=b' }, url: '/x?token=abc' },
      err: { params: ['$argon2id$v=19$zzz', 'bob@example.org'], password: 'Hunter!22' },
      [OPERATOR_LINK_FIELD]: 'https://app.example/api/auth/verify-email?token=keep-me',
    });
    const out = scrubLine(line);
    expect(out.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(out);
    expect(parsed.msg).toBe('request failed for [email]');
    expect(parsed.req.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(parsed.req.url).toBe('/x?token=[redacted]');
    expect(parsed.err).toEqual({ params: ['[hash]', '[email]'], password: '[redacted]' });
    expect(parsed[OPERATOR_LINK_FIELD]).toContain('token=keep-me');
  });

  it('never lets an e-mail address through, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), fc.string(), (email, before, after) => {
        const out = scrubLine(JSON.stringify({ msg: `${before} ${email} ${after}` }));
        expect(JSON.parse(out).msg).not.toContain(email);
      }),
    );
  });
});
