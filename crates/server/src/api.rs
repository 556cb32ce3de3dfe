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
use crate::net::Peer;
use crate::task::Cmd;
use crate::App;

mod battles;
mod club;
mod create;
mod library;
mod sockets;

pub use crate::input::MAX_BODY;
pub use crate::token::hash;
use crate::token::new_token;
pub use sockets::Sockets;

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
        .route("/api/games", post(create::create))
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
        .route("/api/scenarios", get(library::list).post(library::publish))
        .route("/api/scenarios/check", post(library::check))
        .route("/api/scenarios/balance", post(library::balance))
        .route("/api/quick", post(library::quick))
        .route("/api/scenarios/{hash}", get(library::one))
        .route("/api/scenarios/schema/{ruleset}", get(library::schema))
        .route(
            "/api/scenarios/bundled/{ruleset}/{name}",
            get(library::bundled),
        )
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
                v["knobs"] = umpire_registry::balance::knobs_json(id);
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
