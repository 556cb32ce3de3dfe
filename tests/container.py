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

# The study examples of docs/balance.md: the Job's pods and the array's tasks each play one shard
# of the same study, counted from 1, and write it where the merge reads it.
with open("deploy/study-job.yaml", encoding="utf-8") as f:
    job = yaml.safe_load(f)
assert job["kind"] == "Job" and job["apiVersion"] == "batch/v1"
spec = job["spec"]
assert spec["completionMode"] == "Indexed", "each pod needs its own index"
n = spec["completions"]
pod = spec["template"]["spec"]
assert pod["restartPolicy"] == "Never"
(container,) = pod["containers"]
command = " ".join(container["command"])
assert f'--shard "$((JOB_COMPLETION_INDEX + 1))/{n}"' in command, command
out = re.search(r'--out "([^"]+)"', command).group(1)
mount = container["volumeMounts"][0]["mountPath"]
assert out.startswith(mount + "/"), f"{out} is not on the volume {mount}"
assert container["volumeMounts"][0]["name"] in [v["name"] for v in pod["volumes"]]
with open("deploy/study-array.sh", encoding="utf-8") as f:
    array = f.read()
first, last = map(int, re.search(r"#SBATCH --array=(\d+)-(\d+)", array).groups())
assert (first, last) == (1, n), "the array's tasks are the Job's shards"
assert f'--shard "${{SLURM_ARRAY_TASK_ID}}/{n}"' in array
for flag in ["--games 100000", "--seed 1", "--bot all=search", "--scenario river-crossing"]:
    assert flag in command and flag in array, f"the Job and the array run the same study: {flag}"
print("the study's Job and array play every shard of one study once")
sys.exit(0)
