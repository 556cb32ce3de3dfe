//! The club's requests (#62): where a game stands and who is here, the games open to watch,
//! and a takeback asked of the other seats and answered.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{bearer, body, Shared};
use crate::error::ApiError;
use crate::task::Cmd;
use crate::App;

/// Who is here in game `id`: the seats with a live page open on this server (how many pages
/// each), the host's pages and how many watch.
pub(super) fn present(app: &App, id: &str) -> Value {
    let mut seats = serde_json::Map::new();
    let (mut host, mut watching) = (0, 0);
    for (role, n) in app.sockets.present(id) {
        match role.strip_prefix("seat:") {
            Some(seat) => {
                seats.insert(seat.to_owned(), json!(n));
            }
            None if role == "host" => host += n,
            None => watching += n,
        }
    }
    json!({ "seats": seats, "host": host, "watching": watching })
}

/// `GET /api/games/{id}/status`: where the game stands without the view or the legal actions
/// (step, who is to act, when each seat last acted) and who is here, for any link of the game:
/// what a page polls to show who is here.
pub(super) async fn status(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let mut v = app
        .call(&id, |reply| Cmd::Status {
            token: token.clone(),
            reply,
        })
        .await?;
    v["present"] = present(&app, &id);
    Ok(Json(v))
}

/// `GET /api/watch`: the games in progress made open to watch, with their spectators' links.
pub(super) async fn watch(State(app): State<Shared>) -> Result<Json<Value>, ApiError> {
    let games = app
        .store
        .to_watch()
        .await
        .map_err(|e| ApiError::unavailable(e.to_string()))?;
    Ok(Json(json!({
        "games": games.iter().map(|g| json!({
            "id": g.id, "ruleset": g.ruleset, "scenario": g.scenario,
            "created": g.created, "moved": g.moved,
            "url": format!("/g/{}#{}", g.id, g.spectator),
        })).collect::<Vec<_>>(),
    })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AskRequest {
    expect_step: usize,
}

/// `POST /api/games/{id}/takeback`: the seat asks the others to let it take back its last
/// action (`task/undo.rs`).
pub(super) async fn ask_takeback(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: AskRequest = body(&bytes)?;
    let v = app
        .call(&id, |reply| Cmd::AskTakeback {
            token: token.clone(),
            expect_step: req.expect_step,
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswerRequest {
    accept: bool,
}

/// `POST /api/games/{id}/takeback/answer`: another seat agrees to the takeback asked, or not.
pub(super) async fn answer_takeback(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: AnswerRequest = body(&bytes)?;
    let v = app
        .call(&id, |reply| Cmd::AnswerTakeback {
            token: token.clone(),
            accept: req.accept,
            reply,
        })
        .await?;
    Ok(Json(v))
}

/// `POST /api/games/{id}/back`: a seat whose decisions a stand-in bot made while its time to
/// act had run out is played by its person again (`task/clock.rs`).
pub(super) async fn back(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let v = app
        .call(&id, |reply| Cmd::Back {
            token: token.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HooksRequest {
    urls: Vec<String>,
}

/// `GET /api/games/{id}/hooks`: the addresses the link's notices are posted to (a seat's link:
/// its seat's; the host's: the game's).
pub(super) async fn hooks(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let v = app
        .call(&id, |reply| Cmd::Hooks {
            token: token.clone(),
            urls: None,
            reply,
        })
        .await?;
    Ok(Json(v))
}

/// `PUT /api/games/{id}/hooks`: replaces the addresses the link's notices are posted to.
pub(super) async fn set_hooks(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: HooksRequest = body(&bytes)?;
    super::create::check_hooks("urls", &req.urls, &app.config)?;
    let v = app
        .call(&id, |reply| Cmd::Hooks {
            token: token.clone(),
            urls: Some(req.urls.clone()),
            reply,
        })
        .await?;
    Ok(Json(v))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RematchRequest {
    #[serde(default)]
    swap: bool,
}

/// `POST /api/games/{id}/rematch`: a person offers a rematch of the game that ended, or accepts
/// the one offered; the answer holds their link to the next game, which the last acceptance
/// makes (`task/rematch.rs`).
pub(super) async fn rematch(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let req: RematchRequest = body(&bytes)?;
    let v = app
        .call(&id, |reply| Cmd::Rematch {
            token: token.clone(),
            swap: req.swap,
            reply,
        })
        .await?;
    if v["made"] == true {
        // The next game's task starts now, so that bots whose turn it is act at once.
        if let Some(next) = v["game"].as_str() {
            app.task(next).await?;
        }
    }
    Ok(Json(v))
}

/// `POST /api/games/{id}/rematch/decline`: a person declines the rematch offered.
pub(super) async fn decline_rematch(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let v = app
        .call(&id, |reply| Cmd::DeclineRematch {
            token: token.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

/// `POST /api/games/{id}/rematch/host`: the host's link takes a host link of the rematch made.
pub(super) async fn rematch_host(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let v = app
        .call(&id, |reply| Cmd::RematchHost {
            token: token.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}
