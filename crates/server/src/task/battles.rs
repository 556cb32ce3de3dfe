//! A Race-for-X campaign's battles, for its links to list and, those the engine fought, to
//! watch again (issue 35, item 2).
//!
//! Each engine battle is played again from the campaign's log (`umpire_race::battles`): the same game,
//! roll for roll, as a log of Rapier Offensive or Operational Art, whose records a page shows
//! step by step as any of its seats saw it. Every link of the campaign, the spectators' too,
//! may watch every battle at any time: a battle is made only of what every seat of the
//! campaign knows (the state when the defence is chosen, which no view hides, and a seed rolled
//! by two dice that every seat sees), so it tells no link anything it could not work out.

use std::sync::Arc;

use serde_json::{json, Value};
use umpire_core::Secret;
use umpire_race::battles::{campaign_battles, CampaignBattle, FoughtBy};

use super::Task;
use crate::error::ApiError;
use crate::live::LiveGame;

/// A battle played again: its entry in the campaign and its game.
struct Played {
    battle: CampaignBattle,
    log: String,
    game: Box<dyn LiveGame>,
}

/// What a battle's entry says without playing it.
fn entry(number: usize, b: &CampaignBattle) -> Value {
    json!({
        "number": number,
        "turn": b.turn,
        "offensive": umpire_race::game::SEATS[usize::from(b.offensive)],
        "battle": b.battle.name(),
        "ruleset": b.ruleset(),
        "fought_by": b.fought_by_name(),
        "watchable": b.watchable(),
        "result": b.result(),
        "report": b.report,
    })
}

impl Task {
    /// The campaign's log, refused for a game that is not a campaign.
    async fn campaign_log(&mut self, token: &str) -> Result<String, ApiError> {
        self.role(token)?;
        if self.live.ruleset() != "race" {
            return Err(ApiError::status(
                axum::http::StatusCode::NOT_FOUND,
                &format!(
                    "game {} is a game of {}: only a Race-for-X campaign has battles",
                    self.id,
                    self.live.ruleset()
                ),
            ));
        }
        self.stored_log().await
    }

    /// The campaign's battles, read from its log once for each state of the log: the list is
    /// kept with the log's last line, which names the whole log (each line holds the hash of
    /// the one before).
    async fn battle_list(&mut self, token: &str) -> Result<Arc<Vec<CampaignBattle>>, ApiError> {
        let log = self.campaign_log(token).await?;
        let last = log.lines().last().unwrap_or_default().to_owned();
        if let Some((at, list)) = &self.battles {
            if *at == last {
                return Ok(Arc::clone(list));
            }
        }
        let list = blocking(move || campaign_battles(&log))
            .await?
            .map_err(unreplayable)?;
        let list = Arc::new(list);
        self.battles = Some((last, Arc::clone(&list)));
        Ok(list)
    }

    /// Every battle so far, in order: fought by the engine, or on a table and reported.
    pub(super) async fn battles(&mut self, token: &str) -> Result<Value, ApiError> {
        let list = self.battle_list(token).await?;
        let mut battles: Vec<Value> = list
            .iter()
            .enumerate()
            .map(|(k, b)| entry(k + 1, b))
            .collect();
        // A served battle is a game on this server: its id, and the link this campaign link
        // opens it by.
        if list
            .iter()
            .any(|b| matches!(b.fought_by, FoughtBy::Served(_, Some(_))))
        {
            let games = self
                .store
                .battle_games(&self.id)
                .await
                .map_err(|e| ApiError::unavailable(e.to_string()))?;
            let role = self.role(token)?;
            for (b, e) in list.iter().zip(&mut battles) {
                let key = i64::from(b.turn) * 2 + i64::from(b.offensive);
                if let Some((_, game)) = games.iter().find(|(n, _)| *n == key) {
                    e["game"] = json!(game);
                    e["link"] = json!(self.past_battle_link(token, role, game));
                }
            }
        }
        Ok(json!({ "battles": battles }))
    }

    /// Battle `number` (1 is the first) played again.
    async fn played(&mut self, token: &str, number: usize) -> Result<Played, ApiError> {
        let list = self.battle_list(token).await?;
        let count = list.len();
        let battle = number
            .checked_sub(1)
            .and_then(|k| list.get(k))
            .cloned()
            .ok_or_else(|| {
                ApiError::status(
                    axum::http::StatusCode::NOT_FOUND,
                    &format!("the campaign has no battle {number}: it has had {count} so far"),
                )
            })?;
        let seed = battle.seed.unwrap_or_default();
        let (battle, log, game) = blocking(move || {
            let log = battle.log_text()?;
            let game = crate::live::resume(&log, Secret::from_seed(seed))?;
            Ok::<_, String>((battle, log, game))
        })
        .await?
        .map_err(|e| {
            ApiError::status(
                axum::http::StatusCode::NOT_FOUND,
                &format!("battle {number}: {e}"),
            )
        })?;
        Ok(Played { battle, log, game })
    }

    /// Battle `number`: its entry, its seats, steps and outcome.
    pub(super) async fn battle(&mut self, token: &str, number: usize) -> Result<Value, ApiError> {
        let p = self.played(token, number).await?;
        let mut v = entry(number, &p.battle);
        v["seats"] = json!(p.game.seats());
        v["steps"] = json!(p.game.step());
        v["outcome"] = json!(p.game.outcome());
        Ok(v)
    }

    /// Battle `number`'s record as `seat` (a seat's name or `spectator`) saw it, or its whole
    /// log without a seat.
    pub(super) async fn battle_log(
        &mut self,
        token: &str,
        number: usize,
        seat: Option<&str>,
    ) -> Result<String, ApiError> {
        let p = self.played(token, number).await?;
        let Some(name) = seat else {
            return Ok(p.log);
        };
        let viewer = super::records::viewer_named(p.game.seats(), name)
            .map_err(|why| ApiError::bad_request("seat", format!("battle {number}: {why}")))?;
        let Played { log, game, .. } = p;
        blocking(move || game.record_text(&log, viewer)).await
    }
}

/// Replays of campaigns and battles, one at a time on the whole server: a link that asks for
/// battle after battle waits its turn instead of filling the cores the games need.
static REPLAYS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// Runs `work` (a campaign's or a battle's replay, tens of milliseconds) off the game's task,
/// after the replays asked for before it.
pub(super) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    let _turn = REPLAYS
        .acquire()
        .await
        .map_err(|_| ApiError::unavailable("the server is shutting down"))?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|_| ApiError::unavailable("the battle could not be played again; try again"))
}

/// A stored campaign log that does not replay (a damaged store).
fn unreplayable(e: String) -> ApiError {
    ApiError::unavailable(format!("the campaign's log does not replay: {e}"))
}
