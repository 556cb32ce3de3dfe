//! The HTTP API: routes, the links' tokens, limits on size and rate, and the game sockets.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, RawQuery, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::live::{new_game, Holder};
use crate::net::Peer;
use crate::store::StoredGame;
use crate::task::{Cmd, Role};
use crate::App;

mod battles;
mod club;
mod sockets;

pub use sockets::Sockets;

/// The largest request body (an uploaded scenario is the biggest thing a client sends).
pub const MAX_BODY: usize = 256 * 1024;
/// The largest chat message, in bytes.
pub const MAX_CHAT: usize = 2_000;
/// The largest frame a client may send on a socket.
pub const MAX_FRAME: usize = 4 * 1024;
/// The most entropy one link adds, in bytes.
pub const MAX_ENTROPY: usize = 64;

type Shared = Arc<App>;

/// The routes.
pub fn router(app: Shared) -> Router {
    Router::new()
        .route("/api/games", post(create))
        .route("/api/games/{id}", get(snapshot))
        .route("/api/games/{id}/status", get(club::status))
        .route("/api/games/{id}/takeback", post(club::ask_takeback))
        .route("/api/games/{id}/back", post(club::back))
        .route("/api/games/{id}/rematch", post(club::rematch))
        .route(
            "/api/games/{id}/rematch/decline",
            post(club::decline_rematch),
        )
        .route("/api/games/{id}/rematch/host", post(club::rematch_host))
        .route(
            "/api/games/{id}/hooks",
            get(club::hooks).put(club::set_hooks),
        )
        .route(
            "/api/games/{id}/takeback/answer",
            post(club::answer_takeback),
        )
        .route("/api/games/{id}/actions", post(act))
        .route("/api/games/{id}/check", post(check))
        .route("/api/games/{id}/undo", post(undo))
        .route("/api/games/{id}/entropy", post(entropy))
        .route("/api/games/{id}/log", get(log))
        .route("/api/games/{id}/battles", get(battles::list))
        .route("/api/games/{id}/battles/{n}", get(battles::one))
        .route("/api/games/{id}/battles/{n}/log", get(battles::log))
        .route("/api/games/{id}/battle/bots", post(battles::to_bots))
        .route("/api/games/{id}/chat", get(chat_read).post(chat_write))
        .route("/api/games/{id}/seats/{seat}", post(seat))
        .route("/api/games/{id}/ws", get(sockets::socket))
        .route("/api/watch", get(club::watch))
        .route("/api/key", get(key))
        .route("/api/health", get(health))
        .route("/api/rulesets", get(rulesets))
        .route("/api/openapi.json", get(openapi))
        .merge(crate::pages::router())
        .fallback(|| async {
            ApiError::status(StatusCode::NOT_FOUND, "there is no such page or API path")
        })
        .layer(middleware::from_fn(crate::input::json_errors))
        .layer(middleware::from_fn_with_state(app.clone(), limit))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn(crate::net::track))
        .with_state(app)
}

/// A per-address token bucket: `rate` requests a second, bursts of twice that.
pub struct Limiter {
    rate: f64,
    buckets: Mutex<BTreeMap<IpAddr, (f64, Instant)>>,
}

impl Limiter {
    /// A limiter of `rate` requests a second (0: none).
    #[must_use]
    pub fn new(rate: u32) -> Self {
        Self {
            rate: f64::from(rate),
            buckets: Mutex::new(BTreeMap::new()),
        }
    }

    /// Whether a request from `ip` may go ahead now.
    pub fn allow(&self, ip: IpAddr) -> bool {
        if self.rate <= 0.0 {
            return true;
        }
        let now = Instant::now();
        let Ok(mut b) = self.buckets.lock() else {
            return true;
        };
        if b.len() > 100_000 {
            // Forget full buckets rather than grow without end.
            b.retain(|_, (t, at)| {
                *t + now.duration_since(*at).as_secs_f64() * self.rate < 2.0 * self.rate
            });
        }
        let (tokens, at) = b.entry(ip).or_insert((2.0 * self.rate, now));
        *tokens =
            (*tokens + now.duration_since(*at).as_secs_f64() * self.rate).min(2.0 * self.rate);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Games created by each address in the current hour (a fixed window from its first game).
#[derive(Default)]
pub struct Creations {
    by_address: Mutex<BTreeMap<IpAddr, (Instant, u32)>>,
}

impl Creations {
    /// Counts a game created by `ip` if fewer than `cap` were in its hour; the seconds until
    /// it may create another otherwise.
    pub fn allow(&self, ip: IpAddr, cap: u32) -> Result<(), u64> {
        const HOUR: std::time::Duration = std::time::Duration::from_secs(3_600);
        if cap == 0 {
            return Ok(());
        }
        let now = Instant::now();
        let Ok(mut m) = self.by_address.lock() else {
            return Ok(());
        };
        if m.len() > 100_000 {
            m.retain(|_, (since, _)| now.duration_since(*since) < HOUR);
        }
        let (since, n) = m.entry(ip).or_insert((now, 0));
        if now.duration_since(*since) >= HOUR {
            *since = now;
            *n = 0;
        }
        if *n >= cap {
            return Err(HOUR.saturating_sub(now.duration_since(*since)).as_secs() + 1);
        }
        *n += 1;
        Ok(())
    }
}

async fn limit(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    req: Request,
    next: Next,
) -> Response {
    if app.limiter.allow(peer.addr.ip()) {
        next.run(req).await
    } else {
        ApiError::too_many().into_response()
    }
}

/// A new secret token and its hash (hex).
pub(crate) fn new_token() -> Result<(String, String), ApiError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| ApiError::unavailable(format!("no randomness for a link: {e}")))?;
    let token = hex::encode(bytes);
    Ok((hash(&token), token))
}

/// The SHA-256 of a token, hex: all the server keeps of a link.
#[must_use]
pub fn hash(token: &str) -> String {
    hex::encode(umpire_core::dice::sha256(&[token.as_bytes()]))
}

fn bearer(headers: &HeaderMap) -> Result<String, ApiError> {
    let value = headers
        .get(header::AUTHORIZATION)
        .ok_or_else(ApiError::unauthorized)?;
    let token = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(ApiError::unauthorized)?;
    Ok(hash(token))
}

use crate::input::{body, query};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateRequest {
    ruleset: String,
    #[serde(default)]
    scenario: Option<String>,
    #[serde(default)]
    toml: Option<String>,
    #[serde(default)]
    seats: BTreeMap<String, String>,
    #[serde(default)]
    seed: Option<u64>,
    /// Race-for-X: how the campaign's battles are fought (`engine`, `served`, `hand`), over
    /// what its scenario says.
    #[serde(default)]
    battles: Option<String>,
    /// Open to watch: listed among the games in progress on the front page, with its
    /// spectators' link.
    #[serde(default)]
    listed: bool,
    /// A time each person's seat has to act, and what follows when it runs out.
    #[serde(default)]
    deadline: Option<crate::task::Deadline>,
    /// Addresses the game's notices are posted to.
    #[serde(default)]
    hooks: Option<HooksRequest>,
}

/// The webhook addresses a new game carries: the whole game's, and each seat's.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct HooksRequest {
    #[serde(default)]
    game: Vec<String>,
    #[serde(default)]
    seats: BTreeMap<String, Vec<String>>,
}

/// Checks a list of notice addresses given for `field`.
pub(crate) fn check_hooks(
    field: &str,
    urls: &[String],
    config: &crate::Config,
) -> Result<(), ApiError> {
    if urls.len() > crate::notify::MOST_HOOKS {
        return Err(ApiError::bad_request(
            field,
            format!(
                "at most {} notice addresses, not {}",
                crate::notify::MOST_HOOKS,
                urls.len()
            ),
        ));
    }
    for u in urls {
        crate::notify::check_hook(u, config.allow_private_hooks, config.smtp.is_some())
            .map_err(|why| ApiError::bad_request(field, why))?;
    }
    Ok(())
}

fn base_url(headers: &HeaderMap) -> String {
    headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map_or_else(String::new, |h| format!("http://{h}"))
}

async fn create(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Response, ApiError> {
    let req: CreateRequest = body(&bytes)?;
    app.creations
        .allow(peer.addr.ip(), app.config.max_new_games)
        .map_err(|wait| {
            ApiError::retry_later(
                &format!(
                    "this address has created the {} games an hour this server allows; try again in {wait} s",
                    app.config.max_new_games
                ),
                wait,
            )
        })?;
    if req.scenario.is_some() && req.toml.is_some() {
        return Err(ApiError::bad_request(
            "toml",
            "give a bundled scenario or a scenario's TOML, not both",
        ));
    }
    let secret = match req.seed {
        Some(_) if !app.config.allow_seeds => {
            return Err(ApiError::bad_request(
                "seed",
                "this server draws every game's dice secret itself (start it with --allow-seeds for tests)",
            ))
        }
        Some(s) => umpire_core::Secret::from_seed(s),
        None => umpire_core::Secret::random().map_err(ApiError::unavailable)?,
    };
    let (seats, kinds) = umpire_registry::visit(&req.ruleset, SeatsOf).ok_or_else(|| {
        ApiError::bad_request(
            "ruleset",
            format!(
                "no rule set {:?}; rule sets: {}",
                req.ruleset,
                umpire_registry::id_list()
            ),
        )
    })?;
    for name in req.seats.keys() {
        if !seats.contains(&name.as_str()) {
            return Err(ApiError::bad_request(
                &format!("seats.{name}"),
                format!(
                    "{} has no seat {name:?}; seats: {}",
                    req.ruleset,
                    seats.join(", ")
                ),
            ));
        }
    }
    let mut holders = BTreeMap::new();
    for s in seats {
        let text = req.seats.get(*s).map_or("bot:heuristic", String::as_str);
        let h = Holder::parse(text, kinds)
            .map_err(|why| ApiError::bad_request(&format!("seats.{s}"), why))?;
        holders.insert((*s).to_owned(), h.label());
    }
    if let Some(d) = &req.deadline {
        d.check(app.config.min_deadline_secs, kinds)
            .map_err(|(field, why)| ApiError::bad_request(field, why))?;
    }
    let mut hooks = Vec::new();
    if let Some(h) = &req.hooks {
        check_hooks("hooks.game", &h.game, &app.config)?;
        hooks.extend(h.game.iter().map(|u| (String::new(), u.clone())));
        for (seat, urls) in &h.seats {
            let field = format!("hooks.seats.{seat}");
            if !seats.contains(&seat.as_str()) {
                return Err(ApiError::bad_request(
                    &field,
                    format!(
                        "{} has no seat {seat:?}; seats: {}",
                        req.ruleset,
                        seats.join(", ")
                    ),
                ));
            }
            check_hooks(&field, urls, &app.config)?;
            hooks.extend(urls.iter().map(|u| (seat.clone(), u.clone())));
        }
    }
    let mut scenario = req.scenario.unwrap_or_default();
    let toml = match &req.battles {
        None => req.toml.clone(),
        Some(b) => {
            let (name, text) = campaign_text(&req.ruleset, &scenario, req.toml.as_deref())?;
            scenario = name;
            Some(
                umpire_race::served::with_battles(&text, b)
                    .map_err(|why| ApiError::bad_request("battles", why))?,
            )
        }
    };
    let source = secret.source();
    let secret_hex = secret.to_hex();
    let live = new_game(&req.ruleset, &scenario, toml.as_deref(), secret, &holders)
        .map_err(|b| ApiError::bad_request(&b.field, b.reason))?;
    let (id_hash, _) = new_token()?;
    let id = id_hash[..32].to_owned();
    let base = base_url(&headers);
    let mut tokens = Vec::new();
    let mut seat_links = serde_json::Map::new();
    for (i, s) in seats.iter().enumerate() {
        if holders[*s] != "human" {
            continue;
        }
        let (h, t) = new_token()?;
        tokens.push((h, Role::Seat(u8::try_from(i).unwrap_or(0)).label(seats)));
        seat_links.insert(
            (*s).to_owned(),
            json!({ "token": t, "url": format!("{base}/g/{id}#{t}") }),
        );
    }
    let (host_hash, host) = new_token()?;
    let (spec_hash, spectator) = new_token()?;
    tokens.push((host_hash, "host".into()));
    tokens.push((spec_hash, "spectator".into()));
    let stored = StoredGame {
        ruleset: req.ruleset.clone(),
        secret: secret_hex,
        source: match source {
            umpire_core::SecretSource::Engine => "engine".into(),
            umpire_core::SecretSource::UserSeed => "user-seed".into(),
        },
        holders: serde_json::to_string(&holders).unwrap_or_default(),
        lines: live.lines_since(0).to_vec(),
        version: 0,
    };
    let settings = crate::task::Settings {
        deadline: req.deadline.clone(),
        base: app
            .config
            .public_url
            .clone()
            .unwrap_or_else(|| base.clone()),
    };
    let club = crate::store::ClubGame {
        spectator: req.listed.then(|| spectator.clone()),
        settings: Some(serde_json::to_string(&settings).unwrap_or_default()),
        hooks,
    };
    app.store
        .create_club_game(&id, &stored, &tokens, &club)
        .await
        .map_err(|e| ApiError::unavailable(e.to_string()))?;
    // Start the game's task now, so that bots whose turn it is act at once.
    app.task(&id).await?;
    let answer = json!({
        "id": id,
        "ruleset": req.ruleset,
        "commitment": live.commitment(),
        "seats": seat_links,
        "host": { "token": host, "url": format!("{base}/g/{id}#{host}") },
        "spectator": { "token": spectator, "url": format!("{base}/g/{id}#{spectator}") },
        "listed": req.listed,
        "deadline": req.deadline,
    });
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

/// The campaign whose battles a create request chooses: the name to log it under (none for an
/// upload) and its text.
fn campaign_text(
    ruleset: &str,
    scenario: &str,
    toml: Option<&str>,
) -> Result<(String, String), ApiError> {
    if ruleset != "race" {
        return Err(ApiError::bad_request(
            "battles",
            "only a Race-for-X campaign chooses how its battles are fought",
        ));
    }
    if let Some(t) = toml {
        return Ok((String::new(), t.to_owned()));
    }
    let b = umpire_race::SCENARIOS
        .iter()
        .find(|b| b.name == scenario || scenario.is_empty())
        .ok_or_else(|| {
            ApiError::bad_request("scenario", format!("race has no scenario {scenario:?}"))
        })?;
    Ok((b.name.to_owned(), b.toml.to_owned()))
}

struct SeatsOf;
impl umpire_registry::Visitor for SeatsOf {
    type Output = (&'static [&'static str], &'static [&'static str]);
    fn visit<R: umpire_registry::Spec>(self) -> Self::Output {
        (R::SEATS, umpire_registry::served_kinds::<R>())
    }
}

/// What a snapshot gives of the view: `whole` (the default), or `none` for a page that follows
/// the record's changes over its socket and has the view already.
#[derive(Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum ViewPart {
    #[default]
    Whole,
    None,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SnapshotQuery {
    #[serde(default)]
    view: ViewPart,
}

async fn snapshot(
    State(app): State<Shared>,
    Path(id): Path<String>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Json<crate::task::Snapshot>, ApiError> {
    let token = bearer(&headers)?;
    let q: SnapshotQuery = query(raw.as_deref())?;
    let mut v = app
        .call(&id, |reply| Cmd::Snapshot {
            token: token.clone(),
            view: q.view == ViewPart::Whole,
            reply,
        })
        .await?;
    v.fields.insert("present".into(), club::present(&app, &id));
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActRequest {
    expect_step: usize,
    action: Value,
}

async fn act(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: ActRequest = body(&bytes)?;
    let v = app
        .call(&id, |reply| Cmd::Act {
            token: token.clone(),
            expect_step: req.expect_step,
            action: req.action.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckRequest {
    action: Value,
}

/// Whether the link's seat may take an action now, and if not the rule and reason, without
/// taking it: a page asks when a person clicks a piece that cannot act.
async fn check(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: CheckRequest = body(&bytes)?;
    let v = app
        .call(&id, |reply| Cmd::Check {
            token: token.clone(),
            action: req.action.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoRequest {
    expect_step: usize,
}

async fn undo(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: UndoRequest = body(&bytes)?;
    let v = app
        .call(&id, |reply| Cmd::Undo {
            token: token.clone(),
            expect_step: req.expect_step,
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntropyRequest {
    hex: String,
}

async fn entropy(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: EntropyRequest = body(&bytes)?;
    let raw = hex::decode(&req.hex)
        .map_err(|_| ApiError::bad_request("hex", "entropy is given as hex digits"))?;
    if raw.is_empty() || raw.len() > MAX_ENTROPY {
        return Err(ApiError::bad_request(
            "hex",
            format!("entropy is 1 to {MAX_ENTROPY} bytes"),
        ));
    }
    let v = app
        .call(&id, |reply| Cmd::Entropy {
            token: token.clone(),
            bytes: raw.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LogQuery {
    seat: Option<String>,
}

async fn log(
    State(app): State<Shared>,
    Path(id): Path<String>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let token = bearer(&headers)?;
    let q: LogQuery = query(raw.as_deref())?;
    let text = app
        .call(&id, |reply| Cmd::Log {
            token: token.clone(),
            seat: q.seat.clone(),
            reply,
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "application/x-ndjson")], text).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChatQuery {
    #[serde(default)]
    since: i64,
    #[serde(default)]
    limit: Option<usize>,
}

/// The messages a chat page holds unless asked for fewer.
pub const CHAT_PAGE: usize = 100;
/// The most messages a chat page holds.
pub const MAX_CHAT_PAGE: usize = 500;

async fn chat_read(
    State(app): State<Shared>,
    Path(id): Path<String>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let q: ChatQuery = query(raw.as_deref())?;
    let limit = q.limit.unwrap_or(CHAT_PAGE);
    if limit == 0 || limit > MAX_CHAT_PAGE {
        return Err(ApiError::bad_request(
            "limit",
            format!("a page holds 1 to {MAX_CHAT_PAGE} messages"),
        ));
    }
    let v = app
        .call(&id, |reply| Cmd::ChatRead {
            token: token.clone(),
            since: q.since,
            limit,
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChatRequest {
    channel: String,
    text: String,
}

async fn chat_write(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Response, ApiError> {
    let token = bearer(&headers)?;
    let req: ChatRequest = body(&bytes)?;
    let text = req.text.trim();
    if text.is_empty() {
        return Err(ApiError::bad_request("text", "a message needs some text"));
    }
    if text.len() > MAX_CHAT {
        return Err(ApiError::too_large("a chat message", MAX_CHAT));
    }
    if text.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ApiError::bad_request(
            "text",
            "a message holds no control characters but line breaks",
        ));
    }
    let v = app
        .call(&id, |reply| Cmd::ChatWrite {
            token: token.clone(),
            channel: req.channel.clone(),
            body: text.to_owned(),
            reply,
        })
        .await?;
    Ok((StatusCode::CREATED, Json(v)).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatRequest {
    #[serde(default)]
    holder: Option<String>,
    #[serde(default)]
    reissue: bool,
}

async fn seat(
    State(app): State<Shared>,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: SeatRequest = body(&bytes)?;
    if req.holder.is_none() && !req.reissue {
        return Err(ApiError::bad_request(
            "holder",
            "say who takes the seat (\"holder\": \"human\" or \"bot:KIND\"), or ask for a new link (\"reissue\": true)",
        ));
    }
    let fresh = new_token()?;
    let v = app
        .call(&id, |reply| Cmd::Seat {
            token: token.clone(),
            seat: seat.clone(),
            holder: req.holder.clone(),
            reissue: req.reissue,
            new_token: fresh.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

async fn key(State(app): State<Shared>) -> Json<Value> {
    Json(json!({ "key": app.public_key(), "algorithm": "ed25519" }))
}

struct Describe;
impl umpire_registry::Visitor for Describe {
    type Output = Value;
    fn visit<R: umpire_registry::Spec>(self) -> Value {
        json!({
            "id": R::ID,
            "seats": R::SEATS,
            "bots": umpire_registry::served_kinds::<R>(),
            "search_playouts": R::search_policy().map(|_| R::SEARCH_PLAYOUTS),
            "default_humans": R::default_humans(),
            "scenarios": R::scenarios().iter()
                .map(|b| json!({ "name": b.name, "title": b.title }))
                .collect::<Vec<_>>(),
            "channels": R::channels().iter()
                .map(|c| json!({ "name": c.name, "title": c.title, "seats": c.seats }))
                .collect::<Vec<_>>(),
            "roles": R::seat_roles().iter()
                .map(|(seat, role)| ((*seat).to_owned(), Value::from(*role)))
                .collect::<serde_json::Map<_, _>>(),
            "help": R::command_help(),
            "help_topics": R::help_topics().iter()
                .map(|t| ((*t).to_owned(), Value::from(R::help_topic(t).unwrap_or_default())))
                .collect::<serde_json::Map<_, _>>(),
            "tables": R::tables(),
        })
    }
}

async fn rulesets() -> Json<Value> {
    Json(Value::Array(
        umpire_registry::IDS
            .iter()
            .filter_map(|(id, title)| {
                let mut v = umpire_registry::visit(id, Describe)?;
                v["title"] = json!(title);
                Some(v)
            })
            .collect(),
    ))
}

async fn health(State(app): State<Shared>) -> Json<Value> {
    Json(json!({
        "ok": true,
        "games_in_memory": app.games_in_memory().await,
        "connections": app.gate.report(),
        "sockets": {
            "open": app.sockets.open_count(),
            "max_per_link": app.config.max_sockets_per_link,
            "max_per_address": app.config.max_sockets_per_address,
        },
    }))
}

async fn openapi() -> Json<Value> {
    Json(crate::openapi::document())
}
