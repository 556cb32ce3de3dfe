//! Undo: a seat takes back its last action while it is still to act, when the action rolled no
//! die and told it nothing new. The log is cut back to the line before, so it keeps no trace
//! and the dice are as they were; the sockets are told to drop the step.
//!
//! Takeback on request: a seat whose last action was the game's last step asks the others to
//! let it take that action back (even one that ended its part of the step), and a person at
//! another seat agrees or declines. The same limits hold (no die rolled, nothing the asking seat
//! did not know shown to it), and the log is cut back the same way. A request stands until it
//! is answered or the game moves on; it is kept in the game's memory only (a server started
//! again has none, and the seat asks again).

use std::sync::Arc;

use serde_json::{json, Value};

use super::{seat_names, Holder, Task, Update};
use crate::error::ApiError;
use crate::store::StoreError;
use umpire_core::Seat;

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
        if let Err(e) = self.may_change(seat, expect_step) {
            return (Err(e), true);
        }
        self.cut_back(seat, false).await
    }

    /// Cuts the log back by `seat`'s last action (at another seat's agreement when `asked`).
    /// Returns the answer and whether the task goes on.
    async fn cut_back(&mut self, seat: Seat, asked: bool) -> (Result<Value, ApiError>, bool) {
        let step = self.live.step();
        let log = match self.stored_log().await {
            Ok(l) => l,
            Err(e) => return (Err(e), true),
        };
        let keep = match self.live.take_back(&log, seat, asked) {
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
        self.restart_clocks(&[]).await;
        (Ok(json!({ "step": self.live.step() })), true)
    }

    /// The takeback asked now, if one stands (asked at the step the game stands at).
    pub(super) fn takeback(&self) -> Option<Value> {
        let (seat, step) = self.asked?;
        (step == self.live.step() && self.live.outcome().is_none())
            .then(|| json!({ "from": self.live.seats()[usize::from(seat)], "step": step }))
    }

    /// The seat holding `token` asks the others to let it take back its last action, the
    /// game's last step, while the game stands at `expect_step`.
    pub(super) async fn ask_takeback(
        &mut self,
        token: &str,
        expect_step: usize,
    ) -> Result<Value, ApiError> {
        let seat = self.seat_of(token, "ask for a takeback")?;
        self.may_change(seat, expect_step)?;
        let step = self.live.step();
        let name = self.live.seats()[usize::from(seat)];
        let log = self.stored_log().await?;
        let last = log
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or_default();
        let last: Value = serde_json::from_str(last).unwrap_or_default();
        if last["seat"] != name {
            return Err(ApiError::conflict(
                "nothing to take back: the last thing that happened in the game is not an action of yours",
                step,
            ));
        }
        if last["rolls"].as_array().is_some_and(|r| !r.is_empty()) {
            return Err(ApiError::conflict(
                "your last action rolled dice; it cannot be taken back",
                step,
            ));
        }
        let others = self
            .holders
            .iter()
            .enumerate()
            .any(|(k, h)| k != usize::from(seat) && matches!(h, Holder::Human));
        if !others {
            return Err(ApiError::conflict(
                "no person holds another seat to agree to a takeback (a bot's seat cannot); undo works while you are still to act",
                step,
            ));
        }
        self.asked = Some((seat, step));
        self.updates.send(Arc::new(Update::Takeback {
            from: name.to_owned(),
            step,
            answer: None,
        }));
        Ok(json!({ "asked": true, "step": step }))
    }

    /// A person at another seat agrees (`accept`) to the takeback asked, or declines it.
    /// Returns the answer and whether the task goes on.
    pub(super) async fn answer_takeback(
        &mut self,
        token: &str,
        accept: bool,
    ) -> (Result<Value, ApiError>, bool) {
        let step = self.live.step();
        let who = match self.seat_of(token, "answer a takeback") {
            Ok(s) => s,
            Err(e) => return (Err(e), true),
        };
        let Some((seat, at)) = self.asked.filter(|_| self.takeback().is_some()) else {
            return (
                Err(ApiError::conflict("nobody asks for a takeback now", step)),
                true,
            );
        };
        if who == seat {
            return (
                Err(ApiError::forbidden(
                    "a takeback is agreed to by another seat, not the one that asks",
                )),
                true,
            );
        }
        self.asked = None;
        let from = self.live.seats()[usize::from(seat)].to_owned();
        if !accept {
            self.updates.send(Arc::new(Update::Takeback {
                from,
                step: at,
                answer: Some(false),
            }));
            return (Ok(json!({ "accepted": false, "step": step })), true);
        }
        let (answer, go_on) = self.cut_back(seat, true).await;
        if answer.is_ok() {
            self.updates.send(Arc::new(Update::Takeback {
                from,
                step: at,
                answer: Some(true),
            }));
        }
        (
            answer.map(|v| json!({ "accepted": true, "step": v["step"] })),
            go_on,
        )
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
