//! Rapier Offensive: a multiplayer operational game in which a corps of up to three attacking
//! divisions, run by a corps commander, a staff officer and division commanders, tries to
//! break through a division run by the umpire, whose units start as face-down counters among
//! dummies. The rule text is `shared/rules/rapier-offensive.txt`; the rulings RAP-1..15 and our
//! own UMP-RAP-n are listed in `docs/rules/rapier.md`.
//!
//! Parameters (all in the scenario's `[rules]` table, with the text's defaults): table size
//! 4 × 6, 6 turns, stacking 6, 3 reconnaissance attempts, 4 TRPs, 16 pre-battle and 8 on-call
//! fire missions, the random-event table, the victory table, and the optional rules.
#![forbid(unsafe_code)]

pub mod action;
pub mod bots;
pub mod casualties;
pub mod command;
pub mod command_post;
pub mod fire;
pub mod ground_combat;
pub mod hq;
pub mod movement;
pub mod odds;
pub mod sample;
pub mod scenario;
pub mod sequence;
pub mod setup;
pub mod state;
pub mod validate;
pub mod victory;
pub mod view;

use umpire_core::{
    BundledScenario, Dice, Illegal, Outcome, Rng, Ruleset, ScenarioError, Seat, SeatSet, Seen,
};

pub use action::{Action, Place, Target};
pub use scenario::Scenario;
pub use state::{Kind, Phase, Side, State};
pub use view::View;

use state::{seat, Loc};

/// The Rapier Offensive rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rapier;

/// Scenarios shipped with the rule set.
pub const SCENARIOS: &[BundledScenario] = &[
    BundledScenario {
        name: "uranus",
        title: "Operation Uranus, 19 November 1942: Soviet 5th Tank Army breaks the Romanian front",
        toml: include_str!("../scenarios/uranus.toml"),
    },
    BundledScenario {
        name: "uranus-advanced",
        title: "Operation Uranus with every optional rule: terrain (bogging), wire and anti-tank obstacles, moving targets, advanced victory",
        toml: include_str!("../scenarios/uranus-advanced.toml"),
    },
];

impl Ruleset for Rapier {
    const ID: &'static str = "rapier";
    /// 2: the exit over the far edge is a step of a move (ruling RAP-11 of 2026-11).
    const RULES_VERSION: u32 = 2;
    const SEATS: &'static [&'static str] = &["umpire", "corps", "staff", "div1", "div2", "div3"];
    const RESULTS: &'static [&'static str] = &victory::RESULTS;
    const MAX_ACTIONS: usize = 6_000;
    const SCORE: &'static str = "% of the break-through division exited";

    type Scenario = Scenario;
    type State = State;
    type Action = Action;
    type View = View;

    fn new_game(scenario: &Scenario, dice: &mut Dice) -> Result<State, ScenarioError> {
        Ok(sequence::start(&validate::prepare(scenario)?, dice))
    }

    fn starter(scenario: &Scenario) -> Result<umpire_core::Starter<'_, Self>, ScenarioError> {
        // Checking the scenario and building the units is most of a game's set-up: do it once.
        let prepared = validate::prepare(scenario)?;
        Ok(Box::new(move |dice| Ok(sequence::start(&prepared, dice))))
    }

    fn to_act(s: &State) -> SeatSet {
        sequence::to_act(s)
    }

    fn legal_actions(s: &State, seat_: Seat, out: &mut Vec<Action>) {
        sequence::legal(s, seat_, out);
    }

    fn check(s: &State, seat_: Seat, a: &Action) -> Result<(), Illegal> {
        if !Self::to_act(s).contains(seat_) {
            return Err(Illegal::new(
                "sequence of play",
                format!(
                    "the {} seat does not act in the {} step",
                    Self::seat_name(seat_),
                    phase_name(s.phase)
                ),
            ));
        }
        let mut legal = Vec::new();
        Self::legal_actions(s, seat_, &mut legal);
        if legal.contains(a) {
            Ok(())
        } else {
            Err(explain::why(s, seat_, a))
        }
    }

    fn apply_unchecked(s: &mut State, seat_: Seat, a: &Action, dice: &mut Dice) {
        sequence::apply(s, seat_, a, dice);
    }

    fn view(s: &State, seat_: Seat) -> View {
        view::view(s, seat_)
    }

    fn deaf(s: &State, actor: Seat) -> SeatSet {
        command_post::deaf(s, actor)
    }

    fn public_view(s: &State) -> View {
        view::public_view(s)
    }

    fn outcome(s: &State) -> Option<Outcome> {
        (s.phase == Phase::Over).then(|| victory::outcome(s))
    }

    fn describe(s: &State, a: &Action) -> String {
        explain::describe(s, a)
    }

    fn seen_action(s: &State, actor: Seat, a: &Action, viewer: Seat) -> Seen<Action> {
        match explain::describe_for(s, actor, a, viewer) {
            Some(text) => Seen::Secret { text },
            None => Seen::Open {
                action: *a,
                text: explain::describe(s, a),
            },
        }
    }

    fn render(v: &View) -> String {
        view::render(v)
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        invariants(s)
    }

    fn hidden_twin(s: &State, seat_: Seat, rng: &mut Rng) -> Option<State> {
        sample::hidden_twin(s, seat_, rng)
    }

    fn revealed_view(state: &State) -> Option<View> {
        // The umpire's view holds every counter: all are turned face up.
        let mut v = Self::view(state, 0);
        for u in v.units.iter_mut() {
            u.face_down = false;
        }
        Some(v)
    }

    fn sample_hidden(s: &State, seat_: Seat, rng: &mut Rng) -> Option<State> {
        sample::sample_hidden(s, seat_, rng)
    }

    fn worth(outcome: &umpire_core::Outcome, side: u8) -> f64 {
        // The result, and a fifth for the share of the break-through division exited.
        umpire_core::search::blended_worth::<Self>(outcome, side, outcome.score / 100.0)
    }

    fn side(seat_: Seat) -> Option<u8> {
        // The results are the attacker's: the umpire runs the defence.
        match seat_ {
            seat::UMPIRE => Some(1),
            s if usize::from(s) < 6 => Some(0),
            _ => None,
        }
    }

    fn ends_turn(action: &Action) -> bool {
        matches!(action, Action::EndOrders | Action::Done)
    }

    fn foreign_objects(s: &State, seat_: Seat) -> Vec<(u32, Action)> {
        let to = state::Sector { x: 0, y: 1 };
        (0..s.units.len() + 3)
            .filter(|&i| {
                s.units
                    .get(i)
                    .is_none_or(|u| !explain::commands(s, seat_, u))
            })
            .filter_map(|i| u16::try_from(i).ok())
            .flat_map(|unit| {
                [
                    Action::Move { unit, to },
                    Action::Exit { unit },
                    Action::Release { unit, to: None },
                    Action::Fire {
                        battery: unit,
                        target: action::Target::Counter(0),
                        extra_ammo: false,
                    },
                ]
                .map(|a| (u32::from(unit), a))
            })
            .collect()
    }

    fn parse_action(s: &State, seat_: Seat, text: &str) -> Result<Action, String> {
        if text.trim_start().starts_with('{') {
            return serde_json::from_str(text).map_err(|e| format!("not an action: {e}"));
        }
        command::parse(s, seat_, text)
    }
}

/// The rule set's invariants: stacking (RAP-5) in every sector for both sides; counters only
/// in L2–L5 before play starts and never attacker-only kinds on the defender's side; static
/// counters never move; dummies never share a sector with attacking units.
///
/// # Errors
/// The first broken invariant.
pub fn invariants(s: &State) -> Result<(), String> {
    command_post::invariant(s)?;
    if !s.tally_is_current() {
        return Err("the kept sector tally differs from a fresh count".into());
    }
    if s.units[s.attackers().end..]
        .iter()
        .any(|u| u.side == Side::Attacker)
    {
        return Err("attacking units must come before the defender's".into());
    }
    let occ = s.count_occupancy();
    for sec in s.sectors() {
        for side in [Side::Attacker, Side::Defender] {
            let n = occ.count[side.idx()][s.sidx(sec)];
            if n > s.rules.stacking {
                return Err(format!(
                    "{n} {side:?} units in {} (stacking {})",
                    State::sector_name(sec),
                    s.rules.stacking
                ));
            }
        }
        if s.units_at(sec, Side::Defender)
            .any(|(_, u)| u.kind == state::Kind::Dummy)
            && s.units_at(sec, Side::Attacker).next().is_some()
        {
            return Err(format!(
                "a dummy shares {} with attackers",
                State::sector_name(sec)
            ));
        }
    }
    for u in &s.units {
        match (u.side, u.loc) {
            (Side::Defender, Loc::R1 | Loc::R2 | Loc::Exited) => {
                return Err(format!("defender {} is off table ({:?})", u.name, u.loc));
            }
            (Side::Attacker, _) if setup::defender_only(u.kind) => {
                return Err(format!("attacker {} is a {:?}", u.name, u.kind));
            }
            (Side::Defender, Loc::Table(sec))
                if s.turn == 0 && !(1..s.rules.lines as i8 - 1).contains(&sec.y) =>
            {
                return Err(format!("counter {} deployed outside L2–L5", u.name));
            }
            _ => {}
        }
        if u.kind.is_static() && u.moved {
            return Err(format!("static counter {} moved", u.name));
        }
        if s.turn > 0 && u.loc == Loc::Undeployed {
            return Err(format!("{} was never deployed", u.name));
        }
        if u.side == Side::Attacker && (u.face_down || u.scouted) {
            return Err(format!("attacker {} is a face-down counter", u.name));
        }
        if u.side == Side::Defender && u.breakthrough {
            return Err(format!("defender {} counts for the break-through", u.name));
        }
        if let (Side::Attacker, Loc::Table(sec)) = (u.side, u.loc) {
            let frontage = s
                .divisions
                .get(usize::from(u.division))
                .and_then(|d| d.frontage);
            if u.axis != sec.x || frontage.is_some_and(|f| !f.contains(sec.x)) {
                return Err(format!(
                    "{} left its axis or its division's frontage",
                    u.name
                ));
            }
        }
    }
    // Units are conserved: each is in exactly one place; an unseen kill is a face-down
    // counter that is gone.
    let unseen = s
        .units
        .iter()
        .filter(|u| u.side == Side::Defender && u.face_down && u.loc == Loc::Gone)
        .count();
    if usize::from(s.unseen_kills) > unseen {
        return Err(format!(
            "{} unseen kills but {unseen} counters gone unseen",
            s.unseen_kills
        ));
    }
    Ok(())
}

/// A phase's name as the rule book calls it.
#[must_use]
pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::DefenderDeployment => "defender deployment",
        Phase::Reconnaissance => "attacker reconnaissance",
        Phase::InitialOrders => "initial orders",
        Phase::AttackerDeployment => "attacker deployment",
        Phase::FirePlan => "corps fire plan",
        Phase::PreBattleBombardment => "pre-battle corps bombardment",
        Phase::AirStrike { .. } => "random events (air strike)",
        Phase::AttackerMovement => "attacker movement",
        Phase::DefenderMovement => "defender movement",
        Phase::OnCallBombardment => "on-call corps bombardment",
        Phase::DefenderSupportFire => "defender support fire",
        Phase::AttackerSupportFire => "attacker support fire",
        Phase::Casualties { .. } => "ground combat losses",
        Phase::BonusDice => "ground combat bonus dice",
        Phase::FreeShot { .. } => "free shot at a withdrawing unit",
        Phase::ReplaceHq { .. } => "replace division HQ",
        Phase::Over => "game over",
    }
}

pub mod explain;

/// Parses a bundled scenario by name.
///
/// # Errors
/// Unknown name or invalid scenario.
pub fn bundled(name: &str) -> Result<Scenario, ScenarioError> {
    Scenario::from_toml(BundledScenario::find(SCENARIOS, name)?)
}
