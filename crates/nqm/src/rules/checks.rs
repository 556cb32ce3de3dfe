//! The legality of an order (NQM-2's orders phase): what each order needs of the stand, its
//! ground and its ammunition, and which rule refuses it. Tasks are checked against the task
//! timings table.

use super::*;
use crate::game::Unit;
use crate::logistics::disorganised_in_defence;
use crate::morale::hold_firm_on;

pub(super) fn no(
    rule: &'static str,
    reason: impl Into<std::borrow::Cow<'static, str>>,
) -> Result<(), Illegal> {
    Err(Illegal::new(rule, reason))
}

// Tests on the stand alone, asked by the checks below and by the listing of legal actions,
// which leaves out what they refuse rather than have each refusal written out.

/// Whether stand `u` may attack at all: a logistic unit does not.
pub(super) fn fights(u: &Unit) -> bool {
    u.arm != crate::support::Arm::Logistic
}

/// Whether stand `u` has anything to reorganise: casualty markers, disorder, or gone to ground.
pub(super) fn has_to_reorganise(u: &Unit) -> bool {
    u.stand.markers > 0 || u.disorganised || u.after_combat || u.to_ground
}

/// Whether stand `u` is a logistic vehicle (one that may go back to corps).
pub(super) fn logistic_vehicle(u: &Unit) -> bool {
    u.arm == crate::support::Arm::Logistic && !matches!(u.mover, Mover::Foot)
}

/// Whether stand `u` carries less ammunition than it can.
pub(super) fn has_room_for_ammunition(u: &Unit) -> bool {
    u.ammo_thirds < u.ammo_capacity * 3
}

/// Checks one order to stand `i` of `side`.
pub(super) fn check_order(state: &State, side: u8, i: usize, order: &Order) -> Result<(), Illegal> {
    let u = &state.units[i];
    let on_map = |h: Hex, what: &str| -> Result<(), Illegal> {
        if state.on_map(h) {
            Ok(())
        } else {
            no("NQM-1 map", format!("{what} {} is off the map", cell(h)))
        }
    };
    match *order {
        Order::Hold { .. } => Ok(()),
        Order::Move { to, .. } | Order::Withdraw { to } => {
            on_map(to, "destination")?;
            if to == u.hex {
                return no("movement", format!("{} is already at {}", u.name, cell(to)));
            }
            if !state.passable(to, u.mover) {
                return no(
                    "movement",
                    format!(
                        "{} cannot enter the river at {} without a crossing",
                        u.name,
                        cell(to)
                    ),
                );
            }
            if u.out_of_fuel {
                return no(
                    "logistics: fuel",
                    format!("{} is out of fuel until it is back in supply", u.name),
                );
            }
            if rate_m_per_hour(u.mover, Pace::RoadMarch, false).is_none() {
                return no("movement rates table", format!("{} cannot move", u.name));
            }
            if let Order::Withdraw { .. } = order {
                // The line of retreat must be clear: out of the enemy's direct fire, and no
                // faster pursuer in contact (UMP-NQM-34).
                if state.outpaced(i) {
                    return no(
                        "withdrawal",
                        format!(
                            "{} may withdraw only if it is at least as mobile as the enemy in contact",
                            u.name
                        ),
                    );
                }
                if let Some(j) = state.direct_fire_over(side, to) {
                    return no(
                        "withdrawal",
                        format!(
                            "{} may withdraw only out of the enemy's direct fire: {} is within effective range of the enemy at {}",
                            u.name,
                            cell(to),
                            cell(state.units[j].hex)
                        ),
                    );
                }
            }
            Ok(())
        }
        Order::Recce { to, scoot } => {
            on_map(to, "area")?;
            if scoot && u.role != Role::Recce {
                return no(
                    "recce sequence: shoot and scoot",
                    format!("only recce troops shoot and scoot; {} is not recce", u.name),
                );
            }
            if u.out_of_fuel {
                return no("logistics: fuel", format!("{} is out of fuel", u.name));
            }
            Ok(())
        }
        Order::Attack { target } => {
            on_map(target, "target")?;
            if target == u.hex {
                return no("combat sequence", "a stand cannot attack its own hex");
            }
            if u.disorganised {
                return no(
                    "disorganisation",
                    format!(
                        "{} is disorganised and must reorganise before it fights again",
                        u.name
                    ),
                );
            }
            if !fights(u) {
                return no(
                    "orbat",
                    format!("{} is a logistic unit and does not attack", u.name),
                );
            }
            Ok(())
        }
        Order::Fire { target, harass } => {
            on_map(target, "target")?;
            let Some(reach) = state.reach_hexes(i, harass) else {
                return no(
                    "weapon range table",
                    format!(
                        "{}'s weapon ({}) has no harassing range in the table",
                        u.name,
                        u.gun.name()
                    ),
                );
            };
            if reach == 0 {
                return no(
                    "weapon range table",
                    format!(
                        "{}'s {} reach no further than its own hex's edge: attack instead",
                        u.name,
                        u.gun.name()
                    ),
                );
            }
            if u.hex.distance(target) > reach {
                return no(
                    "weapon range table",
                    format!(
                        "{} is {} hexes away; {}'s {} range is {} hexes",
                        cell(target),
                        u.hex.distance(target),
                        u.name,
                        if harass { "harassing" } else { "effective" },
                        reach
                    ),
                );
            }
            Ok(())
        }
        Order::Task { task, at } => check_task(state, side, i, task, at),
        Order::Reorganise => {
            if !has_to_reorganise(u) {
                return no(
                    "reorganisation",
                    format!(
                        "{} has no casualties to remove and is not disorganised",
                        u.name
                    ),
                );
            }
            Ok(())
        }
        Order::ToCorps => {
            let side = &state.sides[usize::from(u.side)];
            if !logistic_vehicle(u) {
                return no(
                    "logistics above division",
                    format!("{} is not a logistic vehicle", u.name),
                );
            }
            if u.hex != side.dump {
                return no(
                    "logistics above division",
                    format!(
                        "a vehicle goes back to corps from the dump at {}",
                        crate::game::cell(side.dump)
                    ),
                );
            }
            if side.corps_div_log == 0 {
                return no(
                    "logistics above division",
                    "corps holds no Div Log unit for the division",
                );
            }
            Ok(())
        }
        Order::Resupply => {
            if !has_room_for_ammunition(u) {
                return no(
                    "logistics",
                    format!("{} has all the ammunition it can carry", u.name),
                );
            }
            Ok(())
        }
        Order::ShootAndScoot { to } => {
            if !crate::game::may_shoot_and_scoot(u) {
                return no(
                    "special attack rule 2: shoot and scoot",
                    format!(
                        "only anti-tank, recce and artillery stands shoot and scoot; {} is none",
                        u.name
                    ),
                );
            }
            if to.distance(u.hex) != 1 || !state.passable(to, u.mover) {
                return no(
                    "special attack rule 2: shoot and scoot",
                    "the stand falls back to a passable hex next to its own",
                );
            }
            Ok(())
        }
        Order::FireTwice => {
            if !crate::game::may_shoot_and_scoot(u) {
                return no(
                    "special attack rule 2: shoot and scoot",
                    format!(
                        "only anti-tank, recce and artillery stands may; {} is none",
                        u.name
                    ),
                );
            }
            Ok(())
        }
        Order::Merge { into } => {
            let j = usize::from(into);
            let ok = j < state.units.len()
                && j != i
                && state.units[j].side == side
                && state.units[j].alive()
                && state.units[j].hex == u.hex
                && state.unit_head(j) == state.unit_head(i);
            if !ok {
                return no(
                    "reorganisation: amalgamation",
                    "stands amalgamate only with a living stand of the same unit in the same hex",
                );
            }
            if u.stand.figures + state.units[j].stand.figures > 12 {
                return no(
                    "reorganisation: amalgamation",
                    "a stand holds at most 12 figures",
                );
            }
            Ok(())
        }
    }
}

fn check_task(state: &State, side: u8, i: usize, task: Task, at: Hex) -> Result<(), Illegal> {
    let u = &state.units[i];
    if !state.on_map(at) || u.hex.distance(at) > 1 {
        return no(
            "task timings table",
            "a task is carried out in the stand's own hex or the next one",
        );
    }
    let engineer = u.role == Role::Engineer;
    let river = state.terrain(at) == Some(Terrain::River);
    let major = river && state.major_river(at);
    // A major river is crossed only where a crossing was planned (the task timings table).
    let planned = || -> Result<(), Illegal> {
        if major && !state.crossing_planned(at, side) {
            return no(
                "task timings table",
                format!(
                    "{} is on a major river: plan the crossing there first (plan-river-crossing, 8 hours)",
                    crate::game::cell(at)
                ),
            );
        }
        Ok(())
    };
    let need_engineer = || -> Result<(), Illegal> {
        if engineer {
            Ok(())
        } else {
            no(
                "task timings table",
                format!(
                    "{} is engineers' work; {} is not an engineer stand",
                    crate::game::task_name(task),
                    u.name
                ),
            )
        }
    };
    match task {
        Task::DigIn => {
            if at != u.hex || u.position != Protection::Open {
                return no(
                    "task timings table",
                    "a stand digs in where it stands, from the open",
                );
            }
            Ok(())
        }
        Task::Fortify => {
            if at != u.hex || u.position != Protection::DugIn {
                return no(
                    "effects of fortification",
                    "only troops already dug in fortify their own position",
                );
            }
            let engineers = state.units.iter().any(|e| {
                e.alive()
                    && e.side == side
                    && e.role == Role::Engineer
                    && e.hex.distance(u.hex) <= 1
            });
            if !engineers {
                return no(
                    "effects of fortification",
                    "fortifying needs defence stores and engineer assistance: no engineer stand within a hex",
                );
            }
            Ok(())
        }
        Task::InfantryBridgehead => {
            if !river {
                return no(
                    "task timings table",
                    "a bridgehead is made across a river hex",
                );
            }
            if !matches!(u.mover, Mover::Foot | Mover::CavalryCycle) {
                return no(
                    "task timings table",
                    "an infantry bridgehead is made by foot troops",
                );
            }
            planned()
        }
        Task::VehicleBridge => {
            need_engineer()?;
            if !river {
                return no("task timings table", "a bridge spans a river hex");
            }
            planned()
        }
        Task::MinorDemolition | Task::MajorDemolition => {
            need_engineer()?;
            if !river || !state.passable(at, Mover::Armoured) {
                return no("task timings table", "there is no crossing to blow there");
            }
            match (task, major) {
                (Task::MinorDemolition, true) => no(
                    "task timings table",
                    "a major river's bridge takes a major demolition (8 engineer-platoon hours)",
                ),
                (Task::MajorDemolition, false) => no(
                    "task timings table",
                    "a minor river's bridge takes a minor demolition (1 engineer-platoon hour)",
                ),
                _ => Ok(()),
            }
        }
        Task::PlanRiverCrossing => {
            if !major {
                return no(
                    "task timings table",
                    "a river crossing is planned at a hex of a major river",
                );
            }
            if !u.command {
                return no(
                    "task timings table",
                    format!(
                        "a crossing is planned by a headquarters; {} is none",
                        u.name
                    ),
                );
            }
            if state.crossing_planned(at, side) {
                return no("task timings table", "that crossing is planned already");
            }
            Ok(())
        }
        Task::Minefield => {
            need_engineer()?;
            if river {
                return no("task timings table", "mines are not laid in a river");
            }
            Ok(())
        }
        Task::AirSupportCorps | Task::AirSupportArmy => no(
            "task timings table",
            "air support is called with an air-strike action",
        ),
    }
}

/// Whether stand `i` may be given `instruction` at all. STOP is any stand's, at contact or from
/// two hexes out to [`crate::game::State::stop_reach`]; the other choices the unit makes as one, so they go
/// to its head, and only to units the choice can arise for (break tests for the first two,
/// infantry tanks may assault for the third, more than one stand for the pins).
///
/// # Errors
/// Why the instruction does not apply to the stand, in words for its player.
pub fn applies(state: &State, i: usize, instruction: Instruction) -> Result<(), &'static str> {
    let u = &state.units[i];
    if let Instruction::Stop { hexes } = instruction {
        if hexes == 1 || u16::from(hexes) > state.stop_reach(i).max(1) {
            return Err("STOP is shouted at 2 hexes up to the stand's effective range and sight, or 0 for contact");
        }
        return Ok(());
    }
    if state.unit_head(i) != i {
        return Err("the unit makes this choice as one: give it to the unit's headquarters stand");
    }
    // The unit's stands, read where they stand rather than gathered in a list (the listing
    // asks this of every stand for every instruction).
    let members = || (0..state.units.len()).filter(|&k| state.unit_head(k) == i);
    let any = |f: &dyn Fn(&Unit) -> bool| members().any(|k| f(&state.units[k]));
    match instruction {
        Instruction::AttackFails { .. } => {
            if hold_firm_on(u.grade).is_none() || !any(&|m| !m.tank()) {
                return Err("the unit takes no break tests");
            }
        }
        Instruction::Broken { .. } => {
            if hold_firm_on(u.grade).is_none()
                || !disorganised_in_defence(u.grade)
                || !any(&|m| !m.tank())
            {
                return Err("the unit is never broken in defence");
            }
        }
        Instruction::TanksIn { .. } => {
            if hold_firm_on(u.grade).is_none() || !any(&|m| !m.tank() && m.tanks_may_assault()) {
                return Err("tanks do not close-assault this unit");
            }
        }
        Instruction::BlackPins { .. } => {
            if members().nth(1).is_none() {
                return Err("a unit of one stand has nowhere else to put its pins");
            }
        }
        Instruction::Stop { .. } => {}
    }
    Ok(())
}
