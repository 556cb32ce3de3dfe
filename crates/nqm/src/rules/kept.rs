//! The listing kept from one decision to the next. While the seats write their orders for an
//! hour nothing moves: an order, a standing instruction or a sortie called changes only what a
//! stand has been told, and no stand's choice of orders or of fire depends on that. So each
//! stand's orders, and the sorties' targets, are worked out once for the hour and a seat, and
//! listed again from here while the rest of the state is as it was ([`same_world`]).

use std::cell::RefCell;

use umpire_core::geometry::Hex;

use super::fire_list::MapHexes;
use crate::game::{Action, SideState, State, Unit};

/// What a seat's listing is made from, kept for one state of the world.
pub(super) struct Listing {
    /// Hexes where the seat sees enemy.
    pub(super) seen: Vec<Hex>,
    /// The map's hexes, marked where enemy is seen.
    pub(super) map: MapHexes,
    /// Each stand's orders, once asked for.
    pub(super) orders: Vec<Option<Vec<Action>>>,
    /// The sorties' targets, once asked for.
    pub(super) air: Option<Vec<Action>>,
    /// For each stand, once asked for: which of the four kinds of standing instruction other
    /// than STOP apply to it, a bit each in the order of `Instruction::KINDS`. Whether one
    /// applies does not depend on its value, or on what the seats have told their stands.
    pub(super) kinds: Vec<Option<u8>>,
}

impl Listing {
    /// A listing for the seat of `side` (`sub`: its subordinate), nothing yet worked out but
    /// what the seat sees.
    pub(super) fn new(state: &State, side: u8, sub: bool) -> Self {
        let seen = super::seen_enemy_hexes(state, side, sub);
        let map = MapHexes::new(state, &seen);
        Listing {
            seen,
            map,
            orders: vec![None; state.units.len()],
            air: None,
            kinds: vec![None; state.units.len()],
        }
    }
}

/// The state the kept listings were made for, and one listing for each seat that has asked.
struct Kept {
    world: State,
    seats: Vec<((u8, bool), Listing)>,
}

thread_local! {
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// Calls `f` with the listing kept for the seat of `side` (`sub`: its subordinate) in this state
/// of the world, made afresh if the world has changed since it was kept.
pub(super) fn with_listing<T>(
    state: &State,
    side: u8,
    sub: bool,
    f: impl FnOnce(&mut Listing) -> T,
) -> T {
    KEPT.with(|cell| {
        let Ok(mut kept) = cell.try_borrow_mut() else {
            return f(&mut Listing::new(state, side, sub));
        };
        let k = match kept.take() {
            Some(k) if same_world(&k.world, state) => kept.insert(k),
            _ => kept.insert(Kept {
                world: state.clone(),
                seats: Vec::new(),
            }),
        };
        let at = match k.seats.iter().position(|(s, _)| *s == (side, sub)) {
            Some(at) => at,
            None => {
                k.seats.push(((side, sub), Listing::new(state, side, sub)));
                k.seats.len() - 1
            }
        };
        f(&mut k.seats[at].1)
    })
}

/// Whether two states differ at most in what the seats have told their stands this hour: the
/// orders written and pending, the standing instructions, the sorties called, and which seats
/// are done. Every field is named, so a field added to the state must be placed here.
pub(super) fn same_world(a: &State, b: &State) -> bool {
    let State {
        scenario,
        hex_m,
        start_hour,
        hours,
        hour,
        sorties_per_day,
        air_delay_hours,
        width,
        height,
        terrain,
        roads,
        features,
        objectives,
        sides,
        units,
        attacks,
        sorties: _,
        over,
        recovery,
    } = a;
    *hour == b.hour
        && *over == b.over
        && *width == b.width
        && *height == b.height
        && *hex_m == b.hex_m
        && *start_hour == b.start_hour
        && *hours == b.hours
        && *sorties_per_day == b.sorties_per_day
        && *air_delay_hours == b.air_delay_hours
        && units.len() == b.units.len()
        && units.iter().zip(&b.units).all(|(x, y)| same_unit(x, y))
        && sides.iter().zip(&b.sides).all(|(x, y)| same_side(x, y))
        && attacks == &b.attacks
        && features == &b.features
        && objectives == &b.objectives
        && recovery == &b.recovery
        && roads == &b.roads
        && terrain == &b.terrain
        && scenario == &b.scenario
}

/// [`same_world`] for a side: all but whether its seats are done and its sorties left.
fn same_side(a: &SideState, b: &SideState) -> bool {
    let SideState {
        id,
        name,
        div_log,
        corps_div_log,
        dump,
        sorties_left: _,
        opened_today,
        done: _,
        reports,
        has_sub,
        sub_done: _,
        sub_reports,
    } = a;
    *dump == b.dump
        && *div_log == b.div_log
        && *corps_div_log == b.corps_div_log
        && *opened_today == b.opened_today
        && *has_sub == b.has_sub
        && id == &b.id
        && name == &b.name
        && reports == &b.reports
        && sub_reports == &b.sub_reports
}

/// [`same_world`] for a stand: all but its order pending, whether it has been ordered this
/// hour, and its standing instructions.
fn same_unit(a: &Unit, b: &Unit) -> bool {
    let Unit {
        id,
        name,
        side,
        parent,
        arm,
        relationship,
        command,
        level,
        role,
        grade,
        green,
        mover,
        weapon,
        armour,
        gun,
        calibre_mm,
        range_m,
        hex,
        position,
        stand,
        fate,
        ammo_thirds,
        ammo_capacity,
        concealed,
        order,
        pending: _,
        ordered: _,
        carry,
        disorganised,
        to_ground,
        opened_fire,
        fired,
        moved,
        late,
        in_column,
        work,
        run_hours,
        faced_tanks,
        cowed,
        held_tanks,
        lying_low,
        tested,
        first_tested,
        out_of_fuel,
        part,
        standing: _,
        instructed: _,
        sat_tight,
        after_combat,
        rear_hq,
        hq_hit,
        hq_ever_hit,
        division_broken,
    } = a;
    *hex == b.hex
        && *fate == b.fate
        && *stand == b.stand
        && *position == b.position
        && *order == b.order
        && *side == b.side
        && *parent == b.parent
        && *arm == b.arm
        && *relationship == b.relationship
        && *command == b.command
        && *level == b.level
        && *role == b.role
        && *grade == b.grade
        && *green == b.green
        && *mover == b.mover
        && *weapon == b.weapon
        && *armour == b.armour
        && *gun == b.gun
        && *calibre_mm == b.calibre_mm
        && *range_m == b.range_m
        && *ammo_thirds == b.ammo_thirds
        && *ammo_capacity == b.ammo_capacity
        && *concealed == b.concealed
        && *carry == b.carry
        && *disorganised == b.disorganised
        && *to_ground == b.to_ground
        && *opened_fire == b.opened_fire
        && *fired == b.fired
        && *moved == b.moved
        && *late == b.late
        && *in_column == b.in_column
        && *work == b.work
        && *run_hours == b.run_hours
        && *faced_tanks == b.faced_tanks
        && *cowed == b.cowed
        && *held_tanks == b.held_tanks
        && *lying_low == b.lying_low
        && *tested == b.tested
        && *first_tested == b.first_tested
        && *out_of_fuel == b.out_of_fuel
        && *part == b.part
        && *sat_tight == b.sat_tight
        && *after_combat == b.after_combat
        && *rear_hq == b.rear_hq
        && *hq_hit == b.hq_hit
        && *hq_ever_hit == b.hq_ever_hit
        && *division_broken == b.division_broken
        && id == &b.id
        && name == &b.name
}

/// Calls `f` with this thread's kept listings set aside, so its listings are made afresh;
/// the kept listings are put back after.
#[cfg(test)]
pub(super) fn afresh<T>(f: impl FnOnce() -> T) -> T {
    let kept = KEPT.with(|cell| cell.borrow_mut().take());
    let out = f();
    KEPT.with(|cell| *cell.borrow_mut() = kept);
    out
}

#[cfg(test)]
mod tests {
    use umpire_core::{Dice, Rng, Ruleset};

    use crate::game::{Action, State};
    use crate::Nqm;

    fn listing(state: &State, seat: umpire_core::Seat) -> Vec<Action> {
        let mut out = Vec::new();
        Nqm::legal_actions(state, seat, &mut out);
        out
    }

    /// Plays random battle days on every bundled scenario, up to `steps` actions each, with
    /// dice of `seed`: `check` sees each state and the seats to act before each action, and
    /// `pick` chooses the action's place in the acting seat's listing.
    fn random_days(
        seed: u64,
        steps: usize,
        rng: &mut Rng,
        mut check: impl FnMut(&State, &[umpire_core::Seat], &mut Rng),
        pick: impl Fn(&mut Rng, usize) -> usize,
    ) {
        for bundled in crate::SCENARIOS {
            let sc = crate::bundled(bundled.name).expect("bundled scenario");
            let mut dice = Dice::new(seed, false);
            let mut s = Nqm::new_game(&sc, &mut dice).expect("new game");
            for _ in 0..steps {
                let seats: Vec<_> = Nqm::to_act(&s).iter(Nqm::SEATS.len()).collect();
                let Some(&seat) = seats.get(rng.index(seats.len().max(1))) else {
                    break;
                };
                check(&s, &seats, rng);
                let legal = listing(&s, seat);
                let k = pick(rng, legal.len());
                Nqm::apply_unchecked(&mut s, seat, &legal[k], &mut dice);
            }
        }
    }

    /// NQM-2, the orders phase as listed: at every step of random battle days on every bundled
    /// scenario (orders, standing instructions and sorties chosen at random by every seat), and
    /// in the search's samples of what each seat cannot see, each seat's listing from what was
    /// kept is the listing made afresh.
    #[test]
    fn nqm_2_kept_listings_agree_with_fresh_ones_at_every_step() {
        let mut compared = 0usize;
        let check = |s: &State, seats: &[umpire_core::Seat], rng: &mut Rng| {
            // The state, and states of the same hour that differ in what a seat cannot see
            // (the search's samples): each must be told apart from the others.
            let mut states = vec![s.clone()];
            for &other in seats {
                states.extend(Nqm::sample_hidden(s, other, rng));
            }
            // And the same hour with a stand one hex away: its orders change.
            let k = rng.index(s.units.len());
            let mut moved = s.clone();
            moved.units[k].hex = moved.units[k].hex.neighbours()[rng.index(6)];
            if moved.on_map(moved.units[k].hex) {
                states.push(moved);
            }
            for state in states.iter().chain([s]) {
                for &other in seats {
                    let fresh = super::afresh(|| listing(state, other));
                    assert_eq!(listing(state, other), fresh, "seat {other}");
                    compared += 1;
                }
            }
        };
        // Mostly orders and instructions, so the hour's listings are kept a while.
        let pick = |rng: &mut Rng, n: usize| if rng.index(8) == 0 { 0 } else { rng.index(n) };
        random_days(3, 400, &mut Rng::new(11, 0), check, pick);
        assert!(compared > 500, "only {compared} listings compared");
    }

    /// UMP-NQM-39: whether a kind of standing instruction applies to a stand does not depend
    /// on the value it is set to (the kept listing asks once a kind, with `true`), at every
    /// step of random battle days on every bundled scenario.
    #[test]
    fn ump_nqm_39_whether_an_instruction_applies_does_not_depend_on_its_value() {
        let mut asked = 0usize;
        let check = |s: &State, _: &[umpire_core::Seat], _: &mut Rng| {
            for i in 0..s.units.len() {
                for make in crate::standing::Instruction::KINDS {
                    let on = crate::rules::checks::applies(s, i, make(true)).is_ok();
                    let off = crate::rules::checks::applies(s, i, make(false)).is_ok();
                    assert_eq!(on, off, "stand {i}, {}", make(true).text());
                    asked += 1;
                }
            }
        };
        random_days(4, 200, &mut Rng::new(5, 0), check, |rng, n| rng.index(n));
        assert!(asked > 10_000, "only {asked} asked");
    }
}
