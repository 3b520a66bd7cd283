import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config';
import { configWarnings } from '../src/config/config-warnings';

const KEY = 'ab'.repeat(32);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/kollega');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for `npm start` on a laptop', () => {
    const config = loadConfig({}, '/srv/kollega');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      baseUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/kollega/data'),
      databaseUrl: undefined,
      databaseStatementTimeoutMs: 30_000,
      smtpUrl: undefined,
      trustProxy: false,
      encryptionKey: undefined,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '::',
        BASE_URL: 'https://hr.example.dk/',
        DATA_DIR: '/var/lib/kollega',
        DATABASE_URL: 'postgres://kollega:secret@db:5432/kollega',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        DATABASE_POOL_MAX: '20',
        DATABASE_CONNECTION_TIMEOUT_MS: '2000',
        SMTP_URL: 'smtps://user:pw@smtp.example.dk:465',
        TRUST_PROXY: '1',
        ENCRYPTION_KEY: KEY.toUpperCase(),
        LOG_LEVEL: 'warn',
      },
      '/srv/kollega',
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '::',
      baseUrl: 'https://hr.example.dk',
      dataDir: '/var/lib/kollega',
      databaseUrl: 'postgres://kollega:secret@db:5432/kollega',
      databaseStatementTimeoutMs: 5000,
      databasePoolMax: 20,
      databaseConnectionTimeoutMs: 2000,
      smtpUrl: 'smtps://user:pw@smtp.example.dk:465',
      trustProxy: 1,
      encryptionKey: KEY,
      logLevel: 'warn',
    });
  });

  it('listens on all interfaces in production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: KEY }).host).toBe('0.0.0.0');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be a whole number between 1 and 65535 (got "80.5")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [
      { BASE_URL: 'hr.example.dk' },
      'BASE_URL must be an http:// or https:// URL such as https://hr.example.dk (got "hr.example.dk")',
    ],
    [{ BASE_URL: 'ftp://hr.example.dk' }, 'BASE_URL must be an http:// or https:// URL'],
    [
      { DATABASE_URL: 'mysql://localhost/kollega' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '30s' },
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, at least 100',
    ],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be a whole number of connections from 1 to 1000'],
    [{ DATABASE_POOL_MAX: 'many' }, 'DATABASE_POOL_MAX must be a whole number of connections from 1 to 1000'],
    [
      { DATABASE_CONNECTION_TIMEOUT_MS: '5s' },
      'DATABASE_CONNECTION_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000',
    ],
    [
      { DATABASE_CONNECTION_TIMEOUT_MS: '50' },
      'DATABASE_CONNECTION_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000',
    ],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL must be an SMTP URL such as smtps://'],
    [{ ENCRYPTION_KEY: 'too-short' }, 'ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY must be true, false, a number of proxy hops'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ NODE_ENV: 'production' }, 'ENCRYPTION_KEY is required in production'],
  ])('names the bad value: %o', (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('never echoes a secret back into the log', () => {
    const [problem] = problemsOf({ ENCRYPTION_KEY: 'secret-but-wrong' });
    expect(problem).not.toContain('secret-but-wrong');
    const [urlProblem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/kollega' });
    expect(urlProblem).not.toContain('hunter2');
  });

  it('reports every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', NODE_ENV: 'x', LOG_LEVEL: 'x' })).toHaveLength(3);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
  ])('TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe('configWarnings', () => {
  it('warns when production trusts any proxy (X-Forwarded-For from anyone)', () => {
    const config = loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: KEY, TRUST_PROXY: 'true' });
    expect(configWarnings(config)).toEqual([
      expect.stringContaining('TRUST_PROXY=true trusts any X-Forwarded-For'),
    ]);
  });

  it.each([
    [{ NODE_ENV: 'production', ENCRYPTION_KEY: KEY, TRUST_PROXY: '1' }],
    [{ NODE_ENV: 'production', ENCRYPTION_KEY: KEY, TRUST_PROXY: '10.0.0.5' }],
    [{ NODE_ENV: 'production', ENCRYPTION_KEY: KEY }],
    [{ TRUST_PROXY: 'true' }],
  ])('is quiet for %o', (env) => {
    expect(configWarnings(loadConfig(env))).toEqual([]);
  });
});
