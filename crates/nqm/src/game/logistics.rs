//! Logistics, tasks and the end of the hour (NQM-2 step 8 and 9; the logistics rules): vehicle
//! runs to the dump, engineering tasks finishing, merges, the clock moving on, and overnight
//! resupply, dispersed stands reforming and fuel.

use super::*;

/// Step 8: vehicle runs, tasks and merges.
pub(super) fn logistics_and_tasks(state: &mut State, dice: &mut Dice) {
    for i in 0..state.units.len() {
        if !state.units[i].alive() {
            continue;
        }
        if let Some(h) = state.units[i].run_hours {
            if h > 1 {
                state.units[i].run_hours = Some(h - 1);
            } else {
                state.units[i].run_hours = None;
                state.units[i].order = Order::Hold { ambush: true };
                vehicle_run(state, i, dice);
            }
        }
        if let Order::Merge { into } = state.units[i].order {
            merge(state, i, usize::from(into), dice);
            continue;
        }
        if state.units[i].order == Order::ToCorps {
            to_corps(state, i, dice);
            continue;
        }
        let u = &state.units[i];
        let Some(mut w) = u.work else { continue };
        if u.fired || u.moved {
            continue;
        }
        w.hours_left = w.hours_left.saturating_sub(1);
        if w.hours_left > 0 {
            state.units[i].work = Some(w);
            continue;
        }
        state.units[i].work = None;
        state.units[i].order = Order::Hold { ambush: true };
        finish_task(state, i, w, dice);
    }
}

pub(super) fn vehicle_run(state: &mut State, i: usize, dice: &mut Dice) {
    let side = state.units[i].side;
    let name = state.units[i].name.clone();
    let hex = state.units[i].hex;
    if !state.supply_line(side, hex) {
        report(
            state,
            dice,
            i,
            format!("{name}: the vehicle run cannot get through to the dump"),
        );
        return;
    }
    let s = usize::from(side);
    // One Div Log unit serves the whole division: the day's first run opens one, later runs
    // that day draw on it.
    if !state.sides[s].opened_today {
        if state.sides[s].div_log == 0 {
            report(state, dice, i, format!("{name}: the dump is empty"));
            return;
        }
        state.sides[s].div_log -= 1;
        state.sides[s].opened_today = true;
    }
    // The battalion's own stands and what it has under command refill.
    let head = state.unit_head(i);
    for k in state.unit_members(head) {
        let u = &mut state.units[k];
        if u.alive() && (k == i || u.relationship == Relationship::UnderCommand) {
            u.ammo_thirds = u.ammo_capacity * 3;
        }
    }
    report(
        state,
        dice,
        i,
        format!("{name}: the vehicle run brings up ammunition"),
    );
}

pub(super) fn merge(state: &mut State, i: usize, into: usize, dice: &mut Dice) {
    state.units[i].order = Order::Hold { ambush: true };
    let ok = into < state.units.len()
        && into != i
        && state.units[into].alive()
        && state.units[into].hex == state.units[i].hex
        && state.unit_head(into) == state.unit_head(i)
        && state.units[i].stand.figures + state.units[into].stand.figures <= 12;
    if !ok {
        let name = state.units[i].name.clone();
        report(state, dice, i, format!("{name} cannot amalgamate"));
        return;
    }
    let a = state.units[i].stand;
    let (cap, thirds) = (state.units[i].ammo_capacity, state.units[i].ammo_thirds);
    let t = &mut state.units[into];
    t.stand.figures += a.figures;
    t.stand.markers += a.markers;
    t.stand.black += a.black;
    t.ammo_capacity += cap;
    t.ammo_thirds += thirds;
    state.units[i].fate = Fate::Merged;
    let text = format!(
        "{} amalgamates into {}",
        state.units[i].name, state.units[into].name
    );
    report(state, dice, i, text);
}

pub(super) fn finish_task(state: &mut State, i: usize, w: Work, dice: &mut Dice) {
    let side = state.units[i].side;
    let name = state.units[i].name.clone();
    let done = match w.task {
        Task::DigIn => {
            if state.units[i].position == Protection::Open {
                state.units[i].position = Protection::DugIn;
            }
            true
        }
        Task::Fortify => {
            state.units[i].position = Protection::Fort;
            true
        }
        Task::InfantryBridgehead => {
            state.features.push(Feature::Bridgehead { at: w.at });
            true
        }
        Task::VehicleBridge => {
            state
                .features
                .retain(|f| !matches!(*f, Feature::Demolished { at } if at == w.at));
            state.features.push(Feature::Bridge { at: w.at });
            true
        }
        Task::PlanRiverCrossing => {
            state
                .features
                .push(Feature::CrossingPlanned { at: w.at, side });
            true
        }
        Task::MinorDemolition | Task::MajorDemolition => {
            state.features.retain(|f| {
                !(feature_hex(f) == w.at
                    && matches!(f, Feature::Bridge { .. } | Feature::Bridgehead { .. }))
            });
            state.features.push(Feature::Demolished { at: w.at });
            true
        }
        Task::Minefield => {
            state.features.push(Feature::Minefield {
                at: w.at,
                side,
                found: false,
            });
            true
        }
        _ => false,
    };
    if done {
        report(
            state,
            dice,
            i,
            format!("{name}: {} at {} done", task_name(w.task), cell(w.at)),
        );
    }
}

/// Step 9: the clock moves on; overnight the dumps resupply, dispersed stands reform, fuel is
/// checked and the day's sorties return; stands lying still in cover regain concealment;
/// objectives change hands; the battle ends after its last hour.
pub(super) fn next_hour(state: &mut State, dice: &mut Dice) {
    // Concealment comes back to stands that kept still and quiet in cover, out of contact.
    for i in 0..state.units.len() {
        let u = &state.units[i];
        // A position that has opened fire is known: it is not hidden again (UMP-NQM-44).
        if !u.alive() || u.concealed || u.moved || u.fired || u.opened_fire {
            continue;
        }
        let cover = state.close_country(u.hex) || u.position != Protection::Open;
        let contact = state
            .units
            .iter()
            .any(|e| e.alive() && e.side != u.side && e.hex.distance(u.hex) <= 1);
        if cover && !contact {
            state.units[i].concealed = true;
        }
    }
    // Objectives: held by the side that alone occupies the hex.
    for o in 0..state.objectives.len() {
        let h = state.objectives[o].hex;
        let sides: Vec<u8> = state.stands_at(h).map(|k| state.units[k].side).collect();
        if let Some(&s) = sides.first() {
            if sides.iter().all(|&x| x == s) {
                state.objectives[o].holder = s;
            }
        }
        for side in 0..2u8 {
            let watching = state
                .units
                .iter()
                .any(|u| u.alive() && u.side == side && u.hex.distance(h) <= 1);
            if watching {
                state.objectives[o].seen_holder[usize::from(side)] = state.objectives[o].holder;
            }
        }
    }
    state.hour += 1;
    if state.hour >= state.hours {
        state.over = true;
        let mut r = [(0, 0); 2];
        for side in 0..2u8 {
            let pins: u32 = state
                .units
                .iter()
                .filter(|u| u.alive() && u.side == side)
                .map(|u| u.stand.pins())
                .sum();
            let lost = end_of_battle_recovery(pins, dice, side_and_umpire(side));
            r[usize::from(side)] = (pins, lost);
            report(
                state,
                dice,
                side,
                format!("after the battle: {lost} of {} stay lost", cas(pins)),
            );
        }
        state.recovery = Some(r);
        return;
    }
    if state.clock() == 0 {
        overnight(state, dice);
    }
    for s in &mut state.sides {
        s.done = false;
        s.sub_done = false;
    }
    for u in &mut state.units {
        u.ordered = false;
        u.instructed = 0;
    }
}

pub(super) fn overnight(state: &mut State, dice: &mut Dice) {
    for side in 0..2u8 {
        let s = usize::from(side);
        state.sides[s].sorties_left = state.sorties_per_day;
        state.sides[s].opened_today = false;
        let dump = state.sides[s].dump;
        for i in 0..state.units.len() {
            let u = &state.units[i];
            if u.side != side {
                continue;
            }
            if u.fate == Fate::Dispersed && !state.enemy_at(side, dump) {
                let u = &mut state.units[i];
                u.fate = Fate::Fighting;
                u.hex = dump;
                u.disorganised = true;
                u.order = Order::Hold { ambush: true };
                u.pending = None;
            } else if u.fate == Fate::ToCorps && !state.enemy_at(side, dump) {
                // Corps and army push their vehicles forward again in the first hour of the
                // day, empty (UMP-NQM-42 as amended).
                let u = &mut state.units[i];
                u.fate = Fate::Fighting;
                u.hex = dump;
                u.order = Order::Hold { ambush: true };
                u.pending = None;
                let text = format!("{} comes forward from corps to the dump, empty", u.name);
                report(state, dice, i, text);
            }
        }
        let supplied: Vec<usize> = (0..state.units.len())
            .filter(|&i| {
                let u = &state.units[i];
                u.alive() && u.side == side && state.supply_line(side, u.hex)
            })
            .collect();
        // A side whose order of battle has fuel vehicles fuels through their chain, even when
        // all of them are lost (UMP-NQM-41).
        let chained = state
            .units
            .iter()
            .any(|u| u.side == side && u.role == Role::Fuel);
        for i in 0..state.units.len() {
            let u = &state.units[i];
            if u.alive() && u.side == side && u.needs_fuel() {
                let fuelled = supplied.contains(&i) && (!chained || fuel_chain(state, i));
                state.units[i].out_of_fuel = !fuelled;
            }
        }
        if state.sides[s].div_log > 0 {
            state.sides[s].div_log -= 1;
            for &i in &supplied {
                let u = &mut state.units[i];
                u.ammo_thirds = u.ammo_capacity * 3;
            }
            report(
                state,
                dice,
                side,
                "overnight: one Div Log unit resupplies every stand in supply".to_owned(),
            );
        }
    }
}

/// Whether stand `i` is at the end of an unbroken fuel chain (UMP-NQM-41): a link for its
/// formation's headquarters (the first command stand above it, or itself) and one for each
/// headquarters above the division in its chain (corps, army, army group), each a fuel
/// vehicle of its side within one road march of that headquarters that can trace a supply
/// line back to the dump (the railhead or depot of the text).
pub(super) fn fuel_chain(state: &State, i: usize) -> bool {
    let side = state.units[i].side;
    let mut hqs = vec![state.unit_head(i)];
    let mut at = state.units[hqs[0]].parent;
    let mut steps = 0;
    while let Some(p) = at {
        let p = usize::from(p);
        if state.units[p].level.is_some_and(|l| l > Level::Division) {
            hqs.push(p);
        }
        at = state.units[p].parent;
        steps += 1;
        if steps > state.units.len() {
            break;
        }
    }
    let links: Vec<bool> = hqs
        .iter()
        .map(|&hq| {
            let at = state.units[hq].hex;
            state.units.iter().any(|f| {
                let march = rate_m_per_hour(f.mover, Pace::RoadMarch, false).unwrap_or(0);
                let reach = u16::try_from(march / state.hex_m.max(1)).unwrap_or(u16::MAX);
                f.alive()
                    && f.side == side
                    && f.role == Role::Fuel
                    && f.hex.distance(at) <= reach
                    && state.supply_line(side, f.hex)
            })
        })
        .collect();
    in_fuel_supply(true, &links)
}

/// A vehicle at the dump goes back to corps and corps sends a Div Log unit forward in its place
/// (the logistics rules above division, UMP-NQM-42), if corps still holds one and the vehicle
/// is still at the dump with no enemy there.
pub(super) fn to_corps(state: &mut State, i: usize, dice: &mut Dice) {
    let side = state.units[i].side;
    let s = usize::from(side);
    let dump = state.sides[s].dump;
    let name = state.units[i].name.clone();
    state.units[i].order = Order::Hold { ambush: true };
    if state.units[i].hex != dump || state.sides[s].corps_div_log == 0 || state.enemy_at(side, dump)
    {
        report(
            state,
            dice,
            i,
            format!("{name} cannot go back to corps from the dump"),
        );
        return;
    }
    state.units[i].fate = Fate::ToCorps;
    state.sides[s].corps_div_log -= 1;
    state.sides[s].div_log += 1;
    let left = state.sides[s].corps_div_log;
    report(
        state,
        dice,
        i,
        format!("{name} goes back to corps; a Div Log unit comes forward to the dump ({left} left at corps)"),
    );
}
