//! The orders phase's listing: each stand's legal orders and standing instructions, worked out
//! for the seat that commands it from what its side sees.

use super::*;

/// Stand `stand` as the seat's own, still in the battle. A stand of the other side, or of this
/// side under the other commander of it, is refused in the same words as a stand that does not
/// exist: the refusal must not name, count or place what this seat does not command.
pub(super) fn commanded_stand(
    state: &State,
    seat: Seat,
    stand: u16,
) -> Result<&crate::game::Unit, Illegal> {
    let Some(u) = state
        .units
        .get(usize::from(stand))
        .filter(|u| crate::game::commands(seat, u))
    else {
        return Err(Illegal::new("orders", not_commanded(stand)));
    };
    if !u.alive() {
        return Err(Illegal::new(
            "orders",
            format!("{} is out of the battle", u.name),
        ));
    }
    Ok(u)
}

/// Which of `Instruction::KINDS` apply to stand `i`, a bit each in their order.
pub(super) fn kinds_applying(state: &State, i: usize) -> u8 {
    let mut kinds = 0;
    for (k, make) in Instruction::KINDS.iter().enumerate() {
        if applies(state, i, make(true)).is_ok() {
            kinds |= 1 << k;
        }
    }
    kinds
}

/// The standing instructions stand `i` may be given now: each kind that applies to it (`kinds`,
/// from [`kinds_applying`]), set to the value it does not hold (STOP: each distance it does not
/// hold), unless that kind was changed this hour.
pub(super) fn instructions(state: &State, i: usize, stand: u16, kinds: u8, out: &mut Vec<Action>) {
    let u = &state.units[i];
    for (k, make) in Instruction::KINDS.iter().enumerate() {
        let instruction = make(!u.standing.holds(make(true)));
        if u.instructed & instruction.bit() == 0 && kinds & (1 << k) != 0 {
            out.push(Action::Instruct { stand, instruction });
        }
    }
    if u.instructed & (Instruction::Stop { hexes: 0 }).bit() == 0 {
        // STOP at contact, or at each distance from 2 hexes to the stand's reach.
        let reach = u8::try_from(state.stop_reach(i)).unwrap_or(u8::MAX);
        for hexes in std::iter::once(0).chain(2..=reach) {
            if hexes != u.standing.stop_hexes {
                let instruction = Instruction::Stop { hexes };
                out.push(Action::Instruct { stand, instruction });
            }
        }
    }
}

/// The orders stand `i` of `side` may be given: its candidates that pass the checks, then its
/// fire orders (each legal by construction).
pub(super) fn orders_of(
    state: &State,
    side: u8,
    i: usize,
    seen: &[Hex],
    map: &MapHexes,
) -> Vec<Action> {
    let stand = u16::try_from(i).unwrap_or(u16::MAX);
    // Room for the candidates and a fire order onto each hex of the map at once.
    let cells =
        usize::try_from(state.width).unwrap_or(0) * usize::try_from(state.height).unwrap_or(0);
    let mut out = Vec::with_capacity(64 + 2 * cells);
    for order in candidate_orders(state, i, seen) {
        if check_order(state, side, i, &order).is_ok() {
            out.push(Action::Order {
                stand,
                order,
                from_hour: None,
            });
        }
    }
    fire_orders(state, i, seen, map, |order| {
        debug_assert!(check_order(state, side, i, &order).is_ok());
        out.push(Action::Order {
            stand,
            order,
            from_hour: None,
        });
    });
    // Kept for the hour: no more room than it holds.
    out.shrink_to_fit();
    out
}

/// Hexes where `side` sees enemy stands (with `part_only`, the stands of its subordinate's
/// part see them).
#[must_use]
pub fn seen_enemy_hexes(state: &State, side: u8, part_only: bool) -> Vec<Hex> {
    let mut v: Vec<Hex> = (0..state.units.len())
        .filter(|&j| state.units[j].side != side && state.seen_by(j, part_only))
        .map(|j| state.units[j].hex)
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The orders offered for stand `i` (each still checked before it is listed).
pub(super) fn candidate_orders(state: &State, i: usize, seen: &[Hex]) -> Vec<Order> {
    let u = &state.units[i];
    let side = u.side;
    // Room for a stand's usual few dozen candidates at once, rather than growing by doubling.
    let mut v = Vec::with_capacity(64);
    v.extend([Order::Hold { ambush: true }, Order::Hold { ambush: false }]);
    // Candidates `check_order` is sure to refuse are not offered to it (it would write out the
    // refusal for each): hexes off the map or that the stand cannot enter, tasks that are not
    // the stand's trade or have no river. The listing is the same, for less work.
    for r in 1..=2u16 {
        for h in u.hex.ring(r) {
            if !state.passable(h, u.mover) {
                continue;
            }
            v.push(Order::Move { to: h, road: false });
            if state.road(h) {
                v.push(Order::Move { to: h, road: true });
            }
        }
    }
    for o in &state.objectives {
        v.push(Order::Move {
            to: o.hex,
            road: false,
        });
        v.push(Order::Recce {
            to: o.hex,
            scoot: u.role == Role::Recce,
        });
        if checks::fights(u) {
            v.push(Order::Attack { target: o.hex });
        }
    }
    if u.role == Role::Recce {
        for h in u.hex.ring(2) {
            v.push(Order::Recce { to: h, scoot: true });
        }
    }
    for &h in seen {
        if h.distance(u.hex) <= 4 && checks::fights(u) {
            v.push(Order::Attack { target: h });
        }
    }
    let dump = state.sides[usize::from(side)].dump;
    if dump != u.hex {
        v.push(Order::Withdraw { to: dump });
    }
    // A stand digs in from the open and fortifies once dug in (`check_task`).
    if u.position == Protection::Open {
        v.push(Order::Task {
            task: Task::DigIn,
            at: u.hex,
        });
    }
    if u.position == Protection::DugIn {
        v.push(Order::Task {
            task: Task::Fortify,
            at: u.hex,
        });
    }
    let engineer = u.role == Role::Engineer;
    if engineer || matches!(u.mover, Mover::Foot) || u.command {
        for h in u.hex.neighbours() {
            if !state.on_map(h) {
                continue;
            }
            let river = state.terrain(h) == Some(Terrain::River);
            let major = river && state.major_river(h);
            let foot = matches!(u.mover, Mover::Foot | Mover::CavalryCycle);
            for (task, may) in [
                (Task::InfantryBridgehead, river && foot),
                (Task::VehicleBridge, engineer && river),
                (Task::MinorDemolition, engineer && river && !major),
                (Task::MajorDemolition, engineer && major),
                (Task::PlanRiverCrossing, u.command && major),
                (Task::Minefield, engineer && !river),
            ] {
                if may {
                    v.push(Order::Task { task, at: h });
                }
            }
        }
    }
    if crate::game::may_shoot_and_scoot(u) {
        for h in u.hex.neighbours() {
            if state.passable(h, u.mover) {
                v.push(Order::ShootAndScoot { to: h });
            }
        }
        v.push(Order::FireTwice);
    }
    if checks::has_to_reorganise(u) {
        v.push(Order::Reorganise);
    }
    if checks::has_room_for_ammunition(u) {
        v.push(Order::Resupply);
    }
    if checks::logistic_vehicle(u) && u.hex == dump {
        v.push(Order::ToCorps);
    }
    for j in state.stands_at(u.hex) {
        if j != i {
            v.push(Order::Merge {
                into: u16::try_from(j).unwrap_or(u16::MAX),
            });
        }
    }
    // The first of each order kept: only a move (off the road), a recce or an attack can come
    // twice (an objective's hex is also in reach or seen), so those are marked off by hex.
    let cells =
        usize::try_from(state.width).unwrap_or(0) * usize::try_from(state.height).unwrap_or(0);
    let mut had = vec![0u8; cells];
    v.retain(|o| {
        let (h, bit) = match *o {
            Order::Move { to, road: false } => (to, 1),
            Order::Recce { to, .. } => (to, 2),
            Order::Attack { target } => (target, 4),
            _ => return true,
        };
        if !state.on_map(h) {
            return true;
        }
        let (c, r) = h.to_offset();
        let k = usize::try_from(r).unwrap_or(0) * usize::try_from(state.width).unwrap_or(0)
            + usize::try_from(c).unwrap_or(0);
        let first = had[k] & bit == 0;
        had[k] |= bit;
        first
    });
    v
}

/// A stand as a person reads it in the list of actions and the events: by its name, and where
/// another stand of its side bears the same name, by which of them it is ("Battalion trains,
/// the 2nd"); never by its identifier.
pub(super) fn stand_name(state: &State, stand: u16) -> String {
    let Some(u) = state.units.get(usize::from(stand)) else {
        return "?".to_owned();
    };
    let same: Vec<usize> = (0..state.units.len())
        .filter(|&j| state.units[j].side == u.side && state.units[j].name == u.name)
        .collect();
    if same.len() < 2 {
        return u.name.to_string();
    }
    let k = same
        .iter()
        .position(|&j| j == usize::from(stand))
        .unwrap_or(0)
        + 1;
    let nth = match k {
        1 => "1st".to_owned(),
        2 => "2nd".to_owned(),
        3 => "3rd".to_owned(),
        n => format!("{n}th"),
    };
    format!("{}, the {nth}", u.name)
}
