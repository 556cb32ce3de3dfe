//! A game's notices outside the browser (`notify.rs`): which of its addresses each goes to,
//! and the links' own addresses.
//!
//! A seat's own notices go to its addresses and the game's; the game's news (a battle ready,
//! the end) to every address.

use serde_json::{json, Value};

use super::{Role, Task};
use crate::error::ApiError;
use crate::notify::{Notice, Post};

impl Task {
    /// Posts `notice` to the game's addresses and, for a seat's notice, to that seat's.
    pub(super) fn notify(&self, notice: Notice) {
        let Some(n) = &self.notifier else { return };
        let to: Vec<&String> = self
            .hooks
            .iter()
            .filter(|(seat, _)| {
                // A seat's notice goes to its own addresses and the game's; the game's news
                // (a battle ready, the end) to every address.
                seat.is_empty() || notice.seat().is_none_or(|s| s == seat)
            })
            .map(|(_, url)| url)
            .collect();
        if to.is_empty() {
            return;
        }
        let title = if self.scenario.is_empty() {
            self.live.ruleset().to_owned()
        } else {
            self.scenario.clone()
        };
        let page = format!("{}/g/{}", self.settings.base, self.id);
        let body = crate::notify::body(&notice, &self.id, &title, &page, crate::store::timestamp());
        for url in to {
            n.post(Post {
                url: url.clone(),
                body: body.clone(),
            });
        }
    }

    /// The addresses the link's notices go to: a seat's link its seat's, the host's the
    /// game's.
    fn hook_owner(&self, token: &str) -> Result<String, ApiError> {
        match self.role(token)? {
            Role::Seat(s) => Ok(self.live.seats()[usize::from(s)].to_owned()),
            Role::Host => Ok(String::new()),
            Role::Spectator => Err(ApiError::forbidden(
                "a spectator's link sets no notices; a seat's link sets its seat's, the host's the game's",
            )),
        }
    }

    /// Replaces the addresses the link's notices go to (already checked) with `urls`, or, with
    /// none given, answers them.
    pub(super) async fn set_hooks(
        &mut self,
        token: &str,
        urls: Option<Vec<String>>,
    ) -> Result<Value, ApiError> {
        let owner = self.hook_owner(token)?;
        if let Some(urls) = urls {
            self.store
                .set_hooks(&self.id, &owner, &urls)
                .await
                .map_err(|e| ApiError::unavailable(e.to_string()))?;
            self.hooks.retain(|(s, _)| *s != owner);
            self.hooks
                .extend(urls.into_iter().map(|u| (owner.clone(), u)));
            self.hooks.sort();
        }
        let mine: Vec<&String> = self
            .hooks
            .iter()
            .filter(|(s, _)| *s == owner)
            .map(|(_, u)| u)
            .collect();
        Ok(
            json!({ "seat": if owner.is_empty() { Value::Null } else { json!(owner) }, "urls": mine }),
        )
    }
}
