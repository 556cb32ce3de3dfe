//! Operational Art (Оперативное искусство): division-sized formations on a hex battlefield,
//! activated by a shuffled deck of cards, fighting with combat values, national dice (d12 for
//! the Germans, d10 for the Soviets and Axis allies) and eroding divisional morale. The text is
//! `shared/rules/operational-art.txt`; rulings OPA-1..11 are in `shared/RULINGS.md`, ours
//! (UMP-OPA-n) and the rule-to-code map in `docs/rules/opart.md`.
//!
//! Parameters (scenario `[rules]`): 12 turns (one day), 2 stands a hex (OPA-1), withdrawal of at
//! most 4 hexes (OPA-5).
#![forbid(unsafe_code)]

pub mod activation;
pub mod bots;
pub mod combat;
pub mod engagement;
pub mod map;
pub mod movement;
pub mod render;
pub mod scenario;
pub mod state;
pub mod values;
pub mod view;

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{
    BundledScenario, Dice, Illegal, Outcome, Rng, Ruleset, ScenarioError, Seat, SeatSet,
};

pub use combat::{CombatResult, NationalDie};
pub use scenario::Scenario;
pub use state::{Side, State};
pub use values::{StandSpec, StandType};
pub use view::View;

/// Seats: each side's first seat, then further seats a scenario may split a side into.
pub const SEATS: &[&str] = &["axis", "soviet", "axis-2", "soviet-2", "axis-3", "soviet-3"];

/// Results, best for the Axis first.
pub const RESULTS: &[&str] = &["Axis Victory", "Draw", "Soviet Victory"];

/// Scenarios shipped with the rule set.
pub const SCENARIOS: &[BundledScenario] = &[
    BundledScenario {
        name: "vazuza",
        title: "Operation Mars, 25 November 1942: the Soviet 20th Army attacks across the Vazuza",
        toml: include_str!("../scenarios/vazuza.toml"),
    },
    BundledScenario {
        name: "magnuszew",
        title: "The Magnuszew bridgehead, August 1944: German panzers counter-attack at Studzianki",
        toml: include_str!("../scenarios/magnuszew.toml"),
    },
    BundledScenario {
        name: "magnuszew-even",
        title: "The Magnuszew bridgehead made even: the 57th Guards Rifle Division under a good general",
        toml: include_str!("../scenarios/magnuszew-even.toml"),
    },
    BundledScenario {
        name: "example-division",
        title: "Test: the text's example rifle division attacks a village",
        toml: include_str!("../scenarios/example-division.toml"),
    },
];

/// One decision of the active formation's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "do")]
pub enum Action {
    /// Move a stand (once an activation, before it fires); it ends facing its last step.
    Move {
        /// The stand.
        stand: u16,
        /// Where to.
        to: Hex,
    },
    /// Turn a stand to face another hex side (once an activation).
    Face {
        /// The stand.
        stand: u16,
        /// The new facing.
        facing: HexDir,
    },
    /// A stand opens fire on an enemy stand.
    Attack {
        /// The firing stand.
        stand: u16,
        /// The target.
        target: u16,
    },
    /// A stand of a division at morale 0 withdraws off the battlefield over its side's edge,
    /// with a move that reaches the edge (section 9).
    Leave {
        /// The stand.
        stand: u16,
    },
    /// The owner of a stand forced to withdraw picks the hex it ends in (section 13), among
    /// the nearest hexes clear of the enemy.
    WithdrawTo {
        /// The hex.
        to: Hex,
    },
    /// The formation has done all it will this activation.
    Done,
}

/// The Operational Art rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpArt;

fn active_stands(s: &State) -> impl Iterator<Item = usize> + '_ {
    let d = s.active();
    (0..s.stands.len())
        .filter(move |&i| Some(s.stands[i].division) == d && s.stands[i].hex.is_some())
}

impl Ruleset for OpArt {
    const ID: &'static str = "opart";
    /// 2: a division at morale 0 moves only towards its own edge; a stand that has fired may
    /// still move (section 12).
    /// 3: a large enemy stand counts once when a move passes between enemy stands (OPA-10).
    const RULES_VERSION: u32 = 3;
    const SEATS: &'static [&'static str] = SEATS;
    const RESULTS: &'static [&'static str] = RESULTS;
    const MAX_ACTIONS: usize = 20_000;
    const SCORE: &'static str = "objective points, Axis minus Soviet";

    type Scenario = Scenario;
    type State = State;
    type Action = Action;
    type View = View;

    fn new_game(sc: &Scenario, dice: &mut Dice) -> Result<State, ScenarioError> {
        scenario::build(sc, dice)
    }

    fn to_act(s: &State) -> SeatSet {
        if let Some(w) = s.pending.as_ref().filter(|_| !s.over) {
            let d = s.stands[usize::from(w.stand)].division;
            return SeatSet::one(s.divisions[usize::from(d)].seat);
        }
        match s.active() {
            Some(d) if !s.over => SeatSet::one(s.divisions[usize::from(d)].seat),
            _ => SeatSet::NONE,
        }
    }

    fn legal_actions(s: &State, seat: Seat, out: &mut Vec<Action>) {
        if !Self::to_act(s).contains(seat) {
            return;
        }
        if let Some(w) = &s.pending {
            out.extend(w.options.iter().map(|&to| Action::WithdrawTo { to }));
            return;
        }
        let occupancy = movement::Occupancy::new(s);
        for i in active_stands(s) {
            let st = &s.stands[i];
            let stand = i as u16;
            // Section 12: a formation "may move and/or engage", in either order (a stand that
            // has fired may still move; ruling UMP-OPA-7 of 2026-11).
            if !st.moved {
                for r in movement::reachable_in(s, &occupancy, i) {
                    out.push(Action::Move { stand, to: r.hex });
                }
                if movement::may_leave(s, i) {
                    out.push(Action::Leave { stand });
                }
            }
            if !st.faced {
                for facing in HexDir::ALL.into_iter().filter(|&f| f != st.facing) {
                    if st.hex.is_some_and(|h| s.rear_fits(i, h, facing)) {
                        out.push(Action::Face { stand, facing });
                    }
                }
            }
            // A stand that has fired this turn fires no more (`may_attack` asks it first).
            if st.initiated {
                continue;
            }
            for t in 0..s.stands.len() {
                if engagement::may_attack(s, i, t) {
                    out.push(Action::Attack {
                        stand,
                        target: t as u16,
                    });
                }
            }
        }
        out.push(Action::Done);
    }

    fn check(s: &State, seat: Seat, a: &Action) -> Result<(), Illegal> {
        if !Self::to_act(s).contains(seat) {
            return Err(Illegal::new(
                "section 12: activation",
                format!(
                    "the {} seat's formations are not activated now",
                    Self::seat_name(seat)
                ),
            ));
        }
        if let Some(w) = &s.pending {
            return match a {
                Action::WithdrawTo { to } if w.options.contains(to) => Ok(()),
                _ => Err(view::why(s, a)),
            };
        }
        // The same conditions as `legal_actions`, checked for this one action (the battery
        // checks that the two agree).
        let mine = |i: u16| active_stands(s).any(|k| k == usize::from(i));
        let ok = match *a {
            Action::Move { stand, to } => {
                let st = s.stands.get(usize::from(stand));
                mine(stand)
                    && st.is_some_and(|st| !st.moved)
                    && movement::reachable(s, usize::from(stand))
                        .iter()
                        .any(|r| r.hex == to)
            }
            Action::Leave { stand } => mine(stand) && movement::may_leave(s, usize::from(stand)),
            Action::Face { stand, facing } => {
                mine(stand)
                    && s.stands.get(usize::from(stand)).is_some_and(|st| {
                        !st.faced
                            && st.facing != facing
                            && st
                                .hex
                                .is_some_and(|h| s.rear_fits(usize::from(stand), h, facing))
                    })
            }
            Action::Attack { stand, target } => {
                mine(stand)
                    && usize::from(target) < s.stands.len()
                    && engagement::may_attack(s, usize::from(stand), usize::from(target))
            }
            Action::WithdrawTo { .. } => false,
            Action::Done => true,
        };
        if ok {
            Ok(())
        } else {
            Err(view::why(s, a))
        }
    }

    fn apply_unchecked(s: &mut State, _seat: Seat, a: &Action, dice: &mut Dice) {
        s.actions += 1;
        match *a {
            Action::Move { stand, to } => {
                let i = usize::from(stand);
                let last = movement::reachable(s, i)
                    .into_iter()
                    .find(|r| r.hex == to)
                    .map(|r| r.last);
                let st = &mut s.stands[i];
                st.hex = Some(to);
                st.moved = true;
                if let Some(dir) = last {
                    st.facing = dir;
                }
            }
            Action::Leave { stand } => {
                let st = &mut s.stands[usize::from(stand)];
                st.hex = None;
                st.moved = true;
                st.left = true;
                let name = st.name.clone();
                dice.say(SeatSet::ALL, || {
                    format!("{name} withdraws off the battlefield.")
                });
            }
            Action::Face { stand, facing } => {
                let st = &mut s.stands[usize::from(stand)];
                st.facing = facing;
                st.faced = true;
            }
            Action::Attack { stand, target } => {
                engagement::attack(s, usize::from(stand), usize::from(target), dice);
            }
            Action::WithdrawTo { to } => engagement::withdraw_to(s, to, dice),
            Action::Done => activation::end_activation(s, dice),
        }
        update_objectives(s);
        activation::check_collapse(s, dice);
        // A formation that lost its last stand during its own activation has nothing left to
        // do: the next card is turned.
        if let Some(d) = s.active() {
            if !s.over
                && !s
                    .stands
                    .iter()
                    .any(|st| st.division == d && st.hex.is_some())
            {
                activation::end_activation(s, dice);
            }
        }
    }

    fn view(s: &State, seat: Seat) -> View {
        view::view(s, seat)
    }

    fn public_view(s: &State) -> View {
        // The battlefield is open; only the order of the cards not yet turned is hidden, and
        // no seat's view holds it.
        view::view(s, 0)
    }

    fn outcome(s: &State) -> Option<Outcome> {
        s.over.then(|| outcome(s))
    }

    fn describe(s: &State, a: &Action) -> String {
        view::describe(s, a)
    }

    fn render(v: &View) -> String {
        render::render(v)
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        invariants(s)
    }

    fn hidden_twin(s: &State, _seat: Seat, rng: &mut Rng) -> Option<State> {
        // Only the order of the cards not yet turned is hidden, from every seat.
        let rest = s.deck.len().saturating_sub(s.drawn);
        if rest < 2 {
            return None;
        }
        let mut t = s.clone();
        let a = s.drawn + rng.index(rest);
        let b = s.drawn + (a - s.drawn + 1 + rng.index(rest - 1)) % rest;
        t.deck.swap(a, b);
        Some(t)
    }

    fn sample_hidden(s: &State, _seat: Seat, rng: &mut Rng) -> Option<State> {
        // Only the order of the cards not yet turned is hidden, from every seat: those cards
        // (which every seat can count) dealt afresh in an order drawn from `rng` alone.
        let mut t = s.clone();
        let rest = &mut t.deck[s.drawn.min(s.deck.len())..];
        rest.sort_unstable();
        for i in (1..rest.len()).rev() {
            rest.swap(i, rng.index(i + 1));
        }
        Some(t)
    }

    fn worth(outcome: &umpire_core::Outcome, side: u8) -> f64 {
        // The result, and a fifth for the objective points (Axis minus Soviet, ±10 spans it).
        umpire_core::search::blended_worth::<Self>(outcome, side, 0.5 + outcome.score / 20.0)
    }

    fn side(seat: Seat) -> Option<u8> {
        // Axis seats are the even ones (axis, axis-2, axis-3), the Soviet seats the odd ones.
        (usize::from(seat) < SEATS.len()).then_some(seat % 2)
    }

    fn ends_turn(action: &Action) -> bool {
        matches!(action, Action::Done)
    }

    fn foreign_objects(s: &State, seat: Seat) -> Vec<(u32, Action)> {
        let theirs = |i: usize| {
            s.stands
                .get(i)
                .is_none_or(|st| s.divisions[usize::from(st.division)].seat != seat)
        };
        (0..s.stands.len() + 3)
            .filter(|&i| theirs(i))
            .filter_map(|i| u16::try_from(i).ok())
            .flat_map(|stand| {
                [
                    Action::Move {
                        stand,
                        to: Hex::new(0, 0),
                    },
                    Action::Face {
                        stand,
                        facing: HexDir::ALL[0],
                    },
                    Action::Leave { stand },
                ]
                .map(|a| (u32::from(stand), a))
            })
            .collect()
    }

    fn parse_action(_s: &State, _seat: Seat, text: &str) -> Result<Action, String> {
        view::parse(text)
    }
}

/// After every action, an objective belongs to the side whose stand last stood in it.
fn update_objectives(s: &mut State) {
    for k in 0..s.objectives.len() {
        let h = s.objectives[k].hex;
        let first = s.stands_at(h).next();
        if let Some(i) = first {
            s.objectives[k].holder = Some(s.side_of(i));
        }
    }
}

/// Victory (OPA-11): a side all of whose divisions are at morale 0 (or with no stand left) has
/// lost; otherwise the side holding more objective points wins, equal points are a draw. The
/// scenario's handicap is added to its side's points (UMP-OPA-15).
#[must_use]
pub fn outcome(s: &State) -> Outcome {
    let points = |side: Side| -> i32 {
        s.objectives
            .iter()
            .filter(|o| o.holder == Some(side))
            .map(|o| i32::from(o.points))
            .sum()
    };
    let h = i32::from(s.rules.handicap);
    let (axis, soviet) = (
        points(Side::Axis) + h.max(0),
        points(Side::Soviet) + (-h).max(0),
    );
    let given = match h.cmp(&0) {
        std::cmp::Ordering::Greater => format!(" (the Axis's with a handicap of {h})"),
        std::cmp::Ordering::Less => format!(" (the Soviets' with a handicap of {})", -h),
        std::cmp::Ordering::Equal => String::new(),
    };
    let total: i32 = s
        .objectives
        .iter()
        .map(|o| i32::from(o.points))
        .sum::<i32>()
        + h.abs();
    let (result, summary, score) = match s.collapsed {
        Some(Side::Axis) => (
            2,
            "the Axis side collapsed (OPA-11)".to_owned(),
            -(total + 1),
        ),
        Some(Side::Soviet) => (
            0,
            "the Soviet side collapsed (OPA-11)".to_owned(),
            total + 1,
        ),
        None => (
            match axis.cmp(&soviet) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 2,
            },
            format!("objective points: Axis {axis}, Soviet {soviet}{given}"),
            axis - soviet,
        ),
    };
    Outcome {
        result: RESULTS[result].to_owned(),
        summary,
        score: f64::from(score),
    }
}

/// The rule set's invariants: stacking (OPA-1), morale equal to the division's erosion
/// (section 9), no stand at 0 on the map (OPA-9), the active formation has a stand.
///
/// # Errors
/// The first broken invariant.
pub fn invariants(s: &State) -> Result<(), String> {
    for h in s.map.hexes() {
        let here: Vec<usize> = s.stands_at(h).collect();
        if here.len() > usize::from(s.rules.stacking) {
            return Err(format!("{} stands in {}", here.len(), State::hex_name(h)));
        }
        if here
            .windows(2)
            .any(|w| s.stands[w[0]].division != s.stands[w[1]].division)
        {
            return Err(format!("two divisions share {}", State::hex_name(h)));
        }
    }
    for st in &s.stands {
        if st.hex.is_some() && st.value == 0 {
            return Err(format!("{} is on the map at combat value 0", st.name));
        }
        if st.hex.is_some_and(|h| !s.map.contains(h)) {
            return Err(format!("{} is off the map", st.name));
        }
        if st.rear().is_some_and(|h| !s.map.contains(h)) {
            return Err(format!("{}'s rear hex is off the map", st.name));
        }
    }
    for (d, div) in s.divisions.iter().enumerate().filter(|(_, d)| !d.assets) {
        let lost: u16 = s
            .stands
            .iter()
            .filter(|st| usize::from(st.division) == d)
            .map(|st| u16::from(st.spec.combat_value().unwrap_or(st.value) - st.value))
            .sum();
        if div.morale != div.morale_start.saturating_sub(lost) {
            return Err(format!(
                "{}: morale {} but {} lost from {}",
                div.name, div.morale, lost, div.morale_start
            ));
        }
    }
    if let Some(d) = s.active() {
        if !s
            .stands
            .iter()
            .any(|st| st.division == d && st.hex.is_some())
            && !s.over
        {
            return Err(format!(
                "the active formation {} has no stand",
                s.divisions[usize::from(d)].name
            ));
        }
    }
    Ok(())
}

/// Parses a bundled scenario by name.
///
/// # Errors
/// Unknown name or invalid scenario.
pub fn bundled(name: &str) -> Result<Scenario, ScenarioError> {
    Scenario::from_toml(BundledScenario::find(SCENARIOS, name)?)
}
