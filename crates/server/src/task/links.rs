//! What a game's links do besides playing: chat in the rule set's channels, and the host's
//! management of seats (a bot or a person at each, links reissued).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{json, Value};
use umpire_core::Seat;

use super::{Revocation, Role, Task, Update};
use crate::error::ApiError;
use crate::live::Holder;
use crate::store::ChatRow;

/// The caps on a game's chat: messages a minute from one seat and from the whole game, and
/// the most a game keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChatLimits {
    /// Messages one seat may write in a minute (0: no cap).
    pub per_seat_minute: usize,
    /// Messages the game's seats may write in a minute together (0: no cap).
    pub per_game_minute: usize,
    /// The most messages a game keeps; past it the chat takes no more (0: no cap).
    pub kept: usize,
}

impl Default for ChatLimits {
    fn default() -> Self {
        Self {
            per_seat_minute: 20,
            per_game_minute: 60,
            kept: 5_000,
        }
    }
}

impl Task {
    /// Who holds each seat, as stored: JSON of seat to holder.
    pub(super) fn holders_text(&self, holders: &[Holder]) -> String {
        let map: BTreeMap<&str, String> = self
            .live
            .seats()
            .iter()
            .zip(holders)
            .map(|(s, h)| (*s, h.label()))
            .collect();
        serde_json::to_string(&map).unwrap_or_default()
    }

    /// A page of the chat the link reads: at most `limit` messages after number `since`, the
    /// number to ask from for the next page, and whether there is more.
    pub(super) fn read_chat(
        &self,
        token: &str,
        since: i64,
        limit: usize,
    ) -> Result<Value, ApiError> {
        let role = self.role(token)?;
        let reads = self.reads(role);
        let mut readable = self
            .chat
            .iter()
            .filter(|m| m.n > since && reads.contains(&m.channel));
        let page: Vec<&ChatRow> = readable.by_ref().take(limit).collect();
        let more = readable.next().is_some();
        let next = page.last().map_or(since, |m| m.n);
        Ok(json!({ "channels": reads, "messages": page, "next": next, "more": more }))
    }

    /// Whether `seat` may write one more message now, under the chat's caps.
    fn chat_allowed(&self, seat: &str) -> Result<(), ApiError> {
        let caps = self.chat_limits;
        if caps.kept > 0 && self.chat.len() >= caps.kept {
            return Err(ApiError::forbidden(format!(
                "this game's chat holds the {} messages a game may keep; it takes no more",
                caps.kept
            )));
        }
        let now = crate::store::timestamp();
        // Messages are kept in the order written: the last minute's are at the end.
        let minute: Vec<&ChatRow> = self
            .chat
            .iter()
            .rev()
            .take_while(|m| m.at > now - 60)
            .collect();
        let wait = |oldest: Option<&&ChatRow>| {
            u64::try_from(oldest.map_or(60, |m| m.at + 60 - now).max(1)).unwrap_or(60)
        };
        let mine: Vec<&&ChatRow> = minute.iter().filter(|m| m.author == seat).collect();
        if caps.per_seat_minute > 0 && mine.len() >= caps.per_seat_minute {
            let wait = wait(mine.last().copied());
            return Err(ApiError::retry_later(
                &format!(
                    "the {seat} seat has written the {} messages a minute a seat may; try again in {wait} s",
                    caps.per_seat_minute
                ),
                wait,
            ));
        }
        if caps.per_game_minute > 0 && minute.len() >= caps.per_game_minute {
            let wait = wait(minute.last());
            return Err(ApiError::retry_later(
                &format!(
                    "this game's seats have written the {} messages a minute a game may; try again in {wait} s",
                    caps.per_game_minute
                ),
                wait,
            ));
        }
        Ok(())
    }

    pub(super) async fn write_chat(
        &mut self,
        token: &str,
        channel: String,
        body: String,
    ) -> Result<Value, ApiError> {
        let seat = self.seat_of(token, "write in a channel")?;
        let name = self.live.seats()[usize::from(seat)];
        let Some(c) = self.live.channels().iter().find(|c| c.name == channel) else {
            return Err(ApiError::bad_request(
                "channel",
                format!(
                    "no channel {channel:?}; channels: {}",
                    self.live
                        .channels()
                        .iter()
                        .map(|c| c.name)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        };
        if !c.admits(name) {
            return Err(ApiError::forbidden(format!(
                "the {name} seat is not on the {channel} channel"
            )));
        }
        self.chat_allowed(name)?;
        let m = ChatRow {
            n: i64::try_from(self.chat.len()).unwrap_or(i64::MAX) + 1,
            channel,
            author: name.to_owned(),
            body,
            at: crate::store::timestamp(),
        };
        self.store
            .add_chat(&self.id, self.version, &m)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?;
        self.version += 1;
        self.chat.push(m.clone());
        self.updates.send(Arc::new(Update::Chat(m.clone())));
        Ok(json!({ "n": m.n }))
    }

    pub(super) async fn seat(
        &mut self,
        token: &str,
        seat: &str,
        holder: Option<String>,
        reissue: bool,
        new_token: (String, String),
    ) -> (Result<Value, ApiError>, bool) {
        match self.role(token) {
            Ok(Role::Host) => {}
            Ok(_) => {
                return (
                    Err(ApiError::forbidden("only the host's link manages seats")),
                    true,
                )
            }
            Err(e) => return (Err(e), true),
        }
        let Some(i) = self.live.seats().iter().position(|s| *s == seat) else {
            return (
                Err(ApiError::bad_request(
                    "seat",
                    format!("no seat {seat:?}; seats: {}", self.live.seats().join(", ")),
                )),
                true,
            );
        };
        let holder = match holder.map(|h| Holder::parse(&h, self.live.bot_kinds())) {
            Some(Ok(h)) => Some(h),
            Some(Err(why)) => return (Err(ApiError::bad_request("holder", why)), true),
            None => None,
        };
        self.change_holder(
            i,
            holder,
            reissue,
            new_token,
            "the host handed the seat over",
        )
        .await
    }

    /// Hands seat `i` to `holder` (unchanged if none) and, if `reissue`, gives it a new link,
    /// for the reason `why`: the host's hand-over, or a turn deadline's (`task/clock.rs`). A
    /// seat that goes from a person to a bot loses its link (`new_token` replaces it, given to
    /// nobody), and a served battle's seats follow, in the same transaction; a change between a
    /// person, a stand-in and a bot is a line of the log.
    pub(super) async fn change_holder(
        &mut self,
        i: usize,
        holder: Option<Holder>,
        reissue: bool,
        new_token: (String, String),
        why: &str,
    ) -> (Result<Value, ApiError>, bool) {
        let s = Seat::try_from(i).unwrap_or(0);
        let seat = self.live.seats()[i];
        let mut holders = self.holders.clone();
        if let Some(h) = holder {
            holders[i] = h;
        }
        let mut answer = json!({ "seat": seat });
        // A seat handed from a person to a bot keeps no link: the old one stops reading the
        // seat's view and its sockets close, as when a link is reissued. A link made for it
        // now is given to nobody (unless the host asks to reissue it).
        let to_bot = !holders[i].person() && self.holders[i].person();
        let to_person = holders[i].person() && !self.holders[i].person();
        let relink = reissue || to_person || to_bot;
        let old: Vec<String> = self
            .tokens
            .iter()
            .filter(|(_, r)| **r == Role::Seat(s))
            .map(|(t, _)| t.clone())
            .collect();
        let role = Role::Seat(s).label(self.live.seats());
        let holders_text = (holders != self.holders).then(|| self.holders_text(&holders));
        if !relink && holders_text.is_none() {
            answer["holder"] = json!(self.holders[i].label());
            return (Ok(answer), true);
        }
        // A served battle's seats and links follow the campaign seat's, in the same
        // transaction: no crash between leaves an old battle link working.
        let person = (to_bot || to_person).then_some(to_person);
        let battle = relink
            .then(|| self.battle_follows(s, &old, &new_token.0, person))
            .flatten();
        let link = relink.then_some((role.as_str(), new_token.0.as_str()));
        if let Err(e) = self
            .store
            .change_seat(
                &self.id,
                self.version,
                link,
                holders_text.as_deref(),
                battle.as_ref(),
            )
            .await
        {
            return (Err(ApiError::unavailable(e.to_string())), true);
        }
        self.version += 1;
        if relink {
            // The old link's open sockets close now, not only its next request.
            // A campaign's battle handed to bots: its pages look to the campaign's for the result.
            let battle = to_bot && matches!(self.store.campaign_of(&self.id).await, Ok(Some(_)));
            let seat_name = self.live.seats()[i];
            let told = old
                .into_iter()
                .map(|t| match &holders[i] {
                    h if !h.person() => Revocation::to_bot(t, seat_name, &h.label(), battle),
                    _ => Revocation::reissued(t),
                })
                .collect();
            self.updates.send(Arc::new(Update::Revoked(told)));
            self.tokens.retain(|_, r| *r != Role::Seat(s));
            self.tokens.insert(new_token.0, Role::Seat(s));
            if reissue || to_person {
                answer["token"] = json!(new_token.1);
            }
        }
        let before = std::mem::replace(&mut self.holders, holders);
        let both_bots = !before[i].person() && !self.holders[i].person();
        if before[i] != self.holders[i] && !both_bots {
            // The log keeps each hand-over between a person, a stand-in and a bot.
            let label = self.holders[i].label();
            self.live.add_handover(seat, &label, why);
            self.told_handover(seat.to_owned(), label, why);
        }
        if let Some(b) = &battle {
            self.reload_battle(b);
        }
        answer["holder"] = json!(self.holders[i].label());
        if let Err(e) = self.play_bots(None).await {
            let go_on = e.keeps_task();
            return (Err(e), go_on);
        }
        (Ok(answer), true)
    }
}
