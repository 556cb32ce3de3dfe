//! What a player sees of the campaign: the state with the other player's pending choice hidden
//! until both have chosen, and the campaign map as text.

use std::fmt::Write as _;

use serde::Serialize;
use umpire_core::Seat;

use crate::campaign::{Phase, State};
use crate::SEATS;

/// What a seat sees: everything but the other player's choice while it is still secret.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The seat.
    pub seat: Seat,
    /// The state with the other player's pending choice removed.
    pub state: State,
    /// Whether the other player has chosen.
    pub other_has_chosen: bool,
}

/// The campaign map as text: each player's route with its position, losses and history.
#[must_use]
pub fn render(v: &View) -> String {
    let s = &v.state;
    let mut o = String::new();
    let _ = writeln!(
        o,
        "Campaign turn {} — {} — the race for {}",
        s.turn,
        s.phase.name(),
        s.objective
    );
    for (p, pl) in s.players.iter().enumerate() {
        let mut line = format!("{} {:<22}", SEATS[p].to_uppercase(), pl.name);
        for (z, name) in pl.route.iter().enumerate() {
            let here = usize::from(pl.zone) == z + 1;
            let short: String = name.chars().take(10).collect();
            let _ = write!(
                line,
                "{}",
                if here {
                    format!("[{short}]")
                } else {
                    format!(" {short} ")
                }
            );
            line.push('-');
        }
        let _ = write!(
            line,
            "> {}{}",
            s.objective,
            if pl.zone == 6 { " TAKEN" } else { "" }
        );
        let _ = writeln!(o, "{line}");
        let stands: u32 = pl.units.iter().map(|u| u.spec.stands).sum();
        let lost: u32 = pl.units.iter().map(|u| u.lost).sum();
        let _ = writeln!(
            o,
            "    stands lost {lost}/{stands}; last turn {}",
            pl.last.map_or("none yet".to_string(), |(a, r)| format!(
                "{}, {}",
                a.name(),
                r.name()
            ))
        );
    }
    if let Some(f) = &s.fight {
        let _ = writeln!(
            o,
            "battle: {} for {}; {} of {} units fielded; defence size S{}",
            f.battle.name(),
            s.players[usize::from(s.current)].name,
            f.fielded.len(),
            f.quota,
            s.defence_wanted().unwrap_or(0)
        );
        if s.phase == Phase::Field {
            for (k, u) in s.players[usize::from(s.current)].units.iter().enumerate() {
                let _ = writeln!(
                    o,
                    "  {k:>2} {} — {}/{} stands{}",
                    u.spec.name,
                    u.present(),
                    u.spec.stands,
                    if f.fielded.contains(&k) {
                        " (fielded)"
                    } else {
                        ""
                    }
                );
            }
        }
        if s.phase == Phase::Report {
            let p = usize::from(s.current);
            for (i, &k) in f.fielded.iter().enumerate() {
                let u = &s.players[p].units[k];
                let _ = writeln!(
                    o,
                    "  {k:>2} {} — {} stands fielded{}",
                    u.spec.name,
                    u.present(),
                    f.losses
                        .get(i)
                        .map_or(String::new(), |n| format!(", {n} lost (entered)"))
                );
            }
        }
        if s.phase == Phase::Defend {
            for (k, d) in s.defences.iter().enumerate() {
                let _ = writeln!(o, "  {k:>2} {} (S{})", d.name, d.size);
            }
        }
    }
    if s.phase == Phase::Choose {
        let _ = writeln!(
            o,
            "the other player has {}chosen",
            if v.other_has_chosen { "" } else { "not yet " }
        );
    }
    for e in s.history.iter().rev().take(6).rev() {
        let _ = writeln!(
            o,
            "  turn {} {}: {}, {}, {} → zone {}{}",
            e.turn,
            SEATS[usize::from(e.player)].to_uppercase(),
            e.action.name(),
            e.battle.name(),
            e.result.name(),
            e.zone,
            e.vp.map_or(String::new(), |v| format!(" ({v} VP)"))
        );
    }
    o
}
