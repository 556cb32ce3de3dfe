//! The end of the turn (sections 2A, 9 and 12): units down to one stand falling back, the
//! change of roles, and the end of the game.

use super::*;

/// Section 9: at the start of its move, each unit of the moving side down to one stand
/// (light infantry, Guards and commanders excepted; the side's artillery counts as one unit)
/// retreats a full move backwards.
pub fn forced_retreats(state: &mut State, dice: &mut Dice) {
    let side = state.attacker;
    let rear = state.sides[usize::from(side)].rear;
    let artillery: u32 = state
        .units
        .iter()
        .filter(|u| u.side == side && u.on_board() && u.kind.battery())
        .map(|u| u.stands)
        .sum();
    for j in 0..state.units.len() {
        let u = &state.units[j];
        if u.side != side || !u.on_board() || u.stands != 1 {
            continue;
        }
        let exempt = matches!(
            u.kind,
            Kind::LightInfantry | Kind::GuardsInfantry | Kind::GuardsCavalry | Kind::Commander
        ) || (u.kind.battery() && artillery > 1);
        if exempt {
            continue;
        }
        let name = u.name.clone();
        let steps = state.move_rate(j);
        report(
            state,
            dice,
            format!("{name} is down to one stand and falls back"),
        );
        retreat(state, j, rear, steps, dice);
        state.units[j].moved = true;
    }
}

/// The end of a turn: roles change, the next turn begins (or the game ends).
pub fn end_turn(state: &mut State, dice: &mut Dice) {
    state.melees.clear();
    for u in &mut state.units {
        u.moved = false;
        u.in_melee = false;
        u.path.clear();
        u.holding = false;
    }
    if state.turn >= state.turns || !state.has_units(0) || !state.has_units(1) {
        state.phase = Phase::Over;
        report(state, dice, "the game is over".to_owned());
        return;
    }
    state.turn += 1;
    state.attacker = 1 - state.attacker;
    state.phase = Phase::Artillery;
    for s in &mut state.sides {
        s.done = false;
    }
    let text = format!(
        "turn {}: {} attacks",
        state.turn,
        state.sides[usize::from(state.attacker)].name
    );
    report(state, dice, text);
}
