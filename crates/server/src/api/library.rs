//! The scenario library and the editor's check: `POST /api/scenarios/check` checks a scenario's
//! text as `umpire check` does, in the same words; `POST /api/scenarios` publishes one;
//! `GET /api/scenarios` lists them and `GET /api/scenarios/{hash}` gives one. A game is made
//! from a published scenario with `POST /api/games {"published": HASH}` (`api/create.rs`).

use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use super::Shared;
use crate::error::ApiError;
use crate::input::{body, query};
use crate::net::Peer;
use crate::store::Published;

/// The longest name an author may give.
pub const MOST_AUTHOR: usize = 60;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckRequest {
    ruleset: String,
    toml: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PublishRequest {
    ruleset: String,
    toml: String,
    author: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    #[serde(default)]
    ruleset: Option<String>,
}

/// Runs the scenario check of `umpire check` on `toml` for rule set `ruleset`.
///
/// # Errors
/// 400: an unknown rule set (field `ruleset`), or the check's first invalid field and why
/// (field `toml.FIELD`, the reason in the words `umpire check` prints after the file's name).
fn checked(ruleset: &str, toml: &str) -> Result<umpire_registry::Checked, ApiError> {
    match umpire_registry::check(ruleset, toml) {
        None => Err(ApiError::bad_request(
            "ruleset",
            format!(
                "no rule set {ruleset:?}; rule sets: {}",
                umpire_registry::id_list()
            ),
        )),
        Some(Err(e)) => {
            let mut err = ApiError::bad_request("toml", e.to_string());
            err.body["scenario_field"] = json!(e.field);
            Err(err)
        }
        Some(Ok(c)) => Ok(c),
    }
}

/// `POST /api/scenarios/check`.
pub(super) async fn check(bytes: axum::body::Bytes) -> Result<Json<Value>, ApiError> {
    let req: CheckRequest = body(&bytes)?;
    // Setting up a large scenario's game takes a while: off the threads that serve requests.
    let c = tokio::task::spawn_blocking(move || checked(&req.ruleset, &req.toml))
        .await
        .map_err(|e| ApiError::unavailable(e.to_string()))??;
    Ok(Json(json!({
        "valid": true,
        "name": c.name,
        "title": c.title,
        "warnings": c.warnings,
    })))
}

fn describe(p: &Published) -> Value {
    json!({
        "hash": p.hash,
        "ruleset": p.ruleset,
        "name": p.name,
        "version": p.version,
        "title": p.title,
        "author": p.author,
        "published": p.published,
    })
}

/// `POST /api/scenarios`.
pub(super) async fn publish(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    bytes: axum::body::Bytes,
) -> Result<Response, ApiError> {
    let req: PublishRequest = body(&bytes)?;
    let author = req.author.trim();
    if author.is_empty()
        || author.chars().count() > MOST_AUTHOR
        || author.chars().any(char::is_control)
    {
        return Err(ApiError::bad_request(
            "author",
            format!("give your name as the author: 1 to {MOST_AUTHOR} characters on one line"),
        ));
    }
    let c = checked(&req.ruleset, &req.toml)?;
    let name = c
        .name
        .clone()
        .ok_or_else(|| ApiError::bad_request("toml", "name: a published scenario needs a name"))?;
    // Publishing stores text for good: it counts against the same hourly allowance as making a
    // game.
    app.creations
        .allow(peer.addr.ip(), app.config.max_new_games)
        .map_err(|wait| {
            ApiError::retry_later(
                &format!(
                    "this address has made the {} games and publications an hour this server allows; try again in {wait} s",
                    app.config.max_new_games
                ),
                wait,
            )
        })?;
    let p = Published {
        hash: hex::encode(Sha256::digest(req.toml.as_bytes())),
        ruleset: req.ruleset.clone(),
        title: c.title.clone().unwrap_or_else(|| name.clone()),
        name,
        version: 0,
        author: author.to_owned(),
        published: 0,
        toml: req.toml,
    };
    let (stored, new) = app
        .store
        .publish(&p)
        .await
        .map_err(|e| ApiError::unavailable(e.to_string()))?;
    let mut answer = describe(&stored);
    answer["warnings"] = json!(c.warnings);
    let status = if new {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(answer)).into_response())
}

/// `GET /api/scenarios`.
pub(super) async fn list(
    State(app): State<Shared>,
    RawQuery(raw): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let q: ListQuery = query(raw.as_deref())?;
    let all = app
        .store
        .scenarios(q.ruleset.as_deref())
        .await
        .map_err(|e| ApiError::unavailable(e.to_string()))?;
    Ok(Json(Value::Array(all.iter().map(describe).collect())))
}

/// The published scenario whose text has SHA-256 `hash`.
///
/// # Errors
/// 404 when none has; 503 when the store fails.
pub(crate) async fn by_hash(app: &Shared, hash: &str) -> Result<Published, ApiError> {
    app.store
        .scenario(hash)
        .await
        .map_err(|e| ApiError::unavailable(e.to_string()))?
        .ok_or_else(|| {
            ApiError::status(
                StatusCode::NOT_FOUND,
                &format!("no published scenario {hash:?}: the lobby lists those there are"),
            )
        })
}

/// `GET /api/scenarios/{hash}`.
pub(super) async fn one(
    State(app): State<Shared>,
    Path(hash): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let p = by_hash(&app, &hash).await?;
    let mut v = describe(&p);
    v["toml"] = json!(p.toml);
    Ok(Json(v))
}

/// `GET /api/scenarios/schema/{ruleset}`: the JSON Schema of the rule set's scenario file (as
/// `umpire fields ID --json`), whose fields, values and defaults the editor's forms show.
pub(super) async fn schema(Path(ruleset): Path<String>) -> Result<Json<Value>, ApiError> {
    let schema = umpire_registry::schema(&ruleset).ok_or_else(|| {
        ApiError::status(
            StatusCode::NOT_FOUND,
            &format!(
                "no rule set {ruleset:?}; rule sets: {}",
                umpire_registry::id_list()
            ),
        )
    })?;
    Ok(Json(schema.to_value()))
}

/// `GET /api/scenarios/bundled/{ruleset}/{name}`: a bundled scenario's text, for the editor to
/// start from.
pub(super) async fn bundled(
    Path((ruleset, name)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    struct Text<'a>(&'a str);
    impl umpire_registry::Visitor for Text<'_> {
        type Output = Result<&'static str, String>;
        fn visit<R: umpire_registry::Spec>(self) -> Self::Output {
            R::scenarios()
                .iter()
                .find(|b| b.name == self.0)
                .map(|b| b.toml)
                .ok_or_else(|| {
                    format!(
                        "{} has no bundled scenario {:?}; bundled: {}",
                        R::ID,
                        self.0,
                        R::scenarios()
                            .iter()
                            .map(|b| b.name)
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })
        }
    }
    let text = umpire_registry::visit(&ruleset, Text(&name))
        .ok_or_else(|| {
            ApiError::status(
                StatusCode::NOT_FOUND,
                &format!(
                    "no rule set {ruleset:?}; rule sets: {}",
                    umpire_registry::id_list()
                ),
            )
        })?
        .map_err(|why| ApiError::status(StatusCode::NOT_FOUND, &why))?;
    Ok(Json(
        json!({ "ruleset": ruleset, "name": name, "toml": text }),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct QuickRequest {
    ruleset: String,
    size: String,
    ground: String,
    #[serde(default)]
    seed: Option<u64>,
}

/// `POST /api/quick`: a quick battle drawn and measured (`umpire_registry::quick`), its TOML for
/// the lobby to make a game of.
pub(super) async fn quick(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: QuickRequest = body(&bytes)?;
    if !umpire_registry::quick::RULESETS.contains(&req.ruleset.as_str()) {
        return Err(ApiError::bad_request(
            "ruleset",
            format!(
                "quick battles are drawn for {}, not {:?}",
                umpire_registry::quick::RULESETS.join(" and "),
                req.ruleset
            ),
        ));
    }
    // Drawing one plays a few hundred games: it counts against the hourly allowance of games.
    allow(&app, &peer)?;
    let seed = match req.seed {
        Some(s) => s,
        None => {
            let secret = umpire_core::Secret::random().map_err(ApiError::unavailable)?;
            // A seed short enough to read out and type again.
            u64::from_str_radix(&secret.to_hex()[..16], 16).unwrap_or(0) % 1_000_000
        }
    };
    let q = tokio::task::spawn_blocking(move || {
        umpire_registry::quick::quick(&req.ruleset, &req.size, &req.ground, seed)
    })
    .await
    .map_err(|e| ApiError::unavailable(e.to_string()))?
    .map_err(|why| {
        let field = why.split(':').next().unwrap_or("body").to_owned();
        ApiError::bad_request(&field, why.split_once(": ").map_or(why.as_str(), |w| w.1))
    })?;
    Ok(Json(json!({
        "ruleset": q.ruleset,
        "name": q.name,
        "seed": q.seed,
        "toml": q.toml,
        "games": q.games,
        "a_won": q.a_won,
        "decided": q.decided,
    })))
}

/// Counts a costly request (a game, a publication, a quick battle, a balance study) against the
/// address's hourly allowance.
fn allow(app: &Shared, peer: &Peer) -> Result<(), ApiError> {
    app.creations
        .allow(peer.addr.ip(), app.config.max_new_games)
        .map_err(|wait| {
            ApiError::retry_later(
                &format!(
                    "this address has made the {} games, publications, quick battles and balance studies an hour this server allows; try again in {wait} s",
                    app.config.max_new_games
                ),
                wait,
            )
        })
}

/// The time of one core the editor's balance study may take.
pub const STUDY_BUDGET: std::time::Duration = std::time::Duration::from_secs(30);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BalanceRequest {
    ruleset: String,
    toml: String,
    #[serde(default)]
    knob: Option<String>,
    #[serde(default)]
    games: Option<usize>,
}

/// `POST /api/scenarios/balance`: the editor's balance study of a scenario
/// (`umpire_registry::balance::editor_study`), in the JSON of `umpire balance --json`. One
/// study runs at a time; each counts against the hourly allowance of games.
pub(super) async fn balance(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: BalanceRequest = body(&bytes)?;
    checked(&req.ruleset, &req.toml)?;
    let _turn = app.studies.try_acquire().map_err(|_| {
        ApiError::retry_later(
            "another balance study is running on this server; try again in a minute",
            30,
        )
    })?;
    allow(&app, &peer)?;
    let games = req.games.unwrap_or(umpire_registry::balance::EDITOR_GAMES);
    let out = tokio::task::spawn_blocking(move || {
        umpire_registry::balance::editor_study_of(
            &req.ruleset,
            &req.toml,
            req.knob.as_deref(),
            games,
            STUDY_BUDGET,
        )
    })
    .await
    .map_err(|e| ApiError::unavailable(e.to_string()))?;
    match out {
        Some(Ok(v)) => Ok(Json(v)),
        Some(Err(why)) => Err(ApiError::status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &format!("the scenario cannot be balanced here: {why}"),
        )),
        None => Err(ApiError::bad_request("ruleset", "no such rule set")),
    }
}
