//! The browser table: the lobby at `/`, the scenario editor at `/editor`, a game's page at `/g/{id}` (the link's token rides in
//! the URL's fragment, which browsers never send), and their scripts and styles, embedded in
//! the binary so that `umpire serve` needs nothing beside it. The pages are plain ES modules
//! with no build step; they hold no rules, only what the API gives them.

use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

/// The files under `crates/server/web`.
#[derive(rust_embed::Embed)]
#[folder = "web/"]
struct Assets;

/// What a page may load and where it may connect: only this server.
const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; \
                   script-src 'self'; connect-src 'self'; base-uri 'none'; \
                   frame-ancestors 'none'; form-action 'none'";

/// The routes of the pages.
pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(|| async { file("index.html") }))
        .route("/editor", get(|| async { file("editor.html") }))
        .route(
            "/g/{id}",
            get(|_: Path<String>| async { file("game.html") }),
        )
        .route(
            "/g/{id}/battles/{n}",
            get(|_: Path<(String, String)>| async { file("battle.html") }),
        )
        .route(
            "/rules/{ruleset}",
            get(|Path(id): Path<String>| async move { rules(&id) }),
        )
        .route(
            "/static/{*path}",
            get(|Path(path): Path<String>| async move { file(&path) }),
        )
}

fn mime(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

/// A rule set's reference page (`rules_ref.rs`), with the pages' headers.
fn rules(id: &str) -> Response {
    let Some(page) = crate::rules_ref::page(id) else {
        return crate::error::ApiError::status(
            StatusCode::NOT_FOUND,
            &format!(
                "no rules for {id:?}: the rule sets are {}",
                umpire_registry::IDS
                    .iter()
                    .map(|i| i.0)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
        .into_response();
    };
    let mut r = page.into_response();
    headers(&mut r, "text/html; charset=utf-8");
    r
}

fn headers(r: &mut Response, content_type: &'static str) {
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
}

fn file(path: &str) -> Response {
    let Some(f) = Assets::get(path) else {
        return (StatusCode::NOT_FOUND, format!("no page {path}")).into_response();
    };
    let mut r = f.data.into_owned().into_response();
    headers(&mut r, mime(path));
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_and_script_is_embedded() {
        for f in [
            "index.html",
            "game.html",
            "battle.html",
            "js/game.js",
            "js/battle.js",
            "js/lobby.js",
            "js/theme.js",
            "js/keys.js",
            "js/dice.js",
            "js/symbols.js",
            "js/actionlist.js",
            "js/host.js",
            "js/phone.js",
            "js/chat.js",
            "js/seats.js",
            "js/tables.js",
            "js/mygames.js",
            "js/presence.js",
            "js/replay.js",
            "js/takeback.js",
            "js/stack.js",
            "vendor/milsymbol/src/milsymbol.js",
            "css/umpire.css",
        ] {
            assert!(Assets::get(f).is_some(), "{f} is not embedded");
        }
        for (id, _) in umpire_registry::IDS {
            let f = format!("js/boards/{id}.js");
            assert!(Assets::get(&f).is_some(), "{f} is not embedded");
        }
    }
}
