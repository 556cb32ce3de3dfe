//! Victory (RAP-11 and the advanced conditions, UMP-RAP-5): the share of the break-through
//! division that left the table over the objective edge, and the sectors and axes the advanced
//! conditions ask for.

use umpire_core::Outcome;

use crate::state::{Loc, Side, State};

/// The result levels, best for the attacker first.
pub const RESULTS: [&str; 4] = ["Total Victory", "Major Victory", "Minor Victory", "Defeat"];

/// Victory (RAP-11 and the advanced conditions, UMP-RAP-5).
#[must_use]
pub fn outcome(s: &State) -> Outcome {
    let den = s.units.iter().filter(|u| u.breakthrough).count();
    let out = s
        .units
        .iter()
        .filter(|u| u.breakthrough && u.loc == Loc::Exited)
        .count();
    let pct = if den == 0 {
        0.0
    } else {
        100.0 * out as f64 / den as f64
    };
    let v = s.rules.victory;
    let mut level = if den > 0 && pct >= v.total {
        0
    } else if pct >= v.major {
        1
    } else if pct >= v.minor {
        2
    } else {
        3
    };
    let mut notes = Vec::new();
    for c in &s.rules.capture {
        if let Some(sec) = State::parse_sector(c) {
            let held = s.units_at(sec, Side::Attacker).next().is_some()
                && !s
                    .units_at(sec, Side::Defender)
                    .any(|(_, u)| u.kind.occupies());
            if !held {
                notes.push(format!("{c} not captured"));
            }
        }
    }
    if s.rules.wide_front > 0 {
        let axes = s.exited_axes();
        if axes.len() < usize::from(s.rules.wide_front) {
            notes.push(format!(
                "exited over {} axes, {} needed",
                axes.len(),
                s.rules.wide_front
            ));
        }
    }
    if !notes.is_empty() {
        level = 3;
    }
    let mut summary = format!("{out} of {den} break-through units exited ({pct:.1}%)");
    for n in notes {
        summary.push_str("; ");
        summary.push_str(&n);
    }
    Outcome {
        result: RESULTS[level].to_owned(),
        summary,
        score: pct,
    }
}
