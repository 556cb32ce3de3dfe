//! de Gre's rules as a kernel rule set: two seats, the six steps of a turn as actions, checks
//! that name the rule, views that hide the other side's artillery and musketry orders until
//! fired, its held canister and its MDI card until both are in.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Dir8, Square};
use umpire_core::{Dice, Illegal, Outcome, Rng, Ruleset, ScenarioError, Seat, SeatSet, Seen};

use crate::game::{
    canister_targets, dir_towards, distance_halves, end_turn, forced_retreats, may_support,
    may_volley, off_facing, report, resolve_artillery, resolve_melee, resolve_musketry,
    CanisterOrder, Melee, Phase, ShotOrder, State, VolleyOrder,
};
use crate::mdi::Card;
use crate::scenario::{build, Formation, Kind, Scenario, Terrain};
use crate::values::Gun;
use crate::view::{self, View};

/// de Gre's Napoleonic rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct Napoleonic;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// Step 1: fire one of a battery's shots at an aim point (tenths of an inch).
    Shoot {
        /// The battery.
        battery: u16,
        /// The gun.
        gun: Gun,
        /// Aim point.
        aim: [i32; 2],
    },
    /// Canister into an adjacent square at a unit: with the rest of the artillery in step 1, or
    /// held canister in step 4.
    Canister {
        /// The battery.
        battery: u16,
        /// The target unit.
        target: u16,
    },
    /// Step 1, defender: hold canister for enemies passing within range.
    Hold {
        /// The battery.
        battery: u16,
    },
    /// Step 2: a unit's volley at an enemy unit.
    Volley {
        /// The firing unit.
        unit: u16,
        /// The target.
        target: u16,
    },
    /// Step 3: move a unit (into an enemy square: a melee).
    Move {
        /// The unit.
        unit: u16,
        /// Where.
        to: Square,
    },
    /// Attacker: face a unit another way (free, once a unit a step).
    Face {
        /// The unit.
        unit: u16,
        /// The new facing.
        facing: Dir8,
    },
    /// Step 3: change formation (forming or breaking a square takes the whole move).
    Form {
        /// The unit.
        unit: u16,
        /// The formation.
        formation: Formation,
    },
    /// Attacker: limber a battery.
    Limber {
        /// The battery.
        unit: u16,
    },
    /// Attacker: unlimber a battery.
    Unlimber {
        /// The battery.
        unit: u16,
    },
    /// Step 5: a unit supports the melee being declared.
    Support {
        /// The unit.
        unit: u16,
    },
    /// Step 5: the side's MDI card for the melee (hidden until both are in).
    Mdi {
        /// The card.
        card: Card,
    },
    /// 2B: artillery, light infantry and light cavalry detach stands into the square next door
    /// (a battery: a gun with them).
    Separate {
        /// The unit.
        unit: u16,
        /// Stands detached.
        stands: u32,
        /// Where they go.
        to: Square,
    },
    /// 2B: a detachment rejoins a unit of its kind in its own or the next square.
    Rejoin {
        /// The unit rejoining.
        unit: u16,
        /// The unit it joins.
        into: u16,
    },
    /// Destroy one's own battery's guns and wagon (11).
    Spike {
        /// The battery.
        battery: u16,
    },
    /// Surrender (12).
    Surrender,
    /// This step is done.
    Done,
}

fn no(rule: &str, reason: impl Into<String>) -> Result<(), Illegal> {
    Err(Illegal::new(rule, reason))
}

/// The side of a seat (seat 0 is side 0).
#[must_use]
pub fn side_of(seat: Seat) -> Option<u8> {
    (seat < 2).then_some(seat)
}

/// Whether battery `b` may shoot `gun` at `aim` (3B–3G): a free shot of that gun, in range
/// (NAP-3), within ±45° of its facing, not screened by friends next to it (howitzers fire
/// over them).
fn check_shot(state: &State, b: usize, gun: Gun, aim: [i32; 2]) -> Result<(), Illegal> {
    let u = &state.units[b];
    if !state.free_slots(b).iter().any(|s| s.contains(&gun)) {
        return no(
            "3C–3D shots a battery has",
            format!("{} has no {} shot left this turn", u.name, gun.name()),
        );
    }
    let side = state.shot.square;
    let target = Square::new(
        (f64::from(aim[0]) / 10.0 / side).floor() as i8,
        (f64::from(aim[1]) / 10.0 / side).floor() as i8,
    );
    if !state.on_board(target) {
        return no("1 the board", "the aim point is off the board");
    }
    if target == u.square {
        return no("3E arc", "a gun cannot fire into its own square");
    }
    let range = distance_halves(u.square, target);
    if range > 2 * u32::from(state.house.gun_range(gun)) {
        return no(
            "NAP-3 range",
            format!(
                "{} guns reach {} squares; the aim is {}",
                gun.name(),
                state.house.gun_range(gun),
                f64::from(range) / 2.0
            ),
        );
    }
    if off_facing(u.facing, u.square, target) > 45.5 {
        return no("3E arc", "a gun fires no more than 45° off its facing");
    }
    if gun != Gun::Howitzer {
        if let Some(d) = dir_towards(u.square, target) {
            let next = u.square.step8(d);
            if state.side_at(next, u.side) {
                return no(
                    "3E screening",
                    "friendly troops next to the gun in that direction screen it",
                );
            }
            if state.terrain(next) == Some(Terrain::Burning) {
                return no(
                    "6D burning",
                    "a burning square next to the gun in that direction screens it",
                );
            }
        }
    }
    Ok(())
}

fn check_canister(state: &State, b: usize, t: usize, held: bool) -> Result<(), Illegal> {
    let u = &state.units[b];
    let Some(e) = state.units.get(t) else {
        return no("3H canister", "no such target");
    };
    if e.side == u.side || !e.on_board() {
        return no(
            "3H canister",
            "canister is fired at an enemy unit on the board",
        );
    }
    if held {
        if !canister_targets(state, b).contains(&t) {
            return no(
                "3H held canister",
                format!("{} has not come within {}'s canister", e.name, u.name),
            );
        }
        return Ok(());
    }
    if state.free_slots(b).is_empty()
        || state.shots.iter().any(|(_, o)| usize::from(o.battery) == b)
    {
        return no(
            "3H canister",
            format!("{} has no shots left for canister this turn", u.name),
        );
    }
    if e.square.chebyshev(u.square) != 1 || off_facing(u.facing, u.square, e.square) > 45.5 {
        return no(
            "3H canister",
            "canister goes into an adjacent square within 45° of the gun's facing",
        );
    }
    if state.side_at(e.square, u.side) {
        return no(
            "3H canister",
            "canister is never fired into a square with friendly troops",
        );
    }
    Ok(())
}

fn check_move(state: &State, i: usize, to: Square) -> Result<(), Illegal> {
    check_move_with(state, i, to, None)
}

/// [`check_move`] with the unit's reachable squares already known.
fn check_move_with(
    state: &State,
    i: usize,
    to: Square,
    reachable: Option<&[Square]>,
) -> Result<(), Illegal> {
    let u = &state.units[i];
    if u.moved {
        return no(
            "2A sequence",
            format!("{} has already moved this turn", u.name),
        );
    }
    if u.in_square() {
        return no("8B squares", "a square cannot move; break it first");
    }
    if u.kind.battery() && (!u.limbered || u.stands == 0) {
        return no(
            "2F guns",
            "a battery moves limbered and with at least one stand of crew",
        );
    }
    let known;
    let reach = match reachable {
        Some(r) => r,
        None => {
            known = state.reachable(i);
            &known
        }
    };
    if !reach.contains(&to) {
        return no(
            "2D–2E movement",
            format!(
                "{},{} is not within {}'s move (NAP-1: {} squares, diagonals 1.5) by a clear path",
                to.x,
                to.y,
                u.name,
                state.house.movement.get(u.kind)
            ),
        );
    }
    let enemies: Vec<usize> = state
        .units_at(to)
        .filter(|&j| state.units[j].side != u.side)
        .collect();
    if !enemies.is_empty() {
        if u.kind.battery() {
            return no("5A melee", "batteries do not charge (UMP-NAP-5)");
        }
        if u.stands < 2 && u.kind != Kind::Commander {
            return no("5B melee", "a unit of one stand cannot melee");
        }
        if u.kind == Kind::Commander && !state.side_at(to, u.side) {
            return no(
                "5A melee",
                "a commander joins a melee only with one of his units",
            );
        }
        if u.kind.cavalry() && enemies.iter().any(|&j| state.units[j].in_square()) {
            return no("8B squares", "cavalry cannot melee an unbroken square");
        }
        if u.kind != Kind::Commander && state.side_at(to, u.side) {
            return no("2C stacking", "one unit of a side to a square");
        }
    }
    Ok(())
}

/// The legality of an action for a side.
fn check_action(state: &State, side: u8, a: &Action) -> Result<(), Illegal> {
    let attacker = side == state.attacker;
    let unit = |k: u16| -> Result<usize, Illegal> {
        let i = usize::from(k);
        match state.units.get(i) {
            Some(u) if u.side == side && u.on_board() => Ok(i),
            Some(u) if u.side != side => {
                Err(Illegal::new("seats", format!("{} is not yours", u.name)))
            }
            Some(u) => Err(Illegal::new(
                "seats",
                format!("{} is out of the game", u.name),
            )),
            None => Err(Illegal::new("seats", format!("there is no unit {k}"))),
        }
    };
    let step = |want: &str| Illegal::new("2A sequence", format!("not now: {want}"));
    match *a {
        Action::Done => Ok(()),
        Action::Surrender => {
            if 2 * state.points_halves(side) > state.start_points[usize::from(side)] {
                return no(
                    "12 game end",
                    "a side surrenders only once it has lost half its points (UMP-NAP-7)",
                );
            }
            Ok(())
        }
        Action::Spike { battery } => {
            let b = unit(battery)?;
            if state.phase != Phase::Artillery {
                return Err(step(
                    "equipment is destroyed between turns, before the artillery fires",
                ));
            }
            let u = &state.units[b];
            if !u.kind.battery() || (u.guns.is_empty() && !u.wagon) {
                return no("11 destroying equipment", "no guns or wagon to destroy");
            }
            Ok(())
        }
        Action::Shoot { battery, gun, aim } => {
            let b = unit(battery)?;
            if state.phase != Phase::Artillery {
                return Err(step("artillery fires in step 1"));
            }
            check_shot(state, b, gun, aim)
        }
        Action::Hold { battery } => {
            let b = unit(battery)?;
            if state.phase != Phase::Artillery {
                return Err(step("canister is held in step 1"));
            }
            if attacker {
                return no(
                    "2A sequence",
                    "only the defender fires held canister (step 4)",
                );
            }
            if state.shot_slots(b).is_empty()
                || state.free_slots(b).len() != state.shot_slots(b).len()
            {
                return no(
                    "3H held canister",
                    "a battery holding canister fires nothing else this turn",
                );
            }
            Ok(())
        }
        Action::Canister { battery, target } => {
            let b = unit(battery)?;
            match state.phase {
                Phase::Artillery => check_canister(state, b, usize::from(target), false),
                Phase::Canister if !attacker => check_canister(state, b, usize::from(target), true),
                _ => Err(step("canister is fired in step 1, or held until step 4")),
            }
        }
        Action::Volley { unit: k, target } => {
            let i = unit(k)?;
            if state.phase != Phase::Musketry {
                return Err(step("musketry is step 2"));
            }
            if state.volleys.iter().any(|(_, v)| v.unit == k) {
                return no("4B musketry", "a unit fires once a turn");
            }
            if may_volley(state, i, usize::from(target)).is_none() {
                return no(
                    "4B musketry",
                    "infantry fires 1 or 2 squares (NAP-2): line straight ahead, others within 45°, nothing in between",
                );
            }
            Ok(())
        }
        Action::Move { unit: k, to } => {
            let i = unit(k)?;
            if state.phase != Phase::Move || !attacker {
                return Err(step("the attacker moves in step 3"));
            }
            check_move(state, i, to)
        }
        Action::Face { unit: k, facing } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if !attacker
                || !matches!(
                    state.phase,
                    Phase::Artillery | Phase::Musketry | Phase::Move
                )
            {
                return no(
                    "2G facing",
                    "only the attacker faces freely, and not in the melees",
                );
            }
            if u.in_square() {
                return no("8B squares", "a square faces every way");
            }
            if facing == u.facing {
                return no("2G facing", "no change");
            }
            if adjusted(state, i) {
                return no(
                    "2G facing",
                    "a unit changes facing or limber once a step (UMP-NAP-6)",
                );
            }
            Ok(())
        }
        Action::Limber { unit: k } | Action::Unlimber { unit: k } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if !attacker {
                return no("2G limbering", "the defender may not limber or unlimber");
            }
            if !u.kind.battery() {
                return no("2G limbering", "only batteries limber");
            }
            let want = matches!(a, Action::Limber { .. });
            if u.limbered == want {
                return no("2G limbering", "no change");
            }
            if adjusted(state, i) {
                return no(
                    "2G limbering",
                    "a unit changes facing or limber once a step (UMP-NAP-6)",
                );
            }
            if want && state.shots.iter().any(|(_, o)| usize::from(o.battery) == i) {
                return no(
                    "3B artillery",
                    "a battery that has fired this step stays unlimbered",
                );
            }
            if !matches!(
                state.phase,
                Phase::Artillery | Phase::Musketry | Phase::Move
            ) {
                return Err(step("limbering"));
            }
            Ok(())
        }
        Action::Separate {
            unit: k,
            stands,
            to,
        } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if state.phase != Phase::Move || !attacker {
                return Err(step("units separate in the attacker's move"));
            }
            if !crate::game::may_separate(u.kind) {
                return no(
                    "2B units",
                    "only artillery, light infantry and light cavalry separate and reform",
                );
            }
            if u.moved {
                return no("2B units", "separating takes the unit's move");
            }
            if stands == 0 || stands >= u.stands {
                return no("2B units", "a detachment takes some of the stands, not all");
            }
            if u.kind.battery() && (u.guns.len() < 2 || u.limbered) {
                return no(
                    "2B units",
                    "a battery detaches a gun with crew from two unlimbered guns",
                );
            }
            if u.square.chebyshev(to) != 1
                || !state.terrain(to).is_some_and(Terrain::passable)
                || state.units_at(to).any(|j| state.units[j].side != side)
                || state
                    .units_at(to)
                    .any(|j| state.units[j].kind != Kind::Commander)
            {
                return no(
                    "2C stacking",
                    "the detachment goes to an empty square next door",
                );
            }
            Ok(())
        }
        Action::Rejoin { unit: k, into } => {
            let i = unit(k)?;
            let j = unit(into)?;
            let (u, t) = (&state.units[i], &state.units[j]);
            if state.phase != Phase::Move || !attacker {
                return Err(step("units reform in the attacker's move"));
            }
            if i == j || u.kind != t.kind || !crate::game::may_separate(u.kind) {
                return no("2B units", "a unit rejoins another of its own kind");
            }
            if u.moved || t.moved {
                return no("2B units", "reforming takes both units' moves");
            }
            if u.square.chebyshev(t.square) > 1 {
                return no(
                    "2B units",
                    "the units must be in the same or neighbouring squares",
                );
            }
            let most = if u.kind == Kind::FootBattery { 6 } else { 12 };
            if u.stands + t.stands > most || u.guns.len() + t.guns.len() > 2 || (u.wagon && t.wagon)
            {
                return no("2C stacking", "the reformed unit would be too big");
            }
            let mut merged = state.clone();
            crate::game::rejoin(&mut merged, i, j);
            if !merged.stacking_allows(j, t.square) {
                return no(
                    "2C stacking",
                    "the reformed unit would break the stacking limit with the units beside it",
                );
            }
            Ok(())
        }
        Action::Form { unit: k, formation } => {
            let i = unit(k)?;
            let u = &state.units[i];
            if state.phase != Phase::Move || !attacker {
                return Err(step("formations change in the attacker's move"));
            }
            if !u.kind.infantry() {
                return no("8A squares", "only infantry changes formation");
            }
            if u.formation == formation {
                return no("8A squares", "no change");
            }
            if u.moved {
                return no("8A squares", "forming or breaking takes the whole move");
            }
            if formation == Formation::Square
                && (!matches!(u.kind, Kind::LineInfantry | Kind::GuardsInfantry) || u.stands < 4)
            {
                return no(
                    "8A squares",
                    "a square is line or Guards infantry with a stand for each of its four faces",
                );
            }
            Ok(())
        }
        Action::Support { unit: k } => {
            let i = unit(k)?;
            let Phase::Supports { melee, side: s } = state.phase else {
                return Err(step("supports are declared in step 5"));
            };
            if s != side {
                return no(
                    "5A supports",
                    "the attacker declares supports first, then the defender",
                );
            }
            if !may_support(state, i, usize::from(melee)) {
                return no(
                    "5A supports (NAP-6)",
                    format!("{} cannot support this melee", state.units[i].name),
                );
            }
            Ok(())
        }
        Action::Mdi { .. } => {
            let Phase::Cards { melee } = state.phase else {
                return Err(step("MDI cards are chosen in step 5"));
            };
            if state.melees[usize::from(melee)].cards[usize::from(side)].is_some() {
                return no("5C MDI", "this side's card is already committed");
            }
            Ok(())
        }
    }
}

/// Whether unit `i` has already changed facing or limber this step.
fn adjusted(state: &State, i: usize) -> bool {
    state
        .adjusted
        .contains(&u16::try_from(i).unwrap_or(u16::MAX))
}

impl Ruleset for Napoleonic {
    const ID: &'static str = "napoleonic";
    const SEATS: &'static [&'static str] = &["a", "b"];
    const RESULTS: &'static [&'static str] = &["Side A victory", "Draw", "Side B victory"];
    const MAX_ACTIONS: usize = 400_000;
    const SCORE: &'static str = "points of side A less side B";

    type Scenario = Scenario;
    type State = State;
    type Action = Action;
    type View = View;

    fn new_game(scenario: &Scenario, _dice: &mut Dice) -> Result<State, ScenarioError> {
        let b = build(scenario)?;
        let state = State::new(&scenario.name, &b);
        for (i, u) in state.units.iter().enumerate() {
            if !state.stacking_allows(i, u.square) {
                let side = usize::from(u.side);
                let k = state.units[..=i]
                    .iter()
                    .filter(|x| x.side == u.side)
                    .count()
                    - 1;
                return Err(ScenarioError::new(
                    format!("sides[{side}].units[{k}].square"),
                    "2C: one unit of a side to a square (artillery up to 2 guns, 1 wagon, 6 crew; one commander)",
                ));
            }
            if state
                .units_at(u.square)
                .any(|j| state.units[j].side != u.side)
            {
                return Err(ScenarioError::new(
                    format!("sides[{}].units", u.side),
                    format!("both sides start in square {},{}", u.square.x, u.square.y),
                ));
            }
        }
        Ok(state)
    }

    fn to_act(state: &State) -> SeatSet {
        match state.phase {
            Phase::Over => SeatSet::NONE,
            Phase::Artillery | Phase::Musketry => {
                let mut s = SeatSet::NONE;
                for side in 0..2u8 {
                    if !state.sides[usize::from(side)].done {
                        s = s.with(side);
                    }
                }
                s
            }
            Phase::Move => SeatSet::one(state.attacker),
            Phase::Canister => SeatSet::one(state.defender()),
            Phase::Supports { side, .. } => SeatSet::one(side),
            Phase::Cards { melee } => {
                let m = &state.melees[usize::from(melee)];
                let mut s = SeatSet::NONE;
                for side in 0..2u8 {
                    if m.cards[usize::from(side)].is_none() {
                        s = s.with(side);
                    }
                }
                s
            }
        }
    }

    fn legal_actions(state: &State, seat: Seat, out: &mut Vec<Action>) {
        if !Self::to_act(state).contains(seat) {
            return;
        }
        let Some(side) = side_of(seat) else { return };
        if state.phase == Phase::Move {
            // Moves: each unit's reachable squares once.
            for (i, u) in state.units.iter().enumerate() {
                if u.side != side || !u.on_board() {
                    continue;
                }
                let reach = state.reachable(i);
                for &to in &reach {
                    if check_move_with(state, i, to, Some(&reach)).is_ok() {
                        out.push(Action::Move {
                            unit: u16::try_from(i).unwrap_or(u16::MAX),
                            to,
                        });
                    }
                }
            }
        }
        for a in candidates(state, side) {
            if !matches!(a, Action::Move { .. }) && check_action(state, side, &a).is_ok() {
                out.push(a);
            }
        }
    }

    fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(side) = side_of(seat) else {
            return no("seats", "no such seat");
        };
        if state.phase == Phase::Over {
            return no("12 game end", "the game is over");
        }
        if !Self::to_act(state).contains(seat) {
            return no("2A sequence", "it is not this side's step");
        }
        check_action(state, side, action)
    }

    fn apply_unchecked(state: &mut State, seat: Seat, action: &Action, dice: &mut Dice) {
        let Some(side) = side_of(seat) else { return };
        apply(state, side, action, dice);
    }

    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }

    fn public_view(state: &State) -> View {
        view::public_view(state)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if state.phase != Phase::Over {
            return None;
        }
        let (a, b) = (state.points_halves(0), state.points_halves(1));
        let result = if state.sides[1].surrendered || (a > b && !state.sides[0].surrendered) {
            "Side A victory"
        } else if state.sides[0].surrendered || b > a {
            "Side B victory"
        } else {
            "Draw"
        };
        let surrender = state
            .sides
            .iter()
            .find(|s| s.surrendered)
            .map_or(String::new(), |s| format!("{} surrendered; ", s.name));
        // The result level is the rule set's fixed name (simulations count by it); the
        // summary says who won in the scenario's own names.
        let winner = match result {
            "Side A victory" => format!("{} wins", state.sides[0].name),
            "Side B victory" => format!("{} wins", state.sides[1].name),
            _ => "a draw".to_owned(),
        };
        Some(Outcome {
            result: result.to_owned(),
            summary: format!(
                "{winner}: {surrender}points after {} turns: {} {}, {} {}",
                state.turn,
                state.sides[0].name,
                f64::from(a) / 2.0,
                state.sides[1].name,
                f64::from(b) / 2.0
            ),
            score: (f64::from(a) - f64::from(b)) / 2.0,
        })
    }

    fn describe(state: &State, action: &Action) -> String {
        view::describe(state, action)
    }

    fn render(view: &View) -> String {
        view::render(view)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        for (i, u) in state.units.iter().enumerate() {
            if !u.on_board() {
                continue;
            }
            if !state.on_board(u.square) {
                return Err(format!("{} is off the board but counted on it", u.id));
            }
            if !state.terrain(u.square).is_some_and(Terrain::passable) {
                return Err(format!("{} stands on impassable ground", u.id));
            }
            // 2C, except in a contact square this step.
            let contact = state.melees.iter().any(|m| m.contact == u.square);
            if !contact && !state.stacking_allows(i, u.square) {
                return Err(format!("2C broken at {},{}", u.square.x, u.square.y));
            }
            if u.formation == Formation::Square && u.stands < 4 {
                return Err(format!("{} is an illegal square", u.id));
            }
            if u.stands == 0 {
                return Err(format!("{} has no stands but is on the board", u.id));
            }
        }
        Ok(())
    }

    fn seen_action(state: &State, actor: Seat, action: &Action, viewer: Seat) -> Seen<Action> {
        // Orders fired together (the artillery's aim and canister, musketry, held canister)
        // and melee cards are secret from the other side until the rules reveal them.
        let secret = match action {
            Action::Shoot { .. } | Action::Hold { .. } | Action::Volley { .. } => true,
            Action::Canister { .. } => state.phase == Phase::Artillery,
            Action::Mdi { .. } => true,
            _ => false,
        };
        if secret && side_of(viewer) != side_of(actor) && side_of(viewer).is_some() {
            let what = match action {
                Action::Mdi { .. } => "chose a melee card",
                Action::Hold { .. } => "gave an order to a battery",
                Action::Volley { .. } => "gave a musketry order",
                _ => "gave an artillery order",
            };
            return Seen::Secret {
                text: format!(
                    "side {} {what} (secret until it is carried out)",
                    ["A", "B"][usize::from(actor.min(1))]
                ),
            };
        }
        Seen::Open {
            action: *action,
            text: Self::describe(state, action),
        }
    }

    fn hidden_twin(state: &State, seat: Seat, _rng: &mut Rng) -> Option<State> {
        let side = side_of(seat)?;
        let other = 1 - side;
        let mut twin = state.clone();
        let mut changed = false;
        // The other side's orders not yet fired, its held canister and its card.
        for (s, o) in &mut twin.shots {
            if *s == other {
                o.aim[0] += 1;
                changed = true;
            }
        }
        let before = twin.volleys.len();
        twin.volleys.retain(|(s, _)| *s != other);
        changed |= twin.volleys.len() != before;
        for u in &mut twin.units {
            if u.side == other && u.kind.battery() {
                u.holding = !u.holding;
                changed = true;
            }
        }
        for m in &mut twin.melees {
            let c = &mut m.cards[usize::from(other)];
            if let Some(card) = c {
                *card = if *card == Card::Line {
                    Card::Column
                } else {
                    Card::Line
                };
                changed = true;
            }
        }
        changed.then_some(twin)
    }

    fn parse_action(state: &State, seat: Seat, text: &str) -> Result<Action, String> {
        view::parse_action(state, seat, text)
    }
}

/// The candidate actions of a side now (each is checked before it is listed).
fn candidates(state: &State, side: u8) -> Vec<Action> {
    let mut v = vec![Action::Done];
    let idx = |i: usize| u16::try_from(i).unwrap_or(u16::MAX);
    let mine: Vec<usize> = (0..state.units.len())
        .filter(|&i| state.units[i].side == side && state.units[i].on_board())
        .collect();
    let attacker = side == state.attacker;
    let adjust = |v: &mut Vec<Action>| {
        if !attacker {
            return;
        }
        for &i in &mine {
            let u = &state.units[i];
            if u.kind.battery() {
                v.push(Action::Limber { unit: idx(i) });
                v.push(Action::Unlimber { unit: idx(i) });
            }
            // Facing towards the nearest enemy, and the two neighbouring facings.
            let near = state
                .units
                .iter()
                .filter(|e| e.on_board() && e.side != side)
                .map(|e| e.square)
                .min_by_key(|s| (distance_halves(u.square, *s), *s));
            if let Some(d) = near.and_then(|s| dir_towards(u.square, s)) {
                for t in [0i8, 1, -1] {
                    v.push(Action::Face {
                        unit: idx(i),
                        facing: d.turned(t),
                    });
                }
            }
        }
    };
    match state.phase {
        Phase::Artillery => {
            for &b in &mine {
                let u = &state.units[b];
                if !u.kind.battery() {
                    continue;
                }
                let slots = state.free_slots(b);
                let mut guns: Vec<Gun> = slots.iter().flatten().copied().collect();
                guns.sort_by_key(|g| *g as u8);
                guns.dedup();
                for j in 0..state.units.len() {
                    let e = &state.units[j];
                    if e.side == side || !e.on_board() {
                        continue;
                    }
                    for &g in &guns {
                        for (_, r) in state.parts(j).into_iter().take(3) {
                            v.push(Action::Shoot {
                                battery: idx(b),
                                gun: g,
                                aim: [(r.x * 10.0).round() as i32, (r.y * 10.0).round() as i32],
                            });
                        }
                    }
                    v.push(Action::Canister {
                        battery: idx(b),
                        target: idx(j),
                    });
                }
                v.push(Action::Hold { battery: idx(b) });
                v.push(Action::Spike { battery: idx(b) });
            }
            adjust(&mut v);
            v.push(Action::Surrender);
        }
        Phase::Musketry => {
            for &i in &mine {
                if !state.units[i].kind.infantry() {
                    continue;
                }
                for j in 0..state.units.len() {
                    if state.units[j].side != side && state.units[j].on_board() {
                        v.push(Action::Volley {
                            unit: idx(i),
                            target: idx(j),
                        });
                    }
                }
            }
            adjust(&mut v);
        }
        Phase::Move => {
            for &i in &mine {
                let u = &state.units[i];
                if crate::game::may_separate(u.kind) {
                    for d in Dir8::ALL {
                        v.push(Action::Separate {
                            unit: idx(i),
                            stands: 1,
                            to: u.square.step8(d),
                        });
                    }
                    for &j in &mine {
                        if j != i && state.units[j].kind == u.kind {
                            v.push(Action::Rejoin {
                                unit: idx(i),
                                into: idx(j),
                            });
                        }
                    }
                }
                if state.units[i].kind.infantry() {
                    for f in [Formation::Line, Formation::Column, Formation::Square] {
                        v.push(Action::Form {
                            unit: idx(i),
                            formation: f,
                        });
                    }
                }
            }
            adjust(&mut v);
        }
        Phase::Canister => {
            for &b in &mine {
                for t in canister_targets(state, b) {
                    v.push(Action::Canister {
                        battery: idx(b),
                        target: idx(t),
                    });
                }
            }
        }
        Phase::Supports { .. } => {
            for &i in &mine {
                v.push(Action::Support { unit: idx(i) });
            }
        }
        Phase::Cards { .. } => {
            for c in Card::ALL {
                v.push(Action::Mdi { card: c });
            }
        }
        Phase::Over => {}
    }
    v
}

/// Applies a checked action.
fn apply(state: &mut State, side: u8, a: &Action, dice: &mut Dice) {
    let s = usize::from(side);
    match *a {
        Action::Shoot { battery, gun, aim } => {
            state.shots.push((side, ShotOrder { battery, gun, aim }));
        }
        Action::Hold { battery } => {
            state.units[usize::from(battery)].holding = true;
        }
        Action::Canister { battery, target } => {
            if state.phase == Phase::Canister {
                let b = usize::from(battery);
                let t = usize::from(target);
                let kills = crate::game::held_canister(state, b, t, dice);
                state.units[b].holding = false;
                let text = format!(
                    "{} fires held canister at {}: {kills} lost",
                    state.units[b].name, state.units[t].name
                );
                report(state, dice, text);
            } else {
                state
                    .canister
                    .push((side, CanisterOrder { battery, target }));
            }
        }
        Action::Volley { unit, target } => {
            state.volleys.push((side, VolleyOrder { unit, target }));
        }
        Action::Move { unit, to } => {
            let i = usize::from(unit);
            let path = state.route(i, to);
            let from = if path.len() >= 2 {
                path[path.len() - 2]
            } else {
                state.units[i].square
            };
            let enemy_there = state.units_at(to).any(|j| state.units[j].side != side);
            let u = &mut state.units[i];
            if let Some(d) = dir_towards(from, to) {
                u.facing = d;
            }
            u.square = to;
            u.moved = true;
            u.path = path;
            if enemy_there {
                match state.melees.iter_mut().find(|m| m.contact == to) {
                    Some(m) => m.attackers.push(unit),
                    None => state.melees.push(Melee {
                        contact: to,
                        from,
                        attackers: vec![unit],
                        supports: [Vec::new(), Vec::new()],
                        cards: [None, None],
                    }),
                }
            }
        }
        Action::Face { unit, facing } => {
            state.units[usize::from(unit)].facing = facing;
            state.adjusted.push(unit);
        }
        Action::Limber { unit } => {
            state.units[usize::from(unit)].limbered = true;
            state.adjusted.push(unit);
        }
        Action::Unlimber { unit } => {
            state.units[usize::from(unit)].limbered = false;
            state.adjusted.push(unit);
        }
        Action::Form { unit, formation } => {
            let u = &mut state.units[usize::from(unit)];
            if formation == Formation::Square || u.formation == Formation::Square {
                u.moved = true;
            }
            u.formation = formation;
            state.adjusted.push(unit);
        }
        Action::Support { unit } => {
            let Phase::Supports { melee, .. } = state.phase else {
                return;
            };
            let m = usize::from(melee);
            let contact = state.melees[m].contact;
            let i = usize::from(unit);
            if let Some(d) = dir_towards(state.units[i].square, contact) {
                if !state.units[i].in_square() {
                    state.units[i].facing = d;
                }
            }
            state.melees[m].supports[s].push(unit);
        }
        Action::Mdi { card } => {
            let Phase::Cards { melee } = state.phase else {
                return;
            };
            let m = usize::from(melee);
            state.melees[m].cards[s] = Some(card);
            if state.melees[m].cards.iter().all(Option::is_some) {
                resolve_melee(state, m, dice);
                if m + 1 < state.melees.len() {
                    state.phase = Phase::Cards {
                        melee: u8::try_from(m + 1).unwrap_or(u8::MAX),
                    };
                } else {
                    end_turn(state, dice);
                    state.adjusted.clear();
                }
            }
        }
        Action::Separate { unit, stands, to } => {
            let n = crate::game::separate(state, usize::from(unit), stands, to);
            let text = format!(
                "{} detaches {} to {},{}",
                state.units[usize::from(unit)].name,
                state.units[n].id,
                to.x,
                to.y
            );
            report(state, dice, text);
        }
        Action::Rejoin { unit, into } => {
            crate::game::rejoin(state, usize::from(unit), usize::from(into));
            let text = format!(
                "{} rejoins {}",
                state.units[usize::from(unit)].name,
                state.units[usize::from(into)].name
            );
            report(state, dice, text);
        }
        Action::Spike { battery } => {
            let u = &mut state.units[usize::from(battery)];
            u.guns.clear();
            u.wagon = false;
            let text = format!("{} destroys its guns", u.name);
            report(state, dice, text);
        }
        Action::Surrender => {
            state.sides[s].surrendered = true;
            state.phase = Phase::Over;
            let text = format!("{} surrenders", state.sides[s].name);
            report(state, dice, text);
        }
        Action::Done => done(state, side, dice),
    }
}

fn done(state: &mut State, side: u8, dice: &mut Dice) {
    let s = usize::from(side);
    match state.phase {
        Phase::Artillery => {
            state.sides[s].done = true;
            if state.sides.iter().all(|x| x.done) {
                state.reports.clear();
                resolve_artillery(state, dice);
                next_step(state, Phase::Musketry);
            }
        }
        Phase::Musketry => {
            state.sides[s].done = true;
            if state.sides.iter().all(|x| x.done) {
                resolve_musketry(state, dice);
                next_step(state, Phase::Move);
                forced_retreats(state, dice);
            }
        }
        Phase::Move => {
            let held = (0..state.units.len()).any(|b| !canister_targets(state, b).is_empty());
            if held {
                next_step(state, Phase::Canister);
            } else {
                start_melees(state, dice);
            }
        }
        Phase::Canister => start_melees(state, dice),
        Phase::Supports { melee, side: who } => {
            let att = state.attacker;
            if who == att {
                state.phase = Phase::Supports {
                    melee,
                    side: 1 - att,
                };
            } else if usize::from(melee) + 1 < state.melees.len() {
                state.phase = Phase::Supports {
                    melee: melee + 1,
                    side: att,
                };
            } else {
                state.phase = Phase::Cards { melee: 0 };
            }
        }
        Phase::Cards { .. } | Phase::Over => {}
    }
}

fn next_step(state: &mut State, p: Phase) {
    state.phase = p;
    state.adjusted.clear();
    for x in &mut state.sides {
        x.done = false;
    }
}

/// After the move and held canister: the melees whose contact square still holds both sides.
fn start_melees(state: &mut State, dice: &mut Dice) {
    let keep: Vec<bool> = state
        .melees
        .iter()
        .map(|m| {
            let sides: Vec<u8> = state
                .units_at(m.contact)
                .map(|j| state.units[j].side)
                .collect();
            sides.contains(&0) && sides.contains(&1)
        })
        .collect();
    let mut k = keep.into_iter();
    state.melees.retain(|_| k.next().unwrap_or(false));
    if state.melees.is_empty() {
        end_turn(state, dice);
        state.adjusted.clear();
    } else {
        next_step(
            state,
            Phase::Supports {
                melee: 0,
                side: state.attacker,
            },
        );
    }
}
