import { domainToASCII } from 'node:url';
import { emailProblem, normalizeEmail, signupFieldProblem } from '../src';
import { english } from './sentences';

/** The product's words for a refused address (docs/PRODUCT.md, "Accounts and sessions"). */
const EMAIL_SENTENCES = {
  blank: "Email can't be blank",
  invalid: 'Email is invalid',
  invisible: "Email can't contain spaces or invisible characters",
  reserved: "Email can't contain ?, &, %, / or #",
  notAscii: "Email can't contain accented letters or letters of other alphabets before the @",
};

describe('normalizeEmail', () => {
  it.each([
    ['ADMIN@vespa.test', 'admin@vespa.test'],
    ['  Kim.Rider+vespa@Example.COM ', 'kim.rider+vespa@example.com'],
    // Full-width letters and at sign (NFKC) are the plain ones.
    ['ＡＤＭＩＮ＠ＶＥＳＰＡ．ＴＥＳＴ', 'admin@vespa.test'],
    // An internationalised domain is kept in its ASCII form, as mail servers know it.
    ['zoe@exämple.com', 'zoe@xn--exmple-cua.com'],
    // A Cyrillic е in the domain cannot pass for the shop's own: it is spelt out.
    ['admin@v\u0435spa.test', 'admin@xn--vspa-v4d.test'],
    ['admin@vespa\u3002test', 'admin@vespa.test'],
    ["o'hara_test-1@sub.example.co.uk", "o'hara_test-1@sub.example.co.uk"],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored);
    expect(english(emailProblem(typed))).toBeNull();
  });

  it.each([
    ['', EMAIL_SENTENCES.blank],
    ['   ', EMAIL_SENTENCES.blank],
    // The attack: addresses that read as the administrator's.
    ['ADMIN@VESPA.TEST\u200b', EMAIL_SENTENCES.invisible],
    ['\u0430dmin@vespa.test', EMAIL_SENTENCES.notAscii],
    ['ad\u2060min@vespa.test', EMAIL_SENTENCES.invisible],
    ['admin@ves\u00adpa.test', EMAIL_SENTENCES.invisible],
    ['admin\u3164@vespa.test', EMAIL_SENTENCES.invisible],
    ['admin@vespa.test\u202e', EMAIL_SENTENCES.invisible],
    ['kim rider@example.com', EMAIL_SENTENCES.invisible],
    // A mailto: link to these would add recipients or change the message.
    ['evil@x.test?bcc=spy%40attacker.test', EMAIL_SENTENCES.reserved],
    ['evil@x.test&cc=spy@attacker.test', EMAIL_SENTENCES.reserved],
    ['evil@x.test#top', EMAIL_SENTENCES.reserved],
    ['evil/x@x.test', EMAIL_SENTENCES.reserved],
    ['evil\uff1fbcc@x.test', EMAIL_SENTENCES.reserved],
    ['zoë@example.com', EMAIL_SENTENCES.notAscii],
    ['kim@localhost', EMAIL_SENTENCES.invalid],
    ['kim@example', EMAIL_SENTENCES.invalid],
    ['kim@@example.com', EMAIL_SENTENCES.invalid],
    ['kim@a@example.com', EMAIL_SENTENCES.invalid],
    ['@example.com', EMAIL_SENTENCES.invalid],
    ['kim.@example.com', EMAIL_SENTENCES.invalid],
    ['kim..rider@example.com', EMAIL_SENTENCES.invalid],
    ['kim@-example.com', EMAIL_SENTENCES.invalid],
    ['kim@example.com.', EMAIL_SENTENCES.invalid],
    ['kim@exa_mple.com', EMAIL_SENTENCES.invalid],
    ['kim@1.2.3.4', EMAIL_SENTENCES.invalid],
    ['kim@exä:mple.com', EMAIL_SENTENCES.invalid],
    ['<kim>@example.com', EMAIL_SENTENCES.invalid],
    [`${'k'.repeat(250)}@example.com`, EMAIL_SENTENCES.invalid],
  ])('refuses %j', (typed, sentence) => {
    expect(english(emailProblem(typed))).toBe(sentence);
    expect(normalizeEmail(typed)).toBeNull();
  });

  it("converts a domain as node:url's domainToASCII does", () => {
    for (const domain of ['exämple.com', 'v\u0435spa.test', 'bücher.例え.jp']) {
      expect(normalizeEmail(`kim@${domain}`)).toBe(`kim@${domainToASCII(domain)}`);
    }
  });

  it('is the signup form rule', () => {
    expect(english(signupFieldProblem('email', '\u0430dmin@vespa.test'))).toBe(
      EMAIL_SENTENCES.notAscii,
    );
    expect(english(signupFieldProblem('email', 'Kim@Example.com'))).toBeNull();
  });

  // How long they take is a benchmark's (bench/crafted-input.mjs, through the api's signup).
  it('refuses a 60 KB crafted address', () => {
    for (const crafted of ['a.@'.repeat(20_000), `${'a'.repeat(60_000)}@x`, 'a@'.repeat(30_000)]) {
      expect(english(emailProblem(crafted))).toBe(EMAIL_SENTENCES.invalid);
    }
  });
});
