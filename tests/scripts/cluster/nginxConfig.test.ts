/**
 * Issue 32: the balancer's configuration is the repository's template with the cluster's ports and folders filled
 * in, checked by nginx itself (`nginx -t`) when nginx is installed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findNginx } from '../../../scripts/cluster/nginx.ts';
import { fillTemplate, nginxConfig, type NginxConfigOptions } from '../../../scripts/cluster/nginxConfig.ts';
import { REPO_ROOT } from '../../../scripts/ensure-build.ts';
import { RESENDS_READS_HEADER } from '../../../server/http/drain.ts';
import { distDirOf } from '../../../server/main.ts';

/** Where `nginx -t` gets its folders; made by that test alone (a filtered run creates nothing to leave behind). */
let folder = '';
afterAll(() => {
  if (folder !== '') {
    rmSync(folder, { recursive: true, force: true });
  }
});

const options: NginxConfigOptions = {
  listen: '127.0.0.1:18080',
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  prefix: '/tmp/rjadom-cluster/nginx',
  logDir: '/tmp/rjadom-cluster/logs',
  accessLog: '/tmp/rjadom-cluster/logs/access.log',
  cache: true,
  workerProcesses: 1,
  workerConnections: 1024,
  rlimitNofile: 4096,
  asRoot: false,
};

/** The configuration without its comments. */
const directives = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');

describe('the nginx configuration of the cluster (issue 32)', () => {
  it('lists every instance with passive health checks and keeps upstream connections alive', () => {
    const text = nginxConfig(options);
    expect(text).toContain('server 127.0.0.1:3001 max_fails=2 fail_timeout=5s;');
    expect(text).toContain('server 127.0.0.1:3002 max_fails=2 fail_timeout=5s;');
    expect(text).toMatch(/keepalive \d+;/);
    expect(text).toContain('proxy_set_header Connection "";');
    expect(text).toContain('listen 127.0.0.1:18080');
    expect(text).not.toMatch(/\{\{\w+\}\}/);
  });

  it('retries only idempotent requests, never with non_idempotent', () => {
    const text = directives(nginxConfig(options));
    expect(text).toContain('proxy_next_upstream error timeout;');
    expect(text).not.toContain('non_idempotent');
  });

  it('shares the instances’ failure counts between its workers, and promises the instances to resend a read only when there is another', () => {
    const text = directives(nginxConfig(options));
    expect(text).toMatch(/upstream rjadom \{[^}]*\bzone rjadom_upstreams \d+k;/);
    expect(text).toContain(`proxy_set_header ${RESENDS_READS_HEADER} 1;`);
    const alone = directives(nginxConfig({ ...options, upstreams: ['127.0.0.1:3001'] }));
    expect(alone).toContain(`proxy_set_header ${RESENDS_READS_HEADER} "";`);
  });

  it('passes X-Forwarded-For and the request id, and keeps every path inside the cluster folder', () => {
    const text = directives(nginxConfig(options));
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(text).toContain('proxy_set_header X-Request-Id $rjadom_request_id;');
    expect(text).not.toContain('/etc/nginx');
    expect(text).not.toContain('/var/');
  });

  it('includes the page cache only when asked, and runs its workers as root only under root', () => {
    expect(nginxConfig(options)).toMatch(/include \S+deploy\/nginx\/page-cache\.conf;/);
    expect(nginxConfig({ ...options, cache: false })).not.toContain('page-cache.conf');
    expect(nginxConfig(options)).not.toContain('user root;');
    expect(nginxConfig({ ...options, asRoot: true })).toContain('user root;');
  });

  it('hears X-Accel-Expires on the pages alone (how long nginx keeps one), and no other X-Accel-* order of an instance', () => {
    const ignored = (text: string): string[] =>
      [...directives(text).matchAll(/proxy_ignore_headers ([^;]+);/g)].map((match) => match[1]!);
    const others = ['X-Accel-Redirect', 'X-Accel-Limit-Rate', 'X-Accel-Buffering', 'X-Accel-Charset'];
    const pages = ignored(readFileSync(join(REPO_ROOT, 'deploy/nginx/page-cache.conf'), 'utf8'));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.split(' ')).toEqual(expect.arrayContaining(['Vary', ...others]));
    expect(pages[0]).not.toContain('X-Accel-Expires');
    // Everywhere else (the API, /healthz: nothing kept there) every X-Accel-* is ignored.
    expect(ignored(nginxConfig(options)).map((list) => list.split(' '))).toEqual([
      expect.arrayContaining(['X-Accel-Expires', ...others]),
    ]);
  });

  it('refuses a value that could break out of its directive, an unknown placeholder and an unused value', () => {
    expect(() => nginxConfig({ ...options, prefix: '/tmp/x; include /etc/passwd' })).toThrow(/not a plain path/);
    expect(() => nginxConfig({ ...options, upstreams: [] })).toThrow(/at least one instance/);
    expect(() => fillTemplate('a {{b}}', {})).toThrow(/no value for \{\{b\}\}/);
    expect(() => fillTemplate('a', { b: '1' })).toThrow(/has no \{\{b\}\}/);
  });

  it.skipIf(findNginx() === null)(
    'is a configuration nginx accepts (nginx -t), with and without the page cache',
    () => {
      folder = mkdtempSync(join(tmpdir(), 'rjadom-nginx-conf-'));
      const logDir = join(folder, 'logs');
      mkdirSync(logDir);
      for (const cache of [true, false]) {
        const prefix = join(folder, `nginx-${cache}`);
        mkdirSync(join(prefix, 'temp'), { recursive: true });
        const file = join(prefix, 'nginx.conf');
        writeFileSync(
          file,
          nginxConfig({
            ...options,
            prefix,
            logDir,
            accessLog: join(logDir, 'access.log'),
            cache,
            asRoot: process.getuid?.() === 0,
          }),
        );
        expect(() =>
          execFileSync(findNginx()!, ['-t', '-q', '-p', prefix, '-c', file, '-e', join(logDir, 'error.log')], {
            stdio: 'pipe',
          }),
        ).not.toThrow();
      }
    },
  );
});

describe('the built UI an instance serves', () => {
  it('is DIST_DIR when set (a cluster’s or a benchmark’s own build), else dist/ of the repository', () => {
    expect(distDirOf({ DIST_DIR: '/srv/rjadom/dist' })).toBe('/srv/rjadom/dist');
    expect(distDirOf({ DIST_DIR: '  ' })).toMatch(/\/dist$/);
    expect(distDirOf({})).toMatch(/\/dist$/);
  });
});
