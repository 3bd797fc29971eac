vcl 4.1;

# Varnish 7.1 (Debian's varnish + varnish-modules) in front of the app: caches public pages by
# the keys they name (xkey), drops them when a write purges those keys (EDGE_PURGE=varnish,
# decision 028), and answers from its stale copies while the app or its database fails.
#
# The backend: the app on 127.0.0.1:3000 (`npm start`). Point it elsewhere by editing its
# .host/.port below, or include this file from one that declares its own backends and sets
# req.backend_hint in a vcl_recv placed before the include (Varnish runs same-named
# subroutines in order): compose.vcl does so for app1 and app2 with this file's probe.

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

# Who may PURGE: the app instances (loopback and private networks), never a visitor.
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
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        # Hard purge: a write's pages must not come back, not even as stale copies.
        set req.http.x-fd-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-fd-purged));
    }

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

sub vcl_hit {
    if (obj.ttl <= 0s && !req.http.x-fd-stale-ok && std.healthy(req.backend_hint)
        && obj.ttl + std.duration(obj.http.x-fd-swr + "s", 0s) <= 0s) {
        # Served stale only within the page's own stale-while-revalidate while the app is up
        # (none for pages that time changes); older copies wait for the app's answer.
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
    # TTL: Varnish took it from s-maxage. The app's stale-while-revalidate, for vcl_hit.
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=\d+") {
        set beresp.http.x-fd-swr = regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=(\d+).*$", "\1");
    } else {
        set beresp.http.x-fd-swr = "0";
    }
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
    unset resp.http.x-fd-swr;
}
