/**
 * The balancer's configuration (issue 32): deploy/nginx/nginx.conf.template with the cluster's ports and folders
 * filled in. Every path is the cluster's own, so nginx reads nothing of /etc/nginx and writes nothing to /var.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../ensure-build.ts';
import { RESENDS_READS_HEADER } from '../../server/http/drain.ts';

/** Where the repository keeps the balancer's configuration. */
const NGINX_DEPLOY_DIR = join(REPO_ROOT, 'deploy', 'nginx');

export interface NginxConfigOptions {
  /** The address nginx listens on, `127.0.0.1:PORT`. */
  listen: string;
  /** The instances, `127.0.0.1:PORT` each. */
  upstreams: readonly string[];
  /** nginx's own folder (its `-p` prefix): pid file, temporary files, the page cache. */
  prefix: string;
  /** Where nginx-error.log goes. */
  logDir: string;
  /** The access log's file, or null for none (a load test writes a line per request otherwise). */
  accessLog: string | null;
  /** Keep the public pages (deploy/nginx/page-cache.conf). */
  cache: boolean;
  workerProcesses: number | 'auto';
  workerConnections: number;
  /** Open files a worker may have: two per proxied connection, plus the cache's. */
  rlimitNofile: number;
  /** Run as root: workers then run as root as well, as the folders are root's (a local try, CI). */
  asRoot: boolean;
  /** The page cache's bound on disk, nginx's size syntax (`256m`). */
  cacheMaxSize?: string;
  /** API requests passed to the instances at once, all clients together; one more gets 503 OVERLOADED (default 16 per instance). */
  apiConnections?: number;
}

/** API requests at once per instance unless apiConnections says otherwise: about what its 10 database connections and API bound of 8 keep busy. */
const API_CONNECTIONS_PER_INSTANCE = 16;

/** Failure counts before an instance leaves the rotation, and how long it stays out (passive health checks). */
const MAX_FAILS = 2;
const FAIL_TIMEOUT_SECONDS = 5;

/** A value that goes into the configuration as one token: no space, quote, brace or semicolon can break out of it. */
function token(name: string, value: string): string {
  if (!/^[A-Za-z0-9_./:@-]+$/.test(value)) {
    throw new Error(`nginx configuration: ${name} '${value}' is not a plain path or address`);
  }
  return value;
}

/** Fills `{{name}}` placeholders; a placeholder without a value, or a value without a placeholder, is a mistake. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`nginx configuration: no value for {{${name}}}`);
    }
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) {
    throw new Error(`nginx configuration: the template has no {{${unused.join('}}, {{')}}}`);
  }
  return filled;
}

/** The configuration text for these options. */
export function nginxConfig(
  options: NginxConfigOptions,
  template = readFileSync(join(NGINX_DEPLOY_DIR, 'nginx.conf.template'), 'utf8'),
): string {
  if (options.upstreams.length === 0) {
    throw new Error('nginx configuration: at least one instance is needed');
  }
  const servers = options.upstreams.map(
    (address) =>
      `        server ${token('upstream', address)} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`,
  );
  return fillTemplate(template, {
    prefix: token('prefix', options.prefix),
    logDir: token('logDir', options.logDir),
    accessLog: options.accessLog === null ? 'off' : `${token('accessLog', options.accessLog)} rjadom`,
    workerProcesses: String(options.workerProcesses),
    workerConnections: String(options.workerConnections),
    rlimitNofile: String(options.rlimitNofile),
    // Under root nginx would hand its workers to `nobody`, who cannot enter the cluster's private folder.
    userLine: options.asRoot ? 'user root;' : '',
    upstreamServers: servers.join('\n'),
    listen: token('listen', options.listen),
    cacheMaxSize: token('cacheMaxSize', options.cacheMaxSize ?? '256m'),
    apiConnections: String(options.apiConnections ?? API_CONNECTIONS_PER_INSTANCE * options.upstreams.length),
    // Never the client's own: with one instance the header is not sent at all (an empty value).
    resendsReadsHeader: `${RESENDS_READS_HEADER} ${options.upstreams.length > 1 ? '1' : '""'}`,
    pageCache: options.cache
      ? `            include ${token('page cache file', join(NGINX_DEPLOY_DIR, 'page-cache.conf'))};`
      : '',
  });
}
