//! Turn deadlines: a game may give each person's seat a time to act; the server reminds the
//! seat when three quarters of it have gone and, when it runs out, does what the game's maker
//! chose: nothing more than say so, hand the seat's decisions to a stand-in bot until its
//! person comes back, or hand the seat to a bot for good.
//!
//! A seat's clock starts when it becomes to act, and again after each of its own actions while
//! it stays to act. Clocks are stored (`store/clocks.rs`); the server's sweep wakes every game
//! with a clock due, so a restart loses none. Every hand-over is a line of the log.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use umpire_core::Seat;

use super::{Role, Task, Update};
use crate::error::ApiError;
use crate::live::Holder;
use crate::notify::Notice;
use crate::store::ClockRow;

/// The longest time to act a game may give: 30 days.
pub const LONGEST: i64 = 30 * 24 * 3600;

/// What follows when a seat's time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Then {
    /// The seat is told its time ran out; the game waits for it.
    Remind,
    /// A bot decides for the seat until its person comes back (`POST …/back`).
    StandIn,
    /// The seat goes to a bot for good: its link stops working, the host may hand it back.
    Bot,
}

impl Then {
    fn words(self) -> &'static str {
        match self {
            Then::Remind => "the game waits for the seat",
            Then::StandIn => "a bot decides for the seat until its person comes back",
            Then::Bot => "the seat goes to a bot for good",
        }
    }
}

/// A game's turn deadline, as its maker set it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deadline {
    /// Seconds a seat has to act.
    pub seconds: i64,
    /// What follows when they run out.
    pub then: Then,
    /// The kind of bot that takes over (the rule set's heuristic unless chosen).
    #[serde(default = "heuristic")]
    pub bot: String,
}

fn heuristic() -> String {
    "heuristic".into()
}

impl Deadline {
    /// Checks the deadline against the shortest time the server allows and the rule set's
    /// kinds of bot.
    ///
    /// # Errors
    /// The field at fault and why.
    pub fn check(&self, shortest: i64, kinds: &[&str]) -> Result<(), (&'static str, String)> {
        if self.seconds < shortest || self.seconds > LONGEST {
            return Err((
                "deadline.seconds",
                format!(
                    "a seat's time to act is from {shortest} seconds to 30 days ({LONGEST} seconds), not {}",
                    self.seconds
                ),
            ));
        }
        if !kinds.contains(&self.bot.as_str()) {
            return Err((
                "deadline.bot",
                format!(
                    "no bot {:?} in this rule set; bots: {}",
                    self.bot,
                    kinds.join(", ")
                ),
            ));
        }
        Ok(())
    }

    /// When a clock started at `since` is due to remind its seat.
    fn reminder(&self, since: i64) -> i64 {
        since + self.seconds * 3 / 4
    }

    /// When a clock started at `since` runs out.
    fn end(&self, since: i64) -> i64 {
        since + self.seconds
    }

    /// The row of a clock started at `since` that has reached `stage`.
    fn row(&self, seat: &str, since: i64, stage: i64) -> ClockRow {
        ClockRow {
            seat: seat.to_owned(),
            since,
            stage,
            due: match stage {
                0 => Some(self.reminder(since)),
                1 => Some(self.end(since)),
                _ => None,
            },
        }
    }
}

/// What a game made for a club was made with (the `settings` table).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The turn deadline, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<Deadline>,
    /// The server's address as the game's maker reached it, for the links in notices.
    #[serde(default)]
    pub base: String,
}

impl Task {
    /// The names of the seats a person plays (not a stand-in) that are to act now.
    pub(super) fn people_to_act(&self) -> Vec<String> {
        self.live
            .to_act()
            .into_iter()
            .filter(|s| self.holders.get(usize::from(*s)) == Some(&Holder::Human))
            .map(|s| self.live.seats()[usize::from(s)].to_owned())
            .collect()
    }

    /// After a change to the game: starts the clocks of the seats a person plays that became
    /// to act or acted and are still to act (`acted`), drops those no longer to act, stores
    /// them if they changed, and tells the seats that became to act.
    pub(super) async fn restart_clocks(&mut self, acted: &[String]) {
        let now = crate::store::timestamp();
        let to_act = if self.live.outcome().is_some() {
            Vec::new()
        } else {
            self.people_to_act()
        };
        let fresh: Vec<String> = to_act
            .iter()
            .filter(|s| !self.waiting.contains(*s))
            .cloned()
            .collect();
        for s in &fresh {
            // A seat that acted within the minute is at the table: no notice calls it there.
            let here = self
                .acted
                .get(s)
                .is_some_and(|t| now - t < crate::store::ACTIVITY_GRAIN);
            if !here {
                self.notify(Notice::ToAct { seat: s.clone() });
            }
        }
        self.waiting = to_act.clone();
        let Some(d) = self.settings.deadline.clone() else {
            return;
        };
        let mut rows: Vec<ClockRow> = Vec::new();
        for s in &to_act {
            let kept = self.clocks.iter().find(|c| &c.seat == s);
            match kept {
                Some(c) if !acted.contains(s) => rows.push(c.clone()),
                _ => rows.push(d.row(s, now, 0)),
            }
        }
        if rows != self.clocks {
            self.set_clocks(rows).await;
        }
    }

    async fn set_clocks(&mut self, rows: Vec<ClockRow>) {
        if let Err(e) = self.store.set_clocks(&self.id, &rows).await {
            eprintln!("game {}: its clocks cannot be stored: {e}", self.id);
        }
        self.clocks = rows;
    }

    /// Each clock of a person's seat to act, as the pages show it: when its turn began, when
    /// it is reminded and when it runs out (seconds since 1970), and whether it has run out.
    pub(super) fn clock_fields(&self) -> Option<Value> {
        let d = self.settings.deadline.as_ref()?;
        let clocks: serde_json::Map<String, Value> = self
            .clocks
            .iter()
            .map(|c| {
                (
                    c.seat.clone(),
                    json!({
                        "since": c.since,
                        "reminder": d.reminder(c.since),
                        "ends": d.end(c.since),
                        "run_out": c.stage >= 2,
                    }),
                )
            })
            .collect();
        let away: Vec<&str> = self
            .live
            .seats()
            .iter()
            .zip(&self.holders)
            .filter(|(_, h)| matches!(h, Holder::StandIn(_)))
            .map(|(s, _)| *s)
            .collect();
        Some(json!({
            "seconds": d.seconds,
            "then": d.then,
            "bot": d.bot,
            "clocks": clocks,
            "away": away,
            "now": crate::store::timestamp(),
        }))
    }

    /// Looks at the clocks due now: reminds their seats, or does what the deadline says when
    /// one runs out.
    pub(super) async fn run_clocks(&mut self) -> Result<(), ApiError> {
        let Some(d) = self.settings.deadline.clone() else {
            return Ok(());
        };
        let now = crate::store::timestamp();
        let mut rows = self.clocks.clone();
        let mut handed: Vec<Seat> = Vec::new();
        for c in &mut rows {
            if c.due.is_none_or(|due| due > now) {
                continue;
            }
            if c.stage == 0 {
                self.notify(Notice::Reminder {
                    seat: c.seat.clone(),
                    ends: d.end(c.since),
                });
                *c = d.row(&c.seat, c.since, 1);
                continue;
            }
            *c = d.row(&c.seat, c.since, 2);
            self.notify(Notice::RanOut {
                seat: c.seat.clone(),
                then: d.then.words().to_owned(),
            });
            if d.then != Then::Remind {
                if let Some(i) = self.live.seats().iter().position(|s| *s == c.seat) {
                    handed.push(Seat::try_from(i).unwrap_or(0));
                }
            }
        }
        if rows != self.clocks {
            self.set_clocks(rows).await;
        }
        for seat in handed {
            let holder = match d.then {
                Then::StandIn => Holder::StandIn(d.bot.clone()),
                _ => Holder::Bot(d.bot.clone()),
            };
            let why = format!(
                "its time to act ({}) ran out",
                crate::notify::duration(d.seconds)
            );
            self.hand_over(seat, holder, &why).await?;
        }
        Ok(())
    }

    /// The seat holding `token`, whose decisions a stand-in bot makes while it was away, comes
    /// back: a person plays it again.
    pub(super) async fn come_back(&mut self, token: &str) -> (Result<Value, ApiError>, bool) {
        let seat = match self.role(token) {
            Ok(Role::Seat(s)) => s,
            Ok(_) => {
                return (
                    Err(ApiError::forbidden(
                        "only a seat's link takes its seat back",
                    )),
                    true,
                )
            }
            Err(e) => return (Err(e), true),
        };
        if !matches!(
            self.holders.get(usize::from(seat)),
            Some(Holder::StandIn(_))
        ) {
            return (
                Err(ApiError::conflict(
                    "no bot stands in for this seat: it is yours to play",
                    self.live.step(),
                )),
                true,
            );
        }
        match self
            .hand_over(seat, Holder::Human, "its person came back")
            .await
        {
            Ok(()) => (Ok(json!({ "back": true, "step": self.live.step() })), true),
            Err(e) => {
                let go_on = e.keeps_task();
                (Err(e), go_on)
            }
        }
    }

    /// Hands `seat` to `holder` for the reason `why`, as the host's hand-over does
    /// (`task/links.rs`): a seat that goes to a bot for good loses its link, and a line of the
    /// log says so. Then the bots play on.
    pub(super) async fn hand_over(
        &mut self,
        seat: Seat,
        holder: Holder,
        why: &str,
    ) -> Result<(), ApiError> {
        let new_token = crate::token::new_token()?;
        let (answer, _) = self
            .change_holder(usize::from(seat), Some(holder), false, new_token, why)
            .await;
        answer.map(|_| ())
    }

    /// Tells the sockets and the seat's and game's addresses that `seat` went to `holder`.
    pub(super) fn told_handover(&self, seat: String, holder: String, why: &str) {
        self.notify(Notice::Handover {
            seat: seat.clone(),
            holder: holder.clone(),
            why: why.to_owned(),
        });
        self.updates.send(Arc::new(Update::Handover {
            seat,
            holder,
            why: why.to_owned(),
        }));
    }
}
