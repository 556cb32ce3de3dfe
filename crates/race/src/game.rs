//! The campaign as a rule set: seats A and B, orders, views (the other player's pending choice
//! is hidden until both have chosen), the text map, invariants and bots.

use umpire_core::{Dice, Illegal, Outcome, Rng, Ruleset, ScenarioError, Seat, SeatSet, Seen};

pub use crate::bots::HeuristicBot;
use crate::campaign::{self, Phase, Report, Scenario, State};
pub use crate::order::{parse, Order, HELP};
use crate::tables::{Action, Battle};
pub use crate::view::{render, View};
pub use crate::{Race, RESULTS, SEATS};

fn offence(s: &State) -> Seat {
    s.current
}

fn defence(s: &State) -> Seat {
    1 - s.current
}

/// The total of the losses entered unit by unit, if any were.
fn entered_losses(s: &State) -> Option<u32> {
    s.fight
        .as_ref()
        .filter(|f| !f.losses.is_empty())
        .map(|f| f.losses.iter().sum())
}

/// An engine-fought battle in words: who attacked with what, against which force, and how it
/// went.
fn engine_battle_summary(s: &State, r: &campaign::Report) -> String {
    let p = usize::from(s.current);
    let Some(f) = s.fight.as_ref() else {
        return String::new();
    };
    let engine = match s.rules.engine {
        campaign::Engine::Rapier => "Rapier",
        campaign::Engine::Opart => "Operational Art",
    };
    let units = f.fielded.len();
    let defence = f.defence.and_then(|d| s.defences.get(d)).map_or_else(
        || "the defence".to_owned(),
        |d| format!("{} (S{})", d.name, d.size),
    );
    let plural = |n: u32, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let name = &s.players[p].name;
    let force = format!(
        "{} ({})",
        plural(u32::try_from(units).unwrap_or(u32::MAX), "unit", "units"),
        plural(fielded_stands(s), "stand", "stands")
    );
    // Who fought whom: in a counter-attack the defensive player attacks the offensive force.
    let fought = if f.battle == Battle::CounterAttack {
        format!("{defence} counter-attacked {name}'s {force}")
    } else {
        format!("{name} attacked with {force} against {defence}")
    };
    // Only the offensive force's losses are noted (they stay lost until recovered); the
    // defence's are not kept.
    let exited = if f.battle == Battle::CounterAttack {
        String::new()
    } else if r.exited == 0 {
        "none of its stands exited over the enemy's edge, ".to_owned()
    } else {
        format!(
            "{} exited over the enemy's edge, ",
            plural(r.exited, "stand", "stands")
        )
    };
    format!(
        "Battle fought by the engine ({engine}), a {}: {fought}. {name} lost {} (noted until recovered); {exited}{name} holds {} of 2 objectives.",
        f.battle.name(),
        plural(r.lost, "stand", "stands"),
        r.objectives
    )
}

fn fielded_stands(s: &State) -> u32 {
    let p = usize::from(s.current);
    s.fight.as_ref().map_or(0, |f| {
        f.fielded
            .iter()
            .map(|&u| s.players[p].units[u].present())
            .sum()
    })
}

impl Ruleset for Race {
    const ID: &'static str = "race";
    /// 2: objective ties go to nobody; the Rapier battles' exit is a step of a move.
    /// 3: Operational Art battles set up by type of battle (UMP-RAC-7).
    /// 4: a battle a side has nothing to field for (a meeting engagement against works and
    /// dummies only) is no battle: no VP, no result, no movement (UMP-RAC-9).
    const RULES_VERSION: u32 = 4;
    const SEATS: &'static [&'static str] = SEATS;
    const RESULTS: &'static [&'static str] = RESULTS;
    const MAX_ACTIONS: usize = 50_000;
    const SCORE: &'static str = "campaign length in turns";

    type Scenario = Scenario;
    type State = State;
    type Action = Order;
    type View = View;

    fn new_game(sc: &Scenario, _dice: &mut Dice) -> Result<State, ScenarioError> {
        campaign::build(sc)
    }

    fn to_act(s: &State) -> SeatSet {
        match s.phase {
            Phase::Choose => (0..2u8)
                .filter(|&p| s.pending[usize::from(p)].is_none())
                .fold(SeatSet::NONE, SeatSet::with),
            Phase::Field | Phase::Report => SeatSet::one(offence(s)),
            Phase::Defend => SeatSet::one(defence(s)),
            Phase::Over => SeatSet::NONE,
        }
    }

    fn legal_actions(s: &State, seat: Seat, out: &mut Vec<Order>) {
        if !Self::to_act(s).contains(seat) {
            return;
        }
        match s.phase {
            Phase::Choose => {
                out.push(Order::Choose {
                    action: Action::Attack,
                });
                out.push(Order::Choose {
                    action: Action::Regroup,
                });
            }
            Phase::Field => {
                let n = s.players[usize::from(s.current)].units.len();
                let before = out.len();
                out.extend(
                    (0..n)
                        .filter(|&u| campaign::may_field(s, u))
                        .map(|u| Order::Field { unit: u as u16 }),
                );
                // The share is the most that may go (UMP-RAC-8): the player may stop sooner.
                if out.len() == before || campaign::may_end_field(s) {
                    out.push(Order::EndField);
                }
            }
            Phase::Defend => {
                let want = s.defence_wanted();
                for (k, d) in s.defences.iter().enumerate() {
                    if Some(d.size) == want {
                        out.push(Order::Defend { force: k as u16 });
                    }
                }
            }
            Phase::Report => {
                let p = usize::from(s.current);
                if let Some(fight) = &s.fight {
                    for &u in &fight.fielded {
                        for stands in 0..=s.players[p].units[u].present() {
                            out.push(Order::Lost {
                                unit: u16::try_from(u).unwrap_or(u16::MAX),
                                stands,
                            });
                        }
                    }
                }
                let f = fielded_stands(s);
                let entered = entered_losses(s);
                for lost in 0..=f {
                    if entered.is_some_and(|e| e != lost) {
                        continue;
                    }
                    for exited in 0..=f - lost {
                        for objectives in 0..=2 {
                            out.push(Order::Report {
                                report: Report {
                                    lost,
                                    exited,
                                    objectives,
                                },
                            });
                        }
                    }
                }
            }
            Phase::Over => {}
        }
    }

    fn check(s: &State, seat: Seat, o: &Order) -> Result<(), Illegal> {
        if !Self::to_act(s).contains(seat) {
            return Err(Illegal::new(
                "sequence of play",
                format!(
                    "the {} seat does not act now ({})",
                    Self::seat_name(seat),
                    s.phase.name()
                ),
            ));
        }
        let ok = match (*o, s.phase) {
            (Order::Choose { .. }, Phase::Choose) => true,
            (Order::Field { unit }, Phase::Field) => campaign::may_field(s, usize::from(unit)),
            (Order::EndField, Phase::Field) => {
                let n = s.players[usize::from(s.current)].units.len();
                !(0..n).any(|u| campaign::may_field(s, u)) || campaign::may_end_field(s)
            }
            (Order::Defend { force }, Phase::Defend) => s
                .defences
                .get(usize::from(force))
                .is_some_and(|d| Some(d.size) == s.defence_wanted()),
            (Order::Lost { unit, stands }, Phase::Report) => {
                let p = usize::from(s.current);
                let u = usize::from(unit);
                s.fight.as_ref().is_some_and(|f| f.fielded.contains(&u))
                    && stands <= s.players[p].units[u].present()
            }
            (Order::Report { report: r } | Order::Served { report: r, .. }, Phase::Report) => {
                (matches!(o, Order::Report { .. }) || s.rules.battles == campaign::Battles::Served)
                    && r.objectives <= 2
                    && r.lost
                        .checked_add(r.exited)
                        .is_some_and(|t| t <= fielded_stands(s))
                    && entered_losses(s).is_none_or(|e| e == r.lost)
            }
            _ => false,
        };
        if ok {
            return Ok(());
        }
        Err(match *o {
            Order::Field { .. } => Illegal::new("on-table forces", "that unit cannot be fielded: already fielded, destroyed, past the share the table allows, or it would leave no room for an HQ the HQ rule obliges (an HQ goes when half its units do)"),
            Order::EndField => Illegal::new("on-table forces", "field at least one unit, and every HQ half of whose units go (the HQ rule)"),
            Order::Defend { .. } => Illegal::new("size of defensive force", format!("the table calls for a force of size S{}", s.defence_wanted().unwrap_or(0))),
            Order::Served { .. } if s.rules.battles != campaign::Battles::Served => Illegal::new("RAC-4: battle report", "only a campaign whose battles are served fights them as games on the server"),
            Order::Report { .. } | Order::Served { .. } => Illegal::new("RAC-4: battle report", format!(
                "objectives 0–2, {}no more stands lost and exited than the {} fielded{}",
                if entered_losses(s).is_some() { "" } else { "and " },
                fielded_stands(s),
                entered_losses(s).map_or(String::new(), |e| format!(", and {e} lost: the sum of the losses entered unit by unit"))
            )),
            Order::Lost { .. } => Illegal::new("UMP-RAC-3: losses by unit", "name a fielded unit, and no more stands than it brought to the battle"),
            Order::Choose { .. } => Illegal::new("sequence of play", "not the time to choose"),
        })
    }

    fn apply_unchecked(s: &mut State, seat: Seat, o: &Order, dice: &mut Dice) {
        s.actions += 1;
        match *o {
            Order::Choose { action } => {
                s.pending[usize::from(seat)] = Some(action);
                if s.pending.iter().all(Option::is_some) {
                    campaign::both_chosen(s, dice);
                }
            }
            Order::Field { unit } => {
                if let Some(f) = &mut s.fight {
                    f.fielded.push(usize::from(unit));
                }
                let full = s
                    .fight
                    .as_ref()
                    .is_some_and(|f| f.fielded.len() as u32 >= f.quota);
                if full {
                    s.phase = Phase::Defend;
                }
            }
            Order::EndField => s.phase = Phase::Defend,
            Order::Defend { force } => {
                if let Some(f) = &mut s.fight {
                    f.defence = Some(usize::from(force));
                }
                if s.rules.battles == campaign::Battles::Engine {
                    // The battle's own dice are seeded by a logged campaign roll.
                    let seed = crate::battle::roll_seed(dice);
                    let fought = match s.rules.engine {
                        campaign::Engine::Rapier => crate::battle::fight(s, seed),
                        campaign::Engine::Opart => crate::battle_opart::fight(s, seed),
                    };
                    let Some((r, by_unit, rolls)) = fought else {
                        campaign::unfought(s, dice);
                        return;
                    };
                    // Every roll of the battle goes into the campaign's log.
                    dice.absorb("battle: ", rolls);
                    let text = engine_battle_summary(s, &r);
                    dice.say(SeatSet::ALL, || text);
                    let by_unit = (!by_unit.is_empty()).then_some(&by_unit[..]);
                    campaign::after_battle(s, r, by_unit, dice);
                } else {
                    s.phase = Phase::Report;
                }
            }
            Order::Lost { unit, stands } => {
                if let Some(f) = &mut s.fight {
                    if f.losses.is_empty() {
                        f.losses = vec![0; f.fielded.len()];
                    }
                    if let Some(k) = f.fielded.iter().position(|&x| x == usize::from(unit)) {
                        f.losses[k] = stands;
                    }
                }
            }
            // A served battle with no game was not fought: a side had nothing to field.
            Order::Served { battle: None, .. } => campaign::unfought(s, dice),
            Order::Report { report } | Order::Served { report, .. } => {
                campaign::after_battle(s, report, None, dice);
            }
        }
    }

    fn view(s: &State, seat: Seat) -> View {
        let mut state = s.clone();
        let other = usize::from(1 - seat.min(1));
        let other_has_chosen = s.phase == Phase::Choose && s.pending[other].is_some();
        if s.phase == Phase::Choose {
            state.pending[other] = None;
        }
        View {
            seat,
            state,
            other_has_chosen,
        }
    }

    fn public_view(s: &State) -> View {
        // Only the choices not yet revealed are secret: both are left out while choosing.
        let mut state = s.clone();
        if s.phase == Phase::Choose {
            state.pending = [None, None];
        }
        View {
            seat: 0,
            state,
            other_has_chosen: false,
        }
    }

    fn outcome(s: &State) -> Option<Outcome> {
        let w = s.winner?;
        let (a, b) = (s.players[0].zone, s.players[1].zone);
        Some(Outcome {
            result: w.result().to_owned(),
            summary: format!(
                "after {} turns: A in zone {a}, B in zone {b} (6 = {})",
                s.turn, s.objective
            ),
            score: f64::from(s.turn),
        })
    }

    fn describe(s: &State, o: &Order) -> String {
        match *o {
            Order::Choose { action } => action.name().to_string(),
            Order::Field { unit } => {
                let u = &s.players[usize::from(s.current)].units[usize::from(unit)];
                format!(
                    "field {} ({} of {} stands)",
                    u.spec.name,
                    u.present(),
                    u.spec.stands
                )
            }
            Order::EndField => "field no more units".into(),
            Order::Defend { force } => {
                format!("defend with {}", s.defences[usize::from(force)].name)
            }
            Order::Lost { unit, stands } => format!(
                "{} lost {stands} stand{}",
                s.players[usize::from(s.current)].units[usize::from(unit)]
                    .spec
                    .name,
                if stands == 1 { "" } else { "s" }
            ),
            Order::Report { report: r } => format!(
                "report: {} lost, {} exited, {} objectives",
                r.lost, r.exited, r.objectives
            ),
            Order::Served {
                report: r,
                battle: Some(h),
            } => format!(
                "the battle's game (log {}…) ended: {} lost, {} exited, {} objectives",
                &h.to_string()[..12],
                r.lost,
                r.exited,
                r.objectives
            ),
            Order::Served {
                report: r,
                battle: None,
            } => format!(
                "no battle: a side had nothing to put on the table ({} objectives)",
                r.objectives
            ),
        }
    }

    fn seen_action(s: &State, actor: Seat, o: &Order, viewer: Seat) -> Seen<Order> {
        // The offensive action is chosen in secret: the other player learns it only when both
        // have chosen (the campaign's events then reveal both).
        if matches!(o, Order::Choose { .. }) && actor != viewer {
            return Seen::Secret {
                text: format!(
                    "player {} has chosen this turn's action (secret until both have chosen)",
                    SEATS[usize::from(actor.min(1))].to_uppercase()
                ),
            };
        }
        Seen::Open {
            action: *o,
            text: Self::describe(s, o),
        }
    }

    fn render(v: &View) -> String {
        render(v)
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        for p in &s.players {
            if !(1..=6).contains(&p.zone) {
                return Err(format!("{} in zone {}", p.name, p.zone));
            }
            for u in &p.units {
                if u.lost > u.spec.stands {
                    return Err(format!(
                        "{} lost {} of {} stands",
                        u.spec.name, u.lost, u.spec.stands
                    ));
                }
            }
        }
        if matches!(s.phase, Phase::Field | Phase::Defend | Phase::Report) != s.fight.is_some() {
            return Err(format!(
                "{} with a battle {}",
                s.phase.name(),
                if s.fight.is_some() {
                    "set up"
                } else {
                    "missing"
                }
            ));
        }
        Ok(())
    }

    fn hidden_twin(s: &State, seat: Seat, _rng: &mut Rng) -> Option<State> {
        let other = usize::from(1 - seat.min(1));
        if s.phase != Phase::Choose {
            return None;
        }
        let mut t = s.clone();
        t.pending[other] = match s.pending[other]? {
            Action::Attack => Some(Action::Regroup),
            Action::Regroup => Some(Action::Attack),
        };
        Some(t)
    }

    fn sample_hidden(s: &State, seat: Seat, rng: &mut Rng) -> Option<State> {
        // Only the other player's choice, once made and not yet revealed, is hidden: drawn
        // afresh, attack or regroup alike.
        let mut t = s.clone();
        let other = usize::from(1 - seat.min(1));
        if s.phase == Phase::Choose && s.pending[other].is_some() {
            t.pending[other] = Some(if rng.index(2) == 0 {
                Action::Attack
            } else {
                Action::Regroup
            });
        }
        Some(t)
    }

    fn side(seat: Seat) -> Option<u8> {
        (seat < 2).then_some(seat)
    }

    fn estimate(s: &State, from: &State, side: u8) -> Option<f64> {
        crate::estimate::estimate(s, from, side)
    }

    fn ends_turn(action: &Order) -> bool {
        matches!(action, Order::EndField)
    }

    fn foreign_objects(s: &State, seat: Seat) -> Vec<(u32, Order)> {
        // A player names only units of his own orbat: numbers past its last are the probes.
        let n = s
            .players
            .get(usize::from(seat))
            .map_or(0, |p| p.units.len());
        (n..n + 3)
            .filter_map(|u| u16::try_from(u).ok())
            .flat_map(|unit| {
                [Order::Field { unit }, Order::Lost { unit, stands: 0 }]
                    .map(|o| (u32::from(unit), o))
            })
            .collect()
    }

    fn parse_action(_s: &State, _seat: Seat, text: &str) -> Result<Order, String> {
        parse(text)
    }
}
