//! The campaign's decisions: the orders a player gives, typed or as JSON, and the hash of a
//! served battle's log that the server's order carries.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::campaign::Report;
use crate::tables::Action;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "do")]
pub enum Order {
    /// Choose this turn's offensive action (in secret).
    Choose {
        /// Attack or Regroup.
        action: Action,
    },
    /// Field a unit of the orbat in this battle.
    Field {
        /// The unit.
        unit: u16,
    },
    /// Field no more units (only when no other unit may be fielded).
    EndField,
    /// The defending player picks a defensive force of the size the table gives.
    Defend {
        /// The force.
        force: u16,
    },
    /// Enter how many stands one fielded unit lost in a battle fought on a real table, before the
    /// report (UMP-RAC-3); entering a unit again replaces its figure. Once any unit is entered
    /// the report's total must be their sum.
    Lost {
        /// The unit (index into the offensive player's orbat).
        unit: u16,
        /// Stands it lost.
        stands: u32,
    },
    /// Enter the result of a battle fought on a real table.
    Report {
        /// The report.
        report: Report,
    },
    /// The result of a battle of a served campaign (`battles = "served"`), which the server
    /// enters from the battle's finished game: not listed among the legal actions, for its
    /// hash names a log only the server has.
    Served {
        /// The report.
        report: Report,
        /// The SHA-256 of the battle game's signed log; none when a side had nothing to put
        /// on the table, so that no game was played.
        battle: Option<BattleHash>,
    },
}

/// Orders typed at the prompt.
pub const HELP: &str =
    "attack | regroup | field UNIT | end-field | defend FORCE | lost UNIT STANDS | report LOST EXITED OBJECTIVES";

/// Parses a typed order.
///
/// # Errors
/// What is wrong with the text.
pub fn parse(text: &str) -> Result<Order, String> {
    if text.trim_start().starts_with('{') {
        return serde_json::from_str(text).map_err(|e| format!("not an order: {e}"));
    }
    let w: Vec<&str> = text.split_whitespace().collect();
    let num = |i: usize| -> Result<u32, String> {
        w.get(i)
            .ok_or_else(|| format!("missing a number: {HELP}"))?
            .parse()
            .map_err(|_| format!("not a number: {HELP}"))
    };
    Ok(match w.first().copied() {
        Some("attack") => Order::Choose {
            action: Action::Attack,
        },
        Some("regroup") => Order::Choose {
            action: Action::Regroup,
        },
        Some("field") => Order::Field {
            unit: u16::try_from(num(1)?).map_err(|e| e.to_string())?,
        },
        Some("end-field") => Order::EndField,
        Some("defend") => Order::Defend {
            force: u16::try_from(num(1)?).map_err(|e| e.to_string())?,
        },
        Some("lost") => Order::Lost {
            unit: u16::try_from(num(1)?).map_err(|e| e.to_string())?,
            stands: num(2)?,
        },
        Some("report") => Order::Report {
            report: Report {
                lost: num(1)?,
                exited: num(2)?,
                objectives: u8::try_from(num(3)?).map_err(|e| e.to_string())?,
            },
        },
        _ => return Err(format!("unknown order; {HELP}")),
    })
}

/// The SHA-256 of a battle game's log (hex when written).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BattleHash(pub [u8; 32]);

impl BattleHash {
    /// The hash of a log's text.
    #[must_use]
    pub fn of(log: &str) -> Self {
        Self(umpire_core::dice::sha256(&[log.as_bytes()]))
    }
}

impl fmt::Display for BattleHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

impl FromStr for BattleHash {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = || format!("{text:?} is not a SHA-256 in hex (64 digits 0-9, a-f)");
        if text.len() != 64 || !text.is_ascii() {
            return Err(bad());
        }
        let mut out = [0u8; 32];
        for (k, byte) in out.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * k..2 * k + 2], 16).map_err(|_| bad())?;
        }
        Ok(Self(out))
    }
}

impl Serialize for BattleHash {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for BattleHash {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
