//! Sealed orders for a campaign played from two machines (commit and reveal).
//!
//! When both players choose at once and a choice is secret from the other (Race's attack or
//! regroup), `campaign turn` does not write the choice into the shared file. It writes a *seal*:
//! the SHA-256 of the seat, the hash of the log's last line, the order and a 256-bit nonce. The
//! order and nonce stay in `FILE.<seat>.seal`, on the player's own machine. A player whose
//! opponent has already sealed reveals at once (their opponent can no longer change a choice); the
//! other reveals with `campaign reveal`. When both are revealed the nonces are mixed into the dice
//! key (as `entropy` lines of the log) and both orders are applied, so the turn's dice depend on
//! both players' secrets: a copy of the file shows neither the other's choice nor the coming dice.
//!
//! Seal and reveal lines wait at the end of the campaign file, after the game log, until the turn
//! is resolved; then they are replaced by the log's `entropy` and step lines.

use serde::{Deserialize, Serialize};
use umpire_core::dice::sha256;
use umpire_core::log::line_hash;
use umpire_core::{Game, Ruleset, Seat, Secret, Seen};
use umpire_race::Race;

use crate::Failure;

/// A sealed order: the commitment only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seal {
    /// The player (`a` or `b`).
    pub seat: String,
    /// SHA-256 (hex) of `umpire-seal/1`, the seat, the last log line's hash, the order (JSON)
    /// and the nonce.
    pub commitment: String,
}

/// A revealed order, checked against its seal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// The player.
    pub seat: String,
    /// The order, as the log writes it.
    pub order: serde_json::Value,
    /// The nonce (hex, 32 bytes).
    pub nonce: String,
}

/// A line waiting after the game log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pending {
    /// A seal.
    Seal(Seal),
    /// A reveal.
    Reveal(Reveal),
}

/// The order and nonce a player keeps on their own machine until they reveal.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Private {
    /// The hash of the log's last line when the order was sealed.
    at: String,
    order: serde_json::Value,
    nonce: String,
}

/// Splits a campaign file into the game log and the lines waiting after it.
///
/// # Errors
/// A waiting line that is not a seal or a reveal.
pub fn split(file: &str, text: &str) -> Result<(String, Vec<Pending>), Failure> {
    let mut log = String::new();
    let mut pending = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let is_pending = line.starts_with("{\"seal\"") || line.starts_with("{\"reveal\"");
        if is_pending {
            let p: Pending = serde_json::from_str(line).map_err(|e| {
                Failure::input(format!("{file}: line {}: not a seal or reveal: {e}", n + 1))
            })?;
            pending.push(p);
        } else if pending.is_empty() {
            log.push_str(line);
            log.push('\n');
        } else {
            return Err(Failure::input(format!(
                "{file}: line {}: a log line after the sealed orders",
                n + 1
            )));
        }
    }
    Ok((log, pending))
}

/// The lines to write after the log.
pub fn lines(pending: &[Pending]) -> String {
    pending
        .iter()
        .filter_map(|p| serde_json::to_string(p).ok())
        .map(|l| l + "\n")
        .collect()
}

fn last_line_hash(g: &Game<Race>) -> String {
    g.lines().last().map(|l| line_hash(l)).unwrap_or_default()
}

fn commitment(seat: &str, at: &str, order: &serde_json::Value, nonce: &str) -> String {
    let order = order.to_string();
    hex::encode(sha256(&[
        b"umpire-seal/1",
        seat.as_bytes(),
        at.as_bytes(),
        order.as_bytes(),
        nonce.as_bytes(),
    ]))
}

/// Whether `order` by `who` must be sealed: the other player is choosing at the same time and
/// may not see it.
pub fn must_seal(g: &Game<Race>, who: Seat, order: &<Race as Ruleset>::Action) -> bool {
    let other = 1 - who.min(1);
    Race::to_act(g.state()).contains(other)
        && matches!(
            Race::seen_action(g.state(), who, order, other),
            Seen::Secret { .. }
        )
}

fn seal_path(file: &str, seat: &str) -> String {
    format!("{file}.{seat}.seal")
}

fn find_seal<'a>(pending: &'a [Pending], seat: &str) -> Option<&'a Seal> {
    pending.iter().find_map(|p| match p {
        Pending::Seal(s) if s.seat == seat => Some(s),
        _ => None,
    })
}

fn find_reveal<'a>(pending: &'a [Pending], seat: &str) -> Option<&'a Reveal> {
    pending.iter().find_map(|p| match p {
        Pending::Reveal(r) if r.seat == seat => Some(r),
        _ => None,
    })
}

/// Checks every reveal against its seal.
///
/// # Errors
/// A reveal without a seal, or one that does not match it.
pub fn verify(file: &str, g: &Game<Race>, pending: &[Pending]) -> Result<(), Failure> {
    let at = last_line_hash(g);
    for p in pending {
        if let Pending::Reveal(r) = p {
            let seal = find_seal(pending, &r.seat).ok_or_else(|| {
                Failure::input(format!("{file}: player {} revealed without a seal", r.seat))
            })?;
            if commitment(&r.seat, &at, &r.order, &r.nonce) != seal.commitment {
                return Err(Failure::input(format!(
                    "{file}: player {}'s revealed order does not match its seal",
                    r.seat
                )));
            }
        }
    }
    Ok(())
}

/// Seals `order` for `seat`: the seal goes into `pending`, the order and nonce into
/// `FILE.<seat>.seal` (owner-only).
///
/// # Errors
/// Already sealed this turn, or the private file cannot be written.
pub fn seal(
    file: &str,
    g: &Game<Race>,
    pending: &mut Vec<Pending>,
    seat: &str,
    order: &<Race as Ruleset>::Action,
) -> Result<String, Failure> {
    if find_seal(pending, seat).is_some() {
        return Err(Failure::input(format!(
            "player {} has already sealed an order this turn",
            seat.to_uppercase()
        )));
    }
    let nonce = Secret::random().map_err(Failure::input)?.to_hex();
    let order = serde_json::to_value(order).map_err(|e| Failure::input(e.to_string()))?;
    let at = last_line_hash(g);
    let c = commitment(seat, &at, &order, &nonce);
    let path = seal_path(file, seat);
    let _ = std::fs::remove_file(&path);
    let private = serde_json::to_string(&Private { at, order, nonce })
        .map_err(|e| Failure::input(e.to_string()))?;
    {
        use std::io::Write;
        let mut f = crate::keys::create_private(&path)?;
        f.write_all(private.as_bytes())
            .and_then(|()| f.sync_all())
            .map_err(|e| Failure::input(format!("{path}: cannot write: {e}")))?;
    }
    pending.push(Pending::Seal(Seal {
        seat: seat.to_owned(),
        commitment: c.clone(),
    }));
    Ok(c)
}

/// Reveals `seat`'s sealed order from its private file, if the file is on this machine.
///
/// # Errors
/// Nothing sealed, the opponent has not sealed yet (revealing would show the choice), or the
/// private file is missing or does not match the seal.
pub fn reveal(
    file: &str,
    g: &Game<Race>,
    pending: &mut Vec<Pending>,
    seat: &str,
) -> Result<(), Failure> {
    let other = if seat == "a" { "b" } else { "a" };
    let Some(seal) = find_seal(pending, seat).cloned() else {
        return Err(Failure::input(format!(
            "player {} has no sealed order to reveal",
            seat.to_uppercase()
        )));
    };
    if find_seal(pending, other).is_none() {
        return Err(Failure::input(format!(
            "player {} has not sealed an order yet: revealing now would show them yours",
            other.to_uppercase()
        )));
    }
    if find_reveal(pending, seat).is_some() {
        return Ok(());
    }
    let path = seal_path(file, seat);
    let text = crate::files::read(&path).map_err(|f| {
        Failure::input(format!(
            "{}; the sealed order is kept on the machine where player {} sealed it",
            f.message,
            seat.to_uppercase()
        ))
    })?;
    let p: Private = serde_json::from_str(&text)
        .map_err(|e| Failure::input(format!("{path}: not a sealed order: {e}")))?;
    if p.at != last_line_hash(g) || commitment(seat, &p.at, &p.order, &p.nonce) != seal.commitment {
        return Err(Failure::input(format!(
            "{path}: does not match the seal in {file} (sealed for another turn or campaign)"
        )));
    }
    pending.push(Pending::Reveal(Reveal {
        seat: seat.to_owned(),
        order: p.order,
        nonce: p.nonce,
    }));
    Ok(())
}

/// Whether `seat`'s private seal file is on this machine.
pub fn have_private(file: &str, seat: &str) -> bool {
    std::path::Path::new(&seal_path(file, seat)).is_file()
}

/// When both orders are revealed: mixes both nonces into the dice key and applies both orders
/// (a, then b), clearing `pending` and the private files. Returns the events of the two steps.
///
/// # Errors
/// A revealed order the rules refuse, or a malformed nonce.
pub fn resolve(
    file: &str,
    g: &mut Game<Race>,
    pending: &mut Vec<Pending>,
) -> Result<Option<Vec<umpire_core::dice::Event>>, Failure> {
    let (Some(a), Some(b)) = (
        find_reveal(pending, "a").cloned(),
        find_reveal(pending, "b").cloned(),
    ) else {
        return Ok(None);
    };
    let mut events = Vec::new();
    for r in [&a, &b] {
        let bytes = hex::decode(&r.nonce)
            .map_err(|e| Failure::input(format!("{file}: a revealed nonce is not hex: {e}")))?;
        g.add_entropy(&r.seat, &bytes);
    }
    for r in [a, b] {
        let seat = Race::seat_by_name(&r.seat)
            .ok_or_else(|| Failure::input(format!("{file}: no player {:?}", r.seat)))?;
        let order = serde_json::from_value(r.order)
            .map_err(|e| Failure::input(format!("{file}: a revealed order is malformed: {e}")))?;
        let applied = g.act(seat, order).map_err(|e| {
            Failure::input(format!(
                "{file}: player {}'s revealed order was refused: {} [{}]",
                r.seat, e.reason, e.rule
            ))
        })?;
        events.extend(applied.events);
    }
    pending.clear();
    for s in ["a", "b"] {
        let _ = std::fs::remove_file(seal_path(file, s));
    }
    Ok(Some(events))
}

/// Whether player `seat` (`a` or `b`) has sealed this turn's order, and whether revealed it.
#[must_use]
pub fn sealed(pending: &[Pending], seat: &str) -> (bool, bool) {
    (
        find_seal(pending, seat).is_some(),
        find_reveal(pending, seat).is_some(),
    )
}

/// What the waiting lines tell a player: who has sealed and who has revealed.
pub fn describe(pending: &[Pending]) -> Vec<String> {
    ["a", "b"]
        .iter()
        .filter_map(|s| {
            let sealed = find_seal(pending, s).is_some();
            let revealed = find_reveal(pending, s).is_some();
            match (sealed, revealed) {
                (_, true) => Some(format!(
                    "player {} has sealed and revealed this turn's order",
                    s.to_uppercase()
                )),
                (true, false) => Some(format!(
                    "player {} has sealed this turn's order (not yet revealed)",
                    s.to_uppercase()
                )),
                _ => None,
            }
        })
        .collect()
}
