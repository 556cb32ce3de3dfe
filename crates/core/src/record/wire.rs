//! A record entry as JSON. A Napoleonic volley or a Race-for-X campaign turn rolls a hundred
//! dice of one purpose, and each result card lists the dice it used again: written plainly, the
//! dice alone made a seat's record two or three times the size of the game's log. Here rolls of
//! one purpose and die in a row are one run of faces, a card's dice are named by where they lie
//! among the entry's rolls, and empty lists are left out.

use serde::{Deserialize, Serialize};

use super::{RecordEntry, SeenRoll};
use crate::dice::{Card, CardDie};

/// [`RecordEntry`] as written.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct Entry {
    step: usize,
    seat: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    action: Option<serde_json::Value>,
    text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    rolls: Vec<Run>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    events: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    cards: Vec<WireCard>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    view: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    patch: Option<json_patch::Patch>,
}

/// Rolls of one purpose and one die, one after another.
#[derive(Clone, Serialize, Deserialize)]
struct Run {
    purpose: String,
    sides: u16,
    values: Vec<u16>,
}

/// A result card whose dice are either written out or named as `rolls: [first, count]`, the
/// entry's rolls from `first` on (counted across runs).
#[derive(Clone, Serialize, Deserialize)]
struct WireCard {
    kind: String,
    title: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    sides: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    dice: Vec<CardDie>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rolls: Option<[usize; 2]>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    lines: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    read: Option<crate::TableRead>,
}

fn same(die: &CardDie, roll: &SeenRoll) -> bool {
    die.sides == roll.sides && die.value == roll.value && die.purpose == roll.purpose
}

/// Where `dice` lie, one after another, among `rolls`.
fn find(dice: &[CardDie], rolls: &[SeenRoll]) -> Option<usize> {
    if dice.is_empty() || dice.len() > rolls.len() {
        return None;
    }
    (0..=rolls.len() - dice.len()).find(|&k| dice.iter().zip(&rolls[k..]).all(|(d, r)| same(d, r)))
}

impl From<RecordEntry> for Entry {
    fn from(e: RecordEntry) -> Self {
        let mut runs: Vec<Run> = Vec::new();
        for r in &e.rolls {
            match runs.last_mut() {
                Some(run) if run.purpose == r.purpose && run.sides == r.sides => {
                    run.values.push(r.value);
                }
                _ => runs.push(Run {
                    purpose: r.purpose.clone(),
                    sides: r.sides,
                    values: vec![r.value],
                }),
            }
        }
        let cards = e
            .cards
            .into_iter()
            .map(|c| {
                let at = find(&c.dice, &e.rolls);
                WireCard {
                    kind: c.kind,
                    title: c.title,
                    sides: c.sides,
                    rolls: at.map(|k| [k, c.dice.len()]),
                    dice: if at.is_some() { Vec::new() } else { c.dice },
                    lines: c.lines,
                    read: c.read,
                }
            })
            .collect();
        Entry {
            step: e.step,
            seat: e.seat,
            action: e.action,
            text: e.text,
            rolls: runs,
            events: e.events,
            cards,
            view: e.view,
            patch: e.patch,
        }
    }
}

impl TryFrom<Entry> for RecordEntry {
    type Error = String;

    fn try_from(e: Entry) -> Result<Self, String> {
        let rolls: Vec<SeenRoll> = e
            .rolls
            .into_iter()
            .flat_map(|run| {
                let (purpose, sides) = (run.purpose, run.sides);
                run.values.into_iter().map(move |value| SeenRoll {
                    purpose: purpose.clone(),
                    sides,
                    value,
                })
            })
            .collect();
        let mut cards = Vec::with_capacity(e.cards.len());
        for c in e.cards {
            let mut dice = c.dice;
            if let Some([first, count]) = c.rolls {
                let named = first
                    .checked_add(count)
                    .and_then(|end| rolls.get(first..end))
                    .ok_or_else(|| {
                        format!(
                            "step {}: a card names rolls {first} to {} of the {} the entry has",
                            e.step,
                            first.saturating_add(count),
                            rolls.len()
                        )
                    })?;
                dice.extend(named.iter().map(|r| CardDie {
                    sides: r.sides,
                    value: r.value,
                    purpose: r.purpose.clone(),
                }));
            }
            cards.push(Card {
                kind: c.kind,
                title: c.title,
                sides: c.sides,
                dice,
                lines: c.lines,
                read: c.read,
            });
        }
        Ok(RecordEntry {
            step: e.step,
            seat: e.seat,
            action: e.action,
            text: e.text,
            rolls,
            events: e.events,
            cards,
            view: e.view,
            patch: e.patch,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(purpose: &str, sides: u16, value: u16) -> SeenRoll {
        SeenRoll {
            purpose: purpose.into(),
            sides,
            value,
        }
    }

    fn die(r: &SeenRoll) -> CardDie {
        CardDie {
            sides: r.sides,
            value: r.value,
            purpose: r.purpose.clone(),
        }
    }

    #[test]
    fn an_entry_reads_back_as_it_was_written() {
        let rolls = vec![
            roll("volley", 6, 3),
            roll("volley", 6, 5),
            roll("morale", 6, 1),
            roll("flight", 65535, 20904),
            roll("flight", 65535, 2),
        ];
        let cards = vec![
            Card {
                kind: "volley".into(),
                title: "a volley".into(),
                sides: vec!["one".into()],
                dice: rolls[..2].iter().map(die).collect(),
                lines: vec!["two hits".into()],
                read: None,
            },
            Card {
                kind: "shot".into(),
                title: "a die the seat's rolls lack".into(),
                sides: vec![],
                dice: vec![CardDie {
                    sides: 10,
                    value: 4,
                    purpose: "hidden".into(),
                }],
                lines: vec![],
                read: None,
            },
            Card::default(),
        ];
        let e = RecordEntry {
            step: 4,
            seat: "a".into(),
            action: Some(serde_json::json!({"do": "fire"})),
            text: "fire".into(),
            rolls,
            events: vec![],
            cards,
            view: None,
            patch: None,
        };
        let text = serde_json::to_string(&e).unwrap();
        assert!(text.contains(r#""values":[20904,2]"#), "{text}");
        assert!(text.contains(r#""rolls":[0,2]"#), "{text}");
        assert!(!text.contains("events"), "{text}");
        let back: RecordEntry = serde_json::from_str(&text).unwrap();
        assert_eq!(back, e);
    }

    #[test]
    fn a_card_naming_rolls_the_entry_lacks_is_refused() {
        let text = r#"{"step":2,"seat":"a","text":"x","rolls":[{"purpose":"p","sides":6,"values":[1]}],"cards":[{"kind":"k","title":"t","rolls":[0,3]}]}"#;
        let err = serde_json::from_str::<RecordEntry>(text)
            .unwrap_err()
            .to_string();
        assert!(err.contains("names rolls 0 to 3 of the 1"), "{err}");
    }
}
