//! `POST /api/games`: a game made from a bundled scenario or an uploaded one, with its seats'
//! holders, its links, and what a club's game adds (open to watch, a turn deadline, notices).

use std::collections::BTreeMap;

use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::{body, new_token, Shared};
use crate::error::ApiError;
use crate::live::{new_game, Holder};
use crate::net::Peer;
use crate::store::StoredGame;
use crate::task::Role;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateRequest {
    ruleset: String,
    #[serde(default)]
    scenario: Option<String>,
    #[serde(default)]
    toml: Option<String>,
    /// A scenario of the library, by the SHA-256 of its text.
    #[serde(default)]
    published: Option<String>,
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

pub(super) async fn create(
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
    let given = [
        req.scenario.is_some(),
        req.toml.is_some(),
        req.published.is_some(),
    ];
    if given.iter().filter(|g| **g).count() > 1 {
        return Err(ApiError::bad_request(
            if req.published.is_some() {
                "published"
            } else {
                "toml"
            },
            "give one of a bundled scenario, a scenario's TOML or a published scenario",
        ));
    }
    let mut req = req;
    if let Some(hash) = req.published.take() {
        // The whole text goes into the log under its name, as an upload's does: no replay
        // depends on the library.
        let p = super::library::by_hash(&app, &hash).await?;
        if p.ruleset != req.ruleset {
            return Err(ApiError::bad_request(
                "published",
                format!("{hash} is a {} scenario, not {}", p.ruleset, req.ruleset),
            ));
        }
        req.scenario = Some(format!("{} v{}", p.name, p.version));
        req.toml = Some(p.toml);
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
