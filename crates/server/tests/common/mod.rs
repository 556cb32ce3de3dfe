//! A server on loopback for the tests, on a fresh SQLite file or the PostgreSQL server named
//! by `UMPIRE_TEST_POSTGRES`, and a small HTTP client for it.
#![allow(dead_code)]

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};
use umpire_server::Config;

/// A running server.
pub struct Server {
    pub base: String,
    pub db: String,
    client: reqwest::Client,
    handle: tokio::task::JoinHandle<()>,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.handle.abort();
    }
}

static N: AtomicUsize = AtomicUsize::new(0);

/// A new SQLite file's URL.
pub fn sqlite_url() -> String {
    let dir = std::env::temp_dir().join(format!(
        "umpire-server-test-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    format!("sqlite:{}", dir.join("games.db").display())
}

/// The PostgreSQL URL, or `None` to skip (refused when `UMPIRE_REQUIRE_POSTGRES` is set, as in
/// CI, so that a missing server fails rather than passes).
pub fn postgres_url() -> Option<String> {
    match std::env::var("UMPIRE_TEST_POSTGRES") {
        Ok(u) if !u.is_empty() => Some(u),
        _ => {
            assert!(
                std::env::var_os("UMPIRE_REQUIRE_POSTGRES").is_none(),
                "UMPIRE_REQUIRE_POSTGRES is set but UMPIRE_TEST_POSTGRES names no server"
            );
            eprintln!("skipped: set UMPIRE_TEST_POSTGRES=postgres://… to run on PostgreSQL");
            None
        }
    }
}

impl Server {
    /// Starts a server on `db`, accepting seeds, without a rate limit.
    pub async fn start(db: &str) -> Self {
        Self::with(Config {
            addr: "127.0.0.1:0".into(),
            db: db.to_owned(),
            allow_seeds: true,
            rate: 0,
            origins: Vec::new(),
            idle_secs: 600,
            // One address makes every game here.
            max_new_games: 0,
            ..umpire_server::Config::default()
        })
        .await
    }

    /// Starts a server with `config`.
    pub async fn with(config: Config) -> Self {
        let db = config.db.clone();
        let (addr, handle) = umpire_server::start(config).await.expect("server starts");
        Self {
            base: format!("http://{addr}"),
            db,
            client: reqwest::Client::new(),
            handle,
        }
    }

    async fn send(&self, rb: reqwest::RequestBuilder, token: Option<&str>) -> (u16, String) {
        let rb = match token {
            Some(t) => rb.bearer_auth(t),
            None => rb,
        };
        let r = rb.send().await.expect("request");
        let status = r.status().as_u16();
        (status, r.text().await.expect("body"))
    }

    /// GET, the body as text.
    pub async fn get_text(&self, path: &str, token: Option<&str>) -> (u16, String) {
        self.send(self.client.get(format!("{}{path}", self.base)), token)
            .await
    }

    /// GET, the body as JSON.
    pub async fn get(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        let (s, t) = self.get_text(path, token).await;
        (s, serde_json::from_str(&t).unwrap_or(Value::String(t)))
    }

    /// POST a JSON body.
    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
        let (s, t) = self
            .send(
                self.client
                    .post(format!("{}{path}", self.base))
                    .header("content-type", "application/json")
                    .body(body.to_string()),
                token,
            )
            .await;
        (s, serde_json::from_str(&t).unwrap_or(Value::String(t)))
    }

    /// Creates a game, which must succeed.
    pub async fn create(&self, body: Value) -> Game {
        let (s, v) = self.post("/api/games", None, &body).await;
        assert_eq!(s, 201, "{v}");
        Game {
            id: v["id"].as_str().expect("id").to_owned(),
            created: v,
        }
    }

    /// A seat's snapshot.
    pub async fn look(&self, g: &Game, token: &str) -> Value {
        let (s, v) = self.get(&format!("/api/games/{}", g.id), Some(token)).await;
        assert_eq!(s, 200, "{v}");
        v
    }

    /// Posts an action.
    pub async fn act(&self, g: &Game, token: &str, step: u64, action: Value) -> (u16, Value) {
        self.post(
            &format!("/api/games/{}/actions", g.id),
            Some(token),
            &json!({ "expect_step": step, "action": action }),
        )
        .await
    }

    /// Plays `token`'s seat with a seeded choice among its legal actions until the game is
    /// over; returns the actions posted.
    pub async fn play_out(&self, g: &Game, token: &str, mut seed: u64, cap: usize) -> usize {
        let mut posted = 0;
        loop {
            let v = self.look(g, token).await;
            if !v["outcome"].is_null() {
                return posted;
            }
            let legal = v["legal"].as_array().expect("legal");
            assert!(
                !legal.is_empty(),
                "the seat must act but has no legal action: {v}"
            );
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let k = usize::try_from(seed >> 33).unwrap_or(0) % legal.len();
            let step = v["step"].as_u64().expect("step");
            let (s, a) = self.act(g, token, step, legal[k]["action"].clone()).await;
            assert_eq!(s, 200, "{a}");
            posted += 1;
            assert!(posted < cap, "no end after {cap} actions");
        }
    }
}

impl Server {
    /// Plays every person's seat of `g` with its first legal action, whichever is to act, until
    /// the game is over.
    pub async fn play_all(&self, g: &Game) {
        for _ in 0..5_000 {
            let (_, v) = self
                .get(&format!("/api/games/{}/status", g.id), Some(&g.host()))
                .await;
            if !v["outcome"].is_null() {
                return;
            }
            let Some(who) = v["to_act"][0].as_str() else {
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                continue;
            };
            let token = g.seat(who);
            let mine = self.look(g, &token).await;
            let Some(first) = mine["legal"].get(0) else {
                continue;
            };
            let step = mine["step"].as_u64().expect("step");
            let _ = self.act(g, &token, step, first["action"].clone()).await;
        }
        panic!("the game did not end");
    }
}

/// A created game.
pub struct Game {
    pub id: String,
    pub created: Value,
}

impl Game {
    /// The token of a human seat.
    pub fn seat(&self, name: &str) -> String {
        self.created["seats"][name]["token"]
            .as_str()
            .unwrap_or_else(|| panic!("no link for seat {name}: {}", self.created))
            .to_owned()
    }
    /// The host's token.
    pub fn host(&self) -> String {
        self.created["host"]["token"]
            .as_str()
            .expect("host")
            .to_owned()
    }
    /// The spectators' token.
    pub fn spectator(&self) -> String {
        self.created["spectator"]["token"]
            .as_str()
            .expect("spectator")
            .to_owned()
    }
}

/// Runs an async test body on both stores: one `#[tokio::test]` per store and body.
#[macro_export]
macro_rules! on_both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(&super::common::sqlite_url()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(url) = super::common::postgres_url() {
                        super::$name(&url).await;
                    }
                }
            )*
        }
    };
}

/// A client's socket.
pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Reads a socket's frames until `until_state` state frames have come (10 s for each frame).
pub async fn socket_frames(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    until_state: usize,
) -> Vec<Value> {
    let mut out = Vec::new();
    let mut states = 0;
    while states < until_state {
        let msg = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            futures_util::StreamExt::next(ws),
        )
        .await
        .expect("a frame in time")
        .expect("open")
        .expect("frame");
        if !msg.is_text() {
            // The server's pings (the client answers them as it reads).
            continue;
        }
        let v: Value = serde_json::from_str(msg.to_text().unwrap()).unwrap();
        if v["type"] == "state" {
            states += 1;
        }
        out.push(v);
    }
    out
}

/// Reads a socket until it closes; whether it was told first that its link was revoked.
pub async fn told_revoked(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> bool {
    revoked_frame(ws).await.is_some()
}

/// Reads a socket until it closes; the `revoked` frame it was sent first, if any.
pub async fn revoked_frame(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Option<Value> {
    let mut told = None;
    loop {
        let next = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            futures_util::StreamExt::next(ws),
        )
        .await
        .expect("the socket closes in time");
        match next {
            Some(Ok(m)) if m.is_text() => {
                let f: Value = serde_json::from_str(m.to_text().unwrap()).unwrap();
                if f["type"] == "revoked" {
                    told = Some(f);
                }
            }
            Some(Ok(m)) if m.is_close() => return told,
            Some(Ok(_)) => {}
            Some(Err(_)) | None => return told,
        }
    }
}

/// A receiver of webhooks on this machine: the bodies posted to each path, failing the first
/// `fail` posts with a 500.
#[derive(Clone, Default)]
pub struct Receiver {
    pub got: Arc<Mutex<Vec<(String, Value)>>>,
    fail: Arc<Mutex<usize>>,
}

impl Receiver {
    pub async fn start(fail: usize) -> (Self, String) {
        let r = Receiver::default();
        *r.fail.lock().unwrap() = fail;
        let state = r.clone();
        let app =
            axum::Router::new().fallback(move |uri: axum::http::Uri, body: axum::body::Bytes| {
                let state = state.clone();
                async move {
                    let v: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                    state.got.lock().unwrap().push((uri.path().to_owned(), v));
                    let mut f = state.fail.lock().unwrap();
                    if *f > 0 {
                        *f -= 1;
                        axum::http::StatusCode::INTERNAL_SERVER_ERROR
                    } else {
                        axum::http::StatusCode::NO_CONTENT
                    }
                }
            });
        let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = l.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(l, app).await.ok() });
        (r, format!("http://{addr}"))
    }

    pub fn at(&self, path: &str) -> Vec<Value> {
        self.got
            .lock()
            .unwrap()
            .iter()
            .filter(|(p, _)| p == path)
            .map(|(_, v)| v.clone())
            .collect()
    }

    pub async fn until(&self, path: &str, event: &str) -> Vec<Value> {
        for _ in 0..200 {
            let got = self.at(path);
            if got.iter().any(|v| v["event"] == event) {
                return got;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("no {event} notice at {path}: {:?}", self.at(path));
    }
}
