//! Section 9: units down to one stand fall back at the start of their side's move. The end of
//! the turn itself (the change of roles and the end of the game) is the sequence's, in
//! `rules/sequence.rs`.

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
