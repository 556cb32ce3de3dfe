//! Words for actions: a description for the action list, and for a refused action the rule
//! that forbids it.

use umpire_core::{Illegal, Seat};

use crate::action::{Action, Place, Target};
use crate::fire::{self, range};
use crate::movement::{self, allowance, contested, occupied_for, withdrawal};
use crate::state::division_of_seat;
use crate::state::{seat, Loc, Phase, Sector, Side, State};

fn unit_name(s: &State, u: u16) -> String {
    s.units.get(usize::from(u)).map_or_else(
        || format!("unit #{u}"),
        |x| format!("{} [{}]", x.name, x.label()),
    )
}

/// A unit as `viewer` may name it: the umpire's units are counters to every other seat, with
/// their kind only once turned face up.
fn seen_name(s: &State, u: u16, viewer: Seat) -> String {
    match s.units.get(usize::from(u)) {
        Some(x) if x.side == Side::Defender && viewer != seat::UMPIRE => {
            if x.face_down {
                format!("counter #{}", x.counter)
            } else {
                format!("counter #{} ({})", x.counter, x.label())
            }
        }
        _ => unit_name(s, u),
    }
}

/// What `viewer` may know of an action: the umpire's own actions name counters, never what a
/// face-down counter is; a TRP's sector only to the seats that see the corps map; a move at the
/// table only as a move to a corps commander at a separate command post (UMP-RAP-CP);
/// everything else as [`describe`] words it.
#[must_use]
pub fn describe_for(s: &State, actor: Seat, a: &Action, viewer: Seat) -> Option<String> {
    if matches!(a, Action::PlotTrp { .. }) && !crate::command_post::sees_trps(s, viewer) {
        return Some("the corps commander plots a TRP on his map".into());
    }
    if crate::command_post::hides_move(s, actor, viewer, a) {
        return Some(unseen_move(s, actor, a));
    }
    if actor != seat::UMPIRE || viewer == seat::UMPIRE {
        return None;
    }
    let sn = State::sector_name;
    Some(match *a {
        Action::DeployCounter { unit, sector } => {
            format!(
                "the umpire deploys {} face-down in {}",
                seen_name(s, unit, viewer),
                sn(sector)
            )
        }
        Action::Move { unit, to } => {
            let from = s
                .units
                .get(usize::from(unit))
                .and_then(|u| u.sector())
                .map_or_else(String::new, sn);
            format!(
                "the umpire moves {} {from} → {}",
                seen_name(s, unit, viewer),
                sn(to)
            )
        }
        Action::Fire {
            battery, target, ..
        } => format!(
            "the umpire's {} fires at {}",
            seen_name(s, battery, viewer),
            target_name(s, target)
        ),
        Action::AirStrike { target } => {
            format!("the umpire's air strike on {}", target_name(s, target))
        }
        Action::Done => "the umpire is done with this step".into(),
        Action::TakeLoss { unit } => {
            format!("the umpire takes {} as a loss", seen_name(s, unit, viewer))
        }
        Action::FreeShot { shooter } => format!(
            "the umpire's {} takes the free shot",
            seen_name(s, shooter, viewer)
        ),
        Action::BonusHost { giver, host } => format!(
            "the umpire gives the bonus dice of {} to {}",
            seen_name(s, giver, viewer),
            seen_name(s, host, viewer)
        ),
        _ => "the umpire acts".into(),
    })
}

/// A move at the table as the command post hears of it: who moved what, not where.
fn unseen_move(s: &State, actor: Seat, a: &Action) -> String {
    let who = match division_of_seat(s, actor) {
        Some(d) => s.divisions[usize::from(d)].name.clone(),
        None if actor == seat::UMPIRE => "the umpire".into(),
        None => "the staff officer".into(),
    };
    let what = match *a {
        Action::Move { unit, .. }
        | Action::Exit { unit }
        | Action::Release { unit, .. }
        | Action::DeployUnit { unit, .. } => seen_name(s, unit, seat::CORPS),
        Action::DeployCounter { .. } => "a counter".into(),
        _ => "a unit".into(),
    };
    if matches!(a, Action::FreeShot { .. }) {
        return format!(
            "{who} picks the unit that takes a free shot (the map shows where at the end of the step)"
        );
    }
    let verb = if matches!(a, Action::DeployUnit { .. } | Action::DeployCounter { .. }) {
        "deploys"
    } else {
        "moves"
    };
    format!("{who} {verb} {what} (the map shows where at the end of the step)")
}

fn target_name(s: &State, t: Target) -> String {
    match t {
        Target::Counter(c) => match s.by_counter(c) {
            Some(i) if !s.units[i].face_down => format!("counter #{c} ({})", s.units[i].label()),
            _ => format!("counter #{c}"),
        },
        Target::Unit(u) => unit_name(s, u),
    }
}

/// A short description of an action, for humans. Defender identities appear only in the
/// umpire's own actions.
#[must_use]
pub fn describe(s: &State, a: &Action) -> String {
    let sn = State::sector_name;
    match *a {
        Action::DeployCounter { unit, sector } => {
            format!("deploy {} face-down in {}", unit_name(s, unit), sn(sector))
        }
        Action::Reconnoitre => "reconnoitre (roll axis and line)".into(),
        Action::NameBreakthrough { division } => format!(
            "name division {} ({}) the break-through division",
            division + 1,
            s.divisions[usize::from(division)].name
        ),
        Action::HoldUnit { unit } => format!("hold {} in corps reserve (R2)", unit_name(s, unit)),
        Action::HoldDivision { division } => {
            format!(
                "hold all of division {} in corps reserve (R2)",
                division + 1
            )
        }
        Action::KeepOffTable { division } => {
            format!("division {} deploys entirely off table (R1)", division + 1)
        }
        Action::SetFrontage {
            division,
            first,
            last,
        } => format!(
            "division {} frontage A{}–A{}",
            division + 1,
            first + 1,
            last + 1
        ),
        Action::EndOrders => "end the initial orders".into(),
        Action::DeployUnit { unit, to } => match to {
            Place::R1 => format!("deploy {} in division reserve (R1)", unit_name(s, unit)),
            Place::Sector(x) => format!("deploy {} in {}", unit_name(s, unit), sn(x)),
        },
        Action::PlotTrp { sector } => format!("plot a TRP on {}", sn(sector)),
        Action::FireMission { sector } => format!("fire mission on {}", sn(sector)),
        Action::AirStrike { target } => format!("air strike on {}", target_name(s, target)),
        Action::Permit { unit, division } => format!(
            "permit {} to move up (division {})",
            unit_name(s, unit),
            division + 1
        ),
        Action::Move { unit, to } => {
            let from = s.units[usize::from(unit)]
                .sector()
                .map_or_else(String::new, sn);
            let w = if contested(s, usize::from(unit)).is_some() {
                "withdraw"
            } else {
                "move"
            };
            format!("{w} {} {from} → {}", unit_name(s, unit), sn(to))
        }
        Action::Exit { unit } => format!("exit {} over the objective edge", unit_name(s, unit)),
        Action::Release { unit, to } => match to {
            Some(x) => format!("bring {} from R1 to {}", unit_name(s, unit), sn(x)),
            None => format!("bring {} from R2 to R1", unit_name(s, unit)),
        },
        Action::Fire {
            battery,
            target,
            extra_ammo,
        } => format!(
            "{} fires at {}{}",
            unit_name(s, battery),
            target_name(s, target),
            if extra_ammo {
                " with the extra ammunition"
            } else {
                ""
            }
        ),
        Action::StaffTakesOver { division, unit } => format!(
            "staff officer takes over division {}; {} becomes HQ",
            division + 1,
            unit_name(s, unit)
        ),
        Action::ChainOfCommand { division, unit } => format!(
            "chain of command for division {} (4+: {} becomes HQ)",
            division + 1,
            unit_name(s, unit)
        ),
        Action::Done => "done with this step".into(),
        Action::TakeLoss { unit } => format!("take {} as the next loss", unit_name(s, unit)),
        Action::BonusHost { giver, host } => format!(
            "give the bonus dice of {} to {} (they fire in its column)",
            unit_name(s, giver),
            unit_name(s, host)
        ),
        Action::FreeShot { shooter } => {
            let dice = s.free_shot.map_or(0, |p| {
                crate::ground_combat::free_shooters(s, usize::from(p.unit), p.from)
                    .into_iter()
                    .find(|x| x.0 == usize::from(shooter))
                    .map_or(0, |x| x.1)
            });
            format!(
                "{} takes the free shot ({dice} dice)",
                unit_name(s, shooter)
            )
        }
    }
}

fn no(rule: &'static str, reason: impl Into<std::borrow::Cow<'static, str>>) -> Illegal {
    Illegal::new(rule, reason)
}

/// Why an action that is not among the legal ones is refused.
#[must_use]
pub fn why(s: &State, seat_: Seat, a: &Action) -> Illegal {
    let step = crate::phase_name(s.phase);
    let wrong_step = || {
        no(
            "sequence of play",
            format!("that action does not belong to the {step} step"),
        )
    };
    match *a {
        Action::BonusHost { .. } if s.phase != crate::Phase::BonusDice => wrong_step(),
        Action::BonusHost { .. } => no(
            "RAP-8 ground combat",
            if seat_ == seat::UMPIRE {
                "the bonus dice of the next fortification or minefield go to another of your \
                 fighting units in that sector"
            } else {
                "the bonus dice are the umpire's to place"
            },
        ),
        Action::FreeShot { .. } if !matches!(s.phase, crate::Phase::FreeShot { .. }) => {
            wrong_step()
        }
        Action::FreeShot { .. } => no(
            "RAP-6 withdrawal",
            if s.free_shot.is_some_and(|p| p.chooser == seat_) {
                "only a fighting unit of yours in the sector being left may take the free shot"
            } else {
                "the free shot is for the owner of the units in the sector to choose"
            },
        ),
        Action::TakeLoss { .. } if !matches!(s.phase, crate::Phase::Casualties { .. }) => {
            wrong_step()
        }
        Action::TakeLoss { .. } if crate::casualties::chooser(s) != Some(seat_) => no(
            "RAP-8 ground combat",
            "these losses are for the owner of the units hit to choose",
        ),
        Action::TakeLoss { .. } => no(
            "RAP-8 ground combat",
            "the next hit cannot fall on that unit: it must make the most kills the hits allow, \
             assault troops that rolled 2d6 go first, and losses are spread as evenly as possible",
        ),
        Action::Move { unit, to } => why_move(s, seat_, unit, to).unwrap_or_else(wrong_step),
        Action::Release { unit, .. } | Action::Exit { unit } => {
            let u = match commanded(s, seat_, unit) {
                Ok(u) => u,
                Err(e) => return e,
            };
            if matches!(u.loc, Loc::R1 | Loc::R2) && !u.permitted {
                return no(
                    "RAP-14 release from reserve",
                    "moving out of R1 or R2 needs the corps commander's permission first",
                );
            }
            if u.moved && matches!(a, Action::Exit { .. }) {
                return no(
                    "RAP-11 exit",
                    format!(
                        "{} has moved this turn and may exit only as the last step of that move, \
                         from the last line with allowance left",
                        u.name
                    ),
                );
            }
            if u.moved {
                return no("attacker movement", "a unit moves once a turn");
            }
            no("attacker movement", "that unit cannot make that move now")
        }
        Action::DeployCounter { sector, .. } => {
            if !(1..s.rules.lines as i8 - 1).contains(&sector.y) || !s.on_table(sector) {
                no("set-up 1: defender deployment", "the defender deploys in lines L2 to L5")
            } else if s.count_at(sector, Side::Defender) >= usize::from(s.rules.stacking) {
                no("RAP-5 stacking", format!("{} already holds {} defender counters", State::sector_name(sector), s.rules.stacking))
            } else {
                no("set-up 1: defender deployment", "counters are placed in order; deploy the next one")
            }
        }
        Action::DeployUnit { to: Place::Sector(x), .. } => {
            let d = division_of_seat(s, seat_).unwrap_or(0);
            let f = s.divisions[usize::from(d)].frontage;
            if x.y != 0 {
                no("set-up 4: attacker deployment", "attackers deploy on line L1 or in R1")
            } else if !f.is_some_and(|f| f.contains(x.x)) {
                no("set-up 4: attacker deployment", "a division deploys within its frontage")
            } else if s.count_at(x, Side::Attacker) >= usize::from(s.rules.stacking) {
                no("RAP-5 stacking", format!("{} is full", State::sector_name(x)))
            } else {
                no("set-up 4: attacker deployment", "deploy the division's units in order")
            }
        }
        Action::SetFrontage { .. } => no(
            "initial orders: frontages",
            "frontages are adjacent axes on the table and may not overlap, except a division held entirely off table, which may overlap two",
        ),
        Action::EndOrders => no(
            "initial orders",
            "name the break-through division and give every division not in corps reserve a frontage first",
        ),
        Action::FireMission { sector } => why_fire_mission(s, sector).unwrap_or_else(wrong_step),
        Action::Fire { battery, target, extra_ammo } => {
            why_fire(s, seat_, battery, target, extra_ammo).unwrap_or_else(wrong_step)
        }
        Action::Permit { .. } => no("RAP-14", "only units in R1 or R2 not yet released can be permitted, each to an existing division"),
        _ => wrong_step(),
    }
}

/// Unit `unit` if `seat_` commands it. Any other index, a unit of the other side, of another
/// division or none at all, is refused in the same words, so that a refusal never names,
/// counts or places a unit the seat does not command.
fn commanded(s: &State, seat_: Seat, unit: u16) -> Result<&crate::state::Unit, Illegal> {
    s.units
        .get(usize::from(unit))
        .filter(|u| commands(s, seat_, u))
        .ok_or_else(|| not_commanded(seat_, unit))
}

/// Whether `seat_` commands `u`: the umpire the defender's units, a division commander his
/// division's.
#[must_use]
pub(crate) fn commands(s: &State, seat_: Seat, u: &crate::state::Unit) -> bool {
    match u.side {
        Side::Defender => seat_ == seat::UMPIRE,
        Side::Attacker => division_of_seat(s, seat_) == Some(u.division),
    }
}

/// The refusal of an action for a unit `seat_` does not command.
#[must_use]
pub fn not_commanded(seat_: Seat, unit: u16) -> Illegal {
    no(
        "command structure",
        format!(
            "there is no unit #{unit} under the {} seat's command",
            <crate::Rapier as umpire_core::Ruleset>::seat_name(seat_)
        ),
    )
}

fn why_move(s: &State, seat_: Seat, unit: u16, to: Sector) -> Option<Illegal> {
    let i = usize::from(unit);
    let u = match commanded(s, seat_, unit) {
        Ok(u) => u,
        Err(e) => return Some(e),
    };
    if !matches!(s.phase, Phase::AttackerMovement | Phase::DefenderMovement) {
        return None;
    }
    let Some(from) = u.sector() else {
        return Some(no("movement", format!("{} is not on the table", u.name)));
    };
    if u.kind.is_static() {
        return Some(no(
            "movement table",
            "fortifications and minefields do not move",
        ));
    }
    if u.moved && !u.go_on {
        return Some(no(
            "movement",
            format!("{} has already moved this turn", u.name),
        ));
    }
    if u.side == Side::Defender && s.defender_moves_left == 0 {
        return Some(no(
            "step 3: defender movement",
            "the umpire has moved as many units as the 1d6 (1d3 without HQ) allowed",
        ));
    }
    if u.side == Side::Attacker && s.divisions[usize::from(u.division)].moves_left == 0 {
        return Some(no(
            "RAP-12 division without HQ",
            "a division without an HQ moves at most half its units",
        ));
    }
    if contested(s, i).is_some() {
        return Some(match withdrawal(s, i) {
            Some(w) => no(
                "RAP-6 withdrawal",
                format!(
                    "a unit in a contested sector may only withdraw, to {}",
                    State::sector_name(w)
                ),
            ),
            None => no(
                "RAP-6 withdrawal",
                "the unit is in a contested sector and its way back is blocked",
            ),
        });
    }
    if !s.on_table(to) {
        return Some(no(
            "the table",
            format!("{} is off the table", State::sector_name(to)),
        ));
    }
    if from.x != to.x && from.y != to.y && from.manhattan(to) == 2 && from.chebyshev(to) == 1 {
        return Some(no("attacker movement", "diagonal movement is not possible"));
    }
    if u.side == Side::Attacker && to.x != from.x {
        let f = s.divisions[usize::from(u.division)].frontage;
        if !f.is_some_and(|f| f.contains(to.x)) {
            return Some(no(
                "division frontage",
                "units stay within their division's frontage",
            ));
        }
        if !u.asset {
            return Some(no(
                "axis of attack",
                "only division assets may move left or right; other units keep to their axis",
            ));
        }
    }
    let (free, contact) = allowance(u.fast());
    let (free, contact) = (
        free.saturating_sub(u.steps),
        contact.saturating_sub(u.steps),
    );
    let dist = from.manhattan(to);
    if dist > free {
        return Some(no(
            "movement allowance",
            format!("{} moves at most {free} sectors", u.label()),
        ));
    }
    if occupied_for(s, to, u.side) && dist > contact {
        return Some(no(
            "movement allowance",
            format!("{} moves at most {contact} into contact (RAP-4)", u.label()),
        ));
    }
    if s.count_at(to, u.side) >= usize::from(s.rules.stacking) {
        return Some(no(
            "RAP-5 stacking",
            format!(
                "{} already holds {} friendly units",
                State::sector_name(to),
                s.rules.stacking
            ),
        ));
    }
    if movement::destinations(s, i).iter().all(|p| p.end() != to) {
        return Some(no(
            "RAP-4/RAP-5 movement",
            "no path: a unit may enter but not pass through an enemy-occupied sector, every sector on the way must have room (stacking 6), and difficult or impassable terrain may stop it",
        ));
    }
    None
}

fn why_fire_mission(s: &State, sector: Sector) -> Option<Illegal> {
    match s.phase {
        Phase::PreBattleBombardment
            if s.prebattle_fm_at
                .get(s.sidx(sector))
                .is_some_and(|&n| n >= s.rules.prebattle_per_sector) =>
        {
            Some(no(
                "set-up 6: pre-battle bombardment",
                format!(
                    "at most {} fire missions a sector",
                    s.rules.prebattle_per_sector
                ),
            ))
        }
        Phase::PreBattleBombardment => {
            Some(no("the table", "fire missions go on on-table sectors"))
        }
        Phase::OnCallBombardment => Some(if !s.trps.contains(&sector) {
            no(
                "step 4: on-call bombardment",
                "on-call fire only falls on the pre-planned TRPs",
            )
        } else if !fire::fog_allows(s, Side::Attacker, sector) {
            no(
                "RAP-1 thick fog",
                "in thick fog fire goes only where a friendly unit is in or next to the sector",
            )
        } else {
            no(
                "step 4: on-call bombardment",
                format!(
                    "at most {} fire missions a TRP a turn",
                    s.rules.oncall_per_trp
                ),
            )
        }),
        _ => None,
    }
}

fn why_fire(s: &State, seat_: Seat, battery: u16, target: Target, extra: bool) -> Option<Illegal> {
    let b = usize::from(battery);
    let u = match commanded(s, seat_, battery) {
        Ok(u) => u,
        Err(e) => return Some(e),
    };
    if !u.kind.is_battery() {
        return Some(no(
            "support fire",
            "only mortars, artillery and rockets fire support",
        ));
    }
    if u.fired {
        return Some(no("support fire", "each battery fires once a turn"));
    }
    if !fire::battery_ready(s, b) {
        return Some(no(
            "support fire",
            "a battery in a sector with enemy units cannot fire",
        ));
    }
    if extra && !s.extra_ammo {
        return Some(no(
            "RAP-3 extra ammo",
            "there is no extra ammunition this turn",
        ));
    }
    let Some(t) = fire::resolve_target(s, u.side, target) else {
        return Some(no(
            "support fire",
            "no such enemy unit or counter on the table",
        ));
    };
    let (from, at) = (u.sector()?, s.units[t].sector()?);
    if from.manhattan(at) > range(u.kind) {
        return Some(no(
            "RAP-1 range",
            format!("{} reaches {} sectors", u.label(), range(u.kind)),
        ));
    }
    if !fire::fog_allows(s, u.side, at) {
        return Some(no(
            "RAP-1 thick fog",
            "in thick fog fire goes only where a friendly unit is in or next to the sector",
        ));
    }
    Some(no(
        "step 6: attacker support fire",
        "a defending battery cannot be targeted in the turn it is revealed",
    ))
}
