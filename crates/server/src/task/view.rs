//! What a link reads of its game: where it stands (`status`), the channels it reads, and its
//! snapshot with the seat's view and legal actions.

use serde_json::{json, Value};

use super::{seat_names, Role, Snapshot, Task};
use crate::error::ApiError;

impl Task {
    pub(super) fn reads(&self, role: Role) -> Vec<String> {
        let over = self.live.outcome().is_some();
        self.live
            .channels()
            .iter()
            .filter(|c| match role {
                Role::Seat(s) => over || c.admits(self.live.seats()[usize::from(s)]),
                _ => over,
            })
            .map(|c| c.name.to_owned())
            .collect()
    }

    pub(super) fn status(&self) -> serde_json::Map<String, Value> {
        let mut m = serde_json::Map::new();
        m.insert("game".into(), json!(self.id));
        m.insert("ruleset".into(), json!(self.live.ruleset()));
        m.insert("step".into(), json!(self.live.step()));
        m.insert(
            "to_act".into(),
            json!(seat_names(self.live.as_ref(), &self.live.to_act())),
        );
        m.insert("outcome".into(), json!(self.live.outcome()));
        m.insert("scenario".into(), json!(self.scenario));
        m.insert("takeback".into(), json!(self.takeback()));
        // When the game last moved and each seat last acted (none before the server kept it).
        m.insert(
            "moved".into(),
            json!(self.acted.get(crate::store::ANY_SEAT)),
        );
        m.insert(
            "acted".into(),
            Value::Object(
                self.acted
                    .iter()
                    .filter(|(s, _)| !s.is_empty())
                    .map(|(s, t)| (s.clone(), json!(t)))
                    .collect(),
            ),
        );
        if let Some(d) = self.clock_fields() {
            m.insert("deadline".into(), d);
        }
        if let Some(r) = self.rematch_fields() {
            m.insert("rematch".into(), r);
        }
        m.insert("commitment".into(), json!(self.live.commitment()));
        m.insert("secret".into(), json!(self.live.revealed_secret()));
        let seats = self.live.seats().iter().zip(&self.holders);
        m.insert(
            "seats".into(),
            Value::Object(
                seats
                    .map(|(s, h)| ((*s).to_owned(), Value::from(h.label())))
                    .collect(),
            ),
        );
        m
    }

    pub(super) fn snapshot(&self, token: &str, with_view: bool) -> Result<Snapshot, ApiError> {
        let role = self.role(token)?;
        let mut fields = self.status();
        fields.insert("role".into(), json!(role.label(self.live.seats())));
        fields.insert("channels".into(), json!(self.reads(role)));
        let sv = self.live.seat_view(role.viewer(), with_view);
        let view = match (sv.view, sv.text) {
            (Some(view), Some(text)) => {
                fields.insert("text".into(), json!(text));
                Some(view)
            }
            _ => None,
        };
        if let Some(b) = self.battle_links(token, role) {
            fields.insert("battle".into(), b);
        }
        if let Role::Seat(s) = role {
            let name = self.live.seats()[usize::from(s)];
            fields.insert("seat".into(), json!(name));
            fields.insert("entropy_added".into(), json!(self.entropy.contains(name)));
        }
        Ok(Snapshot {
            fields,
            view,
            legal: sv.legal,
        })
    }
}
