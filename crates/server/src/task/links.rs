//! What a game's links do besides playing: chat in the rule set's channels, and the host's
//! management of seats (a bot or a person at each, links reissued).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{json, Value};
use umpire_core::Seat;

use super::{Role, Task, Update};
use crate::error::ApiError;
use crate::live::Holder;
use crate::store::ChatRow;

impl Task {
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
        let s = Seat::try_from(i).unwrap_or(0);
        let mut holders = self.holders.clone();
        if let Some(h) = &holder {
            match Holder::parse(h, self.live.bot_kinds()) {
                Ok(h) => holders[i] = h,
                Err(why) => return (Err(ApiError::bad_request("holder", why)), true),
            }
        }
        let mut answer = json!({ "seat": seat });
        // A seat handed from a person to a bot keeps no link: the old one stops reading the
        // seat's view and its sockets close, as when a link is reissued. A link made for it
        // now is given to nobody (unless the host asks to reissue it).
        let to_bot = holders[i] != Holder::Human && self.holders[i] == Holder::Human;
        let to_person = holders[i] == Holder::Human && self.holders[i] != Holder::Human;
        if reissue || to_person || to_bot {
            let role = Role::Seat(s).label(self.live.seats());
            if let Err(e) = self
                .store
                .replace_token(&self.id, self.version, &role, &new_token.0)
                .await
            {
                return (Err(ApiError::unavailable(e.to_string())), true);
            }
            self.version += 1;
            let old: Vec<String> = self
                .tokens
                .iter()
                .filter(|(_, r)| **r == Role::Seat(s))
                .map(|(t, _)| t.clone())
                .collect();
            // A served battle's links derived from the old link follow it.
            self.relink_battle(Role::Seat(s), &old, &new_token.0);
            // The old link's open sockets close now, not only its next request.
            self.updates.send(Arc::new(Update::Revoked(old)));
            self.tokens.retain(|_, r| *r != Role::Seat(s));
            self.tokens.insert(new_token.0, Role::Seat(s));
            if reissue || to_person {
                answer["token"] = json!(new_token.1);
            }
        }
        if holders != self.holders {
            let map: BTreeMap<&str, String> = self
                .live
                .seats()
                .iter()
                .zip(&holders)
                .map(|(s, h)| (*s, h.label()))
                .collect();
            let text = serde_json::to_string(&map).unwrap_or_default();
            if let Err(e) = self.store.set_holders(&self.id, self.version, &text).await {
                return (Err(ApiError::unavailable(e.to_string())), true);
            }
            self.version += 1;
            self.holders = holders;
        }
        answer["holder"] = json!(self.holders[i].label());
        if let Err(e) = self.play_bots(None).await {
            let go_on = e.keeps_task();
            return (Err(e), go_on);
        }
        (Ok(answer), true)
    }
}
