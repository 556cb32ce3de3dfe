//! The routes of a Race-for-X campaign's battles (issue 35, item 2): the list, one battle, and
//! its record as a seat saw it or its whole log. `crate::task::battles` says who may read them.

use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::Value;

use super::{bearer, LogQuery, Shared};
use crate::error::ApiError;
use crate::input::query;
use crate::task::Cmd;

/// A battle's number in the path: 1 is the first.
fn number(text: &str) -> Result<usize, ApiError> {
    text.parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            ApiError::bad_request(
                "battle",
                format!("{text:?} is not a battle's number (1 is the first)"),
            )
        })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NoQuery {}

/// `GET /api/games/{id}/battles`.
pub(super) async fn list(
    State(app): State<Shared>,
    Path(id): Path<String>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let _: NoQuery = query(raw.as_deref())?;
    let v = app
        .call(&id, |reply| Cmd::Battles {
            token: token.clone(),
            reply,
        })
        .await?;
    Ok(Json(v))
}

/// `GET /api/games/{id}/battles/{n}`.
pub(super) async fn one(
    State(app): State<Shared>,
    Path((id, n)): Path<(String, String)>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let _: NoQuery = query(raw.as_deref())?;
    let number = number(&n)?;
    let v = app
        .call(&id, |reply| Cmd::Battle {
            token: token.clone(),
            number,
            reply,
        })
        .await?;
    Ok(Json(v))
}

/// `GET /api/games/{id}/battles/{n}/log`.
pub(super) async fn log(
    State(app): State<Shared>,
    Path((id, n)): Path<(String, String)>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let token = bearer(&headers)?;
    let q: LogQuery = query(raw.as_deref())?;
    let number = number(&n)?;
    let text = app
        .call(&id, |reply| Cmd::BattleLog {
            token: token.clone(),
            number,
            seat: q.seat.clone(),
            reply,
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "application/x-ndjson")], text).into_response())
}

/// `POST /api/games/{id}/battle/bots`: the battle a served campaign waits for goes to bots,
/// which fight it out: every seat of it a person holds is handed to the heuristic bot.
pub(super) async fn to_bots(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let (game, host) = app
        .call(&id, |reply| Cmd::BattleToBots {
            token: token.clone(),
            reply,
        })
        .await?;
    let snap = app
        .call(&game, |reply| Cmd::Snapshot {
            token: host.clone(),
            view: false,
            reply,
        })
        .await?;
    let people: Vec<String> = snap
        .fields
        .get("seats")
        .and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .filter(|(_, h)| *h == "human")
                .map(|(s, _)| s.clone())
                .collect()
        })
        .unwrap_or_default();
    for seat in &people {
        let fresh = super::new_token()?;
        app.call(&game, |reply| Cmd::Seat {
            token: host.clone(),
            seat: seat.clone(),
            holder: Some("bot:heuristic".into()),
            reissue: false,
            new_token: fresh.clone(),
            reply,
        })
        .await?;
    }
    Ok(Json(serde_json::json!({ "game": game, "handed": people })))
}
