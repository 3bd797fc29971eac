<?php
/**
 * Installs the WordPress bench:http measures (wordpress.ts), run once by the php CLI:
 *   php wordpress-setup.php <config name> <posts> <posts a page>
 * <config name> picks /etc/wordpress/config-<name>.php, the way nginx picks it for a page view
 * (Debian's wp-config.php reads WORDPRESS_CONFIG). Prints one line of JSON: the category's id
 * and link, and WordPress's version.
 */
[, $config, $posts, $perPage] = $argv;
$_SERVER['WORDPRESS_CONFIG'] = $config;
// Debian's wp-config.php reads the host before it looks at WORDPRESS_CONFIG.
$_SERVER['HTTP_HOST'] = 'wp.localhost';
define('WP_INSTALLING', true);

// wp_install mails the new site's password to its admin; nobody reads it and there is no MTA.
function wp_new_blog_notification() {}

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// wp_install asks its own pages whether permalinks work (the home URL, http://wp.localhost, is
// not where this nginx listens); the setup makes no requests and sets the permalinks itself.
add_filter('pre_http_request', fn() => new WP_Error('bench', 'no requests during the setup'));

if (is_blog_installed()) {
    fwrite(STDERR, "WordPress is already installed in this database\n");
    exit(1);
}
wp_install('Bench', 'admin', 'admin@example.com', true, '', wp_generate_password(24));

// The listing compared with the app's /members shows as many posts as the app does.
update_option('posts_per_page', (int) $perPage);
// WordPress turns on the permalinks it prefers when its test request sees them work; set them
// outright, so the pages measured do not depend on that test.
$wp_rewrite->set_permalink_structure('/%year%/%monthnum%/%day%/%postname%/');
// Taxonomies add their permalinks (/category/<slug>/) only once permalinks are on: registered
// again, so the rules stored below include them.
create_initial_taxonomies();
flush_rewrite_rules(false);

$category = wp_insert_term('Members', 'category', ['slug' => 'members']);
if (is_wp_error($category)) {
    fwrite(STDERR, $category->get_error_message() . "\n");
    exit(1);
}
$categoryId = (int) $category['term_id'];

// The same titles and text as the members bench:http adds to the app (http-app.ts), one a
// minute back from now so the listing's order is fixed. One transaction: a commit (and its
// flush to disk) per post would only make the setup slower.
$wpdb->query('START TRANSACTION');
wp_defer_term_counting(true);
for ($n = 1; $n <= (int) $posts; $n++) {
    $id = wp_insert_post([
        'post_title' => "Bench Truck $n",
        'post_name' => "bench-truck-$n",
        'post_content' => "<!-- wp:paragraph -->\n<p>Food truck number $n, added by npm run bench:http.</p>\n<!-- /wp:paragraph -->",
        'post_status' => 'publish',
        'post_author' => 1,
        'post_category' => [$categoryId],
        'post_date' => gmdate('Y-m-d H:i:s', time() - $n * 60),
    ], true);
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
}
wp_defer_term_counting(false);
$wpdb->query('COMMIT');

echo json_encode([
    'categoryId' => $categoryId,
    'categoryLink' => get_category_link($categoryId),
    'version' => get_bloginfo('version'),
]) . "\n";
