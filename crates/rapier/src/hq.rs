//! Step 9, HQ replacement (RAP-12, RAP-13): a division that lost its HQ is given a new one by
//! the staff officer, or by the chain of command on 4+.

use umpire_core::{Dice, SeatSet};

use crate::action::Action;
use crate::state::{seat, Kind, Loc, Phase, Side, State, ATTACKERS};

/// Divisions that lost their HQ and still have units (step 9).
pub fn division_without_hq(s: &State) -> Option<u8> {
    (0..s.div_count()).find(|&d| {
        !s.has_hq(Side::Attacker, d)
            && s.units.iter().any(|u| {
                u.side == Side::Attacker && u.division == d && u.alive() && u.loc != Loc::R2
            })
    })
}

/// Legal step-9 actions: for the division without an HQ, either choice with any of its units.
pub fn legal(s: &State, out: &mut Vec<Action>) {
    let Phase::ReplaceHq { division } = s.phase else {
        return;
    };
    for (i, u) in s.units.iter().enumerate() {
        if u.side == Side::Attacker && u.division == division && u.alive() && u.loc != Loc::R2 {
            out.push(Action::StaffTakesOver {
                division,
                unit: i as u16,
            });
            out.push(Action::ChainOfCommand {
                division,
                unit: i as u16,
            });
        }
    }
}

/// Applies a step-9 choice (RAP-13): the staff officer always succeeds; the chain of command
/// needs 4+ on 1d6.
pub fn apply(s: &mut State, a: &Action, dice: &mut Dice) {
    let (division, unit, staff) = match *a {
        Action::StaffTakesOver { division, unit } => (division, unit, true),
        Action::ChainOfCommand { division, unit } => (division, unit, false),
        _ => return,
    };
    let ok = staff || dice.d6("chain of command (4+)", ATTACKERS.with(seat::UMPIRE)) >= 4;
    let name = s.units[usize::from(unit)].name.clone();
    if ok {
        s.set_kind(usize::from(unit), Kind::Hq);
        s.units[usize::from(unit)].assault = false;
        if staff {
            s.divisions[usize::from(division)].staff_swaps += 1;
        }
    }
    dice.say(SeatSet::ALL, || match (staff, ok) {
        (true, _) => format!(
            "The staff officer takes over division {}; {name} becomes its HQ. The staff officer and the division commander swap seats.",
            division + 1
        ),
        (false, true) => format!("A subordinate takes command; {name} becomes the HQ."),
        (false, false) => format!(
            "The chain of command fails: division {} stays without an HQ.",
            division + 1
        ),
    });
    // Each division is asked once a turn; the sequence of play then goes on.
    s.done = s.done.with(seat::DIV1 + division);
}
