"""Checks compose.yaml where no Docker engine can run it: the file parses, the server's service
builds this repository's Dockerfile and serves on 8080 from the PostgreSQL service, which has a
health check the server waits for, and every volume it names is declared; and the Dockerfile's
default command serves on the volume it declares."""

import re
import sys

import yaml

with open("compose.yaml", encoding="utf-8") as f:
    compose = yaml.safe_load(f)
services = compose["services"]
umpire, db = services["umpire"], services["db"]
assert umpire["build"] == ".", "the server is built from this repository"
args = umpire["command"]
assert args[args.index("--addr") + 1] == "0.0.0.0:8080", args
url = args[args.index("--db") + 1]
m = re.fullmatch(r"postgres://(\w+):(\w+)@db:5432/(\w+)", url)
assert m, f"the store is the db service: {url}"
env = db["environment"]
assert (env["POSTGRES_USER"], env["POSTGRES_PASSWORD"], env["POSTGRES_DB"]) == m.groups(), env
assert "8080:8080" in umpire["ports"]
assert umpire["depends_on"]["db"]["condition"] == "service_healthy"
assert "pg_isready" in " ".join(db["healthcheck"]["test"])
for v in db["volumes"]:
    assert v.split(":")[0] in compose["volumes"], f"volume {v} is not declared"
with open("Dockerfile", encoding="utf-8") as f:
    docker = f.read()
assert 'VOLUME ["/var/lib/umpire"]' in docker
assert '"sqlite:/var/lib/umpire/umpire.db"' in docker
assert "cargo build --release --locked -p umpire-cli" in docker
print("compose.yaml and the Dockerfile agree")
sys.exit(0)
