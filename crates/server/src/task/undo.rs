//! Undo: a seat takes back its last action while it is still to act, when the action rolled no
//! die and told it nothing new. The log is cut back to the line before, so it keeps no trace
//! and the dice are as they were; the sockets are told to drop the step.

use std::sync::Arc;

use serde_json::{json, Value};

use super::{seat_names, Task, Update};
use crate::error::ApiError;
use crate::store::StoreError;

impl Task {
    /// Takes back the last action of the seat holding `token`, if the game still stands at
    /// `expect_step`. Returns the answer and whether the task goes on.
    pub(super) async fn undo(
        &mut self,
        token: &str,
        expect_step: usize,
    ) -> (Result<Value, ApiError>, bool) {
        let seat = match self.seat_of(token, "take back an action") {
            Ok(s) => s,
            Err(e) => return (Err(e), true),
        };
        let step = self.live.step();
        if let Err(e) = self.may_change(seat, expect_step) {
            return (Err(e), true);
        }
        let log = match self.stored_log().await {
            Ok(l) => l,
            Err(e) => return (Err(e), true),
        };
        let keep = match self.live.take_back(&log, seat) {
            Ok(k) => k,
            Err(why) => return (Err(ApiError::conflict(why, step)), true),
        };
        // The game has gone back in memory; the store follows, or the game is rebuilt from it.
        if let Err(e) = self
            .store
            .truncate(&self.id, self.version, keep, step)
            .await
        {
            // The rebuild puts back the step the store still holds (the sockets never heard
            // it was gone).
            let (told, chat) = (self.told, self.chat.len());
            let go_on = self.rebuild(told, chat).await.is_ok();
            let answer = match e {
                StoreError::Stale => ApiError::conflict(
                    "another server moved the game on first, so nothing was taken back; look again",
                    self.live.step(),
                ),
                e => {
                    eprintln!("game {}: {e}", self.id);
                    ApiError::unavailable(
                        "the game could not be saved, so nothing was taken back; try again",
                    )
                }
            };
            return (Err(answer), go_on);
        }
        self.stored = keep;
        self.version += 1;
        self.acks.retain(|_, (_, _, at)| *at < step);
        self.told_undone();
        (Ok(json!({ "step": self.live.step() })), true)
    }

    /// Tells the sockets that the steps after the current one were taken back.
    fn told_undone(&mut self) {
        self.told = self.live.step();
        self.updates.send(Arc::new(Update::Undone {
            step: self.live.step(),
            to_act: seat_names(self.live.as_ref(), &self.live.to_act()),
        }));
    }
}
