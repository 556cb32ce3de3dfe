# syntax=docker/dockerfile:1
# Umpire's server in a container: `umpire serve` on port 8080, its SQLite store on the volume
# /var/lib/umpire (or PostgreSQL by URL, see compose.yaml). docs/hosting.md has the details.

# Build: the workspace's release binary, from the lock file.
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p umpire-cli

# Run: Debian's slim image (the same C library as the build), the binary and nothing else.
FROM debian:bookworm-slim
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home-dir /var/lib/umpire --create-home --shell /usr/sbin/nologin umpire
COPY --from=build /src/target/release/umpire /usr/local/bin/umpire
USER umpire
WORKDIR /var/lib/umpire
VOLUME ["/var/lib/umpire"]
EXPOSE 8080
ENTRYPOINT ["umpire", "serve"]
CMD ["--addr", "0.0.0.0:8080", "--db", "sqlite:/var/lib/umpire/umpire.db"]
