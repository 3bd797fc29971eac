#!/usr/bin/env bash
# bench:http measures stock WordPress beside the app: Debian's wordpress package behind nginx
# (already installed for the ceilings) and php-fpm, on MariaDB. `php` is named too: it is what
# lets apt take php-fpm for WordPress's "libapache2-mod-php | php" instead of pulling Apache in
# (and it brings the php CLI the bench installs WordPress with).
set -euo pipefail
if [ -f /usr/share/wordpress/wp-load.php ] && command -v php >/dev/null &&
  compgen -G "/usr/sbin/php-fpm*" >/dev/null && [ -x /usr/sbin/mariadbd ] &&
  command -v mariadb-install-db >/dev/null; then
  exit 0
fi
exec bash "$(dirname "$0")/apt-install.sh" \
  "WordPress, php-fpm or MariaDB is missing. Install them: sudo apt-get install -y php-fpm php wordpress mariadb-server" \
  php-fpm php wordpress mariadb-server
