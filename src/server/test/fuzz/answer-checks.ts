// What no answer of the API may contain, whatever the request: the property of the fuzz suite.

/** A line of a JavaScript stack trace, or a path of the server's own files. */
const STACK = [
  /\bat [\w$.<>[\] ]+ \(?[^()\s]*:\d+:\d+\)?/,
  /node_modules/,
  /\/src\/server\//,
  /file:\/\//,
  /\.ts:\d+/,
];

/** Text a database or the query builder puts in its errors. */
const SQL = [
  /Failed query/i,
  /syntax error at or near/i,
  /violates [a-z ]*constraint/i,
  /duplicate key value/i,
  /invalid input syntax for/i,
  /relation "[^"]+"/i,
  /column "[^"]+" (does not exist|of relation)/i,
  /\bselect\b[\s\S]{1,200}\bfrom\b[\s\S]{1,100}\bwhere\b/i,
  /\binsert into\b/i,
  /Drizzle\w*Error|PGlite\w*Error|PostgresError|pg_catalog/i,
];

export type Answer = { status: number; contentType: string; text: string };

export type Expectations = {
  /** Strings of another user's account and data: none may appear in the answer. */
  secrets: string[];
  /** Every text the request carried: an answer may echo the caller's own input. */
  sent: string[];
  /** The request had no valid session for a route that needs one. */
  unauthenticated: boolean;
  head: boolean;
  /** A link people open in a browser: it may refuse with an HTML page with a heading instead of JSON. */
  page: boolean;
};

/** What is wrong with one answer; empty when the answer keeps the property. */
export function answerProblems(answer: Answer, expect: Expectations): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (expect.unauthenticated && answer.status < 400)
    problems.push(`answered ${answer.status} without a session`);

  // Strip what the caller sent: an answer that quotes the caller's own input reveals nothing.
  let text = answer.text;
  for (const s of [...expect.sent].filter((x) => x.length >= 3).sort((a, b) => b.length - a.length))
    text = text.split(s).join('');
  for (const re of STACK) if (re.test(text)) problems.push(`stack trace or server path: ${re}`);
  for (const re of SQL) if (re.test(text)) problems.push(`SQL text: ${re}`);
  for (const secret of expect.secrets)
    if (secret && text.includes(secret)) problems.push(`another user's data: ${secret}`);

  if (
    answer.status >= 400 &&
    answer.status < 500 &&
    expect.page &&
    answer.contentType.includes('text/html')
  ) {
    if (!/<h1>[^<]+<\/h1>/.test(answer.text)) problems.push('a refused page without a heading that says why');
  } else if (answer.status >= 400 && answer.status < 500 && !expect.head) {
    let error: unknown;
    try {
      error = (JSON.parse(answer.text) as { error?: unknown }).error;
    } catch {
      problems.push('a 4xx whose body is not JSON');
    }
    if (error !== undefined && (typeof error !== 'string' || error.trim() === ''))
      problems.push('a 4xx without an { error } message');
    if (error === undefined && problems.length === 0) problems.push('a 4xx without an { error } message');
  }
  return problems;
}

/** Every string inside a value (keys and values), for `Expectations.sent`. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' || typeof value === 'boolean') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      stringsIn(v, out);
    }
  return out;
}
