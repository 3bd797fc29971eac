/**
 * The WordPress `npm run bench:http` holds the app's uncached pages to (issue 40): Debian's
 * `wordpress` package as it ships, served by nginx through a php-fpm pool, on MariaDB, with
 * 200 posts in one category and 24 posts a page like the app's /members. Everything runs
 * privately under the bench's temp directory (its own datadir, sockets, pid files and logs);
 * the one file outside it, the site's /etc/wordpress/config-<name>.php, is removed by `stop`
 * (or by `removeWordPressConfigs` on any other exit path).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { log } from "./http-report.ts";
import { type Child, freePort, request, runCommand, runNginx, startChild, waitFor } from "./lib.ts";

/** Posts in the category the listing shows, like the members bench:http adds to the app. */
export const WORDPRESS_POSTS = 200;
/** Posts a page: what the app's /members shows. */
export const WORDPRESS_PER_PAGE = 24;
/**
 * php-fpm children: a fixed pool (`pm = static`, no children started or ended during a
 * measurement) of two per core. A page view is PHP work with waits on MariaDB in between
 * (a few dozen queries over a Unix socket), so one child per core would leave a core idle
 * during those waits; many more would only queue on the same cores. Debian's own pool
 * (www.conf) is `pm = dynamic` with at most 5 children, about the same on 2 cores.
 */
export const PHP_CHILDREN = 2 * os.availableParallelism();

/**
 * The site's host, its home URL's and the Host header of every request (http-load.ts sends it):
 * WordPress redirects any other host to its own. No port in it: Debian's fastcgi_params passes
 * nginx's $host as HTTP_HOST, without the port, so a home URL with one would redirect each page
 * to itself.
 */
const HOST = "wp.localhost";
const WORDPRESS_DIR = "/usr/share/wordpress";
const CONFIG_DIR = "/etc/wordpress";
const ENSURE_SCRIPT = path.resolve(import.meta.dirname, "../../../scripts/ensure-wordpress.sh");
const SETUP_SCRIPT = path.join(import.meta.dirname, "wordpress-setup.php");

export type WordPress = {
  port: number;
  /** The Host header of every request: WordPress redirects any other host to its own. */
  host: string;
  /** The category's listing, 24 posts a page: the peer of the app's uncached /members. */
  listingPath: string;
  /** A search in the category, `letter` searched: the peer of /members?search=<letter>. */
  searchPath: (letter: string) => string;
  /** WordPress's version (the package's). */
  version: string;
  phpChildren: number;
  stop: () => Promise<void>;
};

/** Config files written and not yet removed (this process's only). */
const configFiles = new Set<string>();

/** Removes the site configs this process wrote to /etc/wordpress; for the bench's cleanup. */
export async function removeWordPressConfigs() {
  await Promise.all([...configFiles].map((file) => rm(file, { force: true })));
  configFiles.clear();
}

/**
 * Installs the packages when missing (scripts/ensure-wordpress.sh: apt-get as root), then
 * starts MariaDB, php-fpm and nginx in `tmp/wordpress`, installs WordPress in a fresh database
 * and adds the posts. Throws with the reason when any of it fails.
 */
export async function startWordPress(tmp: string): Promise<WordPress> {
  const started = Date.now();
  await runCommand("scripts/ensure-wordpress.sh", "bash", [ENSURE_SCRIPT], {
    cwd: tmp,
    env: process.env,
  });
  const dir = path.join(tmp, "wordpress");
  await mkdir(dir, { recursive: true });
  // nginx's workers and php-fpm's children may run as another user than the bench.
  for (const d of [tmp, dir]) await chmod(d, 0o755);

  const children: Child[] = [];
  const name = `fooddir-bench-${randomBytes(4).toString("hex")}`;
  const configFile = path.join(CONFIG_DIR, `config-${name}.php`);
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    await rm(configFile, { force: true });
    configFiles.delete(configFile);
  };
  try {
    const mariadb = await startMariaDb(dir);
    children.push(mariadb.child);
    const fpm = await startPhpFpm(dir);
    children.push(fpm.child);

    const port = await freePort();
    const password = randomBytes(12).toString("hex");
    await runCommand(
      "mariadb (create the database)",
      "mariadb",
      [
        "--no-defaults",
        `--socket=${mariadb.socket}`,
        `--user=${os.userInfo().username}`,
        "--execute",
        `CREATE DATABASE wordpress CHARACTER SET utf8mb4;
         CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${password}';
         GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';`,
      ],
      { cwd: dir, env: process.env },
    );
    configFiles.add(configFile);
    await writeFile(configFile, siteConfig({ socket: mariadb.socket, password, home: HOST }));

    const nginx = await runNginx(
      dir,
      `  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${WORDPRESS_DIR};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param WORDPRESS_CONFIG ${name};
      fastcgi_pass unix:${fpm.socket};
    }
  }`,
    );
    children.push(nginx);
    // A static file of the package: WordPress itself redirects to its installer until set up.
    await waitFor(nginx, async () => {
      const res = await request({ port, host: HOST, path: "/readme.html" });
      return res.status === 200;
    });

    const setupOutput = await runCommand(
      "WordPress setup (wordpress-setup.php)",
      "php",
      [SETUP_SCRIPT, name, String(WORDPRESS_POSTS), String(WORDPRESS_PER_PAGE)],
      { cwd: dir, env: process.env },
    );
    const setup = parseSetup(setupOutput);
    const category = new URL(setup.categoryLink);
    const listingPath = `${category.pathname}${category.search}`;
    const wordpress: WordPress = {
      port,
      host: HOST,
      listingPath,
      searchPath: (letter) => `/?s=${encodeURIComponent(letter)}&cat=${setup.categoryId}`,
      version: setup.version,
      phpChildren: PHP_CHILDREN,
      stop,
    };
    await checkPages(wordpress);
    log(
      `WordPress ${setup.version} (Debian's package) on port ${port}: ${WORDPRESS_POSTS} posts in ${listingPath}, ${WORDPRESS_PER_PAGE} a page, php-fpm with ${PHP_CHILDREN} children, in ${Date.now() - started} ms`,
    );
    return wordpress;
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The site's config, for Debian's wp-config.php (see /usr/share/doc/wordpress/README.Debian). */
function siteConfig(options: { socket: string; password: string; home: string }) {
  const salts = [
    "AUTH_KEY",
    "SECURE_AUTH_KEY",
    "LOGGED_IN_KEY",
    "NONCE_KEY",
    "AUTH_SALT",
    "SECURE_AUTH_SALT",
    "LOGGED_IN_SALT",
    "NONCE_SALT",
  ]
    .map((key) => `define('${key}', '${randomBytes(24).toString("hex")}');`)
    .join("\n");
  return `<?php
// Written by npm run bench:http (apps/web/bench/wordpress.ts) and removed when it ends.
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', '${options.password}');
define('DB_HOST', 'localhost:${options.socket}');
define('WP_HOME', 'http://${options.home}');
define('WP_SITEURL', 'http://${options.home}');
// No page view waits on WordPress's cron (update checks, site health: requests to the network
// and to itself, due on a fresh site) or on any other request to the network; with a system
// cron instead of the visitors', as busy sites run it.
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
${salts}
`;
}

/**
 * MariaDB on a Unix socket only, its datadir fresh from mariadb-install-db. No option files
 * (--no-defaults): Debian's point at the system server's socket and datadir; the server's own
 * defaults are what Debian's leave as they are (buffer pool, flushing), but for the character set.
 */
async function startMariaDb(dir: string) {
  const datadir = path.join(dir, "mariadb");
  const socket = path.join(dir, "mariadb.sock");
  const user = os.userInfo().username;
  await runCommand(
    "mariadb-install-db",
    "mariadb-install-db",
    ["--no-defaults", `--datadir=${datadir}`, `--user=${user}`, "--skip-test-db"],
    { cwd: dir, env: process.env },
  );
  const child = startChild(
    "mariadbd",
    "/usr/sbin/mariadbd",
    [
      "--no-defaults",
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dir, "mariadb.pid")}`,
      `--log-error=${path.join(dir, "mariadb.log")}`,
      `--user=${user}`,
      "--skip-networking",
      "--character-set-server=utf8mb4",
      "--collation-server=utf8mb4_general_ci",
    ],
    { cwd: dir, env: process.env },
  );
  await waitFor(child, async () => {
    const ping = spawnSync("mariadb-admin", ["--no-defaults", `--socket=${socket}`, "ping"], {
      encoding: "utf8",
    });
    return ping.status === 0;
  });
  return { child, socket };
}

/**
 * A php-fpm pool of PHP_CHILDREN children on a Unix socket, with Debian's php.ini for FPM and
 * its conf.d (OPcache on, as it ships).
 */
async function startPhpFpm(dir: string) {
  const binary = phpFpmBinary();
  const socket = path.join(dir, "php-fpm.sock");
  const conf = path.join(dir, "php-fpm.conf");
  const isRoot = process.getuid?.() === 0;
  await writeFile(
    conf,
    `[global]
pid = ${path.join(dir, "php-fpm.pid")}
error_log = ${path.join(dir, "php-fpm.log")}
daemonize = no

[wordpress]
${isRoot ? "user = root\ngroup = root\n" : ""}listen = ${socket}
listen.mode = 0666
pm = static
pm.max_children = ${PHP_CHILDREN}
`,
  );
  const child = startChild(
    "php-fpm",
    binary,
    ["--nodaemonize", "--fpm-config", conf, ...(isRoot ? ["--allow-to-run-as-root"] : [])],
    { cwd: dir, env: process.env },
  );
  await waitFor(child, async () => existsSync(socket));
  return { child, socket };
}

/** Debian names the binary after PHP's version (php-fpm8.2). */
function phpFpmBinary(): string {
  const found = readdirSync("/usr/sbin").filter((f) => /^php-fpm\d+\.\d+$/.test(f));
  found.sort();
  const last = found.at(-1);
  if (!last) throw new Error("php-fpm is missing from /usr/sbin");
  return path.join("/usr/sbin", last);
}

function parseSetup(output: string): { categoryId: number; categoryLink: string; version: string } {
  const line = output
    .split("\n")
    .reverse()
    .find((l) => l.startsWith("{"));
  if (!line) throw new Error(`WordPress setup printed no result:\n${output}`);
  return JSON.parse(line);
}

/**
 * The pages measured answer 200 with WordPress's own page: a redirect (to another host, to the
 * installer) or a listing of the wrong length would make the comparison meaningless.
 */
async function checkPages(wordpress: WordPress) {
  for (const [pagePath, posts] of [
    [wordpress.listingPath, WORDPRESS_PER_PAGE],
    [wordpress.searchPath("a"), WORDPRESS_PER_PAGE],
  ] as const) {
    const res = await request({ port: wordpress.port, host: wordpress.host, path: pagePath });
    const html = res.body.toString("utf8");
    const shown = html.match(/<li class="wp-block-post /g)?.length ?? 0;
    if (res.status !== 200 || shown !== posts) {
      throw new Error(
        `WordPress ${pagePath}: ${res.status}${res.headers.location ? ` to ${res.headers.location}` : ""}, ${shown} posts shown (expected ${posts})`,
      );
    }
  }
}
