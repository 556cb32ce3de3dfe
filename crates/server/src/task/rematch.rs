//! "Play again" at the end of a game: a person at a seat offers a rematch of the same scenario,
//! sides swapped or not (swapped only where the rule set has two sides), and each person of
//! the game accepts it. Each acceptance makes that person's link to their seat of the next game
//! and gives it at once (the server keeps only its hash); the last one makes the game, with the
//! same holders (bots stay bots), the same turn deadline and notices (a seat's addresses follow
//! its person), and a new dice secret. The old game's host may take a host link of the new one.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{json, Value};
use umpire_core::Seat;

use super::{Role, Task, Update};
use crate::error::ApiError;
use crate::store::{ClubGame, RematchRow, StoredGame};

impl Task {
    /// The seat of the next game that the person at `seat` holds.
    fn next_seat(&self, offer: &RematchRow, seat: usize) -> usize {
        if offer.swap && self.live.seats().len() == 2 {
            1 - seat
        } else {
            seat
        }
    }

    /// The seats of this game a person holds.
    fn people(&self) -> Vec<usize> {
        (0..self.holders.len())
            .filter(|i| self.holders[*i].person())
            .collect()
    }

    fn accepted(offer: &RematchRow) -> BTreeMap<String, String> {
        serde_json::from_str(&offer.accepted).unwrap_or_default()
    }

    /// The rematch offered, as every link's page shows it: sides swapped, the seats (of this
    /// game) whose people accepted and those still to, and the next game once made.
    pub(super) fn rematch_fields(&self) -> Option<Value> {
        let offer = self.rematch.as_ref()?;
        let accepted = Self::accepted(offer);
        let seats = self.live.seats();
        let (yes, no): (Vec<usize>, Vec<usize>) = self
            .people()
            .into_iter()
            .partition(|i| accepted.contains_key(seats[self.next_seat(offer, *i)]));
        let names = |v: Vec<usize>| v.into_iter().map(|i| seats[i]).collect::<Vec<_>>();
        Some(json!({
            "swap": offer.swap,
            "accepted": names(yes),
            "waiting": names(no),
            "game": offer.made.then(|| offer.next.clone()),
        }))
    }

    /// The person at the link's seat offers a rematch (`swap`: sides swapped), or accepts the
    /// one offered: the answer holds their link to the next game, made now if they are the
    /// last to accept (`made`).
    pub(super) async fn offer_rematch(
        &mut self,
        token: &str,
        swap: bool,
    ) -> Result<Value, ApiError> {
        let seat = usize::from(self.seat_of(token, "play again")?);
        let step = self.live.step();
        if swap && self.live.seats().len() != 2 {
            return Err(ApiError::bad_request(
                "swap",
                format!(
                    "sides are swapped only where the rule set has two; {} has {} seats",
                    self.live.ruleset(),
                    self.live.seats().len()
                ),
            ));
        }
        if self.live.outcome().is_none() {
            return Err(ApiError::conflict(
                "the game is not over: a rematch is offered at its end",
                step,
            ));
        }
        if matches!(self.store.campaign_of(&self.id).await, Ok(Some(_))) {
            return Err(ApiError::conflict(
                "a campaign's battle is not played again on its own: the campaign goes on",
                step,
            ));
        }
        let mut offer = match self.rematch.clone() {
            Some(o) if o.made => {
                return Err(ApiError::conflict(
                    format!("the rematch is made already: game {}", o.next),
                    step,
                ))
            }
            Some(o) if o.swap != swap => {
                return Err(ApiError::conflict(
                    if o.swap {
                        "the rematch offered has the sides swapped: accept it as it is, or decline it"
                    } else {
                        "the rematch offered keeps the sides: accept it as it is, or decline it"
                    },
                    step,
                ))
            }
            Some(o) => o,
            None => RematchRow {
                next: crate::token::new_token()?.0[..32].to_owned(),
                swap,
                accepted: "{}".into(),
                made: false,
            },
        };
        let seats = self.live.seats();
        let mine = seats[self.next_seat(&offer, seat)].to_owned();
        let (hash, link) = crate::token::new_token()?;
        let mut accepted = Self::accepted(&offer);
        // Accepting again gives a new link; the one given before stops working.
        accepted.insert(mine.clone(), hash);
        offer.accepted = serde_json::to_string(&accepted).unwrap_or_default();
        let all = self
            .people()
            .iter()
            .all(|i| accepted.contains_key(seats[self.next_seat(&offer, *i)]));
        if all {
            self.make_rematch(&offer, &accepted).await?;
            offer.made = true;
        } else {
            self.store
                .set_rematch(&self.id, Some(&offer))
                .await
                .map_err(|e| ApiError::unavailable(e.to_string()))?;
        }
        let next = offer.next.clone();
        let made = offer.made;
        self.rematch = Some(offer);
        self.updates.send(Arc::new(Update::Rematch));
        Ok(json!({
            "game": next,
            "seat": mine,
            "token": link,
            "url": format!("/g/{next}#{link}"),
            "made": made,
            "rematch": self.rematch_fields(),
        }))
    }

    /// Makes the next game: the same scenario and holders (swapped if asked), the people's
    /// links as accepted, the same deadline and notices, a new dice secret.
    async fn make_rematch(
        &mut self,
        offer: &RematchRow,
        accepted: &BTreeMap<String, String>,
    ) -> Result<(), ApiError> {
        let seats = self.live.seats();
        let mut holders = BTreeMap::new();
        for (i, h) in self.holders.iter().enumerate() {
            let label = if h.person() {
                "human".into()
            } else {
                h.label()
            };
            holders.insert(seats[self.next_seat(offer, i)].to_owned(), label);
        }
        let log = self.stored_log().await?;
        let header = log.lines().next().unwrap_or_default();
        let secret = umpire_core::Secret::random().map_err(ApiError::unavailable)?;
        let secret_hex = secret.to_hex();
        let live = crate::live::new_game_like(header, secret, &holders)
            .map_err(|b| ApiError::conflict(b.reason, self.live.step()))?;
        let next_seats = live.seats();
        let mut tokens: Vec<(String, String)> = accepted
            .iter()
            .filter_map(|(seat, hash)| {
                let i = next_seats.iter().position(|s| s == seat)?;
                Some((
                    hash.clone(),
                    Role::Seat(Seat::try_from(i).ok()?).label(next_seats),
                ))
            })
            .collect();
        // The host's and spectators' links are made and given to nobody: the old game's host
        // takes a host link of the new game when it wants one.
        tokens.push((crate::token::new_token()?.0, "host".into()));
        tokens.push((crate::token::new_token()?.0, "spectator".into()));
        let stored = StoredGame {
            ruleset: self.live.ruleset().to_owned(),
            secret: secret_hex,
            source: "engine".into(),
            holders: serde_json::to_string(&holders).unwrap_or_default(),
            lines: live.lines_since(0).to_vec(),
            version: 0,
        };
        // A seat's notices follow its person; the game's stay the game's.
        let hooks = self
            .hooks
            .iter()
            .map(|(seat, url)| {
                let moved = seats
                    .iter()
                    .position(|s| s == seat)
                    .map_or_else(String::new, |i| seats[self.next_seat(offer, i)].to_owned());
                (moved, url.clone())
            })
            .collect();
        let club = ClubGame {
            spectator: None,
            settings: Some(serde_json::to_string(&self.settings).unwrap_or_default()),
            hooks,
        };
        let mut made = offer.clone();
        made.made = true;
        self.store
            .make_rematch(&self.id, &made, &stored, &tokens, &club)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))
    }

    /// A person declines (or withdraws) the rematch offered.
    pub(super) async fn decline_rematch(&mut self, token: &str) -> Result<Value, ApiError> {
        self.seat_of(token, "decline a rematch")?;
        let step = self.live.step();
        match &self.rematch {
            None => return Err(ApiError::conflict("no rematch is offered", step)),
            Some(o) if o.made => {
                return Err(ApiError::conflict(
                    format!("the rematch is made already: game {}", o.next),
                    step,
                ))
            }
            Some(_) => {}
        }
        self.store
            .set_rematch(&self.id, None)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?;
        self.rematch = None;
        self.updates.send(Arc::new(Update::Rematch));
        Ok(json!({ "declined": true }))
    }

    /// The host's link of this game takes a new host link of the rematch made; the answer
    /// holds it (one taken before stops working) and the next game's id, whose task must read
    /// its links again.
    pub(super) async fn rematch_host(&mut self, token: &str) -> Result<Value, ApiError> {
        if self.role(token)? != Role::Host {
            return Err(ApiError::forbidden(
                "only the host's link takes the rematch's host link",
            ));
        }
        let step = self.live.step();
        let Some(next) = self
            .rematch
            .as_ref()
            .filter(|o| o.made)
            .map(|o| o.next.clone())
        else {
            return Err(ApiError::conflict("no rematch is made yet", step));
        };
        let (hash, link) = crate::token::new_token()?;
        let version = self
            .store
            .version(&next)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?;
        self.store
            .change_seat(&next, version, Some(("host", &hash)), None, None)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?;
        if let Some(p) = &self.pokes {
            let _ = p.send((next.clone(), super::Poke::Reload));
        }
        Ok(json!({ "game": next, "token": link, "url": format!("/g/{next}#{link}") }))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use umpire_core::Secret;

    /// The first line of a new game's log.
    fn header(toml: Option<&str>, holders: &BTreeMap<String, String>) -> String {
        let live = crate::live::new_game("race", "", toml, Secret::from_seed(1), holders)
            .expect("a game starts");
        live.lines_since(0)[0].clone()
    }

    fn field(line: &str, name: &str) -> serde_json::Value {
        serde_json::from_str::<serde_json::Value>(line).unwrap()[name].clone()
    }

    #[test]
    fn a_rematch_plays_the_logged_scenario_of_an_upload_and_a_bundled_one_by_name() {
        let holders: BTreeMap<String, String> = [("a", "human"), ("b", "bot:heuristic")]
            .into_iter()
            .map(|(s, h)| (s.to_owned(), h.to_owned()))
            .collect();
        for toml in [None, Some(umpire_race::SCENARIOS[0].toml)] {
            let first = header(toml, &holders);
            let again = crate::live::new_game_like(&first, Secret::from_seed(2), &holders)
                .expect("the rematch starts");
            let next = again.lines_since(0)[0].clone();
            for f in [
                "scenario_name",
                "scenario_source",
                "scenario_hash",
                "scenario",
            ] {
                assert_eq!(field(&next, f), field(&first, f), "{f} of {toml:?}");
            }
            assert_ne!(
                field(&next, "dice"),
                field(&first, "dice"),
                "a new dice secret"
            );
        }
    }
}
