vcl 4.1;

# Varnish 7.1 (Debian's varnish + varnish-modules) in front of the app: caches public pages by
# the keys they name (xkey), expires them when a write purges those keys (EDGE_PURGE=varnish,
# decisions 028, 029), and answers from its stale copies while the app or its database fails.
#
# The backend: the app on 127.0.0.1:3000 (`npm start`). Point it elsewhere by editing its
# .host/.port below, or include this file from one that declares its own backends and sets
# req.backend_hint in a vcl_recv placed before the include (Varnish runs same-named
# subroutines in order): compose.vcl does so for app1 and app2 with this file's probe.
#
# PURGE needs the shared secret: varnishd's environment must hold EDGE_PURGE_SECRET (the app's
# setting of that name, 32 characters or more), which the app sends in X-Purge-Secret.

import blob;
import std;
import xkey;

probe app_ready {
    # Ready: the database answers and the process is not shutting down. A sick app is not sent
    # page fetches; its pages come from the stale copies below.
    .url = "/readyz";
    .interval = 1s;
    # /readyz gives up on a hung database after 2 s.
    .timeout = 2.5s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = app_ready;
}

# Where a PURGE may come from: the app instances (loopback and private networks), never a
# visitor. Not enough alone: behind a TLS terminator, a load balancer or Docker's port proxy
# every visitor arrives from such an address, so a PURGE needs the secret too (fd_purge_recv).
acl purgers {
    "127.0.0.0"/8;
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
    "fc00::"/7;
}

sub vcl_recv {
    if (req.restarts == 0) {
        # Our own markers between restarts (below); a visitor may not set them.
        unset req.http.x-fd-fresh;
        unset req.http.x-fd-stale-ok;
        unset req.http.x-fd-purged;
        unset req.http.x-fd-cache;
        unset req.http.x-fd-purge-digest;
        # A wrapper (compose.vcl) has chosen its backend already; naming `app` here also keeps
        # Varnish from refusing it there as an unused backend.
        if (!req.backend_hint) {
            set req.backend_hint = app;
        }
    }

    # An absolute-form target (`GET http://host/path`): the path rules below read the path.
    if (req.url ~ "(?i)^https?://") {
        set req.url = regsub(req.url, "(?i)^https?://[^/?]*/?", "/");
    }

    if (req.method == "PURGE") {
        call fd_purge_recv;
    }
    # The app needs none of it.
    unset req.http.x-purge-secret;

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API answers with private headers anyway; the operations endpoints are live state.
    if (req.http.host ~ "(?i)^api\." || req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
        return (pass);
    }
    # A signed-in visitor (the panel's session cookies) or a bearer: pages made for them.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*(access_token|refresh_token)=[^;\s]") {
        return (pass);
    }
    # The team's screens, signed-link pages (answer, preview, claim) and React Router's data
    # requests: per visitor, and they need their cookies.
    if (req.url ~ "^/(panel|team-login|reset-password|change-password|confirm-email|revert-email|accept-invitation|claim|respond|preview)([/?]|$)"
        || req.url ~ "^/__manifest([/?]|$)" || req.url ~ "\.data(\?|$)") {
        return (pass);
    }
    # Public pages read no cookie: one copy for everyone.
    unset req.http.Cookie;

    if (req.http.x-fd-stale-ok) {
        # The fetch failed (vcl_synth): any copy within its grace (stale-if-error) will do
        # (req.grace outlives a restart).
        set req.grace = 3650d;
    } elsif (req.http.x-fd-fresh) {
        # Past its stale-while-revalidate with a healthy app: no stale copy, fetch and wait.
        set req.grace = 0s;
    }
    return (hash);
}

# PURGE: from a purger's address, with the secret in X-Purge-Secret; then drops the pages of
# the keys in xkey-purge. The secret is compared without a plain string compare, whose time
# tells how many leading characters were right: VCL has no constant-time compare, so both the
# configured and the given secret go through Varnish's own SHA-256 (the lookup hash: the
# configured one on the first pass, the given one after a restart) and only the digests are
# compared. Their compare's time tells at most how much of the two digests agree, which says
# nothing usable about the secret.
sub fd_purge_recv {
    if (client.ip !~ purgers || !req.http.x-purge-secret) {
        return (synth(403, "Forbidden"));
    }
    if (std.getenv("EDGE_PURGE_SECRET") !~ "^[!-~]{32,}$") {
        return (synth(500, "EDGE_PURGE_SECRET is not set for Varnish (32 characters or more)"));
    }
    if (!req.http.xkey-purge) {
        return (synth(400, "xkey-purge header required"));
    }
    return (hash);
}

sub vcl_hash {
    if (req.method == "PURGE") {
        hash_data("fd-purge-secret");
        if (req.http.x-fd-purge-digest) {
            hash_data(req.http.x-purge-secret);
        } else {
            hash_data(std.getenv("EDGE_PURGE_SECRET"));
        }
        return (lookup);
    }
}

sub fd_purge {
    if (!req.http.x-fd-purge-digest) {
        set req.http.x-fd-purge-digest = blob.encode(HEX, blob=req.hash);
        return (restart);
    }
    if (blob.encode(HEX, blob=req.hash) != req.http.x-fd-purge-digest) {
        return (synth(403, "Forbidden"));
    }
    # Soft purge: the pages expire now but stay as stale copies. While the app is up no one is
    # served them (vcl_hit fetches an expired page first); they answer only while the app or
    # its database fails, as stale-if-error promises.
    set req.http.x-fd-purged = xkey.softpurge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-fd-purged));
}

sub vcl_miss {
    if (req.method == "PURGE") {
        call fd_purge;
    }
}

sub vcl_hit {
    if (req.method == "PURGE") {
        call fd_purge;
    }
    if (obj.ttl <= 0s && !req.http.x-fd-stale-ok && std.healthy(req.backend_hint)) {
        # An expired copy (past its TTL, or purged by a write) while the app is up: the visitor
        # waits for the app's answer (concurrent ones share its fetch). No stale-while-
        # revalidate here: a soft-purged page and one that merely expired look alike, and a
        # write's page must never be served after its purge.
        set req.http.x-fd-fresh = "1";
        return (restart);
    }
}

sub vcl_pass {
    set req.http.x-fd-cache = "PASS";
}

sub vcl_backend_fetch {
    unset bereq.http.x-fd-cache;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        # Passed requests: the app's answer as it is.
        return (deliver);
    }
    if (beresp.status >= 500) {
        # A failing app: keep serving the stale copy (a background refresh, or the restart in
        # vcl_synth); the app's own error only when there is none, and never kept.
        if (bereq.is_bgfetch || !bereq.http.x-fd-stale-ok) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.ttl <= 0s || beresp.http.Set-Cookie || beresp.http.Vary == "*"
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Surrogate-Control ~ "(?i)no-store") {
        # Not for a shared cache (a visitor's page, a render that raced a write): fetched again
        # next time, without queueing requests behind it.
        set beresp.ttl = 10s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # TTL: Varnish took it from s-maxage (the app's stale-while-revalidate is for other caches:
    # vcl_hit serves no expired copy while the app is up).
    # stale-if-error: kept this long past its TTL to answer while the app fails (a day unless
    # the app says otherwise).
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=(\d+).*$", "\1") + "s", 1d);
    } else {
        set beresp.grace = 1d;
    }
    return (deliver);
}

sub vcl_backend_error {
    # No answer at all (refused, timed out, a sick app): as a 5xx above.
    if (!bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.x-fd-stale-ok)) {
        return (abandon);
    }
    # Varnish's own 503 (no copy to answer with): the probe finds a recovered app within
    # seconds.
    set beresp.http.Retry-After = "5";
}

sub vcl_synth {
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = req.http.x-fd-purged;
        return (deliver);
    }
    if (resp.status == 503 && req.method != "PURGE" && !req.http.x-fd-stale-ok
        && req.http.x-fd-cache != "PASS") {
        # An abandoned fetch: look again, this time taking a copy however stale.
        set req.http.x-fd-stale-ok = "1";
        return (restart);
    }
    if (resp.status == 503) {
        set resp.http.Retry-After = "5";
    }
}

sub vcl_deliver {
    if (req.http.x-fd-cache == "PASS") {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        if (obj.ttl <= 0s) {
            set resp.http.X-Cache = "STALE";
        } else {
            set resp.http.X-Cache = "HIT";
        }
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for caches; visitors get the page.
    unset resp.http.Surrogate-Key;
    unset resp.http.xkey;
    unset resp.http.Cache-Tag;
    unset resp.http.Surrogate-Control;
    # (Kept by copies stored before x-fd-swr was dropped.)
    unset resp.http.x-fd-swr;
}
