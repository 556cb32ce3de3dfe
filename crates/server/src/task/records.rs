//! What a link reads of a game's past: the signed log once the game is over, a seat's or the
//! spectators' record before, and the backlog a socket gets when it subscribes, each rebuilt
//! from the log's lines in the store (the live game keeps only its last line in memory).

use serde_json::{json, Value};
use umpire_core::record::Viewer;
use umpire_core::Seat;

use super::{Subscription, Task};
use crate::error::ApiError;

/// The viewer a record is asked for by: a seat's name among `seats`, or `spectator`.
pub(super) fn viewer_named(seats: &[&str], name: &str) -> Result<Viewer, String> {
    if name == "spectator" {
        return Ok(Viewer::Public);
    }
    let i = seats.iter().position(|s| *s == name).ok_or_else(|| {
        format!(
            "no seat {name:?}; seats: {} (or spectator)",
            seats.join(", ")
        )
    })?;
    Ok(Viewer::Seat(Seat::try_from(i).unwrap_or(0)))
}

impl Task {
    /// The whole log as stored (the game keeps only its last lines in memory).
    pub(super) async fn stored_log(&mut self) -> Result<String, ApiError> {
        let stored = self
            .store
            .load(&self.id)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?
            .ok_or_else(|| ApiError::not_found(&self.id))?;
        let mut text = stored.lines.join("\n");
        text.push('\n');
        Ok(text)
    }

    pub(super) async fn log(
        &mut self,
        token: &str,
        seat: Option<&str>,
    ) -> Result<String, ApiError> {
        let role = self.role(token)?;
        let over = self.live.outcome().is_some();
        let log = self.stored_log().await?;
        let Some(name) = seat else {
            return Ok(if over {
                log + &self.live.end_line(&self.key).unwrap_or_default() + "\n"
            } else {
                self.live.record_text(&log, role.viewer())
            });
        };
        let viewer = viewer_named(self.live.seats(), name)
            .map_err(|why| ApiError::bad_request("seat", why))?;
        if !over && viewer != role.viewer() {
            return Err(ApiError::forbidden(
                "another seat's record is given only once the game is over",
            ));
        }
        Ok(self.live.record_text(&log, viewer))
    }

    pub(super) async fn subscribe(
        &mut self,
        token: &str,
        since: Option<usize>,
    ) -> Result<Subscription, ApiError> {
        let role = self.role(token)?;
        let mut backlog = Vec::new();
        let log = self.stored_log().await?;
        for e in self
            .live
            .record(&log, role.viewer(), since.map_or(0, |n| n + 1))
        {
            backlog.push(json!({ "type": "entry", "entry": e }));
        }
        let mut state = self.status();
        state.insert("type".into(), json!("state"));
        backlog.push(Value::Object(state));
        Ok(Subscription {
            token: token.to_owned(),
            role,
            label: role.label(self.live.seats()),
            slot: role.slot(self.live.seats().len()),
            channels: self.reads(role),
            backlog,
            updates: self.updates.subscribe(),
        })
    }
}
