import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerProblems, type Expectations } from './answer-checks';

// The fuzz suite is only as good as its property: each kind of bad answer must be caught.

const plain: Expectations = {
  secrets: ['victim@example.com'],
  sent: [],
  unauthenticated: false,
  head: false,
  page: false,
};
const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
});

describe('answerProblems', () => {
  it('passes a 2xx and a 4xx with an { error } message', () => {
    expect(answerProblems(json(200, { ok: true }), plain)).toEqual([]);
    expect(answerProblems(json(400, { error: 'shares: must be a number' }), plain)).toEqual([]);
  });

  it('flags any 5xx, whatever its body', () => {
    expect(answerProblems(json(500, { error: 'Something went wrong' }), plain)).toContain('status 500');
    expect(answerProblems(json(503, { error: 'x' }), plain)).toContain('status 503');
  });

  it('flags a 4xx without a message, with an empty one, or not in JSON', () => {
    expect(answerProblems(json(400, { message: 'bad' }), plain)).toContain(
      'a 4xx without an { error } message',
    );
    expect(answerProblems(json(404, { error: ' ' }), plain)).toContain('a 4xx without an { error } message');
    expect(answerProblems({ status: 400, contentType: 'text/html', text: '<p>bad</p>' }, plain)).toContain(
      'a 4xx whose body is not JSON',
    );
  });

  it('flags a stack trace and a path of the server’s files', () => {
    const stack = 'Error: boom\n    at placeOrder (/work/main/src/server/modules/trading/service.ts:120:11)';
    expect(answerProblems(json(400, { error: stack }), plain).join()).toMatch(/stack trace/);
  });

  it('flags the text of a database error', () => {
    for (const error of [
      'Failed query: select "id" from "users" where "email" = $1',
      'duplicate key value violates unique constraint "users_email_key"',
      'invalid input syntax for type uuid: "x"',
    ])
      expect(answerProblems(json(400, { error }), plain).join(), error).toMatch(/SQL text/);
  });

  it('flags another user’s data, but not the caller’s own input echoed back', () => {
    expect(answerProblems(json(200, { email: 'victim@example.com' }), plain).join()).toMatch(/another user/);
    const echoed = { ...plain, sent: ['victim@example.com'] };
    expect(answerProblems(json(400, { error: 'No account victim@example.com' }), echoed)).toEqual([]);
  });

  it('flags a 2xx to a request without a session on a route that needs one', () => {
    expect(answerProblems(json(200, {}), { ...plain, unauthenticated: true }).join()).toMatch(
      /without a session/,
    );
  });

  it('accepts a refused browser page only with a heading that says why', () => {
    const page = { ...plain, page: true };
    const html = (text: string) => ({ status: 400, contentType: 'text/html', text });
    expect(answerProblems(html('<main><h1>This link cannot be used</h1></main>'), page)).toEqual([]);
    expect(answerProblems(html('<main></main>'), page)).toContain(
      'a refused page without a heading that says why',
    );
  });

  it('never flags a 4xx { error } that only quotes what the caller sent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 40 }), (input) => {
        const answer = json(400, { error: `Unknown symbol ${input}` });
        expect(
          answerProblems(answer, { ...plain, sent: [input, JSON.stringify(input).slice(1, -1)] }),
        ).toEqual([]);
      }),
    );
  });
});
