import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from './redact';

describe('redactUrl', () => {
  it('masks the password and keeps user, host, port and database', () => {
    expect(redactUrl('mysql://ark:s3cret@10.0.0.5:3306/solo')).toBe(
      'mysql://ark:***@10.0.0.5:3306/solo',
    );
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactUrl('mysql://ark@db/solo')).toBe('mysql://ark@db/solo');
  });
});

describe('redactText', () => {
  it('masks URLs inside a message and the known secret values, raw and URL-encoded', () => {
    const text = 'failed mysql://a:x%2Fy@h/db with x/y and p4ssw0rd';
    expect(redactText(text, ['x/y', 'p4ssw0rd'])).toBe(
      'failed mysql://a:***@h/db with *** and ***',
    );
  });

  it('ignores secrets too short to mask safely', () => {
    expect(redactText('a b', ['a'])).toBe('a b');
  });
});
