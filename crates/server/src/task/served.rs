//! A served campaign's battles (issue 35): each battle of a Race-for-X campaign whose
//! `battles` are `served` is a game of its own on this server, fought by the two players.
//!
//! When the campaign comes to a battle (the defence is chosen), its task starts the battle's
//! game — its own dice secret and commitment, the campaign's players at the seats of their
//! forces, bots at the seats of a campaign seat a bot plays — and stores it with the campaign
//! in one transaction, so that a restart or a second process starts no second game. Nobody
//! acts in the campaign meanwhile. Each link of the campaign opens the battle by a link of its
//! own, derived from the campaign link's hash with the server's key: the campaign page gives
//! it, so nobody is sent a new link, and nobody without a campaign link can work it out. When
//! the battle's game ends, its task wakes the campaign's, which reads the battle's signed log,
//! takes its result (`umpire_race::served::orders`) and enters it as the offensive player's
//! orders, the last naming the log's SHA-256. The campaign does the same whenever it loads, so
//! a battle that ended while the server was down is taken up then.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{json, Value};
use umpire_core::{Seat, Secret};
use umpire_race::served::{ServedBattle, Waiting};
use umpire_race::Race;

use super::{Poke, Role, Task};
use crate::error::ApiError;
use crate::live::{Holder, Live};
use crate::store::{BattleSeats, StoredGame};

/// The label a player's spectator link to a battle is derived with.
const WATCH: &str = "watch";

/// The links to a battle that a campaign link of `role` holds, each as the label its token is
/// derived with and its role in the battle: a player's, its seats in the battle (`seats`) and a
/// spectator's link, which still works once those seats are handed to bots (that revokes a
/// seat's link); the host's, the battle's host; the spectators', a spectator's link.
fn battle_roles(role: Role, seats: &[(&'static str, Seat)]) -> Vec<(String, String)> {
    match role {
        Role::Seat(p) => seats
            .iter()
            .filter(|(_, q)| *q == p)
            .map(|(n, _)| (format!("seat:{n}"), format!("seat:{n}")))
            .chain([(WATCH.to_owned(), "spectator".to_owned())])
            .collect(),
        Role::Host => vec![("host".into(), "host".into())],
        Role::Spectator => vec![("spectator".into(), "spectator".into())],
    }
}

/// The battle a campaign waits for: its key, its game and who holds which of its seats.
#[derive(Clone, Debug)]
pub struct Battle {
    /// Its key in the campaign (`umpire_race::served::ServedBattle::key`).
    pub key: i64,
    /// Its game's id.
    pub game: String,
    /// When its game was made (seconds since 1970).
    pub started: i64,
    /// Each seat of its game that a campaign player holds, with that player.
    pub seats: Vec<(&'static str, Seat)>,
}

impl Task {
    /// What the campaign waits for, if it is a served campaign that waits for a battle.
    fn waiting(&self) -> Option<Waiting> {
        let live = self.live.as_any().downcast_ref::<Live<Race>>()?;
        umpire_race::served::waiting(live.state())
    }

    /// Whether the campaign waits for a served battle (see [`Task::waiting`]).
    fn waits(&self) -> bool {
        self.live
            .as_any()
            .downcast_ref::<Live<Race>>()
            .is_some_and(|l| umpire_race::served::waits(l.state()))
    }

    /// Why a seat may not act now, if the campaign waits for its battle's game.
    pub(super) fn waits_for_battle(&self) -> Option<ApiError> {
        if !self.waits() {
            return None;
        }
        let game = self
            .served
            .as_ref()
            .map_or_else(String::new, |b| format!(" ({})", b.game));
        Some(ApiError::conflict(
            format!(
                "the campaign waits for its battle, a game of its own on this server{game}: open it from the campaign page; its result comes back here when it ends"
            ),
            self.live.step(),
        ))
    }

    /// The link to the campaign's battle that the campaign link `token` (its hash) is given:
    /// the same every time, known only to the server and the link's holder.
    fn battle_token(&self, token: &str, game: &str, role: &str) -> String {
        hex::encode(umpire_core::dice::sha256(&[
            b"umpire-battle-link/1",
            &self.key.to_bytes(),
            token.as_bytes(),
            game.as_bytes(),
            role.as_bytes(),
        ]))
    }

    /// The battle's links the campaign link `token` (its hash) holds: a seat's link the
    /// battle's seats of its player (those a person plays), the host's and spectators' the
    /// battle's host and spectator links.
    pub(super) fn battle_links(&self, token: &str, role: Role) -> Option<Value> {
        let b = self.served.as_ref()?;
        // A player is called to its seats (a bot's player to none); its spectator's link is for
        // watching the battle again, from the list once it is over.
        let bots = matches!(role, Role::Seat(p) if !self.holders.get(usize::from(p)).is_some_and(Holder::person));
        let links: Vec<Value> = battle_roles(role, &b.seats)
            .into_iter()
            .filter(|(label, _)| !bots && label != WATCH)
            .map(|(r, _)| {
                json!({
                    "token": self.battle_token(token, &b.game, &r),
                    "role": r,
                })
            })
            .collect();
        Some(json!({ "game": b.game, "links": links, "bots_from": self.bots_from(b) }))
    }

    /// When either player may hand the battle `b` to bots (seconds since 1970).
    fn bots_from(&self, b: &Battle) -> i64 {
        let hours = self
            .live
            .as_any()
            .downcast_ref::<Live<Race>>()
            .map_or(umpire_race::campaign::BATTLE_HOURS, |l| {
                l.state().rules.battle_hours()
            });
        b.started + i64::from(hours) * 3600
    }

    /// Whether the campaign link `token` may hand the battle the campaign waits for to bots
    /// now: the host's at any time, a player's once the campaign's time for a battle has
    /// passed. The battle's game and the link that hands its seats over (its host's).
    pub(super) async fn battle_to_bots(
        &mut self,
        token: &str,
    ) -> Result<(String, String), ApiError> {
        let role = self.role(token)?;
        if !self.waits() {
            return Err(ApiError::conflict(
                "the campaign waits for no battle",
                self.live.step(),
            ));
        }
        let Some(b) = self.served.clone() else {
            return Err(ApiError::unavailable(
                "the campaign's battle is being started; try again",
            ));
        };
        match role {
            Role::Spectator => {
                return Err(ApiError::forbidden(
                    "a spectator cannot hand a battle to bots",
                ))
            }
            Role::Host => {}
            Role::Seat(_) => {
                let from = self.bots_from(&b);
                let now = crate::store::timestamp();
                if now < from {
                    let left = from - now;
                    return Err(ApiError::conflict(
                        format!(
                            "a player may hand the battle to bots once it has run the campaign's {} hours: {} h {} min from now (the campaign's host may at any time)",
                            (from - b.started) / 3600,
                            left / 3600,
                            left % 3600 / 60
                        ),
                        self.live.step(),
                    ));
                }
            }
        }
        let host = self
            .tokens
            .iter()
            .find(|(_, r)| **r == Role::Host)
            .map(|(h, _)| self.battle_token(h, &b.game, "host"))
            .ok_or_else(|| ApiError::unavailable("the campaign has no host link"))?;
        Ok((b.game, crate::token::hash(&host)))
    }

    /// The link by which the campaign link `token` (its hash, of role `role`) watches the
    /// served battle whose game is `game` again: a player's and the spectators' a spectator's
    /// link of the battle, the host's the battle host's.
    pub(super) fn past_battle_link(&self, token: &str, role: Role, game: &str) -> String {
        let label = match role {
            Role::Seat(_) => WATCH,
            Role::Host => "host",
            Role::Spectator => "spectator",
        };
        self.battle_token(token, game, label)
    }

    /// Starts the game of battle `b` and stores it with the campaign; the game's id (another
    /// process's, if it started the battle first).
    async fn start_battle(&mut self, b: &ServedBattle) -> Result<String, String> {
        let campaign = |p: Seat| self.holders.get(usize::from(p)).cloned();
        let mut holders: BTreeMap<String, String> = BTreeMap::new();
        let seats = crate::live::seats_of(b.ruleset).ok_or("no such rule set")?;
        for s in seats {
            let person = b
                .seats
                .iter()
                .find(|(n, _)| n == s)
                .is_some_and(|(_, p)| campaign(*p).is_some_and(|h| h.person()));
            let h = if person { "human" } else { "bot:heuristic" };
            holders.insert((*s).to_owned(), h.to_owned());
        }
        let secret = Secret::random()?;
        let secret_hex = secret.to_hex();
        let live = crate::live::new_game(
            b.ruleset,
            umpire_race::battle::SCENARIO_NAME,
            Some(&b.scenario),
            secret,
            &holders,
        )
        .map_err(|e| format!("{}: {}", e.field, e.reason))?;
        let (id_hash, _) = crate::token::new_token().map_err(|e| e.body.to_string())?;
        let id = id_hash[..32].to_owned();
        let mut tokens = Vec::new();
        for (hash, role) in &self.tokens {
            // A seat a bot holds in the battle has no link.
            let people = battle_roles(*role, &b.seats).into_iter().filter(|(_, r)| {
                r.strip_prefix("seat:")
                    .is_none_or(|n| holders.get(n).is_some_and(|h| h == "human"))
            });
            for (label, r) in people {
                let token = self.battle_token(hash, &id, &label);
                tokens.push((crate::token::hash(&token), r));
            }
        }
        let stored = StoredGame {
            ruleset: b.ruleset.to_owned(),
            secret: secret_hex,
            source: "engine".into(),
            holders: serde_json::to_string(&holders).unwrap_or_default(),
            lines: live.lines_since(0).to_vec(),
            version: 0,
        };
        let started = self
            .store
            .create_battle(&self.id, b.key, &id, &stored, &tokens)
            .await
            .map_err(|e| e.to_string())?;
        if started {
            // Its task starts now, so that a bot whose turn is first plays.
            self.poke(&id);
            return Ok(id);
        }
        self.store
            .battle_game(&self.id, b.key)
            .await
            .map_err(|e| e.to_string())?
            .ok_or_else(|| "the battle's game was started and is gone".to_owned())
    }

    /// Asks the server to wake game `id`'s task (loading it if need be).
    pub(super) fn poke(&self, id: &str) {
        self.ask(id, Poke::Wake);
    }

    fn ask(&self, id: &str, poke: Poke) {
        if let Some(p) = &self.pokes {
            let _ = p.send((id.to_owned(), poke));
        }
    }

    /// What the change of campaign seat `s` does to the battle the campaign waits for, if
    /// any: its links derived from the seat's old links (hashes `old`) stop working, the same
    /// links derived from the new one (hash `new`) work instead, except a battle seat's for a
    /// seat now a bot's; and, when the seat passes between a person and a bot (`person`: to
    /// whom), the battle's seats of that player pass the same way.
    pub(super) fn battle_follows(
        &self,
        s: Seat,
        old: &[String],
        new: &str,
        person: Option<bool>,
    ) -> Option<BattleSeats> {
        let b = self.served.as_ref()?;
        let derive =
            |t: &str, label: &str| crate::token::hash(&self.battle_token(t, &b.game, label));
        let mut change = BattleSeats {
            game: b.game.clone(),
            ..BattleSeats::default()
        };
        for (label, role) in battle_roles(Role::Seat(s), &b.seats) {
            let seat = label.starts_with("seat:");
            match person {
                // The same holder, a new link: each battle link moves to the new one's (a
                // battle seat handed to bots meanwhile has none, and gets none).
                None => change
                    .swap
                    .extend(old.iter().map(|o| (derive(o, &label), derive(new, &label)))),
                Some(human) => {
                    change.revoke.extend(old.iter().map(|o| derive(o, &label)));
                    if human || !seat {
                        change.grant.push((derive(new, &label), role));
                    }
                }
            }
        }
        if let Some(human) = person {
            let holder = if human { "human" } else { "bot:heuristic" };
            change.holders = b
                .seats
                .iter()
                .filter(|(_, p)| *p == s)
                .map(|(n, _)| ((*n).to_owned(), holder.to_owned()))
                .collect();
        }
        Some(change)
    }

    /// Tells the task of the battle that `change` changed to read its links and seats again.
    pub(super) fn reload_battle(&self, change: &BattleSeats) {
        self.ask(&change.game, Poke::Reload);
    }

    /// Serves the battle the campaign waits for: starts its game, or, once it is over, enters
    /// its result. `true` when the campaign moved on (its bots may then act).
    async fn serve_battle(&mut self) -> Result<bool, String> {
        let Some(w) = self.waiting() else {
            self.served = None;
            return Ok(false);
        };
        let orders = match w {
            Waiting::Unfought(o) => vec![o],
            Waiting::Battle(b) => {
                let game = match self.served.as_ref().filter(|x| x.key == b.key) {
                    Some(x) => x.game.clone(),
                    None => match self
                        .store
                        .battle_game(&self.id, b.key)
                        .await
                        .map_err(|e| e.to_string())?
                    {
                        Some(g) => g,
                        None => {
                            let g = self.start_battle(&b).await?;
                            self.notify(crate::notify::Notice::BattleReady {
                                number: usize::try_from(b.key).unwrap_or(0),
                            });
                            g
                        }
                    },
                };
                let started = match self.served.as_ref().filter(|x| x.key == b.key) {
                    Some(x) => x.started,
                    None => self
                        .store
                        .created(&game)
                        .await
                        .map_err(|e| e.to_string())?
                        .unwrap_or_default(),
                };
                self.served = Some(Battle {
                    key: b.key,
                    game: game.clone(),
                    started,
                    seats: b.seats.clone(),
                });
                if !self
                    .store
                    .finished(&game)
                    .await
                    .map_err(|e| e.to_string())?
                {
                    return Ok(false);
                }
                let stored = self
                    .store
                    .load(&game)
                    .await
                    .map_err(|e| e.to_string())?
                    .ok_or("the battle's game is not in the store")?;
                let live = self
                    .live
                    .as_any()
                    .downcast_ref::<Live<Race>>()
                    .ok_or("not a campaign")?;
                let (state, key) = (live.state().clone(), Arc::clone(&self.key));
                // Two replays of a whole battle: off the task, one at a time on the server.
                super::battles::blocking(move || {
                    let log = stored.signed_log(&key)?;
                    umpire_race::served::orders(&state, &log)
                })
                .await
                .map_err(|e| e.body.to_string())??
            }
        };
        let Some(live) = self.live.as_any().downcast_ref::<Live<Race>>() else {
            return Ok(false);
        };
        let offence = live.state().current;
        for o in orders {
            let input = serde_json::to_value(o).map_err(|e| e.to_string())?;
            self.live.act(offence, &input).map_err(|e| match e {
                crate::live::Refusal::Syntax(why) => {
                    format!("the battle's result is not an order: {why}")
                }
                crate::live::Refusal::Illegal(i) => {
                    format!("the battle's result was refused ({}): {}", i.rule, i.reason)
                }
            })?;
        }
        self.served = None;
        Ok(true)
    }

    /// Serves the campaign's battles after a change: each battle that is over enters its
    /// result, the bots then play on, and the next battle's game starts.
    pub(super) async fn serve_battles(&mut self) -> Result<(), ApiError> {
        if self.live.ruleset() != "race" {
            return Ok(());
        }
        // Each round enters one battle's result: a campaign has at most two a turn.
        for _ in 0..64 {
            let before = self.live.step();
            match self.serve_battle().await {
                Ok(true) => {}
                Ok(false) => return Ok(()),
                Err(e) => {
                    // The game is as it was stored, or only its lines not yet stored are new:
                    // the next wake-up tries again.
                    eprintln!("campaign {}: its battle cannot be served: {e}", self.id);
                    if self.live.step() != before {
                        self.persist(None).await?;
                        self.tell(before);
                    }
                    return Ok(());
                }
            }
            if let Err(e) = self.run_bots().await {
                eprintln!("game {}: a bot's action was refused: {e}", self.id);
            }
            self.persist(None).await?;
            self.tell(before);
        }
        Ok(())
    }
}
