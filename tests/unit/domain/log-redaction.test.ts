// Nothing secret reaches a log (spec 1 §7): credentials written out in free text in any case and quoting,
// and secrets inside logged JSON at any depth (objects, arrays, JSON in a text), by key and by value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from '../../../engine';

const R = REDACTED;

describe('credentials in free text are cut out, whatever the case, separator and quotes', () => {
  it.each([
    ['token=', 'login token=abc123 failed', `login token=${R} failed`],
    ['a URL parameter', '/x?access_token=abc&x=1', `/x?access_token=${R}&x=1`],
    ['Password: with double quotes', 'Password: "Demo 2026"', `Password: "${R}"`],
    ['PWD = with single quotes', "PWD = 'hunter2 x'", `PWD = '${R}'`],
    ['secret: up to the comma', 'secret:s3cr3t, next', `secret:${R}, next`],
    ['authorization: with its scheme', 'AUTHORIZATION: Bearer abc.def', `AUTHORIZATION: ${R}`],
    ['authorization= Basic', 'authorization=Basic dXNlcjpwYXNz', `authorization=${R}`],
    ['a JSON fragment', 'sent {"user":"li","passWord":"x"} ok', `sent {"user":"li","passWord":"${R}"} ok`],
    [
      'JSON quoted inside JSON',
      String.raw`body {\"accessToken\":\"abc\"}`,
      String.raw`body {\"accessToken\":\"${R}\"}`,
    ],
    ['an unclosed quote', 'token="abc', `token="${R}"`],
    ['a bare JWT', 'with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln now', `with ${R} now`],
  ])('%s', (_, message, expected) => {
    expect(redact({ message }, [])).toEqual({ message: expected });
  });

  it('keeps what is not a secret', () => {
    const message = '/cart?expireTime=1&page=2 count: 3 "name":"li"';
    expect(redact({ message }, [])).toEqual({ message });
  });
});

describe('secrets inside logged JSON are cut out at every level', () => {
  it.each([
    [
      'a request body in a text, by key at the third level',
      { body: '{"user":{"profile":{"password":"x","name":"li"}}}' },
      { body: `{"user":{"profile":{"password":"${R}","name":"li"}}}` },
    ],
    [
      'personal data by key in JSON in a text',
      { body: '{"receiverAddress":"北京市朝阳区某街道1号","n":1}' },
      { body: `{"receiverAddress":"${R}","n":1}` },
    ],
    [
      'an array in a text, by value',
      { body: '[{"note":"call 13800000000"}]' },
      { body: `[{"note":"call ${R}"}]` },
    ],
    [
      'JSON in a text inside an array of objects',
      { list: [{ raw: '{"pwd":"x"}' }] },
      { list: [{ raw: `{"pwd":"${R}"}` }] },
    ],
    [
      'a text inside an object, by value',
      { response: { error: { message: 'bad token=abc' } } },
      { response: { error: { message: `bad token=${R}` } } },
    ],
    [
      'too deep to keep: dropped, never shown',
      { a: { b: { c: { d: { token: 'x' } } } } },
      { a: { b: { c: {} } } },
    ],
  ])('%s', (_, detail, expected) => {
    expect(redact(detail, [])).toEqual(expected);
  });
});

describe('whatever surrounds it, a planted secret never survives', () => {
  const secret = fc
    .string({
      unit: fc.constantFrom(...'ABCXYZabcxyz0189+/=._-'),
      minLength: 8,
      maxLength: 24,
    })
    .filter((text) => !REDACTED.includes(text));
  const anyCase = (word: string) =>
    fc
      .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
      .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
  const key = fc
    .constantFrom(
      'token',
      'password',
      'pwd',
      'secret',
      'authorization',
      'access_token',
      'userPassword',
      'x-auth-token',
      'client_secret',
    )
    .chain(anyCase);
  const surrounding = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }));
  // `<key><sep><value>` with the key and the value each bare or quoted, in some text.
  const written = (value: string) =>
    fc
      .record({
        key,
        keyQuote: fc.constantFrom('', '"', "'"),
        separator: fc.constantFrom('=', ':', ' = ', ': ', ' :\t'),
        valueQuote: fc.constantFrom('', '"', "'"),
        before: surrounding,
        after: surrounding,
      })
      .map(
        ({ key: name, keyQuote, separator, valueQuote, before, after }) =>
          `${before}${keyQuote}${name}${keyQuote}${separator}${valueQuote}${value}${valueQuote}${after}`,
      );
  // The secret under a credential key or in a written-out text, wrapped in objects, arrays and JSON texts.
  const planted = (value: string) =>
    fc
      .record({
        leaf: fc.oneof(
          key.map((name): unknown => ({ [name]: value })),
          written(value),
        ),
        wrappers: fc.array(
          fc.record({
            kind: fc.constantFrom('object', 'array', 'json'),
            noise: fc.dictionary(
              fc.constantFrom('id', 'name', 'note', 'n'),
              fc.oneof(fc.string(), fc.integer()),
            ),
            at: fc.constantFrom('data', 'list', 'body', 'result'),
          }),
          { maxLength: 6 },
        ),
      })
      .map(({ leaf, wrappers }) =>
        wrappers.reduce<unknown>((inner, { kind, noise, at }) => {
          if (kind === 'json') return JSON.stringify(inner);
          if (kind === 'array') return [...Object.values(noise), inner];
          return { ...noise, [at]: inner };
        }, leaf),
      );

  it('in a written-out credential', () => {
    fc.assert(
      fc.property(
        secret.chain((value) => fc.tuple(fc.constant(value), written(value))),
        ([value, message]) => {
          fc.pre(message.split(value).length === 2);
          expect(JSON.stringify(redact({ message }, []))).not.toContain(value);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('in nested JSON, by key or by value', () => {
    fc.assert(
      fc.property(
        secret.chain((value) => fc.tuple(fc.constant(value), planted(value))),
        ([value, detail]) => {
          fc.pre(JSON.stringify(detail).split(value).length === 2);
          expect(JSON.stringify(redact({ detail }, []))).not.toContain(value);
        },
      ),
      { numRuns: 500 },
    );
  });
});
