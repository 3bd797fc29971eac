vcl 4.1;

# compose.yaml's Varnish: default.vcl in front of the two app instances, balanced round-robin
# and each checked with default.vcl's readiness probe (a sick instance gets no fetches; with
# both sick the pages come from the stale copies). This file's vcl_recv runs before
# default.vcl's, so every request, restarts included, picks an instance first. The instances
# are declared after the include: they use its probe, and VCL wants a name declared before use.
# (apps/web/bench/edge.ts writes the same wrapper for the scale test and bench:http --edge.)

import directors;

sub vcl_recv {
    call pick_instance;
}

include "/etc/varnish/default.vcl";

backend app1 {
    .host = "app1";
    .port = "3000";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .probe = app_ready;
}
backend app2 {
    .host = "app2";
    .port = "3000";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .probe = app_ready;
}

sub vcl_init {
    new apps = directors.round_robin();
    apps.add_backend(app1);
    apps.add_backend(app2);
}

sub pick_instance {
    set req.backend_hint = apps.backend();
}
