//! Taking back a seat's last action: allowed only when the action rolled no die, left the seat
//! still to act, and told the seat nothing it did not know (the same action applied to states
//! that differ only in what the seat may not know leaves it the same view).

use crate::dice::{Dice, Rng};
use crate::ruleset::Ruleset;
use crate::seat::Seat;

/// How many hidden twins of the state before an action [`check_undo`] tries.
const TWINS: u64 = 4;

/// Checks that `seat`'s action `action`, which led from `before` to `after` rolling no die,
/// may be taken back.
///
/// # Errors
/// Why not, in words for the person who asked.
pub fn check_undo<R: Ruleset>(
    before: &R::State,
    after: &R::State,
    seat: Seat,
    action: &R::Action,
) -> Result<(), String> {
    if !R::to_act(after).contains(seat) {
        return Err("your last action ended your part of the step; it cannot be taken back".into());
    }
    twins_agree::<R>(before, after, seat, action, true)
}

/// Checks that `seat`'s action `action` (from `before` to `after`, rolling no die) may be taken
/// back at another seat's agreement: a takeback asked of the opponent. Unlike an undo the
/// action may have ended the seat's part of the step (the others have seen it, and agree);
/// it still must have told the seat nothing it did not know.
///
/// # Errors
/// Why not, in words for the person who asked.
pub fn check_takeback<R: Ruleset>(
    before: &R::State,
    after: &R::State,
    seat: Seat,
    action: &R::Action,
) -> Result<(), String> {
    twins_agree::<R>(before, after, seat, action, false)
}

/// Whether the action, applied to hidden twins of `before`, leaves `seat` the view it has in
/// `after` (and, when `still`, still to act): then it told the seat nothing it did not know.
fn twins_agree<R: Ruleset>(
    before: &R::State,
    after: &R::State,
    seat: Seat,
    action: &R::Action,
    still: bool,
) -> Result<(), String> {
    let seen = R::view(after, seat);
    for k in 0..TWINS {
        let mut rng = Rng::new(0x756e_646f + k, u64::from(seat));
        let Some(mut twin) = R::hidden_twin(before, seat, &mut rng) else {
            return Ok(());
        };
        let mut dice = Dice::new(k, false);
        let same = R::apply(&mut twin, seat, action, &mut dice).is_ok()
            && dice.take_rolls().is_empty()
            && (!still || R::to_act(&twin).contains(seat))
            && R::view(&twin, seat) == seen;
        if !same {
            return Err(
                "your last action showed you something you did not know; it cannot be taken back"
                    .into(),
            );
        }
    }
    Ok(())
}
