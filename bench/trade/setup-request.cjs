// autocannon worker hook (CommonJS: autocannon require()s it): every request signs in as the next
// bench user, round robin, so no account reaches the daily trade caps and the run measures orders.
const { readFileSync } = require('node:fs');

const tokens = JSON.parse(readFileSync(process.env.BENCH_TOKENS_FILE ?? '', 'utf8'));
let next = 0;

module.exports = function setupRequest(request) {
  const token = tokens[next++ % tokens.length];
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
};
