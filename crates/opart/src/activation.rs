//! The movement sequence (section 12): a day of 12 turns; each turn the activation cards of the
//! deployed divisions and asset groups (section 10) are shuffled with the kernel's dice and
//! turned one by one; the named formation moves and fights, then the next card is turned.

use umpire_core::{Dice, SeatSet};

use crate::state::{Side, State};

/// Starts the next turn: shuffles the cards of every formation with a stand on the map and
/// turns the first. After the last turn the battle is over.
pub fn start_turn(s: &mut State, dice: &mut Dice) {
    loop {
        s.turn += 1;
        if s.turn > s.rules.turns {
            s.over = true;
            s.drawn = 0;
            return;
        }
        for st in &mut s.stands {
            st.initiated = false;
        }
        s.engaged.clear();
        s.deck = (0..s.divisions.len())
            .filter(|&d| {
                s.stands
                    .iter()
                    .any(|st| usize::from(st.division) == d && st.hex.is_some())
            })
            .map(|d| u8::try_from(d).unwrap_or(0))
            .collect();
        // The cards are face down: nobody sees the shuffle, only the cards as they turn.
        for i in (1..s.deck.len()).rev() {
            let j = dice.pick(i + 1, "shuffle the activation cards", SeatSet::NONE);
            s.deck.swap(i, j);
        }
        s.drawn = 0;
        let t = s.turn;
        dice.say(SeatSet::ALL, || format!("— Turn {t} —"));
        if turn_card(s, dice) {
            return;
        }
    }
}

/// Turns the next card of this turn; returns false when the deck is spent.
fn turn_card(s: &mut State, dice: &mut Dice) -> bool {
    while s.drawn < s.deck.len() {
        s.drawn += 1;
        let d = usize::from(s.deck[s.drawn - 1]);
        if !s
            .stands
            .iter()
            .any(|st| usize::from(st.division) == d && st.hex.is_some())
        {
            continue;
        }
        for st in s
            .stands
            .iter_mut()
            .filter(|st| usize::from(st.division) == d)
        {
            st.moved = false;
            st.faced = false;
        }
        let name = s.divisions[d].name.clone();
        dice.say(SeatSet::ALL, || format!("Card: {name} is activated."));
        return true;
    }
    false
}

/// The active formation has done all it may: turn the next card, or start the next turn.
pub fn end_activation(s: &mut State, dice: &mut Dice) {
    if !turn_card(s, dice) {
        start_turn(s, dice);
    }
}

/// OPA-11: a side whose every division is at morale 0 has lost; so has a side with no stand
/// left. Ends the battle when it happens.
pub fn check_collapse(s: &mut State, dice: &mut Dice) {
    for side in [Side::Axis, Side::Soviet] {
        let broken = s
            .divisions
            .iter()
            .filter(|d| d.side == side && !d.assets)
            .all(|d| d.morale == 0);
        let wiped = !s
            .stands
            .iter()
            .enumerate()
            .any(|(i, st)| st.hex.is_some() && s.side_of(i) == side);
        if (broken || wiped) && !s.over {
            s.collapsed = Some(side);
            s.over = true;
            dice.say(SeatSet::ALL, || format!("The {side:?} side has collapsed."));
        }
    }
}
