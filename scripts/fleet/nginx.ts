/**
 * nginx for the fleet: Debian's package (installed with apt-get when missing), run in the
 * foreground from a folder of its own with deploy/nginx.conf.template filled in, the same file a
 * team deploys, so what runs here is what they run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const NGINX_TEMPLATE = join(root, 'deploy/nginx.conf.template');

/** The `${NAME}` placeholders of the template (nginx's own variables are `$name`, without braces). */
const PLACEHOLDER = /\$\{([A-Z0-9_]+)\}/g;

/** The template with every placeholder filled; a placeholder without a value, or a value for none, is a mistake. */
export function renderNginxTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const missing = new Set<string>();
  const text = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      missing.add(name);
      return '';
    }
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (missing.size || unused.length) {
    throw new Error(
      `deploy/nginx.conf.template and the fleet disagree: no value for ${[...missing].join(', ') || 'none'}; no placeholder for ${unused.join(', ') || 'none'}`,
    );
  }
  return text;
}

const found = (cmd: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The nginx binary; installs Debian's package when there is none, saying so. */
export function ensureNginx(log: (line: string) => void): string {
  // Debian keeps nginx in /usr/sbin, which is not on every user's PATH.
  const paths = ['nginx', '/usr/sbin/nginx'];
  const existing = paths.find(found);
  if (existing) return existing;
  if (!found('apt-get'))
    throw new Error('nginx is not installed and there is no apt-get here: install nginx and run again');
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !found('sudo'))
    throw new Error('nginx is not installed: run `sudo apt-get install nginx` and run again');
  const aptGet = (...args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  log(`nginx is not installed: installing Debian's package (${asRoot ? '' : 'sudo '}apt-get install nginx)…`);
  try {
    aptGet('install', '-y', '--no-install-recommends', 'nginx');
  } catch {
    // A machine that never listed its packages knows no nginx yet.
    aptGet('update');
    aptGet('install', '-y', '--no-install-recommends', 'nginx');
  }
  log(
    "nginx installed. Debian's package may also have started the system's own nginx on port 80; the fleet runs its own.",
  );
  const installed = paths.find(found);
  if (!installed) throw new Error('nginx was installed but is not found on PATH or in /usr/sbin');
  return installed;
}

export interface RunningNginx {
  process: ChildProcess;
  dir: string;
}

/**
 * Writes the filled-in template into a folder of its own, wrapped in the little a main nginx.conf
 * needs (its pid file, temporary files and logs there or on stderr), checks it, and starts nginx
 * in the foreground. The folder is left for the caller to remove.
 */
export function startNginx(binary: string, site: string): RunningNginx {
  const dir = mkdtempSync(join(tmpdir(), 'parcelo-fleet-nginx-'));
  // As root, nginx's workers run as an unprivileged user that must reach its temporary folders here.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'parcelo.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/parcelo.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  // `-e stderr`: nginx would otherwise open the system's error log before reading the config.
  const args = ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')];
  try {
    execFileSync(binary, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`nginx refused the fleet's configuration (${join(dir, 'nginx.conf')}):\n${stderr}`);
  }
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return { process: child, dir };
}

/** The template as written in deploy/. */
export const nginxTemplate = () => readFileSync(NGINX_TEMPLATE, 'utf8');
