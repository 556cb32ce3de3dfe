//! Load benchmark (not a test): many live Rapier games at once, bots in every seat but the corps
//! commander's, each corps played by a scripted client over loopback HTTP. Reports actions a
//! second and the acknowledgement latency of the actions (p50, p99, max).
//!
//! ```sh
//! cargo bench -p umpire-server --bench load                 # 1,000 games on SQLite
//! UMPIRE_LOAD_GAMES=200 UMPIRE_LOAD_ACTIONS=10 cargo bench -p umpire-server --bench load
//! UMPIRE_LOAD_DB=postgres://… cargo bench -p umpire-server --bench load
//! UMPIRE_LOAD_PAUSE_MS=5000 cargo bench -p umpire-server --bench load   # players who think
//! UMPIRE_LOAD_PAUSE_MS=900 UMPIRE_LOAD_THINK=random cargo bench -p umpire-server --bench load
//! ```
//!
//! Without a pause each client sends its next action as soon as the last is answered, which
//! asks for more than the server can do: the latency is then mostly waiting in line. With
//! `UMPIRE_LOAD_PAUSE_MS` each client waits that long (the first time a random part of it)
//! before each action, as a player does, and the latency is the server's own.
#![allow(missing_docs)]

use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// The allocator `umpire serve` runs with (crates/cli/src/main.rs).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let k = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[k.min(sorted.len() - 1)]
}

async fn post(c: &reqwest::Client, url: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
    let mut rb = c.post(url).json(body);
    if let Some(t) = token {
        rb = rb.bearer_auth(t);
    }
    let r = rb.send().await.expect("request");
    let s = r.status().as_u16();
    (s, r.json().await.unwrap_or(Value::Null))
}

/// Creates a Rapier game with a person at the corps and bots elsewhere; returns its id and the
/// corps' token.
async fn create(c: &reqwest::Client, base: &str) -> (String, String) {
    let (s, g) = post(
        c,
        &format!("{base}/api/games"),
        None,
        &json!({ "ruleset": "rapier", "seats": { "corps": "human" } }),
    )
    .await;
    assert_eq!(s, 201, "{g}");
    let id = g["id"].as_str().unwrap().to_owned();
    let token = g["seats"]["corps"]["token"].as_str().unwrap().to_owned();
    (id, token)
}

/// How long a client thinks before each action.
#[derive(Clone, Copy)]
enum Think {
    /// Exactly the pause, every time.
    Fixed(Duration),
    /// A random time whose mean is the pause (exponentially distributed, as the times between
    /// independent players' actions are usually modelled).
    Random(Duration),
}

impl Think {
    fn mean(self) -> Duration {
        match self {
            Think::Fixed(d) | Think::Random(d) => d,
        }
    }

    /// The next pause; `rng` is the client's xorshift state.
    fn next(self, rng: &mut u64) -> Duration {
        match self {
            Think::Fixed(d) => d,
            Think::Random(d) => {
                let u = (xorshift(rng) >> 11) as f64 / (1u64 << 53) as f64;
                d.mul_f64(-(1.0 - u).ln())
            }
        }
    }
}

fn xorshift(rng: &mut u64) -> u64 {
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    *rng
}

/// One acknowledged action: how long it took, how many steps the bots played in answer before
/// it was acknowledged, and when it was posted (from the start of play).
type Acked = (Duration, u64, Duration);

/// Plays up to `actions` corps actions in one game; returns each acknowledged action.
async fn client(
    c: reqwest::Client,
    base: String,
    (id, token): (String, String),
    seed: u64,
    actions: usize,
    (think, start): (Think, Instant),
) -> Vec<Acked> {
    let mut lat = Vec::with_capacity(actions);
    let mut rng = seed | 1;
    let pause = think.mean();
    if !pause.is_zero() {
        let ms = u64::try_from(pause.as_millis()).unwrap_or(u64::MAX);
        tokio::time::sleep(Duration::from_millis(seed.wrapping_mul(7919) % ms)).await;
    }
    for _ in 0..actions {
        tokio::time::sleep(think.next(&mut rng)).await;
        // What a page asks for after each step while it follows the game's changes over its
        // socket: the legal actions and the step, not the view, which it has already.
        let v: Value = c
            .get(format!("{base}/api/games/{id}?view=none"))
            .bearer_auth(&token)
            .send()
            .await
            .expect("get")
            .json()
            .await
            .expect("json");
        if !v["outcome"].is_null() {
            break;
        }
        let legal = v["legal"].as_array().unwrap();
        let pick = xorshift(&mut rng) % legal.len() as u64;
        let action = legal[pick as usize]["action"].clone();
        let body = json!({ "expect_step": v["step"], "action": action });
        let t = Instant::now();
        let at = t - start;
        let (s, a) = post(
            &c,
            &format!("{base}/api/games/{id}/actions"),
            Some(&token),
            &body,
        )
        .await;
        let took = t.elapsed();
        assert_eq!(s, 200, "{a}");
        let replies = a["current"].as_u64().unwrap_or(0) - a["step"].as_u64().unwrap_or(0);
        lat.push((took, replies, at));
    }
    lat
}

/// How the posts bunched: the actions posted in each 10 ms of play, against a stream of
/// independent arrivals (Poisson) at the same rate. Clients that all pause the same time keep
/// in step once some delay has gathered them, and then arrive together.
fn bursts(acks: &[Acked], secs: f64) {
    const BIN: f64 = 0.010;
    let bins = (secs / BIN).ceil() as usize + 1;
    let mut count = vec![0u32; bins];
    for a in acks {
        count[((a.2.as_secs_f64() / BIN) as usize).min(bins - 1)] += 1;
    }
    let mean = acks.len() as f64 / bins as f64;
    count.sort_unstable();
    let p99 = count[(bins - 1) * 99 / 100];
    // The smallest k with P(Poisson(mean) <= k) >= 0.99.
    let (mut k, mut term, mut sum) = (0u32, (-mean).exp(), (-mean).exp());
    while sum < 0.99 {
        k += 1;
        term *= mean / f64::from(k);
        sum += term;
    }
    println!(
        "actions posted in each 10 ms: mean {mean:.1}, p99 {p99}, max {} (independent arrivals at \
         this rate: p99 {k})",
        count[bins - 1]
    );
}

/// Bytes the process has had written to storage so far (Linux; 0 elsewhere or on a memory
/// file system).
fn written() -> u64 {
    std::fs::read_to_string("/proc/self/io")
        .ok()
        .and_then(|t| {
            t.lines()
                .find_map(|l| l.strip_prefix("write_bytes:"))?
                .trim()
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

/// What a PostgreSQL server has written so far: its write-ahead log's bytes, and the bytes of
/// the data pages its checkpointer, background writer and backends have written out.
async fn pg_written(url: &str) -> (u64, u64) {
    use sqlx::{Connection, Row};
    let Ok(mut c) = sqlx::postgres::PgConnection::connect(url).await else {
        return (0, 0);
    };
    let row = sqlx::query(
        "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint, \
         ((buffers_checkpoint + buffers_clean + buffers_backend) \
          * current_setting('block_size')::bigint)::bigint FROM pg_stat_bgwriter",
    )
    .fetch_one(&mut c)
    .await;
    let _ = c.close().await;
    row.map_or((0, 0), |r| {
        let get = |k: usize| u64::try_from(r.try_get::<i64, _>(k).unwrap_or(0)).unwrap_or(0);
        (get(0), get(1))
    })
}

/// The process's resident memory, in bytes (Linux; 0 elsewhere).
fn rss() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|t| t.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

fn main() {
    let games = env("UMPIRE_LOAD_GAMES", 1_000);
    let actions = env("UMPIRE_LOAD_ACTIONS", 20);
    let pause = Duration::from_millis(env("UMPIRE_LOAD_PAUSE_MS", 0) as u64);
    let think = match std::env::var("UMPIRE_LOAD_THINK").as_deref() {
        Ok("random") => Think::Random(pause),
        Ok("fixed") | Err(_) => Think::Fixed(pause),
        Ok(other) => panic!("UMPIRE_LOAD_THINK is fixed or random, not {other}"),
    };
    let dir = std::env::temp_dir().join(format!("umpire-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = std::env::var("UMPIRE_LOAD_DB")
        .unwrap_or_else(|_| format!("sqlite:{}", dir.join("load.db").display()));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async move {
        let (addr, _server) = umpire_server::start(umpire_server::Config {
            addr: "127.0.0.1:0".into(),
            db: db.clone(),
            allow_seeds: false,
            rate: 0,
            origins: Vec::new(),
            idle_secs: 600,
            // One address makes every game here, and plays them all over its own connections.
            max_new_games: 0,
            max_connections_per_address: 0,
            ..umpire_server::Config::default()
        })
        .await
        .expect("server");
        let base = format!("http://{addr}");
        let c = reqwest::Client::builder()
            .pool_max_idle_per_host(games)
            .build()
            .expect("client");
        // First every game is made (its bots play the set-up); then the clients play.
        let rss_before = rss();
        let made = Instant::now();
        let creating: Vec<_> = (0..games)
            .map(|_| {
                let (c, base) = (c.clone(), base.clone());
                tokio::spawn(async move { create(&c, &base).await })
            })
            .collect();
        let mut made_games = Vec::with_capacity(games);
        for t in creating {
            made_games.push(t.await.expect("create"));
        }
        println!(
            "{games} games made in {:.1} s",
            made.elapsed().as_secs_f64()
        );
        let in_memory = |c: reqwest::Client, base: String| async move {
            let v: Value = c
                .get(format!("{base}/api/health"))
                .send()
                .await
                .expect("health")
                .json()
                .await
                .expect("json");
            v["games_in_memory"].as_u64().unwrap_or(0)
        };
        let live = in_memory(c.clone(), base.clone()).await;
        let grown = rss().saturating_sub(rss_before);
        println!(
            "resident memory after making them: {:.1} MB more than before, {live} games in memory, \
             {:.1} KB a live game",
            grown as f64 / 1e6,
            grown as f64 / 1e3 / live.max(1) as f64
        );
        let written_before = written();
        let postgres = db.starts_with("postgres");
        let pg_before = if postgres {
            pg_written(&db).await
        } else {
            (0, 0)
        };
        let (commits_before, appends_before, busy_before) = umpire_server::store::writer_totals();
        let start = Instant::now();
        let tasks: Vec<_> = made_games
            .into_iter()
            .enumerate()
            .map(|(i, g)| {
                let (c, base) = (c.clone(), base.clone());
                tokio::spawn(client(c, base, g, i as u64 + 1, actions, (think, start)))
            })
            .collect();
        let mut acks: Vec<Acked> = Vec::new();
        // Play is steady while every client still plays: until the first one posts its last.
        let mut steady = Duration::MAX;
        for t in tasks {
            let played = t.await.expect("client");
            steady = steady.min(played.last().map_or(Duration::ZERO, |a| a.2));
            acks.extend(played);
        }
        let secs = start.elapsed().as_secs_f64();
        let live = in_memory(c.clone(), base.clone()).await;
        let grown = rss().saturating_sub(rss_before);
        println!(
            "resident memory after play: {:.1} MB more than before the games, {live} games in \
             memory, {:.1} KB a live game",
            grown as f64 / 1e6,
            grown as f64 / 1e3 / live.max(1) as f64
        );
        acks.sort_unstable();
        let lat: Vec<Duration> = acks.iter().map(|a| a.0).collect();
        let mut quiet: Vec<Duration> = acks.iter().filter(|a| a.1 == 0).map(|a| a.0).collect();
        quiet.sort_unstable();
        let slowest = &acks[acks.len() - acks.len() / 100..];
        let replies =
            |a: &[Acked]| a.iter().map(|x| x.1 as f64).sum::<f64>() / a.len().max(1) as f64;
        println!(
            "{games} concurrent Rapier games on {}, {} corps actions acknowledged in {secs:.1} s \
             ({:.0} actions/s, each answered after the bots' replies were stored; {} ms \
             {} before each action)",
            if db.starts_with("postgres") {
                "PostgreSQL"
            } else {
                "SQLite"
            },
            lat.len(),
            lat.len() as f64 / secs,
            pause.as_millis(),
            match think {
                Think::Fixed(_) => "pause",
                Think::Random(_) => "mean pause, drawn at random,",
            }
        );
        println!(
            "acknowledgement latency: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            percentile(&lat, 0.50).as_secs_f64() * 1e3,
            percentile(&lat, 0.99).as_secs_f64() * 1e3,
            lat.last().copied().unwrap_or_default().as_secs_f64() * 1e3
        );
        println!(
            "bot steps played before the answer: {:.1} on average, {:.1} in the slowest 1%; \
             the {} actions no bot answered: p50 {:.2} ms, p99 {:.2} ms",
            replies(&acks),
            replies(slowest),
            quiet.len(),
            percentile(&quiet, 0.50).as_secs_f64() * 1e3,
            percentile(&quiet, 0.99).as_secs_f64() * 1e3
        );
        bursts(&acks, secs);
        let disk = if postgres {
            // The database server writes, not this process: its log and its data pages (the
            // pages of the play are not all written out until its next checkpoint).
            let (wal, pages) = pg_written(&db).await;
            let (wal, pages) = (wal - pg_before.0, pages - pg_before.1);
            println!(
                "PostgreSQL wrote {:.1} KB of write-ahead log an action and {:.1} KB of data \
                 pages an action",
                wal as f64 / 1e3 / acks.len().max(1) as f64,
                pages as f64 / 1e3 / acks.len().max(1) as f64
            );
            wal + pages
        } else {
            written().saturating_sub(written_before)
        };
        let (commits, appends, busy) = umpire_server::store::writer_totals();
        let (commits, appends) = (commits - commits_before, appends - appends_before);
        let busy = busy.saturating_sub(busy_before).as_secs_f64();
        println!(
            "written to disk while playing (write-ahead log and database file): {:.1} MB, \
             {:.1} KB an action; {commits} commits of {appends} appends, {:.2} appends a \
             commit, {:.1} KB a commit",
            disk as f64 / 1e6,
            disk as f64 / 1e3 / acks.len().max(1) as f64,
            appends as f64 / commits.max(1) as f64,
            disk as f64 / 1e3 / commits.max(1) as f64
        );
        println!(
            "the store's writer: busy {:.0}% of the time, {:.2} ms a commit (its statements and \
             the commit, from the first statement to the commit's answer)",
            100.0 * busy / secs,
            busy * 1e3 / commits.max(1) as f64
        );
        let mut held: Vec<Duration> = acks.iter().filter(|a| a.2 <= steady).map(|a| a.0).collect();
        held.sort_unstable();
        println!(
            "while every client still played (the first {:.1} s): {} actions, {:.0} actions/s, \
             p50 {:.2} ms, p99 {:.2} ms",
            steady.as_secs_f64(),
            held.len(),
            held.len() as f64 / steady.as_secs_f64().max(1e-9),
            percentile(&held, 0.50).as_secs_f64() * 1e3,
            percentile(&held, 0.99).as_secs_f64() * 1e3
        );
    });
    let _ = std::fs::remove_dir_all(&dir);
}
