//! The errors the API answers with: a status and a JSON body whose `error` is one line written
//! for a person, with the fields a program needs beside it.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

/// An error answer.
#[derive(Clone, Debug, PartialEq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The JSON body.
    pub body: Value,
}

impl ApiError {
    fn new(status: StatusCode, error: impl Into<String>) -> Self {
        Self {
            status,
            body: json!({ "error": error.into() }),
        }
    }

    /// An error of `status` in `words` (one line).
    #[must_use]
    pub fn status(status: StatusCode, words: &str) -> Self {
        Self::new(status, words)
    }

    /// 400: a field of the request is wrong. A reason of several lines (a parser's, with the
    /// offending text quoted under it) is joined into one.
    pub fn bad_request(field: &str, reason: impl Into<String>) -> Self {
        let reason = one_line(&reason.into());
        let mut e = Self::new(StatusCode::BAD_REQUEST, format!("{field}: {reason}"));
        e.body["field"] = json!(field);
        e.body["reason"] = json!(reason);
        e
    }

    /// 401: no link given.
    pub fn unauthorized() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "this needs a link of the game: send its token as `Authorization: Bearer TOKEN`",
        )
    }

    /// 403: the link does not allow this.
    pub fn forbidden(why: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, why)
    }

    /// 404: no such game.
    pub fn not_found(id: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, format!("there is no game {id:?}"))
    }

    /// 409: the request does not fit the game as it stands (`step` is where it stands).
    pub fn conflict(why: impl Into<String>, step: usize) -> Self {
        let mut e = Self::new(StatusCode::CONFLICT, why);
        e.body["step"] = json!(step);
        e
    }

    /// 422: the rules refuse the action.
    pub fn illegal(rule: &str, reason: &str) -> Self {
        let mut e = Self::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("{reason} (forbidden by {rule})"),
        );
        e.body["rule"] = json!(rule);
        e.body["reason"] = json!(reason);
        e
    }

    /// 413: too big.
    pub fn too_large(what: &str, limit: usize) -> Self {
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("{what} is longer than the {limit} bytes allowed"),
        )
    }

    /// 429: too many requests.
    pub fn too_many() -> Self {
        Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests from this address: wait a second and try again",
        )
    }

    /// 429: not now; `retry_after` seconds from now.
    #[must_use]
    pub fn retry_later(words: &str, retry_after: u64) -> Self {
        let mut e = Self::new(StatusCode::TOO_MANY_REQUESTS, words);
        e.body["retry_after"] = json!(retry_after);
        e
    }

    /// 503: the store failed; nothing was acknowledged.
    pub fn unavailable(why: impl Into<String>) -> Self {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, why)
    }

    /// Whether a game's task may go on after answering this: every error but a store failure
    /// (503), after which the task's game may be ahead of the store and must be reloaded.
    #[must_use]
    pub fn keeps_task(&self) -> bool {
        self.status != StatusCode::SERVICE_UNAVAILABLE
    }
}

/// `text` on one line: its lines trimmed and joined with "; ", blank ones left out.
#[must_use]
pub fn one_line(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ")
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.body)).into_response()
    }
}
