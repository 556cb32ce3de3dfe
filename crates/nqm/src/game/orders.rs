//! Orders in transit arrive (NQM-2 step 2) and take effect: command reaction time has
//! passed, and a stand starts its new order where it stands.

use super::*;

/// Step 2: orders in transit arrive.
pub(super) fn arrive_orders(state: &mut State, dice: &mut Dice) {
    let now = state.hour * 2;
    for i in 0..state.units.len() {
        let u = &state.units[i];
        let Some(p) = u.pending else { continue };
        if !u.alive() || p.at_half_hour > now + 1 {
            continue;
        }
        let half = p.at_half_hour == now + 1;
        let name = u.name.clone();
        let u = &mut state.units[i];
        u.pending = None;
        u.order = p.order;
        u.work = None;
        u.run_hours = None;
        // Arriving in the second half of the hour: half the hour's movement.
        if half {
            u.carry = 0;
        }
        u.late = half;
        if u.disorganised && u.stand.markers == 0 && u.ammo() > 0 {
            // Fresh orders end the disorganisation of troops waiting for them.
            u.disorganised = false;
        }
        if u.after_combat && u.stand.markers == 0 {
            u.after_combat = false;
        }
        // A broken defence that sat tight and now has fresh orders no longer sits tight: it
        // does not surrender for it later (UMP-NQM-39).
        u.sat_tight = false;
        let text = format!("{name}: order received: {}", order_text(&p.order));
        report(state, dice, i, text);
        start_order(state, i, dice);
    }
}

/// What an order does the moment it takes effect.
pub(super) fn start_order(state: &mut State, i: usize, dice: &mut Dice) {
    match state.units[i].order {
        Order::Task { task, at } => {
            let hours = task_hours(state, i, task, dice);
            state.units[i].work = Some(Work {
                task,
                at,
                hours_left: hours,
            });
        }
        Order::Resupply => {
            let u = &state.units[i];
            let dump = state.sides[usize::from(u.side)].dump;
            let dist = u32::from(u.hex.distance(dump));
            // There and back at a motorised road march of 9 km/h.
            let hours = (2 * dist * state.hex_m).div_ceil(9000).max(1);
            state.units[i].run_hours = Some(hours);
        }
        _ => {}
    }
}
