//! NQM as a kernel rule set: seats, who acts, which orders are legal (the checks, and the rule
//! that forbids the rest, are in `rules/checks.rs`), applying them, and the end of the battle
//! day.

use umpire_core::geometry::Hex;
use umpire_core::{Dice, Illegal, Outcome, Rng, Ruleset, ScenarioError, Seat, SeatSet, Seen};

use crate::command::Task;
use crate::game::{
    cell, hex_capacity, is_sub, order_text, resolve_hour, seat_of, side_and_umpire, side_of,
    sub_seat_of, Action, Fate, Order, Pending, Sortie, State, AIR_DELAY_HOURS,
};
use crate::movement::{rate_m_per_hour, Mover, Pace};
use crate::scenario::{build, Role, Scenario, Terrain};
use crate::standing::Instruction;
use crate::tables::Protection;
use crate::view::{self, View};

/// The refusal of an order for a stand the seat does not command: the same words for a stand
/// of the other side, one under the other commander of this side and one that does not exist.
#[must_use]
pub fn not_commanded(stand: u16) -> String {
    format!("there is no stand {stand} under this seat's command")
}

mod checks;
mod fire_list;
mod kept;
mod listing;
mod sample;
use crate::Nqm;
use checks::{applies, check_order, no};
use fire_list::{fire_orders, MapHexes};
pub use listing::seen_enemy_hexes;
use listing::*;

impl Ruleset for Nqm {
    const ID: &'static str = "nqm";
    /// 2: green defenders hold to their grade's threshold; tanks close-assault only infantry or
    /// anti-tank positions. 3: the players' standing instructions (UMP-NQM-39); a broken
    /// defence that sits tight surrenders when overrun; a defence that held is disorganised
    /// when the combat is over (UMP-NQM-35); air support through army takes eight hours;
    /// break-ins overrun the defence stand by stand (UMP-NQM-30). 4: disorganisation after
    /// combat leaves a stand firing and falls on failed attackers too (UMP-NQM-43); a brigade
    /// headquarters hit disorganises its command, not its battalions (UMP-NQM-40); every
    /// point the attacker wins in a round breaks a stand in (UMP-NQM-30); STOP at a distance
    /// fires only the weapons that reach, at their range (UMP-NQM-44); infantry that held
    /// assaults tanks that stay, or lies low, apart from the tanks' assault (UMP-NQM-31); a
    /// failed break test moves only the stands in the fight (UMP-NQM-23).
    const RULES_VERSION: u32 = 4;
    const SEATS: &'static [&'static str] = &[
        "umpire",
        "attacker",
        "defender",
        "attacker-sub",
        "defender-sub",
    ];
    const RESULTS: &'static [&'static str] = &["Attacker victory", "Draw", "Defender victory"];
    const MAX_ACTIONS: usize = 60_000;
    const SCORE: &'static str = "share of objectives the attacker holds";

    type Scenario = Scenario;
    type State = State;
    type Action = Action;
    type View = View;

    fn new_game(scenario: &Scenario, _dice: &mut Dice) -> Result<State, ScenarioError> {
        let orbat = build(scenario)?;
        let state = State::new(&scenario.name, &orbat);
        let cap = hex_capacity(state.hex_m);
        for (i, u) in state.units.iter().enumerate() {
            if state.count_at(u.hex, u.side) > cap {
                let j = state
                    .units
                    .iter()
                    .take(i + 1)
                    .filter(|x| x.side == u.side)
                    .count()
                    - 1;
                return Err(ScenarioError::new(
                    format!("sides[{}].units[{j}].hex", u.side),
                    format!(
                        "{} stands of one side in {}: a {} m hex holds at most {cap} (congestion)",
                        state.count_at(u.hex, u.side),
                        cell(u.hex),
                        state.hex_m
                    ),
                ));
            }
            if state.enemy_at(u.side, u.hex) {
                return Err(ScenarioError::new(
                    format!("sides[{}].units", u.side),
                    format!("both sides have stands in {}", cell(u.hex)),
                ));
            }
        }
        Ok(state)
    }

    fn to_act(state: &State) -> SeatSet {
        if state.over {
            return SeatSet::NONE;
        }
        let mut s = SeatSet::NONE;
        for side in 0..2u8 {
            let st = &state.sides[usize::from(side)];
            if !st.done {
                s = s.with(seat_of(side));
            }
            if st.has_sub && !st.sub_done {
                s = s.with(sub_seat_of(side));
            }
        }
        s
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if !Self::to_act(state).contains(seat) {
            return;
        }
        let Some(side) = side_of(seat) else { return };
        let sub = is_sub(seat);
        out.push(Action::Done);
        // A subordinate's listing reads only the enemy his own stands see (UMP-NQM-38). What
        // the seat's stands may be ordered is worked out once an hour (`kept`).
        kept::with_listing(state, side, sub, |listing| {
            for i in 0..state.units.len() {
                let u = &state.units[i];
                if u.side != side || !u.alive() || u.part != sub {
                    continue;
                }
                let stand = u16::try_from(i).unwrap_or(u16::MAX);
                let kinds = *listing.kinds[i].get_or_insert_with(|| kinds_applying(state, i));
                instructions(state, i, stand, kinds, out);
                if u.ordered {
                    continue;
                }
                let kept::Listing {
                    seen, map, orders, ..
                } = &mut *listing;
                let orders = orders[i].get_or_insert_with(|| orders_of(state, side, i, seen, map));
                out.extend_from_slice(orders);
            }
            if !sub
                && state.sides[usize::from(side)].sorties_left > 0
                && state.hour + state.air_delay_hours < state.hours
            {
                // A sortie may be called on any hex of the map: where enemy is seen first.
                let kept::Listing { seen, map, air, .. } = &mut *listing;
                let air = air.get_or_insert_with(|| {
                    let cells = usize::try_from(state.width).unwrap_or(0)
                        * usize::try_from(state.height).unwrap_or(0);
                    let mut air = Vec::with_capacity(cells.max(seen.len()));
                    air.extend(seen.iter().map(|&target| Action::AirStrike { target }));
                    map.unseen(|target| air.push(Action::AirStrike { target }));
                    air
                });
                out.extend_from_slice(air);
            }
        });
    }

    fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        if state.over {
            return no("NQM-2 sequence", "the battle is over");
        }
        let Some(side) = side_of(seat) else {
            return no(
                "seats",
                "the umpire's work is the engine's: the umpire seat gives no orders",
            );
        };
        let sub = is_sub(seat);
        let st = &state.sides[usize::from(side)];
        if sub && !st.has_sub {
            return no(
                "seats",
                "this side has no subordinate commander in this scenario",
            );
        }
        if (sub && st.sub_done) || (!sub && st.done) {
            return no(
                "NQM-2 sequence",
                "this seat's orders for the hour are already written",
            );
        }
        match *action {
            Action::Done => Ok(()),
            Action::AirStrike { target } => {
                if sub {
                    return no(
                        "seats",
                        "air support is tasked by the commander, not a subordinate",
                    );
                }
                if !state.on_map(target) {
                    return no("NQM-1 map", format!("{} is off the map", cell(target)));
                }
                if state.sides[usize::from(side)].sorties_left == 0 {
                    return no(
                        "task timings table, note 1",
                        format!(
                            "no air sorties left today ({} a day)",
                            state.sorties_per_day
                        ),
                    );
                }
                if state.hour + state.air_delay_hours >= state.hours {
                    let rule = if state.air_delay_hours > AIR_DELAY_HOURS {
                        "task timings table: air support (army) 8 hours"
                    } else {
                        "task timings table: air support (corps) 4 hours"
                    };
                    return no(rule, "a sortie called now would arrive after the battle");
                }
                Ok(())
            }
            Action::Instruct { stand, instruction } => {
                let i = usize::from(stand);
                let u = commanded_stand(state, seat, stand)?;
                if let Err(why) = applies(state, i, instruction) {
                    return no(
                        "UMP-NQM-39 standing instructions",
                        format!("{}: {why}", u.name),
                    );
                }
                if u.standing.holds(instruction) {
                    return no(
                        "UMP-NQM-39 standing instructions",
                        format!("{} already stands to {}", u.name, instruction.text()),
                    );
                }
                if u.instructed & instruction.bit() != 0 {
                    return no(
                        "UMP-NQM-39 standing instructions",
                        format!(
                            "{}'s instruction of this kind was changed this hour",
                            u.name
                        ),
                    );
                }
                Ok(())
            }
            Action::Order {
                stand,
                order,
                from_hour,
            } => {
                let i = usize::from(stand);
                let u = commanded_stand(state, seat, stand)?;
                if u.ordered {
                    return no(
                        "NQM-2 sequence",
                        format!("{} has already had an order this hour", u.name),
                    );
                }
                if let Some(h) = from_hour {
                    if u32::from(h) < state.hour || u32::from(h) >= state.hours {
                        return no(
                            "orders: timings",
                            format!(
                                "hour {h} is not to come in this battle (now {}, last {})",
                                state.hour,
                                state.hours - 1
                            ),
                        );
                    }
                }
                check_order(state, side, i, &order)
            }
        }
    }

    fn apply_unchecked(state: &mut State, seat: Seat, action: &Action, dice: &mut Dice) {
        let Some(side) = side_of(seat) else { return };
        match *action {
            Action::Done => {
                let st = &mut state.sides[usize::from(side)];
                if is_sub(seat) {
                    st.sub_done = true;
                } else {
                    st.done = true;
                }
                if state
                    .sides
                    .iter()
                    .all(|s| s.done && (!s.has_sub || s.sub_done))
                {
                    resolve_hour(state, dice);
                }
            }
            Action::Instruct { stand, instruction } => {
                let u = &mut state.units[usize::from(stand)];
                u.standing.set(instruction);
                u.instructed |= instruction.bit();
                let name = u.name.clone();
                dice.say(side_and_umpire(side), || {
                    format!("{name}: {} (standing instruction)", instruction.text())
                });
            }
            Action::AirStrike { target } => {
                state.sides[usize::from(side)].sorties_left -= 1;
                state.sorties.push(Sortie {
                    side,
                    target,
                    arrives: state.hour + state.air_delay_hours,
                });
                dice.say(side_and_umpire(side), || {
                    format!("air sortie called on {}", cell(target))
                });
            }
            Action::Order {
                stand,
                order,
                from_hour,
            } => {
                let i = usize::from(stand);
                // The written orders of the operation take effect at once. A change pays
                // command reaction time counted from the start of the hour just played, whose
                // reports the commander has read: the text times reactions from the hour of
                // the event (UMP-NQM-13).
                let at = if state.hour == 0 {
                    0
                } else {
                    ((state.hour - 1) * 2 + state.reaction_half_hours(i, &order))
                        .max(state.hour * 2)
                };
                let at = at.max(u32::from(from_hour.unwrap_or(0)) * 2);
                let u = &mut state.units[i];
                u.pending = Some(Pending {
                    order,
                    at_half_hour: at,
                });
                u.ordered = true;
                let name = u.name.clone();
                dice.say(side_and_umpire(side), || {
                    format!(
                        "{name}: {} (takes effect {})",
                        order_text(&order),
                        view::half_hour_text(state.start_hour, at)
                    )
                });
            }
        }
    }

    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }

    fn public_view(state: &State) -> View {
        view::public_view(state)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        let total = state.objectives.len();
        let held = state.objectives.iter().filter(|o| o.holder == 0).count();
        let result = if total == 0 {
            let alive = |s: u8| {
                state
                    .units
                    .iter()
                    .filter(|u| u.side == s && u.alive())
                    .count()
            };
            if alive(1) == 0 {
                "Attacker victory"
            } else {
                "Defender victory"
            }
        } else if held * 2 > total {
            "Attacker victory"
        } else if held > 0 {
            "Draw"
        } else {
            "Defender victory"
        };
        let lost = |s: u8| {
            state
                .units
                .iter()
                .filter(|u| {
                    u.side == s && !matches!(u.fate, Fate::Fighting | Fate::Merged | Fate::ToCorps)
                })
                .count()
        };
        let recovered = state.recovery.map_or(String::new(), |r| {
            format!(
                "; casualties on surviving stands lasting after recovery: {} of {}, {} of {}",
                r[0].1, r[0].0, r[1].1, r[1].0
            )
        });
        Some(Outcome {
            result: result.to_owned(),
            summary: format!(
                "the attacker holds {held} of {total} objectives after {} hours; stands lost: {} {}, {} {}{recovered}",
                state.hour,
                state.sides[0].name,
                lost(0),
                state.sides[1].name,
                lost(1)
            ),
            score: if total == 0 {
                0.0
            } else {
                held as f64 / total as f64
            },
        })
    }

    fn describe(state: &State, action: &Action) -> String {
        match *action {
            Action::Done => "orders written".to_owned(),
            Action::AirStrike { target } => format!("air sortie on {}", cell(target)),
            Action::Instruct { stand, instruction } => {
                let name = stand_name(state, stand);
                format!("{name}: standing instruction, {}", instruction.text())
            }
            Action::Order {
                stand,
                order,
                from_hour,
            } => {
                let name = stand_name(state, stand);
                format!(
                    "{name}: {}{}",
                    order_text(&order),
                    from_hour.map_or(String::new(), |h| format!(" from hour {h}"))
                )
            }
        }
    }

    fn render(view: &View) -> String {
        view::render(view)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        let cap = hex_capacity(state.hex_m);
        for u in &state.units {
            if u.alive() && u.stand.pins() > u.stand.figures {
                return Err(format!(
                    "{} carries {} pins on {} figures",
                    u.id,
                    u.stand.pins(),
                    u.stand.figures
                ));
            }
            if u.ammo_thirds > u.ammo_capacity * 3 {
                return Err(format!("{} carries more ammunition than it can", u.id));
            }
            if u.alive() && !state.on_map(u.hex) {
                return Err(format!("{} is off the map", u.id));
            }
            if u.alive() && state.count_at(u.hex, u.side) > cap {
                return Err(format!(
                    "congestion: more than {cap} stands in {}",
                    cell(u.hex)
                ));
            }
            if u.alive() && state.enemy_at(u.side, u.hex) {
                return Err(format!("both sides in {}", cell(u.hex)));
            }
            if u.alive()
                && state.terrain(u.hex) == Some(Terrain::River)
                && !state.passable(u.hex, u.mover)
            {
                return Err(format!("{} stands in an impassable river hex", u.id));
            }
        }
        Ok(())
    }

    fn seen_action(state: &State, actor: Seat, action: &Action, viewer: Seat) -> Seen<Action> {
        // Orders are written apart: only the umpire and the seat that wrote them know them.
        if viewer != crate::game::UMPIRE && viewer != actor && !matches!(action, Action::Done) {
            return Seen::Secret {
                text: format!("the {} seat wrote an order", Self::seat_name(actor)),
            };
        }
        Seen::Open {
            action: *action,
            text: Self::describe(state, action),
        }
    }

    fn hidden_twin(state: &State, seat: Seat, _rng: &mut Rng) -> Option<State> {
        let side = side_of(seat)?;
        let mut twin = state.clone();
        let mut changed = false;
        if is_sub(seat) {
            // A subordinate knows nothing of his side's other stands or his commander's news.
            for u in twin.units.iter_mut().filter(|u| u.side == side && !u.part) {
                u.ammo_thirds = (u.ammo_thirds + 1) % (u.ammo_capacity * 3 + 1);
                u.pending = None;
                u.tested = !u.tested;
                changed = true;
            }
            twin.sides[usize::from(side)]
                .reports
                .push("(a twin's report for the commander)".into());
            for s in &mut twin.sorties {
                s.arrives += 1;
            }
        }
        for i in 0..twin.units.len() {
            if twin.units[i].side == side {
                continue;
            }
            let seen = state.seen_by(i, is_sub(seat));
            let u = &mut twin.units[i];
            // Ammunition, grade and orders of the enemy are never shown.
            if u.ammo_capacity > 0 {
                u.ammo_thirds = (u.ammo_thirds + 1) % (u.ammo_capacity * 3 + 1);
            }
            u.green = !u.green;
            u.pending = None;
            u.order = crate::game::Order::Hold {
                ambush: !matches!(u.order, Order::Hold { ambush: true }),
            };
            u.tested = !u.tested;
            // Standing instructions are written orders too.
            u.standing.attack_withdraws = !u.standing.attack_withdraws;
            u.standing.broken_withdraws = !u.standing.broken_withdraws;
            u.standing.stop_hexes = if u.standing.stop_hexes == 0 { 2 } else { 0 };
            u.standing.tanks_lie_low = !u.standing.tanks_lie_low;
            u.standing.gather_pins = !u.standing.gather_pins;
            u.instructed ^= 1;
            if !seen && u.alive() {
                // A concealed stand: its strength and pins are unknown too.
                if u.stand.figures < 12 {
                    u.stand.figures += 1;
                }
                u.stand.markers = if u.stand.pins() < u.stand.figures {
                    u.stand.markers + 1
                } else {
                    0
                };
                u.position = match u.position {
                    Protection::Open => Protection::DugIn,
                    p => p,
                };
            }
            changed = true;
        }
        // An enemy stand unseen could stand anywhere else it may, concealed.
        for j in 0..twin.units.len() {
            let u = &twin.units[j];
            if u.side == side || !u.alive() || state.seen_by(j, is_sub(seat)) {
                continue;
            }
            let (from, mover, other_side) = (u.hex, u.mover, u.side);
            let elsewhere = twin
                .map_hexes()
                .find(|&h| h != from && twin.room_for(h, mover, other_side));
            if let Some(h) = elsewhere {
                twin.units[j].hex = h;
                twin.units[j].concealed = true;
            }
        }
        for s in &mut twin.sorties {
            if s.side != side {
                s.arrives += 1;
            }
        }
        let other = usize::from(1 - side);
        twin.sides[other].sorties_left = (twin.sides[other].sorties_left + 1) % 4;
        twin.sides[other].div_log += 1;
        twin.sides[other].corps_div_log += 1;
        twin.sides[other]
            .reports
            .push("(a twin's private report)".into());
        changed.then_some(twin)
    }

    fn sample_hidden(state: &State, seat: Seat, rng: &mut Rng) -> Option<State> {
        sample::sample_hidden(state, seat, rng)
    }

    fn side(seat: Seat) -> Option<u8> {
        side_of(seat)
    }

    fn worth(outcome: &Outcome, side: u8) -> f64 {
        // The result, and a fifth for the share of the objectives the attacker holds.
        umpire_core::search::blended_worth::<Self>(outcome, side, outcome.score)
    }

    fn revealed_view(state: &State) -> Option<View> {
        // The umpire sees every counter and stand.
        Some(Self::view(state, crate::game::UMPIRE))
    }

    fn ends_turn(action: &Action) -> bool {
        matches!(action, Action::Done)
    }

    fn foreign_objects(state: &State, seat: Seat) -> Vec<(u32, Action)> {
        let n = state.units.len();
        (0..n + 3)
            .filter(|&i| {
                state
                    .units
                    .get(i)
                    .is_none_or(|u| !crate::game::commands(seat, u))
            })
            .filter_map(|i| u16::try_from(i).ok())
            .flat_map(|i| {
                let order = Order::Hold { ambush: true };
                let a = Action::Order {
                    stand: i,
                    order,
                    from_hour: None,
                };
                let instruction = Instruction::Stop { hexes: 2 };
                let b = Action::Instruct {
                    stand: i,
                    instruction,
                };
                [(u32::from(i), a), (u32::from(i), b)]
            })
            .collect()
    }

    fn parse_action(state: &State, seat: Seat, text: &str) -> Result<Action, String> {
        crate::typed::parse_action(state, seat, text)
    }

    fn instructs(action: &Action) -> bool {
        matches!(action, Action::Instruct { .. })
    }
}
