//! de Gre's rules as a kernel rule set: two seats, the six steps of a turn as actions, checks
//! that name the rule, views that hide the other side's artillery and musketry orders until
//! fired, its held canister and its MDI card until both are in.

use umpire_core::geometry::{Dir8, Square};
use umpire_core::{Dice, Illegal, Outcome, Rng, Ruleset, ScenarioError, Seat, SeatSet, Seen};

pub use crate::action::{side_of, Action};
use crate::game::{
    canister_targets, dir_towards, distance_halves, forced_retreats, in_a_block, may_support,
    may_volley, off_facing, report, resolve_artillery, resolve_melee, resolve_musketry,
    square_groups, square_groups_of_nine, square_members, square_whole, CanisterOrder, Melee,
    Phase, Resume, ShotOrder, State, VolleyOrder,
};
use crate::mdi::Card;
use crate::scenario::{build, Formation, Kind, Scenario, Terrain};
use crate::values::Gun;
use crate::view::{self, View};
use crate::Napoleonic;

// What the kernel's trait asks for, a file each: legality, the legal actions, the turn's order.
mod candidates;
mod legality;
pub use legality::not_yours;
mod sample;
mod sequence;

use candidates::*;
use legality::*;
use sequence::*;

fn no(
    rule: &'static str,
    reason: impl Into<std::borrow::Cow<'static, str>>,
) -> Result<(), Illegal> {
    Err(Illegal::new(rule, reason))
}

impl Ruleset for Napoleonic {
    const ID: &'static str = "napoleonic";
    /// 2: equal melees (5C), the fraction's coin (5F), the protected contact square (6A),
    /// surrender at any time (12). 3: squares of several units (8A). 4: no cavalry supports a
    /// melee against an unbroken square (8B); any battery moves guns left without crew (2F);
    /// a side with no unit on the board is destroyed (12); squares of nine (8A).
    const RULES_VERSION: u32 = 4;
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
            Phase::Facing => {
                let mut s = SeatSet::NONE;
                for &k in &state.to_face {
                    s = s.with(state.units[usize::from(k)].side);
                }
                s
            }
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
            // Where an enemy unit stands. A move to a reachable square with none is refused
            // by none of `check_move_with`'s checks once `may_move` holds: only a charge is
            // checked further.
            let width = usize::try_from(state.width).unwrap_or(0);
            let cell = |s: Square| {
                let (x, y) = (usize::try_from(s.x).ok()?, usize::try_from(s.y).ok()?);
                (x < width).then_some(y * width + x)
            };
            let mut enemy_at = vec![false; width * usize::try_from(state.height).unwrap_or(0)];
            for u in state
                .units
                .iter()
                .filter(|u| u.side != side && u.on_board())
            {
                if let Some(k) = cell(u.square).filter(|&k| k < enemy_at.len()) {
                    enemy_at[k] = true;
                }
            }
            // Moves: each unit's reachable squares once.
            for (i, u) in state.units.iter().enumerate() {
                // A unit that may not move at all (the first checks of `check_move_with`,
                // which do not depend on where to) is not searched.
                if u.side != side || !u.on_board() || !legality::may_move(u) {
                    continue;
                }
                let reach = state.reachable(i);
                for &to in &reach {
                    // Off the table of squares (never, for a reachable square): checked.
                    let charge = cell(to).and_then(|k| enemy_at.get(k)).is_none_or(|&e| e);
                    if !charge || check_move_with(state, i, to, Some(&reach)).is_ok() {
                        out.push(Action::Move {
                            unit: u16::try_from(i).unwrap_or(u16::MAX),
                            to,
                        });
                    }
                }
            }
        }
        // A shot's check reads its aim point only through the square the point falls in
        // (`aim_square`), and the candidates aim at a unit's parts in a row, mostly in one
        // square: the last shot's answer serves the next while battery, gun and square agree.
        let mut last_shot: Option<((u16, Gun, Square), bool)> = None;
        for a in candidates(state, side) {
            let ok = match a {
                Action::Move { .. } => false,
                Action::Shoot { battery, gun, aim } => {
                    let key = (battery, gun, aim_square(state, aim));
                    match last_shot {
                        Some((k, ok)) if k == key => ok,
                        _ => {
                            let ok = check_action(state, side, &a).is_ok();
                            last_shot = Some((key, ok));
                            ok
                        }
                    }
                }
                // The attacker's free facings (2G) are offered only where every check of
                // `check_action` holds (`candidates`): one of the side's own units on the board,
                // not in a square, not yet adjusted this step, a new direction, in steps 1 to 3.
                Action::Face { .. } if state.phase != Phase::Facing => true,
                _ => check_action(state, side, &a).is_ok(),
            };
            if ok {
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
        // The scenario's handicap is added to its side's points (UMP-NAP-30).
        let h = state.house.handicap;
        let (a, b) = (
            state.points_halves(0) + 2 * h.max(0).unsigned_abs(),
            state.points_halves(1) + 2 * h.min(0).unsigned_abs(),
        );
        // 12: a side that surrendered, or has no unit left on the board, is beaten whatever
        // the points (UMP-NAP-28); with both sides gone, or neither, the points decide.
        let surrendered = |k: usize| state.sides[k].surrendered;
        let destroyed = |k: u8| !state.has_units(k);
        let beaten = |k: u8| {
            surrendered(usize::from(k))
                || (destroyed(k) && !destroyed(1 - k) && !surrendered(usize::from(1 - k)))
        };
        let result = if beaten(1) || (a > b && !beaten(0)) {
            "Side A victory"
        } else if beaten(0) || b > a {
            "Side B victory"
        } else {
            "Draw"
        };
        let surrender = state
            .sides
            .iter()
            .find(|s| s.surrendered)
            .map(|s| format!("{} surrendered; ", s.name))
            .or_else(|| {
                (0..2u8).find(|&k| beaten(k)).map(|k| {
                    format!(
                        "{} has no unit left on the board; ",
                        state.sides[usize::from(k)].name
                    )
                })
            })
            .unwrap_or_default();
        // The result level is the rule set's fixed name (simulations count by it); the
        // summary says who won in the scenario's own names.
        let winner = match result {
            "Side A victory" => format!("{} wins", state.sides[0].name),
            "Side B victory" => format!("{} wins", state.sides[1].name),
            _ => "a draw".to_owned(),
        };
        let given = match h.cmp(&0) {
            std::cmp::Ordering::Greater => {
                format!(" ({}'s with a handicap of {h})", state.sides[0].name)
            }
            std::cmp::Ordering::Less => {
                format!(" ({}'s with a handicap of {})", state.sides[1].name, -h)
            }
            std::cmp::Ordering::Equal => String::new(),
        };
        Some(Outcome {
            result: result.to_owned(),
            summary: format!(
                "{winner}: {surrender}points after {} turns: {} {}, {} {}{given}",
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
        crate::words::describe(state, action)
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
            if u.formation == Formation::Square && u.stands < u.square_needs() {
                return Err(format!("{} is an illegal square", u.id));
            }
            if let Some(a) = u.square_with {
                if !square_whole(state, a) {
                    return Err(format!(
                        "{} is in a square of several units that is not whole",
                        u.id
                    ));
                }
            }
            if u.stands == 0 {
                return Err(format!("{} has no stands but is on the board", u.id));
            }
        }
        for &k in &state.to_face {
            let Some(u) = state.units.get(usize::from(k)) else {
                return Err(format!("unit {k} to face does not exist"));
            };
            if !state.sides[usize::from(u.side)].owner_chooses {
                return Err(format!(
                    "{} waits to be faced by a side that does not",
                    u.id
                ));
            }
        }
        let gathering = matches!(
            state.phase,
            Phase::Cards { .. } | Phase::Canister | Phase::Facing
        );
        if state.phase != Phase::Facing && state.resume != Resume::EndTurn {
            return Err("a step to resume outside the facing step".into());
        }
        if (state.phase == Phase::Facing && state.to_face.is_empty())
            || (!gathering && !state.to_face.is_empty())
        {
            return Err(
                "units wait to be faced outside the melees, or none in the facing step".into(),
            );
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
        // As many of each as before: the seat's record counts them.
        for (s, o) in &mut twin.volleys {
            if *s == other {
                o.stands_first = !o.stands_first;
                changed = true;
            }
        }
        // Held canister passed round the other side's batteries.
        let batteries: Vec<usize> = (0..twin.units.len())
            .filter(|&i| twin.units[i].side == other && twin.units[i].kind.battery())
            .collect();
        let held: Vec<bool> = batteries.iter().map(|&i| twin.units[i].holding).collect();
        for (k, &i) in batteries.iter().enumerate() {
            let h = held[(k + 1) % held.len()];
            changed |= twin.units[i].holding != h;
            twin.units[i].holding = h;
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

    fn sample_hidden(state: &State, seat: Seat, rng: &mut Rng) -> Option<State> {
        sample::sample_hidden(state, seat, rng)
    }

    fn side(seat: Seat) -> Option<u8> {
        side_of(seat)
    }

    fn worth(outcome: &Outcome, side: u8) -> f64 {
        // The result, and a fifth for the points (side A less side B; ±30 spans nearly every
        // game of the bundled scenarios).
        umpire_core::search::blended_worth::<Self>(outcome, side, 0.5 + outcome.score / 60.0)
    }

    fn estimate(state: &State, from: &State, side: u8) -> Option<f64> {
        crate::estimate::estimate(state, from, side)
    }

    fn ends_turn(action: &Action) -> bool {
        matches!(action, Action::Done | Action::Surrender)
    }

    fn concedes(action: &Action) -> bool {
        matches!(action, Action::Surrender)
    }

    fn foreign_objects(state: &State, seat: Seat) -> Vec<(u32, Action)> {
        let Some(side) = side_of(seat) else {
            return Vec::new();
        };
        let n = state.units.len();
        let mut out = Vec::new();
        for k in (0..n + 3).filter(|&i| state.units.get(i).is_none_or(|u| u.side != side)) {
            let Ok(k) = u16::try_from(k) else { continue };
            let probes = [
                Action::Move {
                    unit: k,
                    to: Square { x: 0, y: 0 },
                },
                Action::Hold { battery: k },
                Action::Volley {
                    unit: k,
                    target: 0,
                    stands_first: false,
                },
            ];
            out.extend(probes.into_iter().map(|a| (u32::from(k), a)));
        }
        out
    }

    fn parse_action(state: &State, seat: Seat, text: &str) -> Result<Action, String> {
        crate::words::parse_action(state, seat, text)
    }
}
