//! Movement and the recce sequence (NQM-2 step 3; NQM-1 movement rates): movers step a hex
//! at a time in turn, a stand coming next to a concealed enemy runs the recce sequence, and
//! congestion halts movers at full hexes.

use super::*;
use crate::recce::RangeName;

/// The movement rate of stand `i` this hour, in metres.
pub(super) fn rate_now(state: &State, i: usize, next: Hex) -> Option<u32> {
    let u = &state.units[i];
    if u.out_of_fuel {
        return None;
    }
    let enemy_near = state
        .units
        .iter()
        .enumerate()
        .any(|(j, e)| e.side != u.side && e.hex.distance(u.hex) <= 2 && state.seen_by_enemy(j));
    let pace = match u.order {
        Order::Withdraw { .. } => Pace::RoadMarch,
        Order::Move { road: true, .. } if state.road(u.hex) && state.road(next) && !enemy_near => {
            Pace::RoadMarch
        }
        Order::Attack { target } if next == target => Pace::AdvanceInContact,
        _ => Pace::MoveToContact,
    };
    let light_recce_foe = state
        .units
        .iter()
        .any(|e| e.side != u.side && e.alive() && e.mover == Mover::LightRecce);
    let rate = rate_m_per_hour(u.mover, pace, light_recce_foe).or_else(|| {
        // Transport that only road marches moves along roads only.
        (state.road(u.hex) && state.road(next))
            .then(|| rate_m_per_hour(u.mover, Pace::RoadMarch, false))
            .flatten()
    })?;
    Some(rate)
}

/// Where stand `i` is heading this hour.
pub(super) fn destination(u: &Unit) -> Option<Hex> {
    match u.order {
        Order::Move { to, .. } | Order::Recce { to, .. } | Order::Withdraw { to } => Some(to),
        Order::Attack { target } => Some(target),
        _ => None,
    }
}

// Movers are indices into several parallel per-hour tables and the state at once.
#[allow(clippy::needless_range_loop)]
/// Step 3: recce and movement. Movers step a hex at a time in turn; a stand that comes next to
/// a concealed enemy (or into the effective range of one that shouts STOP) runs the recce
/// sequence (once an hour) and stops unless it passes unseen.
pub(super) fn movement(state: &mut State, dice: &mut Dice) {
    let n = state.units.len();
    let cap = hex_capacity(state.hex_m);
    // Metres each mover has this hour; a half hour lost to orders halves them.
    let mut allowance: Vec<u32> = vec![0; n];
    let mut recced = vec![false; n];
    let mut passed = vec![false; n];
    let mut from_hex: Vec<Hex> = state.units.iter().map(|u| u.hex).collect();
    let mut paths = super::queries::Paths::default();
    for i in 0..n {
        let u = &state.units[i];
        if !u.alive() || destination(u).is_none() {
            continue;
        }
        if matches!(u.order, Order::Attack { .. }) && u.disorganised {
            continue;
        }
        let half = u.late;
        let base = u.carry;
        let Some(rate) = rate_now(state, i, u.hex) else {
            continue;
        };
        allowance[i] = base + if half { rate / 2 } else { rate };
    }
    loop {
        let mut stepped = false;
        for i in 0..n {
            if allowance[i] == 0 || !state.units[i].alive() {
                continue;
            }
            let u = &state.units[i];
            let Some(to) = destination(u) else {
                allowance[i] = 0;
                continue;
            };
            let side = u.side;
            // Attackers stop next to a target held by the enemy; the firefight does the rest.
            let attacking = matches!(u.order, Order::Attack { .. });
            if attacking && u.hex.distance(to) == 1 && state.enemy_at(side, to) {
                allowance[i] = 0;
                state.units[i].carry = 0;
                continue;
            }
            let Some(next) = state.next_step_by(&mut paths, u.hex, to, u.mover) else {
                allowance[i] = 0;
                state.units[i].carry = 0;
                continue;
            };
            let cost = if state.close_country(next)
                && !matches!(u.mover, Mover::Foot | Mover::CavalryCycle)
            {
                2 * state.hex_m
            } else {
                state.hex_m
            };
            let Some(rate) = rate_now(state, i, next) else {
                allowance[i] = 0;
                continue;
            };
            if allowance[i] < cost {
                // NQM-1: the fraction carries over (never more than an hour's worth).
                state.units[i].carry = allowance[i].min(rate);
                allowance[i] = 0;
                continue;
            }
            if state.enemy_at(side, next) || state.count_at(next, side) >= cap {
                // Blocked by the enemy or by congestion.
                allowance[i] = 0;
                state.units[i].carry = 0;
                continue;
            }
            allowance[i] -= cost;
            from_hex[i] = state.units[i].hex;
            let u = &mut state.units[i];
            u.hex = next;
            u.moved = true;
            u.work = None;
            if u.position != Protection::Open {
                u.position = Protection::Open;
            }
            if !state.close_country(next) {
                state.units[i].concealed = false;
            }
            stepped = true;
            if state.units[i].hex == to {
                allowance[i] = 0;
                state.units[i].carry = 0;
            }
            // Mines.
            if let Some(k) = state.features.iter().position(
                |f| matches!(*f, Feature::Minefield { at, side: s, .. } if at == next && s != side),
            ) {
                if let Feature::Minefield { found, .. } = &mut state.features[k] {
                    *found = true;
                }
                allowance[i] = 0;
                state.units[i].carry = 0;
                let name = state.units[i].name.clone();
                report(
                    state,
                    dice,
                    i,
                    format!("{name} runs into a minefield at {}", cell(next)),
                );
                let face = dice.d6(
                    "minefield: light fire on the stand",
                    crate::game::UMPIRE_DICE,
                );
                let cls = state.target_class(i);
                if let Some((w, p)) = table_cell(Class::Light, cls, 0) {
                    let k = casualties(w, p, face);
                    hit(state, &[i], k, dice);
                }
            }
            if !recced[i] && state.units[i].alive() {
                if let Some(j) = concealed_neighbour(state, i) {
                    recced[i] = true;
                    let back = from_hex[i];
                    if recce_sequence(state, i, j, back, dice) {
                        allowance[i] = 0;
                        state.units[i].carry = 0;
                    } else {
                        // Let pass unseen: it goes on its way this hour and looks at no other
                        // area (one look an hour); UMP-NQM-28.
                        passed[i] = true;
                    }
                }
            }
            if matches!(state.units[i].order, Order::Recce { .. }) && recced[i] && !passed[i] {
                allowance[i] = 0;
            }
        }
        if !stepped {
            break;
        }
    }
}

/// A concealed enemy stand that meets mover `i` where it now stands, the first by index: one
/// next to it, or one that shouts STOP as the mover comes within the distance it chose, inside
/// its effective range (UMP-NQM-39).
pub(super) fn concealed_neighbour(state: &State, i: usize) -> Option<usize> {
    let u = &state.units[i];
    (0..state.units.len()).find(|&j| {
        let e = &state.units[j];
        if !e.alive() || e.side == u.side || !e.concealed {
            return false;
        }
        let d = e.hex.distance(u.hex);
        d <= 1 || d <= u16::from(e.standing.stop_hexes).min(state.stop_reach(j))
    })
}

/// The range band at which stand `k` can fire on a stand `apart` hexes away (UMP-NQM-44): in
/// the next hex any, as the engagement table says; farther off, effective within its weapon's
/// effective range, harassing (no casualties) within its harassing range, and none beyond.
/// Contact range is 100 m, never a hex or more away.
fn reach(state: &State, k: usize, apart: u16) -> Option<RangeName> {
    if apart <= 1 {
        return Some(RangeName::Contact);
    }
    let u = &state.units[k];
    let metres = u32::from(apart).saturating_mul(state.hex_m);
    let harassing = u.gun.ranges_m().1.unwrap_or(u.range_m).max(u.range_m);
    if metres <= u.range_m {
        Some(RangeName::Effective)
    } else if metres <= harassing {
        Some(RangeName::Harassing)
    } else {
        None
    }
}

/// The shifts of effectiveness for fire at `band` (NQM 12): an ambush one at effective range
/// and two at contact, a firefight one at contact; `None` at harassing range (no casualties).
fn shifts_at(ambush: bool, band: RangeName) -> Option<u32> {
    match (band, ambush) {
        (RangeName::Harassing, _) => None,
        (RangeName::Effective, false) => Some(0),
        (RangeName::Effective, true) | (RangeName::Contact, false) => Some(1),
        (RangeName::Contact, true) => Some(2),
    }
}

/// Runs the recce sequence of mover `i` against concealed stand `j`; returns whether the mover
/// stops. `back` is the hex it came from (where shoot and scoot takes it).
pub(super) fn recce_sequence(
    state: &mut State,
    i: usize,
    j: usize,
    back: Hex,
    dice: &mut Dice,
) -> bool {
    let (mover_grade, name) = {
        let u = &state.units[i];
        (u.grade, u.name.clone())
    };
    // A recce looking elsewhere blunders in; other stands coming up against the enemy take
    // the whole sequence, red die included (UMP-NQM-28).
    let blundered = match state.units[i].order {
        Order::Recce { to, .. } => to.distance(state.units[j].hex) > 1,
        _ => false,
    };
    let intent = match state.units[j].order {
        Order::Hold { ambush: false } => Intent::LetPass,
        _ => Intent::Ambush,
    };
    let defender_grade = state.units[j].grade;
    let seen = side_and_umpire(state.units[j].side);
    let (faces, outcome) = recce::roll(mover_grade, defender_grade, intent, blundered, seen, dice);
    let at = state.units[j].hex;
    let enemy = state.units[j].side;
    report(
        state,
        dice,
        j,
        format!(
            "{} met enemy near {} ({}): {}",
            state.units[j].name,
            cell(at),
            recce::faces_text(faces),
            outcome.label()
        ),
    );
    match outcome {
        Outcome::SightedFirst => {
            state.units[j].concealed = false;
            report(
                state,
                dice,
                i,
                format!("{name} sights enemy at {} before being seen", cell(at)),
            );
            true
        }
        Outcome::PassedUnseen => false,
        Outcome::Ambushed { range } | Outcome::Engaged { range } => {
            let ambush = matches!(outcome, Outcome::Ambushed { .. });
            let scoot = outcome.may_shoot_and_scoot()
                && state.units[i].role == Role::Recce
                && matches!(state.units[i].order, Order::Recce { scoot: true, .. });
            // The defender fires first: every stand of its hex whose weapon reaches the mover,
            // at the range it fires at (UMP-NQM-44); the rest hold their fire and stay hidden.
            let apart = at.distance(state.units[i].hex);
            let firers: Vec<usize> = state
                .stands_at(at)
                .filter(|&k| state.units[k].side == enemy && reach(state, k, apart).is_some())
                .collect();
            let mut total = 0;
            for &k in &firers {
                state.units[k].concealed = false;
                state.units[k].opened_fire = true;
                if state.units[k].fired
                    || state.units[k].disorganised
                    || !spend(&mut state.units[k], 3)
                {
                    continue;
                }
                state.units[k].fired = true;
                let face = dice.d6("recce sequence: defender's fire", crate::game::UMPIRE_DICE);
                let band = reach(state, k, apart).map_or(RangeName::Harassing, |r| r.min(range));
                if let Some(shifts) = shifts_at(ambush, band) {
                    let cls = state.target_class(i);
                    let weapon = state.units[k].fires_at(cls, state.units[i].tank());
                    if let Some((w, p)) = table_cell(weapon, cls, shifts) {
                        total += casualties(w, p, face);
                    }
                }
            }
            let what = if matches!(outcome, Outcome::Ambushed { .. }) {
                "ambushed"
            } else {
                "fired on"
            };
            if scoot {
                let (kept, _) = crate::tables::halve_casualties(
                    total,
                    "shoot and scoot: the odd casualty saved (4-6)",
                    dice,
                );
                let suffered = total - kept;
                hit(state, &[i], suffered, dice);
                if state.units[i].alive() && back != state.units[i].hex {
                    state.units[i].hex = back;
                }
                report(
                    state,
                    dice,
                    i,
                    format!(
                        "{name} {what} from {}: shoots and scoots, {}",
                        cell(at),
                        cas(suffered)
                    ),
                );
            } else {
                hit(state, &[i], total, dice);
                report(
                    state,
                    dice,
                    i,
                    format!("{name} {what} from {}: {}", cell(at), cas(total)),
                );
                // The mover replies, at its own weapon's range: effective fire only where it
                // reaches that far, none where it does not reach at all (UMP-NQM-44).
                let replies = reach(state, i, apart);
                if state.units[i].alive()
                    && !state.units[i].fired
                    && !state.units[i].disorganised
                    && !firers.is_empty()
                    && replies.is_some()
                    && spend(&mut state.units[i], 3)
                {
                    state.units[i].fired = true;
                    let face = dice.d6(
                        "recce sequence: the recce replies",
                        crate::game::UMPIRE_DICE,
                    );
                    let cls = state.target_class(j);
                    let weapon = state.units[i].fires_at(cls, state.units[j].tank());
                    if replies.is_some_and(|r| r >= RangeName::Effective) {
                        if let Some((w, p)) = table_cell(weapon, cls, 0) {
                            let k = casualties(w, p, face);
                            hit(state, &firers, k, dice);
                        }
                    }
                }
            }
            break_tests(state, &[i], dice);
            break_tests(state, &firers, dice);
            true
        }
    }
}
